import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../src/config'
import { startServer } from '../../server'
import type { Role } from '../../src/platform/auth/roles'
import { createAdmin } from '../../src/platform/auth/store'

export const TEST_ADMIN = { email: 'staff@college.test', password: 'correct-horse' }

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * Starts the real server in this process on a free port with a fresh temporary DATA_DIR and
 * UPLOADS_DIR (or the ones given, to test restarts). Uses the production build (npm run build).
 */
export async function startTestServer(env: Record<string, string> = {}, dirs?: { dataDir: string; uploadsDir: string }) {
  const root = dirs ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'college-test-'))
  const dataDir = dirs?.dataDir ?? path.join(root!, 'data')
  const uploadsDir = dirs?.uploadsDir ?? path.join(root!, 'uploads')
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      SEED_DEMO: '0',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      BUILD_DIR: process.env.BUILD_DIR ?? '',
      ...env,
    },
    process.cwd(),
  )
  const started = await startServer(config)
  const url = `http://127.0.0.1:${started.port}`
  return {
    ...started,
    url,
    dataDir,
    uploadsDir,
    /** fetch relative to the server, with an optional cookie jar string */
    fetch: (pathname: string, init?: RequestInit) => fetch(url + pathname, init),
    async close() {
      await started.stop()
      if (root) fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Logs in as the test admin and returns the Cookie header value for later requests. */
export async function loginCookie(server: TestServer, credentials = TEST_ADMIN): Promise<string> {
  const res = await server.fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(credentials),
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Adds a staff member of `role` (password `<role>-password`) and returns their sign-in cookie. */
export async function staffCookie(server: TestServer, email: string, name: string, role: Role): Promise<string> {
  const password = `${role}-password`
  await createAdmin(server.ctx.db, email, password, name, role)
  return loginCookie(server, { email, password })
}

/** Moves the server's clock past a digest period of `hours`, lets the sender make and send the digests, and puts the clock back. */
export async function pastDigestPeriod(server: TestServer, hours: number): Promise<void> {
  server.ctx.clock.set(Date.now() + hours * 3_600_000 + 1000)
  try {
    // the first round makes the digests, the second sends them
    await server.ctx.mail.runOnce()
    await server.ctx.mail.runOnce()
  } finally {
    server.ctx.clock.set(Date.now())
  }
}

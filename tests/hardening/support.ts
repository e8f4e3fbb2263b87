import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { freePort } from '../../scripts/free-port'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { SESSION_COOKIE, type SessionData } from '../../src/platform/auth/session'
import { DATABASE_FILE } from '../../src/db/connection'
import { TEST_ADMIN, type TestServer } from '../helpers/server'

/**
 * Signs a session cookie exactly as cookie-session does (base64 JSON, then a keygrip HMAC-SHA1 of
 * "name=value" in name.sig), so tests can present sessions of any age without waiting.
 */
export function signedSessionCookie(secret: string, data: SessionData): string {
  const value = Buffer.from(JSON.stringify(data)).toString('base64')
  const sig = crypto
    .createHmac('sha1', secret)
    .update(`${SESSION_COOKIE}=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!)
  return `${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}.sig=${sig}`
}

/** A valid cookie of the test admin, signed with the server's secret for its current session version. */
export async function adminCookie(server: TestServer, at = Date.now()): Promise<string> {
  const admin = await server.ctx.db.selectFrom('admins').select(['id', 'sessionVersion']).where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()
  return signedSessionCookie(server.ctx.config.sessionSecret, { adminId: admin.id, version: admin.sessionVersion, loginAt: at, seenAt: at })
}

/** Cookie header value from a response's Set-Cookie lines (name=value pairs only). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Headers of a same-origin browser request carrying the admin cookie. */
export function adminHeaders(server: Pick<TestServer, 'url'>, cookie: string, json = true): Record<string, string> {
  return { cookie, origin: server.url, ...(json ? { 'content-type': 'application/json' } : {}) }
}

/** True when GET /vvs/panel/dashboard renders for this cookie (it redirects to login otherwise). */
export async function isSignedIn(server: Pick<TestServer, 'fetch'>, cookie: string): Promise<boolean> {
  const res = await server.fetch('/vvs/panel/dashboard', { headers: { cookie }, redirect: 'manual' })
  await res.arrayBuffer()
  if (res.status !== 200 && res.status !== 302) throw new Error(`dashboard answered ${res.status}`)
  return res.status === 200
}

export function tempDirs(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `college-${prefix}-`))
  const dataDir = path.join(root, 'data')
  const uploadsDir = path.join(root, 'uploads')
  fs.mkdirSync(dataDir)
  return { root, dataDir, uploadsDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

/** Every file below dir, as paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort()
}

/** PRAGMA integrity_check on a database file, opened read-only. */
export function integrityCheck(dataDir: string): string {
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true })
  try {
    return String(sqlite.pragma('integrity_check', { simple: true }))
  } finally {
    sqlite.close()
  }
}

export type ChildServer = {
  url: string
  port: number
  process: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string
  /** SIGTERM and wait for exit. */
  stop: () => Promise<void>
  /** SIGKILL and wait for exit: no shutdown code runs. */
  kill: () => Promise<void>
}


/** How a child server is started: `node --import tsx server.ts` unless told otherwise (e.g. `npm start`). */
export type SpawnOptions = { command?: string; args?: string[]; port?: number; uid?: number; gid?: number }

/** The server's command line with extra Node flags (e.g. a fault-injection module) before server.ts. */
export function serverArgs(...nodeFlags: string[]): string[] {
  return ['--import', 'tsx', ...nodeFlags, 'server.ts']
}

/** Starts the server as a child process with the test environment; does not wait for anything. */
export function spawnChild(env: Record<string, string>, port: number, options: SpawnOptions = {}) {
  const child = spawn(options.command ?? process.execPath, options.args ?? serverArgs(), {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: process.env.BUILD_DIR ?? '',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid } : {}),
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })))
  return { child, output: () => output, exited }
}

/** Runs the server until it exits on its own (a failed start): exit code and everything it printed. */
export async function runUntilExit(env: Record<string, string>, options: SpawnOptions = {}, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  const { child, output, exited } = spawnChild(env, options.port ?? (await freePort()), options)
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const { code } = await exited
  clearTimeout(timer)
  return { code, output: output() }
}

/**
 * Runs the production server as a child process (`node --import tsx server.ts`, NODE_ENV=production)
 * on its own port, as it runs in production, and resolves once /healthz answers.
 */
export async function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): Promise<ChildServer> {
  const port = options.port ?? (await freePort())
  const { child, output: read, exited } = spawnChild(env, port, options)
  const output = () => read()
  const url = `http://127.0.0.1:${port}`
  // a hang detector: a loaded machine may take minutes to start a server
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    const ok = await fetch(url + '/healthz')
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within 240 s:\n${output()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return { url, port, process: child, output, stop: end('SIGTERM'), kill: end('SIGKILL') }
}

/** API paths of spec §7 (and the logout call) that several hardening tests drive. */
export const SPEC = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  topbar: '/api/topbar/addTopbarData',
  getTopbar: '/api/topbar/getTopbarData',
  admission: '/api/admission/submit',
  contact: '/api/contact/addContact',
} as const

export { freePort }

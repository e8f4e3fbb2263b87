import { execFile } from 'node:child_process'
import argon2 from 'argon2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAdmin } from '../../src/platform/auth/store'
import { TEST_ADMIN, startTestServer, type TestServer } from '../helpers/server'
import { apiClient } from './client'

const SECOND_ADMIN = 'second@college.test'
const INVALID = 'Invalid email or password.'
const THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'

async function login(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now()
  const res = await server.fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  })
  const ms = performance.now() - started
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { status: res.status, body: await res.json(), cookie, setCookie: res.headers.getSetCookie(), ms }
}

const me = (server: TestServer, cookie: string) => apiClient(server, cookie).get('/api/admin/me')

describe('login, me, logout', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('logs in with { success, user, message } and a session cookie; the user never carries the hash', async () => {
    const res = await login(server, TEST_ADMIN)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, user: { id: expect.any(String), email: TEST_ADMIN.email, name: expect.any(String), role: 'administrator' }, message: expect.any(String) })
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|hash/i)
    expect(res.setCookie.join(';')).toMatch(/lc_session=.*httponly/i)
    const who = await me(server, res.cookie)
    expect(who.status).toBe(200)
    expect(who.body).toEqual({ success: true, user: res.body.user })
  })

  it('accepts the e-mail in any case', async () => {
    expect((await login(server, { ...TEST_ADMIN, email: TEST_ADMIN.email.toUpperCase() })).status).toBe(200)
  })

  it('answers 401 with one message for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(server, { email: TEST_ADMIN.email, password: 'wrong-password' })
    const unknown = await login(server, { email: 'nobody@college.test', password: 'wrong-password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ success: false, message: INVALID })
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.setCookie).toEqual([])
  })

  it('answers 400 with the form messages for bad input', async () => {
    const res = await login(server, { email: 'not-an-email', password: '123' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: 'Enter a valid email', password: 'At least 6 characters' })
    expect((await login(server, {})).body.errors).toEqual({ email: 'Email is required', password: 'Password is required' })
  })

  it('answers /api/admin/me with 401 without a session or with a forged cookie', async () => {
    const none = await apiClient(server).get('/api/admin/me')
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ success: false, message: expect.any(String) })
    const forged = Buffer.from(JSON.stringify({ adminId: 'x', version: 1, loginAt: Date.now(), seenAt: Date.now() })).toString('base64')
    expect((await me(server, `lc_session=${forged}`)).status).toBe(401)
  })

  it('starts a new session on login and revokes every older cookie of the admin on logout', async () => {
    const first = await login(server, TEST_ADMIN)
    const second = await login(server, TEST_ADMIN, { cookie: first.cookie })
    expect(second.cookie).not.toBe(first.cookie)
    expect((await me(server, first.cookie)).status).toBe(200)

    const out = await apiClient(server, second.cookie).json('POST', '/api/admin/logout', {})
    expect(out.status).toBe(200)
    expect(out.body.success).toBe(true)
    expect(out.headers.getSetCookie().join(';')).toMatch(/lc_session=;.*expires=Thu, 01 Jan 1970/i)
    // the very cookie sent to logout, replayed, and the other session of the same admin
    expect((await me(server, second.cookie)).status).toBe(401)
    expect((await me(server, first.cookie)).status).toBe(401)
    expect((await apiClient(server, first.cookie).json('POST', '/api/topbar/addTopbarData', { message: 'x' })).status).toBe(401)

    const again = await login(server, TEST_ADMIN)
    expect((await me(server, again.cookie)).status).toBe(200)
  })

  it('answers a plain form post (no script yet) with a 303 to the dashboard, or back to login', async () => {
    const post = (fields: Record<string, string>) =>
      server.fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      })
    const ok = await post(TEST_ADMIN)
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/vvs/panel/dashboard')
    const cookie = ok.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    expect((await me(server, cookie)).status).toBe(200)
    const wrong = await post({ email: TEST_ADMIN.email, password: 'not-the-password' })
    expect(wrong.status).toBe(303)
    expect(wrong.headers.get('location')).toBe('/vvs/panel/login?login=failed')
    expect(wrong.headers.getSetCookie()).toEqual([])

    const out = await server.fetch('/api/admin/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie }, body: '', redirect: 'manual' })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/')
    expect((await me(server, cookie)).status).toBe(401)
  })

  it('hashes at 19 MiB, and upgrades a hash made at the old 64 MiB default on the next sign-in without ending its sessions', async () => {
    const row = () => server.ctx.db.selectFrom('admins').select(['passwordHash', 'sessionVersion']).where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()
    expect((await row()).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    const before = await login(server, TEST_ADMIN)
    // As an install from before the change stored it: the library's default settings.
    const old = await argon2.hash(TEST_ADMIN.password, { type: argon2.argon2id })
    expect(old).toMatch(/\$m=65536,/)
    await server.ctx.db.updateTable('admins').set({ passwordHash: old }).where('email', '=', TEST_ADMIN.email).execute()
    const version = (await row()).sessionVersion
    expect((await login(server, TEST_ADMIN)).status).toBe(200)
    const upgraded = await row()
    expect(upgraded.passwordHash).toMatch(/\$m=19456,p=1,t=2\$/)
    expect(upgraded.sessionVersion).toBe(version)
    expect((await me(server, before.cookie)).status).toBe(200) // an open session goes on
    expect((await login(server, TEST_ADMIN)).status).toBe(200)
    expect((await login(server, { ...TEST_ADMIN, password: 'wrong-password' })).status).toBe(401)
  })

  it('answers logout without a session with 200 (nothing to revoke)', async () => {
    const res = await apiClient(server).json('POST', '/api/admin/logout', {})
    expect(res.status).toBe(200)
  })
})

describe('failed login throttle', () => {
  let server: TestServer
  beforeAll(async () => {
    // behind a proxy, so the tests can speak from several client addresses
    server = await startTestServer({ TRUST_PROXY: '1' })
    await createAdmin(server.ctx.db, SECOND_ADMIN, 'second-pass')
  })
  afterAll(() => server?.close())

  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  it('refuses the 6th attempt from an address for an e-mail with 429 and the wait, even with the right password; another address still signs in', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await login(server, { email: TEST_ADMIN.email, password: `wrong-${i}-pass` }, from('10.0.1.1'))
      expect(res.status, `attempt ${i}`).toBe(401)
      expect(res.body.message).toBe(INVALID)
    }
    const sixth = await login(server, TEST_ADMIN, from('10.0.1.1'))
    expect(sixth.status).toBe(429)
    expect(sixth.body).toEqual({ success: false, message: THROTTLED })
    // a flood from one address does not lock the admin out elsewhere
    expect((await login(server, TEST_ADMIN, from('10.0.1.99'))).status).toBe(200)
  })

  it('treats an unknown e-mail exactly the same, with the same work: one argon2id check of a hash of the same cost', async () => {
    // The work is counted, not timed: a verdict on milliseconds depends on how busy the machine is.
    const verify = vi.spyOn(argon2, 'verify')
    const checked = (from: number) => verify.mock.calls.slice(from).map(([hash]) => String(hash).split('$').slice(1, 4).join('$'))
    try {
      for (let i = 1; i <= 5; i++) {
        const calls = verify.mock.calls.length
        const a = await login(server, { email: 'ghost@college.test', password: 'wrong-pass' }, from('10.0.2.1'))
        expect(a.status).toBe(401)
        expect(a.body.message).toBe(INVALID)
        expect(checked(calls)).toEqual(['argon2id$v=19$m=19456,p=1,t=2'])
      }
      const sixth = await login(server, { email: 'ghost@college.test', password: 'wrong-pass' }, from('10.0.2.1'))
      expect(sixth.status).toBe(429)
      expect(sixth.body.message).toBe(THROTTLED)

      // a second known admin: the same one check, of a hash of the same cost
      for (let i = 1; i <= 4; i++) {
        const calls = verify.mock.calls.length
        const known = await login(server, { email: SECOND_ADMIN, password: 'wrong-pass' }, from(`10.0.3.${i}`))
        expect(known.status).toBe(401)
        expect(known.body.message).toBe(INVALID)
        expect(checked(calls)).toEqual(['argon2id$v=19$m=19456,p=1,t=2'])
      }
    } finally {
      verify.mockRestore()
    }
  })

  it('an office behind one address: one person’s five wrong passwords refuse that person only; a colleague there still signs in', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login(server, { email: 'typist@college.test', password: `wrong-${i}-pass` }, from('10.0.5.1'))).status).toBe(401)
    }
    expect((await login(server, { email: 'typist@college.test', password: 'wrong-6-pass' }, from('10.0.5.1'))).status).toBe(429)
    // before (decision 266) the address's own count of 5 refused the right password of everyone there
    expect((await login(server, TEST_ADMIN, from('10.0.5.1'))).status).toBe(200)
  })

  it('refuses the 21st failure from one address with 429, whatever the e-mail', async () => {
    for (let i = 1; i <= 20; i++) {
      expect((await login(server, { email: `user${i}@college.test`, password: 'wrong-pass' }, from('10.0.4.1'))).status, `attempt ${i}`).toBe(401)
    }
    const next = await login(server, { email: 'other@college.test', password: 'wrong-pass' }, from('10.0.4.1'))
    expect(next.status).toBe(429)
    expect(next.body.message).toBe(THROTTLED)
    // nor the right password of anyone there, until the window passes
    expect((await login(server, TEST_ADMIN, from('10.0.4.1'))).status).toBe(429)
    // another address is not affected
    expect((await login(server, { email: 'other@college.test', password: 'wrong-pass' }, from('10.0.4.2'))).status).toBe(401)
  })
})

describe('npm run admin', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  function admin(args: string[], stdin: string): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/admin.ts', ...args],
        { env: { ...process.env, DATA_DIR: server.dataDir, UPLOADS_DIR: server.uploadsDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      )
      child.stdin!.end(stdin)
    })
  }

  it('creates an admin from a password on stdin who can then log in', async () => {
    const res = await admin(['create', 'Principal@College.test', 'Principal'], 'cli-pass-123\n')
    expect(res.stderr.replace(/npm warn.*\n/g, '')).toBe('')
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('principal@college.test')
    const ok = await login(server, { email: 'principal@college.test', password: 'cli-pass-123' })
    expect(ok.status).toBe(200)
    expect(ok.body.user).toMatchObject({ email: 'principal@college.test', name: 'Principal' })
  })

  it('refuses a short password and an existing e-mail with a clear message', async () => {
    const short = await admin(['create', 'short@college.test'], '12345\n')
    expect(short.code).toBe(2)
    expect(short.stderr).toContain('at least 6 characters')
    expect((await login(server, { email: 'short@college.test', password: '12345x' })).status).toBe(401)
    const twice = await admin(['create', TEST_ADMIN.email], 'another-pass\n')
    expect(twice.code).toBe(2)
    expect(twice.stderr).toContain('already exists')
    const usage = await admin(['remove', TEST_ADMIN.email], '')
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage')
  })

  it('set-password changes the password and signs out the sessions of that admin', async () => {
    const before = await login(server, TEST_ADMIN)
    const res = await admin(['set-password', TEST_ADMIN.email], 'brand-new-pass\n')
    expect(res.code).toBe(0)
    expect((await me(server, before.cookie)).status).toBe(401)
    expect((await login(server, TEST_ADMIN)).status).toBe(401)
    expect((await login(server, { email: TEST_ADMIN.email, password: 'brand-new-pass' })).status).toBe(200)
    expect((await admin(['set-password', 'nobody@college.test'], 'whatever-pass\n')).code).toBe(2)
  })
})

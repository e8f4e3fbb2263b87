import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, TEST_ADMIN, type TestServer } from '../helpers/server'
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS, type SessionData } from '../../src/platform/auth/session'
import { setAdminPassword } from '../../src/platform/auth/store'
import { SESSION_EXPIRES_IN_HEADER } from '../../src/platform/auth/session-header'
import { SPEC, adminHeaders, cookieFrom, isSignedIn, signedSessionCookie } from './support'

const MINUTE = 60_000

describe('admin sessions', () => {
  let server: TestServer
  let admin: { id: string; sessionVersion: number }
  /** A cookie for the test admin with the given times, signed as the server would. */
  const cookieAt = (data: Partial<SessionData>) => {
    const now = Date.now()
    return signedSessionCookie(server.ctx.config.sessionSecret, { adminId: admin.id, version: admin.sessionVersion, loginAt: now, seenAt: now, ...data })
  }
  const currentAdmin = () => server.ctx.db.selectFrom('admins').select(['id', 'sessionVersion']).where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()

  beforeAll(async () => {
    server = await startTestServer()
    admin = await currentAdmin()
  })
  afterAll(() => server?.close())

  it('a fresh cookie signed with the secret is accepted (the control for every refusal below)', async () => {
    expect(await isSignedIn(server, cookieAt({}))).toBe(true)
  })

  it('ends a session unused for 12 hours (idle expiry)', async () => {
    const now = Date.now()
    expect(await isSignedIn(server, cookieAt({ loginAt: now - SESSION_IDLE_MS - MINUTE, seenAt: now - SESSION_IDLE_MS + 10 * MINUTE }))).toBe(true)
    expect(await isSignedIn(server, cookieAt({ loginAt: now - SESSION_IDLE_MS - MINUTE, seenAt: now - SESSION_IDLE_MS - MINUTE }))).toBe(false)
  })

  it('keeps a busy session alive by refreshing when it was last seen', async () => {
    const now = Date.now()
    const busy = cookieAt({ loginAt: now - SESSION_IDLE_MS + 5 * MINUTE, seenAt: now - 5 * MINUTE })
    const res = await server.fetch('/vvs/panel/dashboard', { headers: { cookie: busy }, redirect: 'manual' })
    await res.arrayBuffer()
    expect(res.status).toBe(200)
    const refreshed = cookieFrom(res)
    expect(refreshed).toContain(`${SESSION_COOKIE}=`)
    const value = refreshed.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]!
    const data = JSON.parse(Buffer.from(value, 'base64').toString()) as SessionData
    expect(data.seenAt).toBeGreaterThan(now - MINUTE)
    expect(data.loginAt).toBe(now - SESSION_IDLE_MS + 5 * MINUTE)
  })

  it('what the panel asks by itself (X-Background-Request: 1, the sidebar count every minute) never keeps a session alive; the same request made by the person does', async () => {
    const now = Date.now()
    const seenAt = now - 5 * MINUTE
    const ask = async (headers: Record<string, string>) => {
      const res = await server.fetch('/api/enquiries/summary', { headers: { cookie: cookieAt({ seenAt }), ...headers } })
      await res.arrayBuffer()
      return { status: res.status, cookie: res.headers.get('set-cookie'), left: Number(res.headers.get(SESSION_EXPIRES_IN_HEADER)) }
    }
    const background = await ask({ 'X-Background-Request': '1' })
    expect(background.status).toBe(200)
    // not renewed: no new cookie, and the end is still 12 hours after it was last seen by a person
    expect(background.cookie).toBeNull()
    expect(background.left).toBeLessThanOrEqual((SESSION_IDLE_MS - 5 * MINUTE) / 1000)
    const person = await ask({})
    expect(person.status).toBe(200)
    expect(person.cookie).toContain(`${SESSION_COOKIE}=`)
    expect(person.left).toBeGreaterThan((SESSION_IDLE_MS - MINUTE) / 1000)
  })

  it('tells every API answer to a signed-in request the seconds its session has left (the panel warns from it), and no one else', async () => {
    const now = Date.now()
    const left = async (cookie: string, path = '/api/admin/me') => {
      const res = await server.fetch(path, { headers: cookie ? { cookie } : {} })
      await res.arrayBuffer()
      return res.headers.get(SESSION_EXPIRES_IN_HEADER)
    }
    // seen 30 s ago (not refreshed yet): the idle end, 12 hours after that
    const idle = Number(await left(cookieAt({ seenAt: now - 30_000 })))
    expect(idle).toBeLessThanOrEqual((SESSION_IDLE_MS - 30_000) / 1000)
    expect(idle).toBeGreaterThan((SESSION_IDLE_MS - 30_000) / 1000 - 60)
    // six days and 23 hours since sign-in: the absolute end comes first
    const absolute = Number(await left(cookieAt({ loginAt: now - SESSION_ABSOLUTE_MS + 60 * MINUTE, seenAt: now - 30_000 })))
    expect(absolute).toBeLessThanOrEqual(60 * 60)
    expect(absolute).toBeGreaterThan(60 * 60 - 60)
    // a visitor, an ended session, a page: nothing told
    expect(await left('')).toBeNull()
    expect(await left(cookieAt({ seenAt: now - SESSION_IDLE_MS - MINUTE }))).toBeNull()
    expect(await left(cookieAt({}), '/aboutUs')).toBeNull()
  })

  it('ends a session 7 days after login however busy it is (absolute expiry)', async () => {
    const now = Date.now()
    expect(await isSignedIn(server, cookieAt({ loginAt: now - SESSION_ABSOLUTE_MS + MINUTE, seenAt: now }))).toBe(true)
    expect(await isSignedIn(server, cookieAt({ loginAt: now - SESSION_ABSOLUTE_MS - MINUTE, seenAt: now }))).toBe(false)
  })

  it('refuses a cookie without times, a tampered one, one signed with another secret, and one of an unknown admin', async () => {
    expect(await isSignedIn(server, signedSessionCookie(server.ctx.config.sessionSecret, { adminId: admin.id, version: admin.sessionVersion }))).toBe(false)
    const valid = cookieAt({})
    const forgedValue = Buffer.from(JSON.stringify({ adminId: admin.id, version: admin.sessionVersion, loginAt: Date.now() + 10 * SESSION_ABSOLUTE_MS, seenAt: Date.now() })).toString('base64')
    expect(await isSignedIn(server, valid.replace(/^lc_session=[^;]+/, `${SESSION_COOKIE}=${forgedValue}`))).toBe(false)
    expect(await isSignedIn(server, signedSessionCookie('another-secret-another-secret-another-secret', { adminId: admin.id, version: admin.sessionVersion, loginAt: Date.now(), seenAt: Date.now() }))).toBe(false)
    expect(await isSignedIn(server, cookieAt({ adminId: 'no-such-admin' }))).toBe(false)
  })

  it('login starts a new session: HttpOnly, SameSite=Lax, not reusing the cookie it was sent with', async () => {
    const stale = cookieAt({ loginAt: Date.now() - 3 * MINUTE, seenAt: Date.now() - 3 * MINUTE })
    const res = await server.fetch(SPEC.login, { method: 'POST', headers: adminHeaders(server, stale), body: JSON.stringify(TEST_ADMIN) })
    expect(res.status).toBe(200)
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    expect(setCookie).toMatch(/;\s*httponly/i)
    expect(setCookie).toMatch(/;\s*samesite=lax/i)
    const fresh = cookieFrom(res)
    expect(fresh).not.toBe(stale)
    const data = JSON.parse(Buffer.from(fresh.match(/lc_session=([^;]+)/)![1]!, 'base64').toString()) as SessionData
    expect(data.loginAt).toBeGreaterThan(Date.now() - MINUTE)
    expect(await isSignedIn(server, fresh)).toBe(true)
  })

  it('logout revokes every older cookie of that admin, not just the one in this browser', async () => {
    const laptop = await loginCookie(server)
    const phone = await loginCookie(server)
    expect(await isSignedIn(server, laptop)).toBe(true)
    expect(await isSignedIn(server, phone)).toBe(true)
    const res = await server.fetch(SPEC.logout, { method: 'POST', headers: adminHeaders(server, laptop) })
    expect(res.status).toBeLessThan(300)
    expect(await isSignedIn(server, laptop)).toBe(false)
    expect(await isSignedIn(server, phone)).toBe(false)
    // and a login afterwards works again
    expect(await isSignedIn(server, await loginCookie(server))).toBe(true)
  })

  it('a password change revokes every older cookie', async () => {
    const before = await loginCookie(server)
    expect(await isSignedIn(server, before)).toBe(true)
    expect(await setAdminPassword(server.ctx.db, TEST_ADMIN.email, 'a-new-password')).toBe(true)
    expect(await isSignedIn(server, before)).toBe(false)
    const oldPassword = await server.fetch(SPEC.login, { method: 'POST', headers: adminHeaders(server, ''), body: JSON.stringify(TEST_ADMIN) })
    expect(oldPassword.status).toBeGreaterThanOrEqual(400)
    expect(await isSignedIn(server, await loginCookie(server, { ...TEST_ADMIN, password: 'a-new-password' }))).toBe(true)
    await setAdminPassword(server.ctx.db, TEST_ADMIN.email, TEST_ADMIN.password)
    admin = await currentAdmin()
  })

  it('admin API calls refuse an expired cookie exactly like a missing one', async () => {
    const expired = cookieAt({ loginAt: Date.now() - SESSION_ABSOLUTE_MS - MINUTE })
    const res = await server.fetch('/api/admission/getAllAddmissionQueries', { headers: { cookie: expired } })
    expect(res.status).toBe(401)
    expect((await res.json()).success).toBe(false)
  })

  it('a session cookie that names nobody is a visitor: public pages come from the cache, API answers tell the browser to drop it', async () => {
    const stale = [
      signedSessionCookie('another-secret-another-secret-another-secret', { adminId: admin.id, version: admin.sessionVersion, loginAt: Date.now(), seenAt: Date.now() }),
      `${SESSION_COOKIE}=eyJleHBpcmVkIjp0cnVlfQ; ${SESSION_COOKIE}.sig=not-a-signature`,
      signedSessionCookie(server.ctx.config.sessionSecret, {}),
    ]
    await (await server.fetch('/aboutUs')).arrayBuffer() // cached
    for (const cookie of stale) {
      const page = await server.fetch('/aboutUs', { headers: { cookie } })
      expect(page.status).toBe(200)
      expect(page.headers.get('server-timing'), cookie).toBeNull() // the cached page
      // Answered before Express: no session middleware ran, so nothing is set.
      expect(page.headers.getSetCookie(), cookie).toEqual([])
      await page.arrayBuffer()
      const api = await server.fetch('/api/admin/overview', { headers: { cookie } })
      expect(api.status).toBe(401)
      const dropped = api.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=;`))
      expect(dropped, cookie).toMatch(/expires=Thu, 01 Jan 1970/i)
    }
    // A signed-in admin still goes past the cache (to the full middleware and their session).
    const page = await server.fetch('/aboutUs', { headers: { cookie: cookieAt({ seenAt: Date.now() - 2 * MINUTE }) } })
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true) // seenAt refreshed
  })
})

describe('session cookie behind a trusted HTTPS proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
  })
  afterAll(() => server?.close())

  it('is marked Secure', async () => {
    const res = await server.fetch(SPEC.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://lawcollege.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'lawcollege.example' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(res.status).toBe(200)
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    expect(setCookie).toMatch(/;\s*secure/i)
  })
})

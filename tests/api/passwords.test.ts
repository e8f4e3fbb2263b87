import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LINK_ON_ITS_WAY, ASK_AN_ADMINISTRATOR, LINK_STATE_TEXT } from '../../src/features/accounts/set-password-messages'
import { PASSWORD_CHANGED_SUBJECT } from '../../src/features/accounts/mail'
import { SUSPENDED_BY_ADMINISTRATOR } from '../../src/platform/auth/roles'
import { loginCookie, startTestServer, TEST_ADMIN, type TestServer } from '../helpers/server'
import { TestSmtp, type ReceivedMail } from '../helpers/smtp'
import { apiClient, type ApiClient } from './client'

/**
 * Issue 30, items 1, 3, 6 and 8: a forgotten password mended by e-mail (through a real SMTP server)
 * or by an Administrator's new link, sign-in that returns only to our own panel, and the activity
 * log's sign-in, password and link entries.
 */

const ORIGIN = 'https://college.test'
const tokenOf = (link: string) => new URL(link, ORIGIN).searchParams.get('token')!
/** The link in a mail's text. */
const linkIn = (mail: ReceivedMail) => mail.text.match(/https:\/\/college\.test\/vvs\/panel\/set-password\?token=[\w-]+/)![0]

describe('passwords and links, mail configured', () => {
  const smtp = new TestSmtp()
  let server: TestServer
  let admin: ApiClient
  let address = 0
  /** A client of its own address (behind the trusted proxy), so one test's throttle does not touch another's. */
  const from = (ip = `10.30.0.${++address}`) => ({
    json: (path: string, body: unknown, cookie = '') =>
      server.fetch(path, { method: 'POST', redirect: 'manual', headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }),
    form: (path: string, fields: Record<string, string>) =>
      server.fetch(path, { method: 'POST', redirect: 'manual', headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip }, body: new URLSearchParams(fields).toString() }),
  })

  beforeAll(async () => {
    const port = await smtp.start()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'desk@college.test', PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: '1' })
    admin = apiClient(server, await loginCookie(server))
  })
  afterAll(async () => {
    await server?.close()
    await smtp.stop()
  })

  async function addStaff(name: string, email: string, role = 'editor', password = 'first-pass-1') {
    const res = await admin.json('POST', '/api/admin/accounts', { name, email, role })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const set = await from().json('/api/admin/accounts/setPassword', { token: tokenOf(res.body.link), password, confirmPassword: password })
    expect(set.status).toBe(200)
    return res.body as { data: { _id: string }; link: string; mailed: boolean }
  }

  it('an invitation is e-mailed to the new account (a whole link on PUBLIC_ORIGIN) and still shown once', async () => {
    const res = await admin.json('POST', '/api/admin/accounts', { name: 'Ina Invited', email: 'ina@college.test', role: 'editor' })
    expect(res.body.mailed).toBe(true)
    expect(res.body.message).toContain('e-mailed to ina@college.test')
    const mail = await smtp.waitFor('added you (Ina Invited)')
    expect(mail.to).toEqual(['ina@college.test'])
    // the invitation names the role it gives (issue 40 item 11)
    expect(mail.text).toContain('added you (Ina Invited) to the staff panel of the college website as Editor.')
    expect(tokenOf(linkIn(mail))).toBe(tokenOf(res.body.link))
    // once sent (marked a moment after the mail server took it), the outbox keeps no copy of the token
    const waiting = () => (server.ctx.sqlite.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'password-link' AND sent_at IS NULL").get() as { n: number }).n
    await expect.poll(waiting, { timeout: 120_000 }).toBe(0)
    const bodies = server.ctx.sqlite.prepare("SELECT body FROM mail_outbox WHERE kind = 'password-link'").all() as { body: string }[]
    expect(bodies).toEqual([{ body: '' }])
  })

  it('forgot password: the same answer for a known and an unknown address; the known one gets a link that works once, ends nothing until used, and signs out every old session', async () => {
    await addStaff('Farah Forgetful', 'farah@college.test')
    const old = apiClient(server, await loginCookie(server, { email: 'farah@college.test', password: 'first-pass-1' }))
    const known = await from().json('/api/admin/forgotPassword', { email: 'Farah@College.test' })
    const unknown = await from().json('/api/admin/forgotPassword', { email: 'nobody@college.test' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()]
    expect(knownBody).toEqual({ success: true, message: LINK_ON_ITS_WAY })
    expect(unknownBody).toEqual(knownBody)

    const mail = await smtp.waitFor('asked for a new password for the staff panel account Farah Forgetful')
    expect(mail.to).toEqual(['farah@college.test'])
    expect(smtp.received.some((received) => received.to.includes('nobody@college.test'))).toBe(false)
    // asking for a link signs nobody out (a stranger could ask for anyone's)
    expect((await old.get('/api/admin/me')).status).toBe(200)

    const link = linkIn(mail)
    const page = await (await server.fetch(new URL(link).pathname + new URL(link).search)).text()
    expect(page).toContain('farah@college.test')
    const mismatch = await from().json('/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'second-pass-2', confirmPassword: 'second-pass-3' })
    expect(mismatch.status).toBe(400)
    expect((await mismatch.json()).message).toBe('The two passwords are not the same')
    expect((await from().json('/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'second-pass-2', confirmPassword: 'second-pass-2' })).status).toBe(200)
    expect((await from().json('/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'third-pass-3' })).status).toBe(410)
    expect((await old.get('/api/admin/me')).status).toBe(401)
    await loginCookie(server, { email: 'farah@college.test', password: 'second-pass-2' })
    // the page says at once that the link was used
    const used = await (await server.fetch(`/vvs/panel/set-password?token=${tokenOf(link)}`)).text()
    expect(used).toContain(LINK_STATE_TEXT.used.replace(/"/g, '&quot;'))
    expect(used).not.toContain('name="password"')
  })

  it('a forgot-password link expires after an hour, and the page says so on load', async () => {
    await addStaff('Eka Expired', 'eka@college.test')
    await from().json('/api/admin/forgotPassword', { email: 'eka@college.test' })
    const link = linkIn(await smtp.waitFor('account Eka Expired'))
    const row = server.ctx.sqlite.prepare('SELECT created_at, expires_at FROM admin_invites WHERE used_at IS NULL AND admin_id = (SELECT id FROM admins WHERE email = ?)').get('eka@college.test') as { created_at: string; expires_at: string }
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000)
    server.ctx.sqlite.prepare("UPDATE admin_invites SET expires_at = '2000-01-01T00:00:00.000Z' WHERE used_at IS NULL").run()
    const page = await (await server.fetch(`/vvs/panel/set-password?token=${tokenOf(link)}`)).text()
    expect(page).toContain(LINK_STATE_TEXT.expired.replace(/"/g, '&quot;'))
    expect((await from().json('/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'late-pass-1' })).status).toBe(410)
  })

  it('forgot password does the same work before its answer for a known and an unknown address: the account is looked up only after the answer has left', async () => {
    await addStaff('Sami Same', 'sami@college.test')
    // every query the server makes (a spy that calls through), and those made by the time each answer was handed over
    const db = server.ctx.db
    const queried: string[] = []
    const spies = (['selectFrom', 'insertInto', 'updateTable', 'deleteFrom'] as const).map((method) => {
      const original = db[method].bind(db) as (table: never) => unknown
      return vi.spyOn(db, method).mockImplementation(((table: never) => {
        queried.push(`${method} ${String(table)}`)
        return original(table)
      }) as never)
    })
    const beforeAnswer: string[][] = []
    const onRequest = (req: { url?: string }, res: { once: (event: string, listener: () => void) => void }) => {
      if (req.url !== '/api/admin/forgotPassword') return
      queried.length = 0
      res.once('finish', () => beforeAnswer.push([...queried]))
    }
    server.server.on('request', onRequest)
    try {
      const known = await from().json('/api/admin/forgotPassword', { email: 'sami@college.test' })
      await smtp.waitFor('account Sami Same')
      const unknown = await from().json('/api/admin/forgotPassword', { email: 'nobody-at-all@college.test' })
      expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()])
      expect(beforeAnswer).toHaveLength(2)
      expect(beforeAnswer[0]).toEqual(beforeAnswer[1])
      expect(beforeAnswer[0]!.filter((query) => /admins|adminInvites|mailOutbox/.test(query))).toEqual([])
    } finally {
      server.server.off('request', onRequest)
      for (const spy of spies) spy.mockRestore()
    }
  })

  it('an Administrator issues a new link for an account that has a password: the old link ends and so do its sessions; it is e-mailed', async () => {
    const { data } = await addStaff('Nia Newlink', 'nia@college.test')
    const session = apiClient(server, await loginCookie(server, { email: 'nia@college.test', password: 'first-pass-1' }))
    const first = await admin.json('POST', `/api/admin/accounts/${data._id}/invite`, {})
    expect(first.status).toBe(201)
    expect((await session.get('/api/admin/me')).status).toBe(401)
    const second = await admin.json('POST', `/api/admin/accounts/${data._id}/invite`, {})
    expect(second.body.mailed).toBe(true)
    const mail = await smtp.waitFor(tokenOf(second.body.link))
    expect(mail.to).toEqual(['nia@college.test'])
    expect((await from().json('/api/admin/accounts/setPassword', { token: tokenOf(first.body.link), password: 'nia-pass-2' })).status).toBe(410)
    expect((await from().json('/api/admin/accounts/setPassword', { token: tokenOf(second.body.link), password: 'nia-pass-2' })).status).toBe(200)
    // the old password stopped working when the new one was set, not before
    expect((await from().json('/api/admin/login', { email: 'nia@college.test', password: 'first-pass-1' })).status).toBe(401)
    expect((await from().json('/api/admin/login', { email: 'nia@college.test', password: 'nia-pass-2' })).status).toBe(200)
  })

  it('forgot password is throttled like sign-in: per address and per e-mail, a no-script post is sent back with a code', async () => {
    const one = from()
    // 5 for one e-mail at an address (decision 156)...
    for (let i = 0; i < 5; i++) expect((await one.json('/api/admin/forgotPassword', { email: 'someone-0@college.test' })).status).toBe(200)
    expect((await one.json('/api/admin/forgotPassword', { email: 'someone-0@college.test' })).status).toBe(429)
    // ...20 from the address whatever the e-mail (decision 266)
    for (let i = 1; i < 16; i++) expect((await one.json('/api/admin/forgotPassword', { email: `someone-${i}@college.test` })).status, `request ${i + 5}`).toBe(200)
    const refused = await one.json('/api/admin/forgotPassword', { email: 'someone-else@college.test' })
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toMatch(/^Too many requests for a password link\. Please wait 1[45] minutes and try again\.$/)
    const form = await one.form('/api/admin/forgotPassword', { email: 'someone-else@college.test' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/vvs/panel/forgot-password?sent=throttled')
    // one inbox, asked for from many addresses: never refused (the owner is not locked out, docs/decisions/156),
    // the same answer every time (tests/hardening/password-links.test.ts counts the mails)
    for (let i = 0; i < 6; i++) expect((await from().json('/api/admin/forgotPassword', { email: i === 5 ? 'TARGET@college.test' : 'target@college.test' })).status).toBe(200)
    const sent = await from().form('/api/admin/forgotPassword', { email: 'fine@college.test' })
    expect(sent.headers.get('location')).toBe('/vvs/panel/forgot-password?sent=1')
  })

  it('a plain post from a sign-in page in Hindi goes back to a page in Hindi: sent, refused, throttled before its body is read, a link used and a link refused', async () => {
    const hindi = (path: string) => `${path}?lang=hi`
    const one = from()
    expect((await one.form(hindi('/api/admin/forgotPassword'), { email: 'fine@college.test' })).headers.get('location')).toBe('/vvs/panel/forgot-password?sent=1&lang=hi')
    expect((await one.form(hindi('/api/admin/forgotPassword'), { email: 'not an address' })).headers.get('location')).toBe('/vvs/panel/forgot-password?sent=invalid&lang=hi')
    const wrong = from()
    for (let i = 0; i < 20; i++) expect((await wrong.form(hindi('/api/admin/login'), { email: `typo-${i}@college.test`, password: 'not-the-password' })).headers.get('location')).toBe('/vvs/panel/login?login=failed&lang=hi')
    // the address is used up: refused before the body is read, still in Hindi
    expect((await wrong.form(hindi('/api/admin/login'), { email: 'typo-0@college.test', password: 'not-the-password' })).headers.get('location')).toBe('/vvs/panel/login?login=throttled&lang=hi')
    expect((await wrong.form(hindi('/api/admin/forgotPassword'), { email: 'fine@college.test' })).headers.get('location')).toBe('/vvs/panel/forgot-password?sent=throttled&lang=hi')
    // a set-password link: refused, then used
    const { data } = await addStaff('Hema Hindi', 'hema@college.test', 'editor')
    const link = await admin.json('POST', `/api/admin/accounts/${data._id}/invite`, {})
    const token = tokenOf(link.body.link)
    const short = await from().form(hindi('/api/admin/accounts/setPassword'), { token, password: 'short' })
    expect(short.headers.get('location')).toMatch(/^\/vvs\/panel\/set-password\?token=[\w-]{43}&error=[a-z-]+&lang=hi$/)
    expect((await from().form(hindi('/api/admin/accounts/setPassword'), { token, password: 'hema-pass-2026' })).headers.get('location')).toBe('/vvs/panel/login?password=set&lang=hi')
    // only `hi` is read; the spec's client, without it, gets the addresses it always did
    expect((await from().form('/api/admin/forgotPassword?lang=%3Cscript%3E', { email: 'fine@college.test' })).headers.get('location')).toBe('/vvs/panel/forgot-password?sent=1')
    expect((await from().form('/api/admin/login', { email: 'hema@college.test', password: 'not-it-either' })).headers.get('location')).toBe('/vvs/panel/login?login=failed')
  })

  it('hostile input to forgot password and set password: a clear 400, no mail, no crash', async () => {
    const before = smtp.received.length
    const cases: unknown[] = [
      {},
      { email: 42 },
      { email: ['a@b.in'] },
      { email: 'x@y.in\r\nBcc: victim@evil.example' },
      { email: 'x@y.in?bcc=victim@evil.example' },
      { email: `${'a'.repeat(5000)}@college.test` },
      { email: '<script>alert(1)</script>@college.test' },
      { email: { $ne: null } },
    ]
    for (const body of cases) {
      const res = await from().json('/api/admin/forgotPassword', body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await res.json()).message).toMatch(/^(Email is required|Enter a valid email)$/)
    }
    const badForm = await from().form('/api/admin/forgotPassword', { email: 'not an address' })
    expect(badForm.headers.get('location')).toBe('/vvs/panel/forgot-password?sent=invalid')
    for (const confirmPassword of [42, 'x'.repeat(5000)]) expect((await from().json('/api/admin/accounts/setPassword', { token: 'z'.repeat(43), password: 'a-new-password', confirmPassword })).status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Mails the tests before owe (links looked up only after the answer has left, a password
    // change's confirmation) may still arrive now on a busy machine: none may go to an address
    // this test sent, or to any address they name.
    const named = ['a@b.in', 'x@y.in', 'victim@evil.example', 'college.test>', '<script>', 'aaaaaaaaaa']
    expect(smtp.received.slice(before).flatMap((received) => received.to).filter((to) => named.some((part) => to.toLowerCase().includes(part)))).toEqual([])
    expect((await server.fetch('/vvs/panel/forgot-password?sent=%3Cscript%3E')).status).toBe(200)
  })

  it('sign-in returns to the panel page asked for, and only to ours: every open-redirect spelling goes to the dashboard', async () => {
    const { data } = await addStaff('Rui Return', 'rui@college.test', 'admissions')
    void data
    const signIn = (next: string) => from().form('/api/admin/login', { email: 'rui@college.test', password: 'first-pass-1', next })
    const asked = '/vvs/panel/dashboard?panel=admission-queries&enquiry=abc123'
    expect((await signIn(asked)).headers.get('location')).toBe(asked)
    const hostile = [
      '//evil.example',
      '//evil.example/vvs/panel/dashboard',
      '/\\evil.example',
      '/vvs/panel/dashboard\\..\\..\\evil',
      '\\\\evil.example',
      'https://evil.example/vvs/panel/dashboard',
      'http:/vvs/panel/dashboard',
      '/%2fevil.example',
      '/%5cevil.example',
      '/vvs/panel/dashboard/..%2f..%2fevil',
      '/vvs/panel/dashboard/../../evil',
      '/vvs/panel/%2e%2e/%2e%2e/evil',
      '/vvs/panel/dashboard@evil.example',
      '/vvs/panel/dashboard.evil.example',
      ' //evil.example',
      '/vvs/panel/dashboard\t//evil.example',
      'javascript:alert(1)',
      '/vvs/panel/dashboard#//evil.example',
    ]
    for (const next of hostile) {
      const location = (await signIn(next)).headers.get('location')
      expect(location, next).toMatch(/^\/vvs\/panel\/dashboard(\?panel=[a-z-]+)?$/)
      expect(new URL(location!, server.url).origin, next).toBe(server.url)
    }
    // unknown keys and odd values are dropped, never carried on
    expect((await signIn('/vvs/panel/dashboard?panel=contact-queries&msg=Call+0000&enquiry=<b>')).headers.get('location')).toBe('/vvs/panel/dashboard?panel=contact-queries')
  })

  it('an alert link opened while signed out: the dashboard sends to sign-in with the address, and the login page hands it to the form', async () => {
    const asked = '/vvs/panel/dashboard?panel=contact-queries&enquiry=abc123'
    const res = await server.fetch(asked, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!, server.url)
    expect(location.pathname).toBe('/vvs/panel/login')
    expect(location.searchParams.get('next')).toBe(asked)
    const login = await (await server.fetch(location.pathname + location.search)).text()
    expect(login).toContain(`name="next" value="${asked.replace(/&/g, '&amp;')}"`)
    expect(login).toContain('href="/vvs/panel/forgot-password">Forgot password?</a>')
    const hostile = await (await server.fetch(`/vvs/panel/login?next=${encodeURIComponent('//evil.example')}`)).text()
    expect(hostile).not.toContain('name="next"')
  })

  it('a suspended person is told so on their next request, not "sign in again"', async () => {
    const { data } = await addStaff('Sam Suspended', 'sam@college.test', 'editor')
    const sam = apiClient(server, await loginCookie(server, { email: 'sam@college.test', password: 'first-pass-1' }))
    expect((await admin.json('POST', `/api/admin/accounts/${data._id}/suspend`, {})).status).toBe(200)
    const refused = await sam.get('/api/admin/me')
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(SUSPENDED_BY_ADMINISTRATOR)
    // a stranger without a cookie is asked to sign in, as before
    expect((await apiClient(server).get('/api/admin/me')).body.message).toBe('Please sign in as an admin to do this.')
  })

  it('every password change is confirmed by e-mail to the account, saying how and when (issue 40 item 10)', async () => {
    await addStaff('Pia Changed', 'pia@college.test', 'editor', 'pia-first-pass-1')
    const byLink = await smtp.waitFor('Pia Changed was changed through a one-time set-password link')
    expect(byLink.subject).toBe(PASSWORD_CHANGED_SUBJECT)
    expect(byLink.to).toEqual(['pia@college.test'])
    expect(byLink.text).toMatch(/on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m IST\./)
    expect(byLink.text).toContain('If this was not you, ask an Administrator at once for a new set-password link')
    const pia = apiClient(server, await loginCookie(server, { email: 'pia@college.test', password: 'pia-first-pass-1' }))
    expect((await pia.json('POST', '/api/admin/password', { currentPassword: 'pia-first-pass-1', newPassword: 'pia-second-pass-2' })).status).toBe(200)
    const inPanel = await smtp.waitFor('Pia Changed was changed in the panel')
    expect(inPanel.to).toEqual(['pia@college.test'])
    // a wrong current password changes nothing, and mails nothing
    const again = apiClient(server, await loginCookie(server, { email: 'pia@college.test', password: 'pia-second-pass-2' }))
    expect((await again.json('POST', '/api/admin/password', { currentPassword: 'not-it', newPassword: 'pia-third-pass-3' })).status).toBe(400)
    expect(smtp.matching('Pia Changed was changed')).toHaveLength(2)
  })

  it('the activity log has sign-ins (success and failure, with the address), password changes and link issues', async () => {
    const ip = '10.30.9.9'
    expect((await from(ip).json('/api/admin/login', { email: 'ghost@college.test', password: 'wrong-guess' })).status).toBe(401)
    expect((await from(ip).json('/api/admin/login', TEST_ADMIN)).status).toBe(200)
    const log = await admin.get('/api/activity')
    expect(log.status).toBe(200)
    const items = server.ctx.sqlite.prepare('SELECT admin_name AS person, area, action, summary FROM activity_log').all() as { person: string; area: string; action: string; summary: string }[]
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ person: 'ghost@college.test', area: 'sign-in', action: 'sign-in failed', summary: `failed sign-in as ghost@college.test from ${ip}` }),
        expect.objectContaining({ area: 'sign-in', action: 'signed in', summary: `signed in from ${ip}` }),
        expect.objectContaining({ person: 'Farah Forgetful', action: 'link sent', summary: expect.stringMatching(/^Farah Forgetful asked for a set-password link by e-mail from 10\.30\.0\.\d+$/) }),
        expect.objectContaining({ person: 'Farah Forgetful', action: 'password set', summary: 'Farah Forgetful set their password through a one-time link' }),
        expect.objectContaining({ action: 'link sent', summary: "made a new set-password link for Nia Newlink and e-mailed it; their sessions ended" }),
      ]),
    )
    expect(JSON.stringify(items)).not.toMatch(/first-pass-1|wrong-guess|token=/)
  })
})

describe('passwords and links, mail not configured', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('forgot password says whom to ask, for any address, and the page shows no form', async () => {
    const client = apiClient(server)
    const known = await client.json('POST', '/api/admin/forgotPassword', { email: TEST_ADMIN.email })
    const unknown = await client.json('POST', '/api/admin/forgotPassword', { email: 'nobody@college.test' })
    expect(known.body).toEqual({ success: true, message: ASK_AN_ADMINISTRATOR })
    expect(unknown.body).toEqual(known.body)
    expect(server.ctx.sqlite.prepare('SELECT count(*) AS n FROM admin_invites').get()).toEqual({ n: 0 })
    const page = await (await server.fetch('/vvs/panel/forgot-password')).text()
    expect(page).toContain('Ask an Administrator of the staff panel')
    expect(page).not.toContain('<form')
  })
})

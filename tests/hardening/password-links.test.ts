import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESET_MAILS_PER_WINDOW } from '../../src/features/accounts/api'
import { LINK_ON_ITS_WAY } from '../../src/features/accounts/set-password-messages'
import { MAX_ATTEMPTS } from '../../src/platform/auth/throttle'
import { apiClient } from '../api/client'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { TestSmtp } from '../helpers/smtp'

/**
 * Issue 36, rows 8 and 9 (decision 156): "Forgot password?" never locks the owner out, and a
 * stranger's request never ends a link an Administrator issued. Behind TRUST_PROXY=1, each
 * visitor is an address named by X-Forwarded-For.
 */
describe('throttles never lock the owner out', () => {
  const smtp = new TestSmtp()
  let server: TestServer
  const post = (pathname: string, body: unknown, address: string) =>
    server.fetch(pathname, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) })
  const linksMailedTo = (email: string) => server.ctx.sqlite.prepare("SELECT count(*) FROM mail_outbox WHERE kind = 'password-link' AND recipients LIKE ?").pluck().get(`%${email}%`) as number

  beforeAll(async () => {
    const port = await smtp.start()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'desk@college.test', TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://college.test' })
  })
  afterAll(async () => {
    await server?.close()
    await smtp.stop()
  })

  it('row 8: a stranger asking for the owner’s e-mail until refused; the owner, from elsewhere, gets the same answer as always', async () => {
    const admin = apiClient(server, await loginCookie(server))
    expect((await admin.json('POST', '/api/admin/accounts', { name: 'Owen Owner', email: 'owen@college.test', role: 'editor' })).status).toBe(201)
    const stranger = '2001:db8:66:1::1'
    for (let i = 0; i < MAX_ATTEMPTS; i++) expect((await post('/api/admin/forgotPassword', { email: 'owen@college.test' }, stranger)).status).toBe(200)
    // the stranger's own address is refused...
    expect((await post('/api/admin/forgotPassword', { email: 'owen@college.test' }, stranger)).status).toBe(429)
    // ...the owner is not, from any other address, and so on for as long as the stranger goes on
    for (const owner of ['203.0.113.9', '2001:db8:99:1::1']) {
      const res = await post('/api/admin/forgotPassword', { email: 'owen@college.test' }, owner)
      expect(res.status, owner).toBe(200)
      expect((await res.json()).message).toBe(LINK_ON_ITS_WAY)
    }
    // past the e-mail's own limit nothing more is sent, whoever asks
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect.poll(() => linksMailedTo('owen@college.test')).toBe(RESET_MAILS_PER_WINDOW + 1) // the invitation and three links
  })

  it('row 9: a stranger’s "Forgot password?" leaves the invitation an Administrator issued working', async () => {
    const admin = apiClient(server, await loginCookie(server))
    const invited = await admin.json('POST', '/api/admin/accounts', { name: 'Ivy Invited', email: 'ivy@college.test', role: 'editor' })
    const token = new URL(invited.body.link).searchParams.get('token')!
    expect((await post('/api/admin/forgotPassword', { email: 'ivy@college.test' }, '198.51.100.7')).status).toBe(200)
    await smtp.waitFor('Set a new password for the')
    const state = await server.fetch(`/vvs/panel/set-password?token=${token}`)
    expect(await state.text()).not.toContain('This link is not valid')
    const set = await post('/api/admin/accounts/setPassword', { token, password: 'ivy-first-pass' }, '198.51.100.8')
    expect(set.status).toBe(200)
    expect((await post('/api/admin/login', { email: 'ivy@college.test', password: 'ivy-first-pass' }, '198.51.100.9')).status).toBe(200)
    // once the password is set, the link the stranger asked for ends too
    const open = server.ctx.sqlite.prepare("SELECT count(*) FROM admin_invites i JOIN admins a ON a.id = i.admin_id WHERE a.email = 'ivy@college.test' AND i.used_at IS NULL").pluck().get()
    expect(open).toBe(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, TEST_ADMIN, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

/** The token of a one-time link (a path without PUBLIC_ORIGIN). */
function tokenOf(link: string): string {
  return new URL(link, 'http://link.invalid').searchParams.get('token')!
}

describe('staff accounts', () => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
  })
  afterAll(() => server?.close())

  async function invite(name: string, email: string, role: string) {
    const res = await admin.json('POST', '/api/admin/accounts', { name, email, role })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { data: { _id: string }; link: string }
  }

  it('the first admin (env) is an Administrator; an invited editor sets a password once through the link and signs in', async () => {
    const list = await admin.get('/api/admin/accounts')
    expect(list.body).toEqual([expect.objectContaining({ email: TEST_ADMIN.email, role: 'administrator', suspended: false })])
    const { link, data } = await invite('Eli Editor', 'Eli@College.test', 'editor')
    expect(link).toMatch(/\/vvs\/panel\/set-password\?token=[\w-]{40,}$/)
    // the token is kept only as a hash
    const stored = server.ctx.sqlite.prepare('SELECT token_hash FROM admin_invites').all() as { token_hash: string }[]
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOf(link))
    // no password yet: nobody can sign in as the new account
    expect((await apiClient(server).json('POST', '/api/admin/login', { email: 'eli@college.test', password: '' + 'whatever' })).status).toBe(401)

    const set = await apiClient(server).json('POST', '/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'editor-pass-1' })
    expect(set.body).toEqual({ success: true, message: 'Password set. You can sign in now.' })
    const again = await apiClient(server).json('POST', '/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'other-pass-2' })
    expect(again.status).toBe(410)
    expect(again.body.message).toBe('This link has expired or was already used. Ask an Administrator for a new one.')
    const editor = apiClient(server, await loginCookie(server, { email: 'eli@college.test', password: 'editor-pass-1' }))
    expect((await editor.get('/api/admin/me')).body.user).toMatchObject({ id: data._id, role: 'editor' })
    expect((await editor.get('/api/admin/accounts')).status).toBe(403)
  })

  it('a link older than 48 hours no longer works', async () => {
    const { link } = await invite('Late Person', 'late@college.test', 'admissions')
    server.ctx.sqlite.prepare("UPDATE admin_invites SET expires_at = '2000-01-01T00:00:00.000Z'").run()
    expect((await apiClient(server).json('POST', '/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'late-pass-1' })).status).toBe(410)
  })

  it('suspending a user ends their open session on the next request; reinstating lets them sign in again', async () => {
    const { link, data } = await invite('Asha Clerk', 'asha@college.test', 'admissions')
    await apiClient(server).json('POST', '/api/admin/accounts/setPassword', { token: tokenOf(link), password: 'clerk-pass-1' })
    const clerk = apiClient(server, await loginCookie(server, { email: 'asha@college.test', password: 'clerk-pass-1' }))
    expect((await clerk.get('/api/admission/getAllAddmissionQueries')).status).toBe(200)

    expect((await admin.json('POST', `/api/admin/accounts/${data._id}/suspend`, {})).status).toBe(200)
    expect((await clerk.get('/api/admission/getAllAddmissionQueries')).status).toBe(401)
    const login = await apiClient(server).json('POST', '/api/admin/login', { email: 'asha@college.test', password: 'clerk-pass-1' })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe('This account is suspended. Ask an Administrator to restore it.')

    await admin.json('POST', `/api/admin/accounts/${data._id}/reinstate`, {})
    expect((await apiClient(server).json('POST', '/api/admin/login', { email: 'asha@college.test', password: 'clerk-pass-1' })).status).toBe(200)
  })

  it('never leaves the site without an active Administrator, and never acts on oneself', async () => {
    const me = (await admin.get('/api/admin/me')).body.user
    expect((await admin.json('POST', `/api/admin/accounts/${me.id}/suspend`, {})).status).toBe(409)
    expect((await admin.json('PUT', `/api/admin/accounts/${me.id}/role`, { role: 'editor' })).status).toBe(409)
    expect((await admin.delete(`/api/admin/accounts/${me.id}`)).status).toBe(409)
  })

  it("the principal's own display name can be changed (and any staff member's); a blank name is refused", async () => {
    const me = (await admin.get('/api/admin/me')).body.user
    const renamed = await admin.json('PUT', `/api/admin/accounts/${me.id}/name`, { name: 'Dr. Meera Shukla (Principal)' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.message).toBe('The name is now Dr. Meera Shukla (Principal).')
    expect((await admin.get('/api/admin/me')).body.user.name).toBe('Dr. Meera Shukla (Principal)')
    const blank = await admin.json('PUT', `/api/admin/accounts/${me.id}/name`, { name: '  ' })
    expect(blank.status).toBe(400)
    expect((await admin.get('/api/admin/me')).body.user.name).toBe('Dr. Meera Shukla (Principal)')
    await admin.json('PUT', `/api/admin/accounts/${me.id}/name`, { name: me.name })
  })

  it('everyone changes their own password: current one checked, 6+ characters, other sessions end, this one goes on', async () => {
    const other = apiClient(server, await loginCookie(server))
    const wrong = await admin.json('POST', '/api/admin/password', { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' })
    expect(wrong.body.message).toBe('The current password is not right.')
    expect((await admin.json('POST', '/api/admin/password', { currentPassword: TEST_ADMIN.password, newPassword: '12345' })).body.message).toBe('The new password needs at least 6 characters')
    const changed = await admin.json('POST', '/api/admin/password', { currentPassword: TEST_ADMIN.password, newPassword: 'brand-new-pass' })
    expect(changed.status).toBe(200)
    // the session that changed it got a fresh cookie; the other one is over
    const fresh = changed.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    expect((await apiClient(server, fresh).get('/api/admin/me')).status).toBe(200)
    expect((await other.get('/api/admin/me')).status).toBe(401)
    await apiClient(server, fresh).json('POST', '/api/admin/password', { currentPassword: 'brand-new-pass', newPassword: TEST_ADMIN.password })
  })

  it('the activity log records who did what, never a password or token, and only Administrators read it', async () => {
    admin = apiClient(server, await loginCookie(server))
    const log = await admin.get('/api/activity?area=staff%20accounts')
    expect(log.status).toBe(200)
    const summaries = log.body.data.items.map((entry: { summary: string }) => entry.summary)
    expect(summaries).toEqual(expect.arrayContaining(['added Eli Editor as Editor', 'suspended Asha Clerk', 'reinstated Asha Clerk', 'changed their own password']))
    expect(log.body.data.items[0]).toMatchObject({ person: 'Administrator', area: 'staff accounts', at: expect.any(String) })
    const everything = JSON.stringify(server.ctx.sqlite.prepare('SELECT * FROM activity_log').all())
    expect(everything).not.toMatch(/brand-new-pass|clerk-pass-1|editor-pass-1|token/)
    // an Editor (who keeps the content the log is mostly about) and the Admissions desk are refused it, without a line of it
    for (const [role, email] of [['editor', 'log-editor@college.test'], ['admissions', 'log-desk@college.test']] as const) {
      const staff = apiClient(server, await staffCookie(server, email, `Log ${role}`, role))
      for (const path of ['/api/activity', '/api/activity?area=staff%20accounts']) {
        const refused = await staff.get(path)
        expect(refused.status, `${role} ${path}`).toBe(403)
        expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/^Only an Administrator/) })
      }
    }
  })

  it('the enquiries and their exports (names, phone numbers) are refused to an Editor', async () => {
    const sent = await apiClient(server).json('POST', '/api/contact/addContact', { name: 'Ravi Export', email: 'ravi@example.org', mobile: '9876543210', message: 'Admission question' })
    expect(sent.status).toBe(201)
    const editor = apiClient(server, await staffCookie(server, 'export-editor@college.test', 'Export Editor', 'editor'))
    for (const path of ['/api/admission/exportQueries', '/api/contact/exportQueries', '/api/contact/queries', '/api/admission/queries', '/api/contact/getAllContact']) {
      const refused = await editor.get(path)
      expect(refused.status, path).toBe(403)
      expect(JSON.stringify(refused.body), path).not.toContain('Ravi Export')
      expect(refused.headers.get('content-disposition'), path).toBeNull()
    }
    // the Administrator gets the export with the enquiry in it
    const csv = await admin.get('/api/contact/exportQueries')
    expect(csv.status).toBe(200)
    expect(String(csv.body)).toContain('Ravi Export')
  })
})

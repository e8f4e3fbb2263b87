import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient } from './client'

const PATH = '/api/admin/panel-language'
const INVALID = 'The panel language must be "en" (English) or "hi" (हिन्दी).'

/** The `lang` of the panel's page as the server renders it for this cookie. */
async function panelLang(server: TestServer, cookie: string): Promise<string | undefined> {
  const page = await apiClient(server, cookie).get('/vvs/panel/dashboard')
  return /<html lang="([^"]*)"/.exec(String(page.body))?.[1]
}

describe('PUT /api/admin/panel-language', () => {
  let server: TestServer
  let admin: string
  let editor: string
  beforeAll(async () => {
    server = await startTestServer()
    admin = await loginCookie(server)
    editor = await staffCookie(server, 'editor-lang@college.test', 'Editor Lang', 'editor')
  })
  afterAll(() => server?.close())

  it('is English until chosen, then keeps the choice on the account: every new sign-in reads it', async () => {
    expect(await panelLang(server, editor)).toBe('en')
    const set = await apiClient(server, editor).json('PUT', PATH, { lang: 'hi' })
    expect(set).toMatchObject({ status: 200, body: { success: true, lang: 'hi' } })
    expect(await panelLang(server, editor)).toBe('hi')
    // another sign-in (another device) of the same account
    const again = await loginCookie(server, { email: 'editor-lang@college.test', password: 'editor-password' })
    expect(await panelLang(server, again)).toBe('hi')
    expect((await apiClient(server, editor).json('PUT', PATH, { lang: 'en' })).status).toBe(200)
    expect(await panelLang(server, again)).toBe('en')
  })

  it("sets only the caller's own account: another person's panel stays as it was, and a body naming an account is refused", async () => {
    await apiClient(server, editor).json('PUT', PATH, { lang: 'hi' })
    expect(await panelLang(server, admin)).toBe('en')
    const me = (await apiClient(server, admin).get('/api/admin/me')).body as { user: { id: string } }
    const other = await apiClient(server, editor).json('PUT', PATH, { lang: 'en', id: me.user.id })
    expect(other).toMatchObject({ status: 400, body: { success: false, message: INVALID } })
    expect(await panelLang(server, editor)).toBe('hi')
    expect(await panelLang(server, admin)).toBe('en')
  })

  it.each([
    ['another language', { lang: 'fr' }],
    ['an empty one', { lang: '' }],
    ['none', {}],
    ['a list', { lang: ['hi'] }],
    ['100 000 letters', { lang: 'x'.repeat(100_000) }],
    ['a bare list', ['hi']],
  ])('answers a clear 400 to %s and changes nothing', async (_what, body) => {
    const res = await apiClient(server, admin).json('PUT', PATH, body)
    expect(res).toMatchObject({ status: 400, body: { success: false, message: INVALID } })
    expect(await panelLang(server, admin)).toBe('en')
  })

  it('asks for a session: a visitor without one is refused', async () => {
    expect((await apiClient(server).json('PUT', PATH, { lang: 'hi' })).status).toBe(401)
  })
})

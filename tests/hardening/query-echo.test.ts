import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SET_PASSWORD_ERRORS } from '../../src/features/accounts/set-password-messages'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { fillPath, pageRoutes } from './routes'

/**
 * Issue 26, row 8: no page shows text taken from its own query string as a message
 * (/vvs/panel/set-password?error=<any text> put a phishing sentence on the college's domain).
 * Messages come from fixed lists of codes; every query key any page reads is tried on every page.
 */

const MARK = 'Your account is locked, call 0000 to unlock it QUERYECHO'

/** Query keys whose value a page shows on purpose, not as a message: the words searched for, the link's own token (a hidden field). */
const SHOWN_ON_PURPOSE = new Set(['q', 'token'])

/** Every query key read anywhere in pages/ and src/ (urlParsed.search.x, search['x'], searchParams.get('x')), plus the usual message names. */
function queryKeys(): string[] {
  const keys = new Set(['error', 'message', 'msg', 'notice', 'alert', 'info', 'warning', 'success', 'status', 'text'])
  for (const dir of ['pages', 'src'])
    for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.(ts|tsx)$/.test(name)) continue
      const source = fs.readFileSync(path.join(dir, name), 'utf8')
      for (const match of source.matchAll(/\bsearch(?:\.(\w+)|\[['"](\w+)['"]\])|searchParams\.get\(\s*['"](\w+)['"]/g)) keys.add(match[1] ?? match[2] ?? match[3]!)
    }
  for (const key of SHOWN_ON_PURPOSE) keys.delete(key)
  return [...keys].sort()
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
})
afterAll(() => server?.close())

describe('pages never echo their own query string', () => {
  it('the walk finds the keys pages read (the set-password error among them)', () => {
    expect(queryKeys()).toEqual(expect.arrayContaining(['error', 'expired', 'password', 'admission', 'contact', 'fields', 'page']))
  })

  it('every page, given every query key it could read set to a sentence, shows none of it', async () => {
    const keys = queryKeys()
    const query = new URLSearchParams(keys.map((key) => [key, MARK])).toString()
    const routes = pageRoutes()
    expect(routes).toContain('/vvs/panel/set-password')
    for (const route of routes) {
      const res = await server.fetch(`${fillPath(route, () => 'x')}?${query}`)
      const html = await res.text()
      expect(html, `${route} shows the query's text`).not.toContain('QUERYECHO')
      // one key at a time too: a page may show a message only when the other keys are absent
      for (const key of keys) {
        const one = await (await server.fetch(`${fillPath(route, () => 'x')}?${new URLSearchParams({ [key]: MARK, token: 'x'.repeat(43) })}`)).text()
        expect(one, `${route}?${key}= shows the query's text`).not.toContain('QUERYECHO')
      }
    }
  })

  it('the set-password page says the message of each error code, and nothing for any other value', async () => {
    // An open link: the page shows its form (and an error code's message) only for a link that still works.
    const cookie = await loginCookie(server)
    const added = await server.fetch('/api/admin/accounts', { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Echo', email: 'echo@college.test', role: 'editor' }) })
    const token = new URL(((await added.json()) as { link: string }).link, server.url).searchParams.get('token')!
    for (const [code, message] of Object.entries(SET_PASSWORD_ERRORS)) {
      const html = await (await server.fetch(`/vvs/panel/set-password?token=${token}&error=${code}`)).text()
      expect(html, code).toContain(`role="alert">${message.replace(/'/g, '&#x27;')}</p>`)
    }
    for (const value of ['This link has expired or was already used. Ask an Administrator for a new one.', 'constructor', 'toString', '__proto__', MARK]) {
      const html = await (await server.fetch(`/vvs/panel/set-password?token=${token}&error=${encodeURIComponent(value)}`)).text()
      expect(html, value).not.toContain('role="alert"')
    }
  })
  it('a refused set-password form post (no script) is sent back to the page with a code, never with text', async () => {
    const post = (fields: Record<string, string>) =>
      server.fetch('/api/admin/accounts/setPassword', { method: 'POST', headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' })
    const token = 'y'.repeat(43)
    const cases: [Record<string, string>, string][] = [
      [{ token, password: 'a-new-password' }, 'expired'],
      [{ token, password: '12345' }, 'short'],
      [{ token: 'not a token', password: 'a-new-password' }, 'link'],
    ]
    for (const [fields, code] of cases) {
      const res = await post(fields)
      expect(res.status).toBe(303)
      const location = new URL(res.headers.get('location')!, server.url)
      expect(location.pathname).toBe('/vvs/panel/set-password')
      expect(location.searchParams.get('error')).toBe(code)
    }
  })
})

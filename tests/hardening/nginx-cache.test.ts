import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRESHNESS_BOUND_SECONDS, PRIVATE_NO_STORE } from '../../src/http/cache-control'
import { checkShippedSite, nginxAvailable, NGINX_BINARY, startNginx, type RunningNginx } from '../../scripts/nginx'
import { apiClient, formData, jpeg } from '../api/client'
import { loginCookie, startTestServer, TEST_ADMIN, type TestServer } from '../helpers/server'
import { cookieFrom } from './support'

/**
 * The shipped nginx configuration (deploy/nginx/) in front of the real server, as a visitor sees it
 * (docs/decisions/180): what is kept, what never is, how fresh it stays, and what visitors get
 * while Node is down. nginx obeys the app's Cache-Control; its X-Cache-Status says what it did.
 */

const available = nginxAvailable()
if (!available) {
  console.warn(`\n!!! ${NGINX_BINARY} is missing: the tests of the shared cache in front (deploy/nginx/) are SKIPPED. Install Debian's nginx-light (.ci/run does).\n`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
/** nginx counts a copy's age in whole seconds: a bound in seconds holds one second later at most. */
const BOUND_MS = (FRESHNESS_BOUND_SECONDS + 1) * 1000 + 200
/** What a browser on the site sends with a write (the cross-site check trusts it first). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

describe.skipIf(!available)('the shared cache in front (nginx, deploy/nginx/)', () => {
  let server: TestServer
  let nginx: RunningNginx
  let cookie: string
  beforeAll(async () => {
    server = await startTestServer()
    nginx = await startNginx(server.port)
    cookie = await loginCookie(server)
  })
  afterAll(async () => {
    await nginx?.stop()
    await server?.close()
  })

  const through = async (page: string, headers: Record<string, string> = {}) => {
    const res = await fetch(nginx.url + page, { headers, redirect: 'manual' })
    return { status: res.status, cache: res.headers.get('x-cache-status'), cacheControl: res.headers.get('cache-control'), setCookie: res.headers.getSetCookie(), body: await res.text() }
  }

  it('ships a site configuration nginx accepts, TLS blocks included (a throwaway certificate in place of certbot\'s)', () => {
    const { status, output } = checkShippedSite()
    expect(output).toMatch(/test is successful/)
    expect(status).toBe(0)
  })

  it('keeps a public page: MISS, then HIT with the same bytes, each language under its own address', async () => {
    const first = await through('/aboutUs')
    expect(first).toMatchObject({ status: 200, cache: 'MISS' })
    const second = await through('/aboutUs')
    expect(second).toMatchObject({ status: 200, cache: 'HIT' })
    expect(second.body).toBe(first.body)
    expect(second.body).toContain('<html lang="en">')

    // the Hindi twin is its own entry; neither the other language's copy nor the browser's language leaks in
    const hindi = await through('/hi/aboutUs', { 'accept-language': 'en' })
    expect(hindi).toMatchObject({ status: 200, cache: 'MISS' })
    expect(hindi.body).toContain('<html lang="hi">')
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br', '']) {
      const english = await through('/aboutUs', { 'accept-language': 'hi', 'accept-encoding': encoding })
      const again = await through('/hi/aboutUs', { 'accept-language': 'en-GB', 'accept-encoding': encoding })
      expect(english.body, encoding).toContain('<html lang="en">')
      expect(english.body, encoding).not.toContain('<html lang="hi">')
      expect(again.body, encoding).toContain('<html lang="hi">')
      expect(again.body, encoding).not.toContain('<html lang="en">')
    }
  })

  it('keeps the low-data variant (Save-Data: on) apart from the full page, whichever comes first (docs/decisions/195)', async () => {
    const lowData = (body: string) => /<html lang="(en|hi)" data-low-data="">/.test(body)
    for (const [page, first] of [['/course', 'on'], ['/hi/course', '']] as const) {
      const second = first ? '' : 'on'
      const asked = (value: string) => through(page, value ? { 'save-data': value } : {})
      expect(await asked(first)).toMatchObject({ status: 200, cache: 'MISS' })
      const other = await asked(second)
      expect(other.cache, `${page}: the other variant is its own entry`).toBe('MISS')
      expect(lowData(other.body)).toBe(second === 'on')
      // each kept under its own key, in any spelling of the header
      for (const value of ['on', 'On ', '', 'off']) {
        const again = await asked(value)
        expect(again.cache, `${page} Save-Data: ${value}`).toBe('HIT')
        expect(lowData(again.body), `${page} Save-Data: ${value}`).toBe(value.trim().toLowerCase() === 'on')
      }
    }
  })

  it('never keeps what belongs to one person: a session cookie, the panel, the grievance status, the API', async () => {
    for (const page of ['/eventGallery', '/hi/eventGallery']) {
      const staff = await through(page, { cookie })
      expect(staff, page).toMatchObject({ status: 200, cache: 'BYPASS', cacheControl: PRIVATE_NO_STORE })
      // what staff got was not stored: the first visitor without the cookie is a MISS
      expect((await through(page)).cache, page).toBe('MISS')
      expect((await through(page, { cookie })).cache, `${page} again with the cookie`).toBe('BYPASS')
    }
    const panel = await through('/vvs/panel/dashboard', { cookie })
    expect(panel).toMatchObject({ status: 200, cache: 'BYPASS', cacheControl: PRIVATE_NO_STORE })
    expect((await through('/vvs/panel/dashboard')).cache).toBe('BYPASS')
    for (const page of ['/grievance/status', '/hi/grievance/status', '/grievance/status?view=abc']) {
      for (let n = 0; n < 2; n++) expect(await through(page), page).toMatchObject({ status: 200, cache: 'BYPASS', cacheControl: PRIVATE_NO_STORE })
    }
    for (let n = 0; n < 2; n++) expect((await through('/api/blogs/getAllBlogs')).cache).toBe('BYPASS')
  })

  it('never stores an answer that sets a cookie', async () => {
    // a sign-in through nginx, a session cookie that names nobody, a signature without its cookie
    const login = await fetch(nginx.url + '/api/admin/login', { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
    expect(login.status).toBe(200)
    expect(login.headers.getSetCookie().length).toBeGreaterThan(0)
    // a write: nginx does not even look in the cache (only GET and HEAD are ever kept)
    expect(login.headers.get('x-cache-status')).toBeNull()
    const signedIn = cookieFrom(login)
    for (const headers of [{ cookie: signedIn }, { cookie: 'lc_session=eyJ9; lc_session.sig=forged' }, { cookie: 'lc_session.sig=forged' }, { cookie: 'other=1' }, {}] as Record<string, string>[]) {
      for (const page of ['/', '/hi', '/blogs', '/hi/course?course=llb', '/vvs/login', '/grievance']) {
        const res = await through(page, headers)
        if (res.setCookie.length) expect(res.cacheControl, `${page} ${JSON.stringify(headers)}`).toBe(PRIVATE_NO_STORE)
      }
    }
    const logout = await fetch(nginx.url + '/api/admin/logout', { method: 'POST', headers: { ...SAME_ORIGIN, cookie: signedIn } })
    expect(logout.status).toBeLessThan(300)
    // a sign-out ends every session of the account: the next tests sign in again
    cookie = await loginCookie(server)

    // every file nginx keeps: its headers hold no Set-Cookie
    const files = (fs.readdirSync(path.join(nginx.dir, 'cache'), { recursive: true }) as string[]).map((name) => path.join(nginx.dir, 'cache', name)).filter((file) => fs.statSync(file).isFile())
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const stored = fs.readFileSync(file, 'latin1')
      const headers = stored.slice(0, stored.indexOf('\r\n\r\n'))
      expect(headers, file).toMatch(/^HTTP\/1\.1 (200|404)/m)
      expect(headers, file).not.toMatch(/^set-cookie:/im)
    }
  })

  it('shows a staff save through the cache within the stated bound', async () => {
    const staff = apiClient(server, cookie)
    const before = 'Library closed on Saturday'
    expect((await staff.json('POST', '/api/topbar/addTopbarData', { message: before })).status).toBeLessThan(300)
    await sleep(BOUND_MS)
    expect((await through('/')).body).toContain(before)

    const after = 'Results of the LL.B. examination are out'
    expect((await staff.json('POST', '/api/topbar/addTopbarData', { message: after })).status).toBeLessThan(300)
    const saved = Date.now()
    await sleep(saved + BOUND_MS - Date.now())
    const seen = await through('/')
    expect(seen.body, 'the save is shown once the bound has passed').toContain(after)
    expect(seen.body).not.toContain(before)
    expect((await through('/hi')).body).toContain(after)
  })

  it('shows a scheduled notice and drops an expired one on time through the cache, without any write', async () => {
    const staff = apiClient(server, cookie)
    const due = server.ctx.clock.now() + 3_600_000
    const notice = async (title: string, times: Record<string, string>) => {
      const form = formData({ title, description: `${title}.`, date: '2026-11-26', category: 'news', ...times }, [['image', 'n.jpg', await jpeg()]])
      expect((await staff.multipart('POST', '/api/blogs/createBlog', form)).status).toBe(201)
    }
    await notice('Semester results published', { publishAt: new Date(due).toISOString() })
    await notice('Form filling closes today', { expireAt: new Date(due).toISOString() })
    // six seconds before the moment (the app's test clock: nothing is written when it comes)
    server.ctx.clock.set(due - 6000)

    const early = await through('/blogs')
    expect(early.body).not.toContain('Semester results published')
    expect(early.body).toContain('Form filling closes today')
    // kept until the moment only, and never served stale after it
    expect(early.cacheControl).toMatch(/s-maxage=[0-5](,|$)/)
    expect(early.cacheControl).not.toMatch(/stale-while-revalidate/)

    await sleep(due + 1000 + 200 - server.ctx.clock.now())
    const late = await through('/blogs')
    expect(late.cache).not.toBe('STALE')
    expect(late.body, 'the scheduled notice appears').toContain('Semester results published')
    expect(late.body, 'the expired notice is gone').not.toContain('Form filling closes today')
  })

  // last: stops the server
  it('serves the kept pages while Node is stopped, past their freshness, and only those', async () => {
    const english = await through('/contactUs')
    const hindi = await through('/hi/contactUs')
    await server.stop()
    expect(await through('/contactUs')).toMatchObject({ status: 200, body: english.body })
    await sleep(BOUND_MS)
    expect(await through('/contactUs')).toMatchObject({ status: 200, cache: 'STALE', body: english.body })
    expect(await through('/hi/contactUs')).toMatchObject({ status: 200, cache: 'STALE', body: hindi.body })
    // a page nobody asked for before: nothing to serve, and the app is really down
    expect((await through('/documents')).status).toBe(502)
  })
})

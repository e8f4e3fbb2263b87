import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { NOT_FOUND_PAGES } from '../../src/app/pages'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient } from '../api/client'
import { pageRoutes } from './routes'

/**
 * Issue 26 row 9: every 404 page was rendered anew, so a flood of made-up paths cost 52× a cache
 * hit. An unknown path is now answered from one cached "not found" page per language, counted
 * here by the server's render counter (not by timing).
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/** node:http, so that the path goes out exactly as written. */
function rawGet(pathname: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url, { path: pathname }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const PROBES = ['/wp-login.php', '/.env', '/wp-admin/setup-config.php', '/xmlrpc.php?rsd', '/.git/config', '/phpmyadmin/index.php', '/cgi-bin/luci', '/admin.php', '/about%20us', '/aboutUs.bak', '/blogs/detail', '/vendor/phpunit/eval-stdin.php']

describe('an unknown path costs a cache hit (issue 26 row 9)', () => {
  it('a flood of unknown paths renders the "not found" page once, and every answer is that page', async () => {
    const first = await rawGet('/wp-content/plugins/x.php')
    expect(first.status).toBe(404)
    expect(first.body).toContain('Page not found')
    const after = server.renders()
    for (let round = 0; round < 3; round++) {
      for (const probe of PROBES) {
        const res = await rawGet(`${probe}${probe.includes('?') ? '&' : '?'}n=${round}`)
        expect(res.status, probe).toBe(404)
        expect(res.body, probe).toBe(first.body)
        expect(res.headers['content-security-policy'], probe).toBeTruthy()
      }
    }
    expect(server.renders()).toBe(after)
  })

  it('the "not found" page is rendered again after a write (its layout may have changed), then kept', async () => {
    const admin = apiClient(server, await loginCookie(server))
    const beforeWrite = server.renders()
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open for 2026-27', link: '/addmissionForm' })).status).toBeLessThan(300)
    // The write's own background renders (`/` and `/hi`, src/app/pages.ts) are waited for by count,
    // not by time: on a busy machine the second could otherwise land among the probes below.
    await vi.waitFor(() => expect(server.renders()).toBe(beforeWrite + 2), { timeout: 60_000, interval: 20 })
    const before = server.renders()
    const res = await rawGet('/wp-login.php')
    expect(res.status).toBe(404)
    expect(res.body).toContain('Admissions open for 2026-27')
    const once = server.renders()
    expect(once - before).toBe(1)
    for (const probe of PROBES) expect((await rawGet(probe)).status).toBe(404)
    expect(server.renders()).toBe(once)
  })

  it('what the site does answer is untouched: every page route, trailing slashes, the API, uploads, build files, the sitemap', async () => {
    for (const route of pageRoutes().filter((r) => !r.includes(':') && !r.startsWith('/vvs'))) expect((await rawGet(route)).status, route).toBe(200)
    expect((await rawGet('/blogs/detail/no-such-item')).body).toContain('This news item does not exist or has been removed.')
    expect((await rawGet('/aboutUs/')).status).not.toBe(404)
    const api = await rawGet('/api/wp-login.php')
    expect(api.status).toBe(404)
    expect(JSON.parse(api.body)).toEqual({ success: false, message: 'No API call GET /wp-login.php' })
    expect((await rawGet('/uploads/Home/missing.jpg')).body).not.toContain('Page not found')
    expect((await rawGet('/favicon.svg')).status).toBe(200)
    expect((await rawGet('/sitemap.xml')).status).toBe(200)
    expect((await rawGet('/robots.txt')).status).toBe(200)
    expect((await rawGet('/healthz')).status).toBe(200)
    for (const page of Object.values(NOT_FOUND_PAGES)) expect((await rawGet(page.url)).status).toBe(404)
    // staff are rendered for, as before: still the 404
    const withCookie = await server.fetch('/wp-login.php', { headers: { cookie: await loginCookie(server) } })
    expect(withCookie.status).toBe(404)
    expect(await withCookie.text()).toContain('Page not found')
  })

  it('unknown API paths and uploads are answered before Express, as Express answers them', async () => {
    const before = server.unknownAnswered()
    const probes = ['/api/wp-login.php', '/api/.env', '/api/v1/users', '/uploads/Home/shell.php', '/uploads/Documents/x.pdf', '/uploads/./Home/x.jpg', '/uploads/wp-content/x.php']
    for (const probe of probes) {
      const res = await rawGet(probe)
      expect(res.status, probe).toBe(404)
      expect(res.headers['content-security-policy'], probe).toBeTruthy()
      if (probe.startsWith('/api/')) expect(JSON.parse(res.body), probe).toEqual({ success: false, message: `No API call GET ${probe.slice(4)}` })
      else expect(res.body, probe).toBe('')
    }
    expect(server.unknownAnswered() - before).toBe(probes.length)
    // a path whose parameters do not decode is left to Express, which answers it
    for (const probe of ['/api/blogs/getBlogDetail/%ZZ', '/uploads/Home/%ZZ', '/%ZZ', '/api/%E0%A4%A']) expect((await rawGet(probe)).status, probe).toBeLessThan(500)
    // what is known still reaches Express
    const known = server.unknownAnswered()
    expect((await rawGet('/api/blogs/getAllBlogs')).status).toBe(200)
    expect((await rawGet('/api/blogs/createBlog')).status).toBe(404) // a POST route asked with GET: Express's own 404
    expect((await rawGet('/api/search?q=law')).status).toBe(200)
    expect(server.unknownAnswered()).toBe(known)
  })
})

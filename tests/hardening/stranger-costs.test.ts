import crypto from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/**
 * Issue 36, row 7 (decision 157): what a stranger's request costs is bounded. Made-up ids, gallery
 * categories that are not there, pages past a list's end and odd slashes were each rendered in
 * full (6.7–15× a cached page; slashes 2.5–3.5×). Each is now told by a cheap lookup before any
 * render and answered from one cached "not found" page per reason and language, or redirected
 * before Express. Counted here by the server's render counter, not by timing; the CPU figure is
 * `npm run bench` (the "made-up addresses" case).
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
})
afterAll(() => server?.close())

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

const random = () => crypto.randomBytes(6).toString('hex')
const pastEnd = () => String(1000 + crypto.randomInt(998_000))

const FAMILIES: Record<string, { make: () => string; says: string }> = {
  'a news item that is not there': { make: () => `/blogs/detail/${random()}`, says: 'This news item does not exist or has been removed.' },
  'a Hindi news item that is not there': { make: () => `/hi/blogs/detail/${random()}`, says: 'यह समाचार मौजूद नहीं है या हटा दिया गया है।' },
  'a gallery category that is not there': { make: () => `/eventGallery?category=${random()}`, says: 'There are no such photos in the gallery.' },
  'a Hindi gallery category that is not there': { make: () => `/hi/eventGallery?category=${random()}`, says: 'गैलरी' },
  'news pages past the end': { make: () => `/blogs?newsPage=${pastEnd()}`, says: 'There are no older news items.' },
  'admission news pages past the end': { make: () => `/blogs?admissionPage=${pastEnd()}`, says: 'There are no older news items.' },
}

describe('a stranger’s made-up address costs no render', () => {
  for (const [family, { make, says }] of Object.entries(FAMILIES)) {
    it(`${family}: one render at most, then every new address is the same cached answer`, async () => {
      const first = await rawGet(make())
      expect(first.status).toBe(404)
      expect(first.body).toContain(says)
      const after = server.renders()
      for (let i = 0; i < 20; i++) {
        const res = await rawGet(make())
        expect(res.status).toBe(404)
        expect(res.body).toBe(first.body)
      }
      expect(server.renders()).toBe(after)
    })
  }

  it('a real category’s page past its end is that answer too', async () => {
    const category = server.ctx.sqlite.prepare('SELECT i.category_id FROM event_images i JOIN event_categories c ON c.id = i.category_id WHERE i.image_url IS NOT NULL LIMIT 1').pluck().get() as string | undefined
    expect(category).toBeTruthy()
    expect((await rawGet(`/eventGallery?category=${category}`)).status).toBe(200)
    await rawGet(`/eventGallery?category=${random()}`)
    const after = server.renders()
    for (let i = 0; i < 5; i++) expect((await rawGet(`/eventGallery?category=${category}&page=${pastEnd()}`)).status).toBe(404)
    expect(server.renders()).toBe(after)
  })

  it('trailing and doubled slashes are redirected as before (301, query kept), without a render', async () => {
    await rawGet('/aboutUs')
    const after = server.renders()
    const cases: [string, string][] = [
      ['/aboutUs/', '/aboutUs'],
      ['//aboutUs', '/aboutUs'],
      ['/aboutUs//', '/aboutUs'],
      ['/blogs//detail/x', '/blogs/detail/x'],
      ['/hi/aboutUs/', '/hi/aboutUs'],
      ['/blogs/?newsPage=2', '/blogs?newsPage=2'],
    ]
    for (const [asked, location] of cases) {
      const res = await rawGet(asked)
      expect(res.status, asked).toBe(301)
      expect(res.headers.location, asked).toBe(location)
      expect(res.headers['content-security-policy'], asked).toBeTruthy()
    }
    expect(server.renders()).toBe(after)
    // never an address of another site, and not the panel or the API
    expect((await rawGet('//evil.example/')).headers.location ?? '').not.toMatch(/^\/\//)
    expect((await rawGet('/api/blogs/getAllBlogs/')).status).not.toBe(301)
  })

  it('what is there still renders: a real news item, the first news page, a real category', async () => {
    const list = await rawGet('/blogs')
    expect(list.status).toBe(200)
    const item = /href="\/blogs\/detail\/([a-f0-9]+)"/.exec(list.body)?.[1]
    expect(item).toBeTruthy()
    expect((await rawGet(`/blogs/detail/${item}`)).status).toBe(200)
    expect((await rawGet(`/hi/blogs/detail/${item}`)).status).toBe(200)
    expect((await rawGet('/blogs?newsPage=1')).status).toBe(200)
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { pageRoutes } from './routes'
import { adminCookie } from './support'
import { XSS_PAYLOADS, findInjections, seedPayload } from './xss-corpus'

describe('stored XSS', () => {
  let server: TestServer
  let image: Buffer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1', SUBMIT_RATE_LIMIT: '100000' })
    image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#446688' } }).jpeg().toBuffer()
  })
  afterAll(() => server?.close())

  it(`renders each of ${XSS_PAYLOADS.length} payloads inert on every public page and the admin pages`, async () => {
    const publicPages = pageRoutes().filter((r) => !r.startsWith('/vvs/') && !r.includes(':'))
    expect(publicPages.length).toBeGreaterThanOrEqual(7)
    const problems: string[] = []
    const rendered = new Set<number>()
    let stored = 0
    let tried = 0
    for (let n = 0; n < XSS_PAYLOADS.length; n++) {
      const cookie = await adminCookie(server)
      const seeded = await seedPayload(server.url, cookie, n, image)
      stored += seeded.stored
      tried += seeded.fieldsTried
      const pages = [...publicPages, ...seeded.blogIds.map((id) => `/blogs/detail/${id}`)]
      for (const pathname of pages) {
        const html = await (await server.fetch(pathname)).text()
        for (const found of findInjections(html)) problems.push(`payload ${n} on ${pathname}: ${found}`)
        if (html.includes(`X${n} `) || html.includes(`X${n}&`) || html.includes(`X${n}"`)) rendered.add(n)
      }
      for (const pathname of ['/vvs/panel/dashboard', '/vvs/panel/login']) {
        const html = await (await server.fetch(pathname, { headers: { cookie } })).text()
        for (const found of findInjections(html)) problems.push(`payload ${n} on ${pathname}: ${found}`)
      }
    }
    console.log(`xss: ${XSS_PAYLOADS.length} payloads, ${tried} field writes, ${stored} stored, ${rendered.size} payloads seen rendered as text, problems ${problems.length}`)
    expect(problems).toEqual([])
    // the test is only meaningful if the payloads were stored and shown
    expect(stored).toBeGreaterThan(tried * 0.8)
    expect(rendered.size).toBe(XSS_PAYLOADS.length)
  })

  it('refuses javascript: and other non-http links in link fields', async () => {
    const cookie = await adminCookie(server)
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example']) {
      const res = await server.fetch('/api/topbar/addTopbarData', { method: 'POST', headers: { cookie, origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Link check', link }) })
      expect(res.status, link).toBe(400)
    }
  })

  it('keeps the admin API JSON exact: payloads come back as the same text (escaping is the renderer’s job)', async () => {
    const cookie = await adminCookie(server)
    const res = await server.fetch('/api/admission/getAllAddmissionQueries', { headers: { cookie } })
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const text = JSON.stringify(await res.json())
    expect(text).toContain(JSON.stringify(XSS_PAYLOADS[1]!.slice(0, 120)).slice(1, -1))
  })
})

describe('the injection finder', () => {
  /** Payloads that are harmless even unescaped (plain text tricks): the renderer must still show them as text. */
  const TEXT_ONLY = new Set([5, 14, 15, 21])
  it('flags every markup payload when it is put into a page unescaped (so the test above would fail without escaping)', () => {
    XSS_PAYLOADS.forEach((payload, n) => {
      const found = findInjections(`<html><body><p>${payload}</p><a href="${payload}">x</a></body></html>`)
      if (TEXT_ONLY.has(n)) return
      expect(found.length, `payload ${n}: ${payload}`).toBeGreaterThan(0)
    })
    expect(findInjections('<p>X1 &lt;img id=&quot;xss-1&quot; src=x onerror=&quot;alert(1)&quot;&gt;</p><div data-props="{&quot;a&quot;:&quot;&lt;details open ontoggle=alert(1)&gt;&quot;}"></div>')).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
})
afterAll(() => server?.close())

const manifestLink = (html: string) => /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1] ?? null

describe('the offline worker and the manifests (docs/decisions/184)', () => {
  it('serves /sw.js from the root as JavaScript, revalidated on every check, under the CSP, with the build written in', async () => {
    const res = await server.fetch('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toContain("worker-src 'self'")
    const source = await res.text()
    expect(source).toMatch(/const BUILD = "[\w-]{12}"/)
  })

  it('links the manifest of the page language from every public page, and none from the panel', async () => {
    for (const path of ['/', '/blogs', '/aboutUs', '/grievance']) expect(manifestLink(await (await server.fetch(path)).text()), path).toBe('/manifest.webmanifest')
    for (const path of ['/hi', '/hi/blogs']) expect(manifestLink(await (await server.fetch(path)).text()), path).toBe('/hi/manifest.webmanifest')
    expect(manifestLink(await (await server.fetch('/vvs/panel/login')).text())).toBeNull()
  })

  it('names the college in both languages, the Hindi manifest in Hindi first, with icons that exist', async () => {
    const en = await (await server.fetch('/manifest.webmanifest')).json()
    const hi = await (await server.fetch('/hi/manifest.webmanifest')).json()
    expect(en).toMatchObject({ lang: 'en', start_url: '/', display: 'standalone', name: 'Shahdol Law College (शहडोल लॉ कॉलेज)' })
    expect(hi).toMatchObject({ lang: 'hi', start_url: '/hi', short_name: 'शहडोल लॉ कॉलेज', name: 'शहडोल लॉ कॉलेज (Shahdol Law College)' })
    for (const icon of en.icons as { src: string; sizes: string }[]) {
      const res = await server.fetch(icon.src)
      expect(res.status, icon.src).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
    }
    expect((await server.fetch('/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN, startTestServer, type TestServer } from '../helpers/server'
import { SPEC, adminCookie, signedSessionCookie } from './support'

/** Directive name → its sources, from a Content-Security-Policy header. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name, sources)
  }
  return directives
}

/** Scripts that run: any <script> without src, other than JSON-LD data blocks. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/i
/** Inline event handler attributes (onclick=…), which script-src-attr 'none' would block. */
const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i

function expectSecurityHeaders(res: Response, what: string) {
  const csp = parseCsp(res.headers.get('content-security-policy'))
  expect(csp.get('script-src'), what).toEqual(["'self'"])
  expect(csp.get('default-src'), what).toEqual(["'self'"])
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"])
  expect(csp.get('object-src'), what).toEqual(["'none'"])
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:'])
  expect(csp.get('connect-src'), what).toEqual(["'self'"])
  // 'unsafe-inline' is allowed for styles only (React style props, the banner script, react-toastify)
  for (const [name, sources] of csp) if (name !== 'style-src') expect(sources, `${what} ${name}`).not.toContain("'unsafe-inline'")
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('x-frame-options'), what).toBe('DENY')
  const permissions = res.headers.get('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, what).toContain(`${feature}=()`)
  expect(res.headers.get('x-powered-by'), what).toBeNull()
}

describe('security headers', () => {
  let server: TestServer
  let uploadPath: string
  let assetPath: string | undefined
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
    const banner = await server.ctx.db.selectFrom('banners').select('imageUrl').executeTakeFirstOrThrow()
    uploadPath = `/uploads/Home/${banner.imageUrl}`
    const home = await (await server.fetch('/')).text()
    assetPath = home.match(/(?:src|href)="(\/assets\/[^"]+)"/)?.[1]
  })
  afterAll(() => server?.close())

  it('are on every kind of response: pages, 404s, API JSON, uploads, build assets, health', async () => {
    const paths = ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm', '/vvs/panel/login', '/vvs/panel/dashboard', '/no-such-page', '/api/no-such-call', '/healthz', uploadPath, '/uploads/Home/missing.jpg']
    if (assetPath) paths.push(assetPath)
    for (const pathname of paths) {
      // twice: the second answer of a public page comes from the page cache
      for (const round of [1, 2]) {
        const res = await server.fetch(pathname, { redirect: 'manual' })
        await res.arrayBuffer()
        expectSecurityHeaders(res, `${pathname} (#${round}, ${res.status})`)
      }
    }
  })

  it('serves uploads with their image type and nosniff, so a file is never run as HTML or script', async () => {
    const res = await server.fetch(uploadPath)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('pages put no inline script and no inline event handler in their HTML, so script-src self holds', async () => {
    for (const pathname of ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm', '/vvs/panel/login']) {
      const html = await (await server.fetch(pathname)).text()
      expect(html, pathname).not.toMatch(INLINE_SCRIPT)
      expect(html, pathname).not.toMatch(INLINE_HANDLER)
    }
  })

  it('never marks a response that sets or clears a cookie as public: stale cookies on every page, login, logout', async () => {
    const now = Date.now()
    const secret = server.ctx.config.sessionSecret
    const stale = [
      signedSessionCookie(secret, { adminId: 'no-such-admin', version: 1, loginAt: now, seenAt: now }),
      signedSessionCookie(secret, { adminId: 'x', version: 1, loginAt: now - 8 * 24 * 3600_000, seenAt: now - 13 * 3600_000 }),
    ]
    const answers: { what: string; res: Response }[] = []
    for (const pathname of ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm', '/no-such-page', '/vvs/panel/login', '/api/topbar/getTopbarData', '/sitemap.xml']) {
      // twice: the second answer of a public page comes from the page cache
      for (const cookie of [stale[0]!, stale[1]!, stale[0]!]) answers.push({ what: `GET ${pathname}`, res: await server.fetch(pathname, { headers: { cookie }, redirect: 'manual' }) })
    }
    // a signed-in admin whose session is refreshed (seenAt older than a minute) on a public page
    answers.push({ what: 'refreshed session on /', res: await server.fetch('/', { headers: { cookie: await adminCookie(server, now - 2 * 60_000) } }) })
    const json = { 'content-type': 'application/json', origin: server.url }
    answers.push({ what: 'login', res: await server.fetch(SPEC.login, { method: 'POST', headers: json, body: JSON.stringify(TEST_ADMIN) }) })
    answers.push({ what: 'logout', res: await server.fetch(SPEC.logout, { method: 'POST', headers: { ...json, cookie: stale[0]! }, body: '{}' }) })
    let withCookie = 0
    for (const { what, res } of answers) {
      await res.arrayBuffer()
      if (res.headers.getSetCookie().length === 0) continue
      withCookie++
      expect(res.headers.get('cache-control'), what).not.toMatch(/public|s-maxage|max-age=[1-9]/)
      expect(res.headers.get('cache-control'), what).toMatch(/no-store/)
      expect(res.headers.get('vary') ?? '', what).toMatch(/\bCookie\b/i)
    }
    // the stale cookies were cleared on every page, the fresh ones set: all those answers were checked
    expect(withCookie).toBeGreaterThanOrEqual(answers.length - 2)
  })

  it('sends no HSTS over plain HTTP, nor for a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const res = await server.fetch('/', { headers })
      await res.arrayBuffer()
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })
})

describe('HSTS behind a trusted HTTPS proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
  })
  afterAll(() => server?.close())

  it('is sent when the proxy says the browser used HTTPS, and not otherwise', async () => {
    const secure = await server.fetch('/contactUs', { headers: { 'x-forwarded-proto': 'https' } })
    await secure.arrayBuffer()
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000')
    const plain = await server.fetch('/contactUs', { headers: { 'x-forwarded-proto': 'http' } })
    await plain.arrayBuffer()
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })
})

import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { malformedPaths, malformedRequest, seededRandom, type FuzzRequest } from './fuzz'
import { fillPath, pageRoutes, routesOf, type AppRoute } from './routes'
import { adminCookie } from './support'

const REQUESTS = 5200
const CONCURRENCY = 8
const SEED = 20261121

describe('fuzzing every route with malformed requests', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1', SUBMIT_RATE_LIMIT: '1000000' })
  })
  afterAll(() => server?.close())

  it(`answers ${REQUESTS} malformed requests across every route without a single 5xx, and the database stays sound`, async () => {
    const apiRoutes = routesOf(server.app)
    const pages: AppRoute[] = pageRoutes().map((path) => ({ method: 'GET', path }))
    const routes = [...apiRoutes, ...pages]
    // the spec lists 36 API calls; the router must expose at least the ones the public site needs
    expect(apiRoutes.filter((r) => r.path.startsWith('/api/')).length).toBeGreaterThanOrEqual(30)
    expect(pages.length).toBeGreaterThanOrEqual(8)

    const db = server.ctx.db
    const ids = [
      ...(await db.selectFrom('blogs').select('id').execute()),
      ...(await db.selectFrom('programs').select('id').execute()),
      ...(await db.selectFrom('eventCategories').select('id').execute()),
      ...(await db.selectFrom('foundationEntries').select('id').execute()),
    ].map((r) => r.id)

    const rnd = seededRandom(SEED)
    const statuses = new Map<number, number>()
    const perRoute = new Map<string, number>()
    const failures: string[] = []
    let cookie = await adminCookie(server)
    let sent = 0

    const send = async (request: FuzzRequest) => {
      try {
        const res = await server.fetch(request.path, { method: request.method, headers: request.headers, body: request.body as BodyInit | undefined, redirect: 'manual' })
        await res.arrayBuffer()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (res.status >= 500) failures.push(`${res.status} ${request.method} ${request.path.slice(0, 120)} (${request.kind}, cookie: ${request.withCookie})`)
      } catch (err) {
        failures.push(`no answer: ${request.method} ${request.path.slice(0, 120)} (${request.kind}): ${(err as Error).message}`)
      }
    }

    for (let i = 0; i < REQUESTS; i += CONCURRENCY) {
      // logout and password-like calls may end the session: sign a fresh cookie every batch
      if (i % (CONCURRENCY * 10) === 0) cookie = await adminCookie(server)
      const batch: FuzzRequest[] = []
      for (let j = 0; j < CONCURRENCY && i + j < REQUESTS; j++) {
        const route = routes[(i + j) % routes.length]!
        perRoute.set(`${route.method} ${route.path}`, (perRoute.get(`${route.method} ${route.path}`) ?? 0) + 1)
        batch.push(malformedRequest(rnd, route, ids, cookie, server.url))
      }
      await Promise.all(batch.map(send))
      sent += batch.length
    }

    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')
    console.log(`fuzz: ${routes.length} routes (${apiRoutes.length} from the router, ${pages.length} pages), ${sent} requests, 5xx: ${failures.length}; statuses ${summary}`)
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(5000)
    for (const [route, count] of perRoute) expect(count, route).toBeGreaterThanOrEqual(Math.floor(REQUESTS / routes.length))

    const health = await server.fetch('/healthz')
    expect(health.status).toBe(200)
    expect(server.ctx.sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(server.ctx.sqlite.pragma('foreign_key_check')).toEqual([])
    expect((await server.fetch('/')).status).toBe(200)
  })

  it('answers malformed percent-encodings and path tricks on every mount (/assets, /uploads, public files, pages, /api) without a 5xx', async () => {
    // A public page links only its small entry script (its CSS is inline, docs/decisions/054); the
    // admin sign-in page still links its stylesheets and preloads its chunks.
    const home = await (await server.fetch('/')).text()
    const login = await (await server.fetch('/vvs/panel/login')).text()
    const assets = [...new Set([...(home.match(/\/assets\/[^"']+/g) ?? []), ...(login.match(/\/assets\/[^"']+/g) ?? [])])]
    const uploads: string[] = []
    for (const [table, folder] of [['banners', 'Home'], ['eventImages', 'Event'], ['blogs', 'Blogs']] as const) {
      const row = await server.ctx.db.selectFrom(table).select('imageUrl').where('imageUrl', 'is not', null).executeTakeFirst()
      if (row?.imageUrl) uploads.push(`/uploads/${folder}/${row.imageUrl}`)
    }
    const apiGets = routesOf(server.app).filter((r) => r.method === 'GET' && r.path.startsWith('/api/')).map((r) => fillPath(r.path, () => 'x'))
    const mounts = { assets, uploads, public: ['/robots.txt', '/favicon.ico'], pages: pageRoutes(), api: apiGets }
    expect(assets.length).toBeGreaterThan(0)
    expect(uploads.length).toBeGreaterThan(0)

    const rnd = seededRandom(SEED + 1)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    /** node:http, so that the path goes out exactly as written (fetch would normalise "%2e%2e"). */
    const send = (request: { method: string; path: string; headers: Record<string, string> }) =>
      new Promise<void>((resolve) => {
        const req = http.request(server.url + '/', { method: request.method, path: request.path, headers: request.headers }, (res) => {
          res.resume()
          res.on('end', () => {
            const status = res.statusCode ?? 0
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
            if (status >= 500) failures.push(`${status} ${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 80)}`)
            resolve()
          })
        })
        req.on('error', (err) => {
          failures.push(`no answer: ${request.method} ${request.path.slice(0, 120)}: ${err.message}`)
          resolve()
        })
        req.end()
      })
    for (const [mount, bases] of Object.entries(mounts)) {
      for (const base of bases) {
        const requests = malformedPaths(rnd, base, mount === 'pages' || mount === 'api' ? 12 : 40)
        for (let i = 0; i < requests.length; i += CONCURRENCY) await Promise.all(requests.slice(i, i + CONCURRENCY).map(send))
        sent += requests.length
      }
    }
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')
    console.log(`fuzz mounts: ${sent} requests over ${Object.values(mounts).flat().length} addresses; statuses ${summary}`)
    expect(failures).toEqual([])
    expect((await server.fetch('/healthz')).status).toBe(200)
    // the real files still come whole, precompressed when accepted, with their cache headers
    // (a chunk: files under 512 bytes, like a page's entry, are not worth compressing and are sent as they are)
    const asset = await server.fetch(assets.find((a) => a.startsWith('/assets/chunks/') && a.endsWith('.js'))!, { headers: { 'accept-encoding': 'br' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('br')
  })
})

import type http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/**
 * Every request keeps the prototype it was born with (docs/decisions/109): Express's swap in
 * app.handle is a no-op, so Node's shared http code meets one shape of request and response,
 * and a cached page keeps the CPU cost it has on a server that has served nothing else.
 */
describe('requests and responses keep one shape through Express', () => {
  let server: TestServer
  const seen: { url: string; status: number; reqBefore: object; reqAfter: object; resBefore: object; resAfter: object }[] = []
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
    // First listener: before the cached-page answer and before Express.
    server.server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const reqBefore = Object.getPrototypeOf(req)
      const resBefore = Object.getPrototypeOf(res)
      const url = req.url ?? ''
      res.once('finish', () => seen.push({ url, status: res.statusCode, reqBefore, reqAfter: Object.getPrototypeOf(req), resBefore, resAfter: Object.getPrototypeOf(res) }))
    })
  })
  afterAll(() => server?.close())

  it('the same prototypes before and after, for cached pages, API calls, errors, assets and form posts', async () => {
    const gets = ['/', '/', '/blogs', '/api/blogs/getAllBlogs', '/api/eventImages/getEventImages', '/no-such-page', '/sitemap.xml', '/vvs/panel/login', '/logo.svg', '/healthz']
    for (const url of gets) await (await server.fetch(url)).arrayBuffer()
    const post = await server.fetch('/api/admission/submit', { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: '{}' })
    expect(post.status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.map((s) => s.url)).toEqual(expect.arrayContaining([...gets, '/api/admission/submit']))
    for (const s of seen) {
      expect(s.reqAfter, `${s.url}: request prototype changed`).toBe(s.reqBefore)
      expect(s.resAfter, `${s.url}: response prototype changed`).toBe(s.resBefore)
    }
    // One shape for all: the cached hit of / and the API call were born alike.
    expect(new Set(seen.map((s) => s.reqBefore)).size).toBe(1)
    expect(new Set(seen.map((s) => s.resBefore)).size).toBe(1)
    // And Express's helpers are there: its own request and response methods, and req.app.
    expect(typeof (seen[0].reqBefore as { get?: unknown }).get).toBe('function')
    expect(typeof (seen[0].resBefore as { json?: unknown }).json).toBe('function')
    expect((seen[0].reqBefore as { app?: unknown }).app).toBe(server.app)
  })
})

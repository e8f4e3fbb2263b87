import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRESHNESS_BOUND_SECONDS, PRIVATE_NO_STORE, PUBLIC_PAGE, publicPageCacheControl } from '../../src/http/cache-control'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg } from './client'

/**
 * The one caching policy a shared cache in front obeys (docs/decisions/180), as the app sends it
 * (tests/hardening/nginx-cache.test.ts proves what nginx does with it).
 */
describe('the Cache-Control of each kind of answer', () => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startTestServer()
    cookie = await loginCookie(server)
  })
  afterAll(() => server?.close())

  const cacheControl = async (page: string, headers: Record<string, string> = {}) => {
    const res = await server.fetch(page, { headers, redirect: 'manual' })
    await res.arrayBuffer()
    return res.headers.get('cache-control')
  }

  it('public pages: a few seconds in a shared cache, then revalidated; browsers always ask', async () => {
    expect(PUBLIC_PAGE).toBe('public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=5')
    for (const page of ['/', '/hi', '/blogs', '/hi/aboutUs', '/no-such-page']) expect(await cacheControl(page), page).toBe(PUBLIC_PAGE)
  })

  it('whatever belongs to one person: private, no-store (staff on public routes too)', async () => {
    for (const page of ['/grievance/status', '/hi/grievance/status', '/vvs/login']) expect(await cacheControl(page), page).toBe(PRIVATE_NO_STORE)
    for (const page of ['/', '/blogs', '/api/blogs/getAllBlogs', '/api/topbar/getTopbarData', '/vvs/panel/dashboard']) {
      expect(await cacheControl(page, { cookie }), `${page} to staff`).toMatch(/^private, no-store(, no-transform)?$/)
    }
  })

  it('counts down to a notice falling due, with no stale copy after it', async () => {
    const staff = apiClient(server, cookie)
    const due = server.ctx.clock.now() + 3_600_000
    const form = formData({ title: 'Convocation on Monday', description: 'Convocation.', date: '2026-11-26', category: 'news', publishAt: new Date(due).toISOString() }, [['image', 'n.jpg', await jpeg()]])
    expect((await staff.multipart('POST', '/api/blogs/createBlog', form)).status).toBe(201)
    expect(await cacheControl('/blogs')).toBe(PUBLIC_PAGE)
    server.ctx.clock.set(due - 3_500)
    expect(await cacheControl('/blogs')).toBe('public, max-age=0, must-revalidate, s-maxage=3')
    server.ctx.clock.set(due - 400)
    expect(await cacheControl('/blogs')).toBe('public, max-age=0, must-revalidate, s-maxage=0')
  })

  it('the countdown itself', () => {
    const now = 1_000_000
    expect(publicPageCacheControl(0, now)).toBe(PUBLIC_PAGE)
    expect(publicPageCacheControl(now + FRESHNESS_BOUND_SECONDS * 1000, now)).toBe(PUBLIC_PAGE)
    expect(publicPageCacheControl(now + FRESHNESS_BOUND_SECONDS * 1000 - 1, now)).toBe('public, max-age=0, must-revalidate, s-maxage=9')
    expect(publicPageCacheControl(now + 999, now)).toMatch(/s-maxage=0$/)
    expect(publicPageCacheControl(now - 5000, now)).toMatch(/s-maxage=0$/)
  })
})

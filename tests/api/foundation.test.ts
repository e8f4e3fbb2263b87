import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/** Scripts that run (JSON-LD data blocks are not code). */
const executableScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/

describe('foundation', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
  })
  afterAll(() => server?.close())

  it('answers /healthz once the database is open', async () => {
    const res = await server.fetch('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true, database: 'open' })
  })

  it('serves / with the announcement bar, navigation and footer in the first HTML', async () => {
    const res = await server.fetch('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Note:-')
    expect(html).toContain('Pay Fees')
    for (const label of ['Home', 'About Us', 'Course', 'News &amp; Notifications', 'Event Gallery', 'Contact Us', 'Admissions']) {
      expect(html).toContain(`>${label}<`)
    }
    for (const href of ['/aboutUs', '/blogs', '/addmissionForm', '/contactUs', '/course']) expect(html).toContain(`href="${href}"`)
    expect(html).toContain('>Extracurriculars<')
    expect(html).toContain('Madhya Pradesh')
  })

  it('renders every public route with the layout', async () => {
    for (const route of ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm']) {
      const res = await server.fetch(route)
      expect(res.status, route).toBe(200)
      const html = await res.text()
      expect(html, route).toContain('class="site-header"')
      expect(html, route).toContain('class="site-footer"')
    }
  })

  it('ships the header script alone on every page without a script of its own (decision 117): the statement, the disclosure pages, the 404', async () => {
    for (const path of ['/accessibility', '/disclosure', '/documents', '/committees', '/search', '/no-such-page']) {
      const html = await (await server.fetch(path)).text()
      const scripts = html.match(new RegExp(executableScript.source, 'g')) ?? []
      expect(scripts, path).toHaveLength(1)
      expect(scripts[0], path).toMatch(/src="\/assets\/entries\/pages_client\.[\w-]+\.js"/)
    }
  })

  it('answers a public page from the cache with the same bytes and headers, ETag and 304', async () => {
    const headers = { 'accept-encoding': 'br' }
    const first = await server.fetch('/blogs', { headers })
    const second = await server.fetch('/blogs', { headers })
    expect(await second.text()).toBe(await first.text())
    for (const res of [first, second]) {
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=5')
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Save-Data')
    }
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    const revalidated = await server.fetch('/blogs', { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(revalidated.status).toBe(304)
  })

  it('renders a cached page anew after a content write', async () => {
    const before = await (await server.fetch('/')).text()
    await server.ctx.db.updateTable('topbar').set({ message: 'Fresh notice after a write' }).execute()
    expect(await (await server.fetch('/')).text()).toBe(before)
    server.ctx.content.bump()
    expect(await (await server.fetch('/')).text()).toContain('Fresh notice after a write')
  })

  it('answers unknown routes with a real 404 page', async () => {
    const res = await server.fetch('/no-such-page')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
  })

  it('sends the dashboard to login without a session, before any HTML', async () => {
    const res = await server.fetch('/vvs/panel/dashboard', { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/\/vvs\/panel\/login$/)
  })
})

describe('restarts and configuration', () => {
  it('keeps what was written when restarted on the same DATA_DIR', async () => {
    const first = await startTestServer({ SEED_DEMO: '1' })
    const dirs = { dataDir: first.dataDir, uploadsDir: first.uploadsDir }
    const before = await first.ctx.db.selectFrom('blogs').select(['id', 'title']).orderBy('id').execute()
    await first.ctx.db.insertInto('topbar').values({ id: 'restart-check', message: 'Kept across restarts', link: '', createdAt: '2100-01-01T00:00:00.000Z', updatedAt: '2100-01-01T00:00:00.000Z' }).execute()
    await first.stop()

    const second = await startTestServer({ SEED_DEMO: '1' }, dirs)
    try {
      const after = await second.ctx.db.selectFrom('blogs').select(['id', 'title']).orderBy('id').execute()
      expect(after).toEqual(before)
      expect(before.length).toBeGreaterThan(0)
      expect(await (await second.fetch('/')).text()).toContain('Kept across restarts')
    } finally {
      await second.close()
    }
  })

  it('stops the start with one clear line for a bad value', async () => {
    const run = promisify(execFile)
    const error = await run(process.execPath, ['--import', 'tsx', 'server.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '.tmp/bad-env' },
    }).catch((err) => err)
    expect(error.code).toBe(1)
    const lines = error.stderr.trim().split('\n').filter((l: string) => !l.includes('npm warn'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z ERROR start failed: PORT must be a whole number from 0 to 65535 \(got "eighty"\)$/)
  })
})

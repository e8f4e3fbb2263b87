import { expect, request, test, type BrowserContext, type Page } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { freePort, spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { PHONE } from './fixtures'
import { POPUP_SHOWN_KEY } from './public-support'
import { makeJpeg } from './admin-support'
import { startHostRewritingProxy } from '../helpers/host-proxy'

/**
 * Issue 42 in the browser: the service worker (/sw.js, docs/decisions/184) keeps what a visitor
 * read and gives it back offline with a note; nothing private is ever kept. Its own server: the
 * notice with a PDF added here is nobody else's.
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }
let server: ChildServer
let dirs: ReturnType<typeof tempDirs>
let notice: { id: string; title: string; pdf: string }

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dirs = tempDirs('offline-e2e')
  server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' }, { port: await freePort() })
  const api = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const made = async (path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) => {
    const res = await api.post(path, { multipart })
    expect(res.status(), await res.text()).toBe(201)
    const body = (await res.json()) as { data?: { _id: string; url?: string }; _id?: string }
    return body.data ?? { _id: body._id! }
  }
  const title = 'Semester examination timetable'
  const document = await made('/api/documents', { title: 'Examination timetable', category: 'fees', file: { name: 'timetable.pdf', mimeType: 'application/pdf', buffer: await textPdf(['Examination timetable', 'LL.B. semester II: 2 December']) } })
  const blog = await made('/api/blogs/createBlog', { title, description: 'The timetable of the semester examinations.', date: '2026-11-20', category: 'admission news', linkTitle: '', link: '', attachmentId: document._id, image: await makeJpeg('timetable', 600, 300) })
  await api.dispose()
  notice = { id: blog._id, title, pdf: '' }
})

test.afterAll(async () => {
  await server?.stop()
  dirs?.remove()
})

async function visitor(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE })
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY)
  return { context, page: await context.newPage() }
}

/** Opens a page and waits until the worker controls it (registered after load, it claims the page). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Every URL the worker has kept, in every cache. */
function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`)
    return urls
  })
}

/** Reads `path` through the worker as the browser's PDF viewer would: status, type and first bytes. */
function fetchThroughWorker(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url)
    const bytes = new Uint8Array(await res.arrayBuffer())
    return { status: res.status, type: res.headers.get('content-type'), start: String.fromCharCode(...bytes.slice(0, 5)) }
  }, path)
}

for (const lang of ['en', 'hi'] as const) {
  const prefix = lang === 'hi' ? '/hi' : ''
  const note = lang === 'hi' ? /^सहेजी गई प्रति, .*2026.* की — आप ऑफ़लाइन हैं$/ : /^Saved copy from .*2026.* — you are offline$/
  test(`${lang}: a visitor reads the notices and a notice with its PDF, goes offline and reads them again with the note`, async ({ browser }) => {
    const { context, page } = await visitor(browser)
    await openControlled(page, `${prefix}/blogs`)
    // read once more now that the worker sees it, then the notice and its PDF
    await page.goto(`${prefix}/blogs`)
    await expect(page.locator('.offline-note')).toHaveCount(0)
    // the news column scrolls by itself: the link is followed as a visitor's tap would
    const detail = `${prefix}/blogs/detail/${notice.id}`
    await expect(page.locator(`a[href="${detail}"]`).first()).toHaveText(notice.title)
    await page.goto(detail)
    const pdf = await page.locator('a[type="application/pdf"]').getAttribute('href')
    expect(pdf).toMatch(/^\/documents\//)
    expect(await fetchThroughWorker(page, pdf!)).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' })
    await expect.poll(() => keptUrls(page)).toEqual(expect.arrayContaining([`slc-pages-v1 ${prefix}/blogs`, `slc-notices-v1 ${detail}`, `slc-notices-v1 ${pdf}`]))

    await context.setOffline(true)
    await page.goto(`${prefix}/blogs`)
    await expect(page.locator('.offline-note')).toHaveText(note)
    await expect(page.locator(`a[href="${detail}"]`).first()).toHaveText(notice.title)
    await page.goto(detail)
    await expect(page.locator('.offline-note')).toHaveText(note)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notice.title)
    expect(await fetchThroughWorker(page, pdf!)).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' })
    await page.screenshot({ path: `.tmp/offline-note-${lang}-360.png` })
    await context.close()
  })
}

test('a page never visited shows the offline page in both languages', async ({ browser }) => {
  const { context, page } = await visitor(browser)
  await openControlled(page, '/blogs')
  await context.setOffline(true)
  const answer = await page.goto('/aboutUs')
  expect(answer?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('आप ऑफ़लाइन हैं')
  await page.goto('/hi/contactUs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफ़लाइन हैं')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await page.screenshot({ path: '.tmp/offline-page-hi-360.png' })
  await context.close()
})

test('the panel and a grievance status page are never kept: offline they are the browser’s own error', async ({ browser }) => {
  const { context, page } = await visitor(browser)
  await openControlled(page, '/blogs')
  for (const path of ['/vvs/panel/login', '/grievance/status', '/hi/grievance/status', '/grievance']) {
    const online = await page.goto(path)
    expect(online?.ok(), path).toBe(true)
  }
  // an API read and an admin call through the page: not kept either
  await page.evaluate(() => fetch('/api/blogs/getAllBlogs').then((r) => r.text()))
  const kept = await keptUrls(page)
  expect(kept.filter((entry) => /\/(vvs|api|grievance)(\/|$)/.test(entry))).toEqual([])
  await context.setOffline(true)
  for (const path of ['/vvs/panel/login', '/grievance/status']) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  }
  await context.close()
})

test('a new build replaces the cached assets: the old build’s cache is deleted when its worker takes over', async ({ browser }) => {
  // the site behind a proxy that can play the next deploy: the same worker, another build's name
  const deployed: Record<string, { type: string; body: string }> = {}
  const proxy = await startHostRewritingProxy(server.url, deployed)
  try {
    const context = await browser.newContext({ baseURL: proxy.url, viewport: PHONE })
    const page = await context.newPage()
    await openControlled(page, '/blogs')
    await page.reload()
    const source = await (await page.request.get('/sw.js')).text()
    const build = /const BUILD = "([^"]+)"/.exec(source)![1]
    const assetsOf = async (name: string) => (await keptUrls(page)).filter((entry) => entry.startsWith(`slc-assets-${name} /assets/`)).length
    await expect.poll(() => assetsOf(build)).toBeGreaterThan(0)

    deployed['/sw.js'] = { type: 'text/javascript; charset=utf-8', body: source.replace(JSON.stringify(build), '"next-build"') }
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(`slc-assets-${build}`)
    await page.reload()
    await expect.poll(() => assetsOf('next-build')).toBeGreaterThan(0)
    // what was read is still there for reading offline
    expect(await keptUrls(page)).toContain('slc-pages-v1 /blogs')
    await context.close()
  } finally {
    await proxy.close()
  }
})

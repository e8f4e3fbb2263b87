import { expect, test } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { DESKTOP } from './fixtures'
import { E2E_SERVERS } from '../../playwright.config'
import { apiLogin, createStaffAdmin, dashboardReady, jsonOf, makeJpeg, openPanel, signedIn, visitorWithoutJs } from './admin-support'

/**
 * A scheduled notice with a PDF appears by itself at its time and leaves the column at its expiry,
 * with no write in between: the server's clock is moved (TEST_CLOCK=1, PUT /api/test/clock) and the
 * browser's (page.clock). Its own server: the server the other admin specs share keeps real time,
 * so no test beside this one meets a clock moved under it (the shared one is started without
 * TEST_CLOCK, and refuses to move).
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }
const tag = Date.now().toString(36)
let server: ChildServer
let dirs: ReturnType<typeof tempDirs>

test.beforeAll(async () => {
  dirs = tempDirs('scheduled-notice-e2e')
  server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TEST_CLOCK: '1', LOG_LEVEL: 'silent' })
})

test.afterAll(async () => {
  await server?.stop()
  dirs?.remove()
})

test('a notice with a PDF, scheduled a minute ahead, appears by itself and later expires (server and browser clocks moved)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  const baseURL = server.url
  const start = Math.floor(Date.now() / 60_000) * 60_000 + 60_000
  const setServerClock = async (at: number) => expect((await page.request.put('/api/test/clock', { data: { at: new Date(at).toISOString() }, headers: { origin: baseURL! } })).status()).toBe(200)
  await page.clock.install({ time: start })
  await page.setViewportSize(DESKTOP)
  await signedIn(page, ADMIN)
  // the notice's PDF, in the library first
  const uploaded = await page.request.post('/api/documents', { headers: { origin: baseURL }, multipart: { title: `Fee Structure ${tag}`, category: 'fees', academicYear: '2026-27', file: { name: `Fee-Structure-${tag}.pdf`, mimeType: 'application/pdf', buffer: await textPdf([`Fee structure ${tag}`, 'Tuition fee 18000 per year']) } } })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  await setServerClock(start)
  await openPanel(page, 'Add News Data')
  const local = (at: number) => page.evaluate((ms) => {
    const d = new Date(ms)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
  }, at)
  const title = `Exam form notice ${tag}`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('Examination forms are due by the end of the month.')
  await page.getByLabel('Date', { exact: true }).fill('2026-11-22')
  await page.getByLabel('Category', { exact: true }).selectOption('news')
  await page.getByLabel('PDF attachment (optional)').selectOption({ label: `Fee Structure ${tag} (1 KB)` })
  await page.getByLabel('Publish at (optional)').fill(await local(start + 60_000))
  await page.getByLabel('Expire at (optional)').fill(await local(start + 120_000))
  await page.getByLabel('Pin to the top of its column').check()
  await page.locator('#news-add-image').setInputFiles([await makeJpeg(`Exam ${tag}`, 900, 600, 10)])
  const added = await jsonOf(page, '/api/blogs/createBlog', () => page.getByRole('button', { name: 'Add News' }).click())
  expect(added.response.status()).toBe(201)
  expect(added.body.data).toMatchObject({ publishAt: new Date(start + 60_000).toISOString(), expireAt: new Date(start + 120_000).toISOString(), pinned: true })
  const id: string = added.body.data._id
  await openPanel(page, 'All News')
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText(/^Scheduled for /)).toBeVisible()

  const { context: visitorContext, page: visitor } = await visitorWithoutJs(browser, baseURL)
  const column = () => visitor.getByRole('region', { name: 'News', exact: true })
  await visitor.goto('/blogs')
  await expect(visitor.getByText(title)).toHaveCount(0)
  expect((await visitor.goto(`/blogs/detail/${id}`))!.status()).toBe(404)
  await visitor.goto(`/search?q=${encodeURIComponent(`exam ${tag}`)}`)
  // the search may find other pages by its words ("exam" is a synonym of parents' words), never the scheduled notice
  await expect(visitor.locator('main').getByText(title)).toHaveCount(0)

  // A minute later, with no write in between: the cached /blogs page gives way by itself
  await setServerClock(start + 61_000)
  await visitor.goto('/blogs')
  const card = column().locator('.news-card', { hasText: title }).first()
  await expect(card).toBeVisible()
  await expect(column().locator('.news-card__title').first()).toHaveText(title)
  await expect(card.getByRole('link', { name: /^Download PDF \(1 KB\)/ })).toHaveAttribute('href', /^\/documents\/[a-f0-9]{24}\//)
  await visitor.goto(`/search?q=${encodeURIComponent(`exam ${tag}`)}`)
  await expect(visitor.getByRole('link', { name: title })).toHaveAttribute('href', `/blogs/detail/${id}`)
  await page.clock.setFixedTime(start + 61_000)
  await page.reload()
  await dashboardReady(page)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText(/^Scheduled for /)).toHaveCount(0)

  // Past its expiry: out of the column, still at its address, marked expired
  await setServerClock(start + 121_000)
  await visitor.goto('/blogs')
  await expect(visitor.getByText(title)).toHaveCount(0)
  await visitor.goto(`/blogs/detail/${id}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(visitor.getByRole('note')).toContainText('This notice has expired')
  await expect(visitor.getByRole('link', { name: /^Download PDF \(1 KB\)/ })).toBeVisible()
  await visitorContext.close()
  await context.close()
})


test("the server the other admin specs share keeps real time: signed in, staff cannot move its clock", async ({ playwright }) => {
  const shared = `http://127.0.0.1:${E2E_SERVERS.admin.port}`
  const request = await playwright.request.newContext({ baseURL: shared })
  await apiLogin(request, shared, createStaffAdmin('clock-refused'))
  const moved = await request.put('/api/test/clock', { data: { at: new Date(Date.now() + 3_600_000).toISOString() }, headers: { origin: shared } })
  expect(moved.status()).toBe(404)
  await request.dispose()
})

import { expect, test, type Browser, type Page } from '@playwright/test'
import { SESSION_EXPIRES_IN_HEADER } from '../../src/platform/auth/session-header'
import { cookieFrom, spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { DESKTOP, PHONE } from './fixtures'
import { shot } from './admin-support'

/**
 * Issue 39 row 10 (WCAG 2.2.1 Timing Adjustable, "extend"): two minutes before the staff session
 * ends, an alert dialog says so and "Stay signed in" asks the server, which renews it; after the
 * original end the panel still works. Without an answer the session ends and the panel says so.
 *
 * No test waits for real time: the browser's clock is Playwright's (page.clock) and the server's
 * is moved (TEST_CLOCK=1, PUT /api/test/clock), so its own server: moving the clock 12 hours would
 * end every other test's session. The sidebar's new-enquiry count (roles with enquiries) asks the
 * server every minute by itself; that never keeps a session alive, so an Admissions desk member's
 * open, unattended panel warns too (the last test).
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }
const HOUR = 60 * 60_000
/** SESSION_IDLE_MS of src/platform/auth/session.ts: a session unused 12 hours is over. */
const SESSION_IDLE_MS = 12 * HOUR
let server: ChildServer
let dirs: ReturnType<typeof tempDirs>
let adminCookie = ''

function call(path: string, body: unknown, cookie = '', method = 'POST') {
  return fetch(server.url + path, { method, headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })
}

/** Moves the server's clock, signed in afresh (the Administrator's own session ends with the hours moved too). */
async function setServerClock(at: number): Promise<void> {
  adminCookie = cookieFrom(await call('/api/admin/login', ADMIN))
  expect((await call('/api/test/clock', { at: new Date(at).toISOString() }, adminCookie, 'PUT')).status).toBe(200)
}

test.beforeAll(async () => {
  dirs = tempDirs('session-warning-e2e')
  server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TEST_CLOCK: '1', LOG_LEVEL: 'silent' })
})

test.afterAll(async () => {
  await server?.stop()
  dirs?.remove()
})

/** An Editor (or another role) made through the Administrator's own calls. */
async function editor(label: string, role = 'editor'): Promise<{ email: string; password: string }> {
  const email = `${role}-${label}-${Date.now().toString(36)}@college.test`
  const made = await call('/api/admin/accounts', { name: `Staff ${label}`, email, role }, adminCookie)
  expect(made.status).toBe(201)
  const token = new URL((await made.json()).link, server.url).searchParams.get('token')
  const password = 'editor-pass-2026'
  expect((await call('/api/admin/accounts/setPassword', { token, password })).status).toBe(200)
  return { email, password }
}

type Clocked = { page: Page; secondsLeft: number; heardAt: number }

/** Signs in through the form in a browser whose clock the test moves; resolves with the seconds left the first answer told, and the browser's time then. */
async function signedInWithClock(browser: Browser, viewport: { width: number; height: number }, account: { email: string; password: string }): Promise<Clocked> {
  const context = await browser.newContext({ baseURL: server.url, viewport })
  const page = await context.newPage()
  await page.clock.install()
  await page.goto('/vvs/panel/login')
  await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  const told = page.waitForResponse((res) => res.url().includes('/api/') && res.url() !== `${server.url}/api/admin/login` && res.headers()[SESSION_EXPIRES_IN_HEADER.toLowerCase()] !== undefined)
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard/)
  await expect(page.locator('[data-island="admin-dashboard"]')).toHaveAttribute('data-hydrated', 'true')
  const secondsLeft = Number((await told).headers()[SESSION_EXPIRES_IN_HEADER.toLowerCase()])
  return { page, secondsLeft, heardAt: await page.evaluate(() => Date.now()) }
}

/**
 * Moves the browser's clock to `before` ms ahead of the end the server told (at most that: the
 * answer arrived a moment before `heardAt`), firing the timers due meanwhile.
 */
async function browserTo({ page, secondsLeft, heardAt }: Clocked, before: number): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.fastForward(Math.max(0, heardAt + secondsLeft * 1000 - before - now))
}

const warningOf = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' })

for (const viewport of [PHONE, DESKTOP]) {
  test(`two minutes before the session ends an alert dialog warns, and "Stay signed in" extends it on the server: after the original end the panel still works, at ${viewport.width} px (WCAG 2.2.1)`, async ({ browser }) => {
    const start = Date.now()
    await setServerClock(start)
    const account = await editor(`stay${viewport.width}`)
    // The control: the same person signed in elsewhere at the same time, never renewed.
    const other = cookieFrom(await call('/api/admin/login', account))
    const clocked = await signedInWithClock(browser, viewport, account)
    const { page, secondsLeft } = clocked
    // The server tells the end; the panel does not guess it.
    expect(secondsLeft).toBeGreaterThan(SESSION_IDLE_MS / 1000 - 120)
    expect(secondsLeft).toBeLessThanOrEqual(SESSION_IDLE_MS / 1000)

    // Five minutes before the end: nothing yet. Ninety seconds before: the warning.
    await browserTo(clocked, 5 * 60_000)
    await expect(page.locator('.admin-panel-title')).toBeVisible()
    await expect(warningOf(page)).toHaveCount(0)
    await browserTo(clocked, 90_000)
    const warning = warningOf(page)
    await expect(warning).toBeVisible()
    await expect(warning).toContainText(/you will be signed out at \d{2}:\d{2} [ap]m \(in about \d minutes?\)/)
    const stay = warning.getByRole('button', { name: 'Stay signed in' })
    await expect(stay).toBeFocused()
    await shot(page, 'session-warning')
    expect(await page.evaluate(() => (document.querySelector('[role="alertdialog"]') as HTMLDialogElement).open)).toBe(true)

    // The server's own time, eleven hours on: the session still holds (an hour to spare, however slow the machine).
    await setServerClock(start + 11 * HOUR)
    const renewed = page.waitForResponse((res) => res.url().endsWith('/api/admin/me'))
    await stay.click()
    const answer = await renewed
    expect(answer.status()).toBe(200)
    expect(Number(answer.headers()[SESSION_EXPIRES_IN_HEADER.toLowerCase()])).toBeGreaterThan(SESSION_IDLE_MS / 1000 - 120)
    await expect(warning).toHaveCount(0)

    // Past the original end (12 hours after sign-in): the renewed session works, the other one has ended.
    await setServerClock(start + 12 * HOUR + 10 * 60_000)
    expect((await fetch(`${server.url}/api/admin/me`, { headers: { cookie: other } })).status).toBe(401)
    const isPhone = viewport.width < 1024
    if (isPhone) await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const loaded = page.waitForResponse((res) => res.url().includes('/api/blogs/'))
    await page.locator('#admin-sidebar').getByRole('link', { name: 'All News', exact: true }).click()
    expect((await loaded).status()).toBe(200)
    await expect(page.locator('.admin-panel-title')).toHaveText('All News')
    await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0)
    await expect(warningOf(page)).toHaveCount(0)
    await page.context().close()
  })

  test(`a warning closed with Escape gives focus back, and without an answer the session ends and the panel says so, at ${viewport.width} px (WCAG 2.2.1)`, async ({ browser }) => {
    const start = Date.now()
    await setServerClock(start)
    const clocked = await signedInWithClock(browser, viewport, await editor(`end${viewport.width}`))
    const { page } = clocked
    const skip = page.getByRole('link', { name: 'Skip to panel' })
    await skip.focus()
    await browserTo(clocked, 90_000)
    const warning = warningOf(page)
    await expect(warning).toBeVisible()
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(warning).toHaveCount(0)
    await expect(skip).toBeFocused()

    // The end passes on both clocks: the panel's one call at the end hears that it is over.
    await setServerClock(start + 12 * HOUR + 5 * 60_000)
    const ended = page.waitForResponse((res) => res.url().endsWith('/api/admin/me'))
    // Paused first, so the notice is read before its own timer opens the sign-in page.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.clock.fastForward(3 * 60_000)
    expect((await ended).status()).toBe(401)
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible()
    await page.context().close()
  })
}

test('an Admissions desk member whose open panel counts new enquiries every minute by itself is still warned before the idle end: the count does not keep the session alive (WCAG 2.2.1)', async ({ browser }) => {
  const start = Date.now()
  await setServerClock(start)
  const clocked = await signedInWithClock(browser, DESKTOP, await editor('desk', 'admissions'))
  const { page, secondsLeft } = clocked
  await expect(page.locator('#admin-sidebar')).toBeVisible()
  // Half an hour on both clocks with no one at the keyboard: the sidebar asks for its count.
  await setServerClock(start + 30 * 60_000)
  const counted = page.waitForResponse((res) => res.url().endsWith('/api/enquiries/summary'))
  await page.clock.fastForward(30 * 60_000)
  const answer = await counted
  expect(answer.status()).toBe(200)
  // The session still ends 12 hours after sign-in: the count did not renew it.
  expect(Number(answer.headers()[SESSION_EXPIRES_IN_HEADER.toLowerCase()])).toBeLessThanOrEqual(secondsLeft - 29 * 60)
  // Both clocks to ninety seconds before that end: the count asked meanwhile tells the same end, and the warning shows.
  await setServerClock(start + SESSION_IDLE_MS - 90_000)
  await browserTo(clocked, 90_000)
  await expect(warningOf(page)).toBeVisible()
  await page.context().close()
})

test('with the panel in Hindi the warning and the end of the session are said in Hindi, the time in Hindi words (docs/decisions/230)', async ({ browser }) => {
  const start = Date.now()
  await setServerClock(start)
  const account = await editor('hindi')
  expect((await call('/api/admin/panel-language', { lang: 'hi' }, cookieFrom(await call('/api/admin/login', account)), 'PUT')).status).toBe(200)
  const clocked = await signedInWithClock(browser, PHONE, account)
  const { page } = clocked
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await browserTo(clocked, 90_000)
  const warning = page.getByRole('alertdialog', { name: 'आपका सत्र समाप्त होने वाला है' })
  await expect(warning).toBeVisible()
  await expect(warning).toContainText(/आपकी सुरक्षा के लिए [\u0900-\u097F]+ \d{1,2}:\d{2} बजे \(लगभग \d मिनट में\)/)
  await expect(warning.getByRole('button', { name: 'साइन इन बने रहें' })).toBeFocused()
  await shot(page, 'session-warning-hindi')
  await page.keyboard.press('Escape')
  await expect(warning).toHaveCount(0)

  await setServerClock(start + 12 * HOUR + 5 * 60_000)
  const ended = page.waitForResponse((res) => res.url().endsWith('/api/admin/me'))
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.clock.fastForward(3 * 60_000)
  expect((await ended).status()).toBe(401)
  const notice = page.getByRole('alert').filter({ hasText: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('link', { name: 'साइन इन करें', exact: true })).toBeVisible()
  await page.context().close()
})

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page, type Response } from '@playwright/test'
import sharp from 'sharp'
import { E2E_SERVERS } from '../../playwright.config'
import { DESKTOP, PHONE } from './fixtures'
import { TestSmtp } from '../helpers/smtp'

/** A real JPEG photo (a gradient with a label), made with sharp so uploads go through real decoding. */
export async function makeJpeg(label: string, width = 1200, height = 600, hue = 200): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,60%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="55%" font-size="${Math.round(height / 6)}" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text>
  </svg>`
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
  return { name: `${label.replace(/\W+/g, '-')}.jpg`, mimeType: 'image/jpeg', buffer }
}

/**
 * A second admin account in the e2e server's database (the DATA_DIR playwright.config.ts gives
 * the admin tests' server: E2E_SERVERS.admin in playwright.config.ts), through the operator's own CLI. Logging
 * out revokes every session of that admin (docs/decisions/012), so a test that logs out uses its
 * own account and does not sign out tests running beside it.
 */
export function createStaffAdmin(label: string): { email: string; password: string } {
  const dir = E2E_SERVERS.admin.dir
  const account = { email: `staff-${label}-${Date.now().toString(36)}@college.test`, password: 'staff-pass-456' }
  // A describe block's call also runs when the runner loads the spec only to list its tests (no
  // TEST_WORKER_INDEX there): no test runs in that process, and the worker that runs them loads
  // the spec again and creates the account its tests sign in with.
  if (process.env.TEST_WORKER_INDEX === undefined) return account
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create', account.email, `Staff ${label}`], {
    input: account.password + '\n',
    env: { ...process.env, DATA_DIR: path.join(dir, 'data'), UPLOADS_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  return account
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024
}

/** Waits until the dashboard island has hydrated (its buttons do nothing before that). */
export async function dashboardReady(page: Page): Promise<void> {
  await expect(page.locator('[data-island="admin-dashboard"]')).toHaveAttribute('data-hydrated', 'true')
}

/** The header's menu button, by its name in the panel's language (the page's `lang`). */
async function menuButton(page: Page) {
  const hindi = (await page.locator('html').getAttribute('lang')) === 'hi'
  return page.getByRole('button', { name: hindi ? 'मेनू' : 'Menu', exact: true })
}

/** Opens a panel from the sidebar the way a person would: through the menu button on a phone. */
export async function openPanel(page: Page, label: string): Promise<void> {
  await dashboardReady(page)
  const sidebar = page.locator('#admin-sidebar')
  if (isPhone(page)) {
    await expect(sidebar).not.toBeInViewport()
    await (await menuButton(page)).click()
    await expect(sidebar).toBeInViewport()
  }
  await sidebar.getByRole('link', { name: label, exact: true }).click()
  await expect(page.locator('.admin-panel-title')).toHaveText(label)
  if (isPhone(page)) await expect(sidebar).not.toBeInViewport()
  // Focus follows the switch to the new panel's heading
  await expect(page.locator('.admin-panel-title')).toBeFocused()
}

/** Presses a sidebar link as a person would (through the menu on a phone), without waiting for the panel: a guard may ask first. */
export async function pressSidebar(page: Page, label: string): Promise<void> {
  if (isPhone(page)) await (await menuButton(page)).click()
  await page.locator('#admin-sidebar').getByRole('link', { name: label, exact: true }).click()
}

/** The news items with exactly this title, as the All News panel's API lists them. */
export async function newsTitled(page: Page, title: string): Promise<{ _id: string; attachmentId: string | null }[]> {
  const res = await page.request.get(`/api/blogs/admin/page?offset=0&limit=25&q=${encodeURIComponent(title)}`)
  return ((await res.json()) as { data: { items: { _id: string; title: string; attachmentId: string | null }[] } }).data.items.filter((item) => item.title === title)
}

/**
 * The admin server's mail server (E2E_SERVERS.smtp) is one port for every spec: a spec listens on
 * it only in its turn, so that one spec's "mail server down" is not another's "up", and a mail is
 * caught by the spec that waits for it. The turn is a directory made atomically in the server's
 * DATA_DIR parent (emptied at each start, so a killed run leaves no turn behind); `release` ends it.
 */
export async function smtpTurn(): Promise<{ smtp: TestSmtp; release: () => Promise<void> }> {
  const endTurn = await takeSmtpTurn()
  const smtp = new TestSmtp(E2E_SERVERS.smtp.port)
  try {
    await smtp.start()
  } catch (error) {
    endTurn()
    throw error
  }
  return {
    smtp,
    release: async () => {
      await smtp.stop()
      endTurn()
    },
  }
}

/** A turn in which nobody listens on the mail port: the admin server's mails fail until `release`. */
export async function smtpDownTurn(): Promise<{ release: () => Promise<void> }> {
  const endTurn = await takeSmtpTurn()
  return { release: async () => endTurn() }
}

async function takeSmtpTurn(): Promise<() => void> {
  const turn = path.join(E2E_SERVERS.admin.dir, 'smtp-turn')
  fs.mkdirSync(E2E_SERVERS.admin.dir, { recursive: true })
  const waitFrom = Date.now()
  for (;;) {
    try {
      fs.mkdirSync(turn)
      // the wait for another spec's turn (minutes, for the office day's mails) is not this test's own time
      test.info().setTimeout(test.info().timeout + (Date.now() - waitFrom))
      let held = true
      // once only: a second call must not end the turn another spec has taken since
      return () => {
        if (held) fs.rmSync(turn, { recursive: true, force: true })
        held = false
      }
    } catch {
      // another spec's turn: its steps take seconds, and the test's own timeout bounds the wait
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Opens the sign-in page and signs in; the dashboard is shown. */
export async function signedIn(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.goto('/vvs/panel/login')
  await signIn(page, staff)
  await expect(page).toHaveURL(/dashboard$/)
}

/** Signs `request` in through the API (the cookie stays with its context), for tests that only prepare content. */
export async function apiLogin(request: APIRequestContext, baseURL: string, account: { email: string; password: string }): Promise<void> {
  const res = await request.post('/api/admin/login', { data: account, headers: { origin: baseURL } })
  expect(res.status()).toBe(200)
}

/** A visitor with no cookie and no JavaScript. */
export async function visitorWithoutJs(browser: Browser, baseURL: string | undefined, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport })
  return { context, page: await context.newPage() }
}

export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Email', { exact: true }).fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
}

/**
 * Types into an enquiries panel's search and waits for the list that search asked for: the panel
 * sends it once typing pauses, so until then the rows shown are the unsearched list's.
 */
export async function searchEnquiries(page: Page, kind: 'admission' | 'contact', text: string): Promise<void> {
  const listed = page.waitForResponse((res) => {
    const url = new URL(res.url())
    return url.pathname === `/api/${kind}/queries` && url.searchParams.get('q') === text
  })
  await page.locator(`#${kind}-search`).fill(text)
  await listed
}

/** The JSON body of the next response to a path, started before `action`. */
export async function jsonOf(page: Page, urlPart: string, action: () => Promise<unknown>): Promise<{ response: Response; body: any; mark: number }> {
  const mark = await toastMark(page)
  const waiting = page.waitForResponse((res) => res.url().includes(urlPart) && res.request().method() !== 'GET')
  await action()
  const response = await waiting
  return { response, body: await response.json(), mark }
}

/**
 * Toasts stay while the window is not focused (react-toastify pauses them), so an older toast
 * with the same text may still be there: a toast counts only if it appeared after `mark`.
 */
export async function toastMark(page: Page): Promise<number> {
  return page.locator('.Toastify__toast').evaluateAll((els) => els.reduce((max, el) => Math.max(max, Number(el.id) || 0), -1))
}

export async function expectToast(page: Page, text: string, mark: number): Promise<void> {
  await expect
    .poll(() => page.locator('.Toastify__toast', { hasText: text }).evaluateAll((els, since) => els.some((el) => Number(el.id) > since), mark))
    .toBe(true)
}

/**
 * Closes every toast by its close button until none is left: a click on a toast still sliding in
 * can miss, and a toast may come while the others close, so each pass closes what is there. A toast
 * that keeps coming back still fails, after a minute.
 */
export async function closeToasts(page: Page): Promise<void> {
  await expect(async () => {
    for (const close of await page.locator('.Toastify__close-button').all()) await close.click({ timeout: 1_000 }).catch(() => undefined)
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
}

/** Saves a full-page screenshot under .tmp/admin-screens/ (outside test-results, which every run empties) for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  const dir = path.join('.tmp', 'admin-screens')
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${width}-${name}.png`), fullPage: true, animations: 'disabled' })
}

/** Reads a download to text. */
export async function downloadText(page: Page, click: () => Promise<unknown>): Promise<{ name: string; text: string }> {
  const waiting = page.waitForEvent('download')
  await click()
  const download = await waiting
  const file = await download.path()
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') }
}

/**
 * A visitor's tab: a fresh browser context without the admin's cookie, so the public page is the
 * one the page cache gives everyone (an admin's own requests bypass the cache). Closing the page
 * closes its context.
 */
export async function visitorPage(admin: Page): Promise<Page> {
  const context = await admin.context().browser()!.newContext({ viewport: admin.viewportSize() })
  const page = await context.newPage()
  page.once('close', () => void context.close())
  return page
}

/** Where screenshots for a person to look at go (outside git): SHOTS_DIR, else .tmp/shots. */
export const SHOTS = process.env.SHOTS_DIR || path.join('.tmp', 'shots')

/** Screenshots of the page at 360 and 1280 px for a person to look at (outside git). */
export async function shotAt(page: Page, name: string, sizes = [PHONE, DESKTOP]): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const size of sizes) {
    await page.setViewportSize(size)
    // laid out again at this width, its resize observers run and drawn: two frames, not a guessed time
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true, animations: 'disabled' })
  }
  await page.setViewportSize(DESKTOP)
}

/** A staff member of `role` added by the administrator (through the API the panel uses), signed in in a context of their own. */
export async function staffPage(browser: Browser, admin: Page, baseURL: string, name: string, role: 'editor' | 'admissions'): Promise<Page> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@college.test`
  const invited = await admin.request.post('/api/admin/accounts', { data: { name, email, role }, headers: { origin: baseURL } })
  expect(invited.status()).toBe(201)
  const token = new URL((await invited.json()).link, baseURL).searchParams.get('token')
  const password = `${role}-pass-789`
  expect((await admin.request.post('/api/admin/accounts/setPassword', { data: { token, password }, headers: { origin: baseURL } })).status()).toBe(200)
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await signIn(page, { email, password })
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard/)
  await dashboardReady(page)
  return page
}

/**
 * Records every line the upload widget's status shows, as it is drawn (the server's work takes as
 * long as it takes, so a line may come and go between two looks); the returned call reads them.
 */
export async function recordUploadSteps(page: Page): Promise<() => Promise<string[]>> {
  await page.locator('.upload').evaluate((widget) => {
    const seen: string[] = []
    ;(window as unknown as { stepsSeen: string[] }).stepsSeen = seen
    new MutationObserver(() => {
      const line = widget.querySelector('.upload__step')?.textContent ?? ''
      if (line && seen[seen.length - 1] !== line) seen.push(line)
    }).observe(widget, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { stepsSeen: string[] }).stepsSeen)
}

/** The tab a link with target=_blank opens, loaded. */
export async function openedTab(page: Page, click: () => Promise<unknown>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()])
  await tab.waitForLoadState()
  return tab
}

/**
 * Opens the preview of a row's change kept as a draft from its link (docs/decisions/279, 280), in
 * `lang`, in a new tab at `size`: its address (`address`, without /hi), the "Preview — not on the
 * site" note in its language, `shows` (the change on the page; a screenshot too, if wanted), nothing
 * scrolling sideways. Then the tab is closed and `visitor` (no session) gets 404 at that address.
 */
export async function checkChangePreview(
  editor: Page,
  row: () => Locator,
  preview: { name: string; lang: 'en' | 'hi'; address: string; size: { width: number; height: number }; visitor: Page; shows: (tab: Page) => Promise<unknown> },
): Promise<void> {
  const hindi = preview.lang === 'hi'
  const tab = await openedTab(editor, () => row().getByRole('link', { name: `Preview the change${hindi ? ' in Hindi' : ''}: ${preview.name}`, exact: true }).click())
  await tab.setViewportSize(preview.size)
  const address = `${hindi ? '/hi' : ''}${preview.address}`
  expect(new URL(tab.url()).pathname).toBe(address)
  await expect(tab.getByRole('note').filter({ hasText: hindi ? 'पूर्वावलोकन — यह अभी साइट पर नहीं है' : 'Preview — not on the site' })).toBeVisible()
  await preview.shows(tab)
  expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(preview.size.width)
  await tab.close()
  expect((await preview.visitor.goto(address))!.status()).toBe(404)
}

/** Publishes a row's change kept as a draft from its row (docs/decisions/279, 280): the toast, and the mark gone. */
export async function publishChangeFromRow(page: Page, row: () => Locator, name: string): Promise<void> {
  const published = await toastMark(page)
  await row().getByRole('button', { name: `Publish the change: ${name}` }).click()
  await expectToast(page, 'The change is published: the site shows it now.', published)
  await expect(row().getByText('Your change: not on the site yet')).toHaveCount(0)
  // the pressed button went with the change: focus stays in the row, not the page's body
  await expect(row().locator(':focus')).toHaveCount(1)
}

/**
 * With a published row's edit open and changed (docs/decisions/279, 280): keeps the edit as a
 * draft, then discards it by keyboard after the question that names the row; the mark is gone.
 */
export async function keepThenDiscardChange(page: Page, row: () => Locator, title: string): Promise<void> {
  const kept = await toastMark(page)
  await page.getByRole('button', { name: 'Save changes as draft' }).click()
  await expectToast(page, 'Your change is saved as a draft. The site shows the item as it was until the change is published.', kept)
  const questions: string[] = []
  page.once('dialog', (dialog) => {
    questions.push(dialog.message())
    void dialog.accept()
  })
  const discarded = await toastMark(page)
  await row().getByRole('button', { name: `Discard the change: ${title}` }).focus()
  await page.keyboard.press('Enter')
  await expectToast(page, 'The draft of the change is discarded. The site is as it was.', discarded)
  expect(questions).toEqual([`Discard the draft of the change to “${title}”? The site stays as it is, and the draft cannot be brought back.`])
  await expect(row().getByText('Your change: not on the site yet')).toHaveCount(0)
  await expect(row().locator(':focus')).toHaveCount(1)
}

import { expect, test, type Browser, type Page } from '@playwright/test'
import { LINK_ON_ITS_WAY } from '../../src/features/accounts/set-password-messages'
import { TestSmtp } from '../helpers/smtp'
import { cookieFrom, freePort, spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { DESKTOP, PHONE } from './fixtures'

/**
 * Issue 30 in the browser, items 1, 3, 6 and 8, each from a fresh context at 360 and 1280 px: a
 * forgotten password recovered through the e-mail a real SMTP server receives, an Editor demoted
 * mid-form who is told why and keeps the draft, a suspended person told so, and an alert e-mail's
 * link opened while signed out that lands on its enquiry after sign-in. Its own server and mail
 * server: its accounts and mails are nobody else's.
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }
const SHOTS = 'test-results/passwords'
let server: ChildServer
let dirs: ReturnType<typeof tempDirs>
const smtp = new TestSmtp()
let adminCookie = ''

test.beforeAll(async () => {
  dirs = tempDirs('passwords-e2e')
  const smtpPort = await smtp.start()
  const port = await freePort()
  server = await spawnServer(
    {
      DATA_DIR: dirs.dataDir,
      UPLOADS_DIR: dirs.uploadsDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAILS: 'desk@college.test',
      // the links in e-mails are built on it, as on the live site
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SUBMIT_RATE_LIMIT: '1000',
      LOG_LEVEL: 'silent',
    },
    { port },
  )
  adminCookie = cookieFrom(await post('/api/admin/login', ADMIN))
})

test.afterAll(async () => {
  await server?.stop()
  await smtp.stop()
  dirs?.remove()
})

function post(path: string, body: unknown, cookie = '', method = 'POST') {
  return fetch(server.url + path, { method, headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })
}

/** A staff member made through the Administrator's own calls: the account, its one-time link, a password. */
async function staffMember(name: string, email: string, role: string): Promise<{ id: string; email: string; password: string }> {
  const made = await post('/api/admin/accounts', { name, email, role }, adminCookie)
  expect(made.status).toBe(201)
  const body = await made.json()
  const token = new URL(body.link, server.url).searchParams.get('token')
  const password = 'first-pass-2026'
  expect((await post('/api/admin/accounts/setPassword', { token, password })).status).toBe(200)
  return { id: body.data._id, email, password }
}

async function freshPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport })
  return context.newPage()
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
}

async function openPanel(page: Page, label: string) {
  await expect(page.locator('[data-island="admin-dashboard"]')).toHaveAttribute('data-hydrated', 'true')
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.locator('#admin-sidebar').getByRole('link', { name: label, exact: true }).click()
  await expect(page.locator('.admin-panel-title')).toHaveText(label)
}

/** The page has no sideways scroll at this width. */
async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll).toBeLessThanOrEqual(client)
}

for (const [label, viewport] of [['360', PHONE], ['1280', DESKTOP]] as const) {
  test(`a forgotten password is recovered through the e-mail link at ${label} px`, async ({ browser }) => {
    const staff = await staffMember(`Forgetful ${label}`, `forgetful-${label}@college.test`, 'editor')
    const page = await freshPage(browser, viewport)
    await page.goto('/vvs/panel/login')
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
    await fitsWidth(page)
    await page.screenshot({ path: `${SHOTS}/login-forgot-${label}.png`, fullPage: true })
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
    await page.getByLabel('Email').fill(staff.email.toUpperCase())
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByRole('status')).toHaveText(LINK_ON_ITS_WAY)
    await fitsWidth(page)
    await page.screenshot({ path: `${SHOTS}/forgot-sent-${label}.png`, fullPage: true })

    const mail = await smtp.waitFor(`account Forgetful ${label}`, 20_000)
    expect(mail.to).toEqual([staff.email])
    const link = mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/vvs\/panel\/set-password\?token=[\w-]+/)![0]
    await page.goto(link)
    // the page names the account before anything is typed
    await expect(page.locator('.login-account')).toHaveText(staff.email)
    await expect(page.locator('[data-island="set-password"]')).toHaveAttribute('data-hydrated', 'true')
    await page.getByLabel('New password', { exact: true }).fill('recovered-pass-1')
    await page.getByLabel('New password again').fill('recovered-pass-2')
    await page.getByRole('button', { name: 'Show passwords' }).click()
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page.getByText('The two passwords are not the same')).toBeVisible()
    await expect(page.getByLabel('New password again')).toBeFocused()
    await page.getByLabel('New password again').fill('recovered-pass-1')
    // mended, the message goes
    await expect(page.getByText('The two passwords are not the same')).toHaveCount(0)
    await fitsWidth(page)
    await page.screenshot({ path: `${SHOTS}/set-password-${label}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page).toHaveURL(/\/vvs\/panel\/login\?password=set$/)
    await expect(page.getByRole('status')).toHaveText('Password set. You can sign in now.')
    await signIn(page, { email: staff.email, password: 'recovered-pass-1' })
    await expect(page).toHaveURL(/\/vvs\/panel\/dashboard$/)
    // the link is used: opened again, the page says so at once, with no form
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText('This link was already used.')
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
    await page.context().close()
  })

  test(`an Administrator makes a new link for a member who has a password at ${label} px: e-mailed, shown once, their session ended`, async ({ browser }) => {
    const member = await staffMember(`Member ${label}`, `member-${label}@college.test`, 'editor')
    const memberCookie = cookieFrom(await post('/api/admin/login', member))
    const page = await freshPage(browser, viewport)
    page.on('dialog', (dialog) => void dialog.accept())
    await page.goto('/vvs/panel/login')
    await signIn(page, ADMIN)
    await openPanel(page, 'Staff Accounts')
    const row = page.getByRole('row', { name: new RegExp(`Member ${label}`) })
    await expect(row).toContainText('Active')
    await row.getByRole('button', { name: 'New link' }).click()
    await expect(page.locator('.admin-invite')).toContainText(`It was e-mailed to Member ${label}`)
    // made from a row far down the list, the link is brought into view and selected for copying
    await expect(page.getByLabel(`Set-password link for Member ${label}`)).toBeInViewport()
    await expect(page.getByLabel(`Set-password link for Member ${label}`)).toBeFocused()
    const link = await page.getByLabel(`Set-password link for Member ${label}`).inputValue()
    await page.screenshot({ path: `${SHOTS}/new-link-${label}.png` })
    const mail = await smtp.waitFor(new URL(link).searchParams.get('token')!, 20_000)
    expect(mail.to).toEqual([member.email])
    expect((await fetch(server.url + '/api/admin/me', { headers: { cookie: memberCookie } })).status).toBe(401)
    await page.context().close()
  })

  test(`an Editor demoted mid-form sees why and keeps the draft at ${label} px`, async ({ browser }) => {
    const editor = await staffMember(`Editor ${label}`, `editor-${label}@college.test`, 'editor')
    const page = await freshPage(browser, viewport)
    await page.goto('/vvs/panel/login')
    await signIn(page, editor)
    await openPanel(page, 'Add Topbar Content')
    const typed = `Admissions open till 30 June (${label})`
    await page.getByLabel('Message').fill(typed)
    expect((await post(`/api/admin/accounts/${editor.id}/role`, { role: 'admissions' }, adminCookie, 'PUT')).status).toBe(200)
    await page.getByRole('button', { name: 'Save Topbar' }).click()
    const banner = page.locator('.admin-expired')
    await expect(banner).toContainText('Your role changed to Admissions desk.')
    await expect(banner).toContainText('What you typed is kept')
    await expect(page.getByLabel('Message')).toHaveValue(typed)
    await page.screenshot({ path: `${SHOTS}/demoted-${label}.png` })
    await page.getByRole('button', { name: 'Continue as Admissions desk' }).click()
    await expect(page.locator('.admin-user__role')).toHaveText('Admissions desk')
    // promoted back, the form takes the draft back
    expect((await post(`/api/admin/accounts/${editor.id}/role`, { role: 'editor' }, adminCookie, 'PUT')).status).toBe(200)
    await page.reload()
    await openPanel(page, 'Add Topbar Content')
    await expect(page.getByLabel('Message')).toHaveValue(typed)
    await page.context().close()
  })

  test(`a suspended person is told so, not "session expired", at ${label} px`, async ({ browser }) => {
    const clerk = await staffMember(`Clerk ${label}`, `clerk-${label}@college.test`, 'admissions')
    const page = await freshPage(browser, viewport)
    await page.goto('/vvs/panel/login')
    await signIn(page, clerk)
    await expect(page).toHaveURL(/\/vvs\/panel\/dashboard$/)
    await expect(page.locator('[data-island="admin-dashboard"]')).toHaveAttribute('data-hydrated', 'true')
    // At 360 px the page load itself is tested: the panel is left first, so that none of its own
    // calls (its polls) meets the suspension before the load does.
    if (label === '360') await page.goto('about:blank')
    expect((await post(`/api/admin/accounts/${clerk.id}/suspend`, {}, adminCookie)).status).toBe(200)
    if (label === '1280') {
      // the next call the panel makes (opening a panel) is answered with the reason
      await openPanel(page, 'Contact Queries')
      const notice = page.locator('.admin-expired')
      await expect(notice).toContainText('Your account was suspended by an Administrator.')
      await expect(notice).not.toContainText('session has expired')
      await page.screenshot({ path: `${SHOTS}/suspended-panel-1280.png` })
      await notice.getByRole('link', { name: 'Go to the sign-in page' }).click()
    } else {
      // the next page load is answered with the reason too
      await page.goto('/vvs/panel/dashboard')
    }
    await expect(page).toHaveURL(/\/vvs\/panel\/login\?ended=suspended$/)
    await expect(page.getByRole('status')).toContainText('Your account was suspended by an Administrator.')
    await fitsWidth(page)
    if (label === '360') await page.screenshot({ path: `${SHOTS}/suspended-360.png`, fullPage: true })
    await page.context().close()
  })

  test(`an alert e-mail's link opened while signed out lands on its enquiry after sign-in at ${label} px`, async ({ browser }) => {
    const desk = await staffMember(`Desk ${label}`, `desk-${label}@college.test`, 'admissions')
    const name = `Ravi Alert ${label}`
    const sent = await post('/api/contact/addContact', { name, mobile: '9876543210', email: `ravi-${label}@example.com`, message: 'Is there a hostel for LL.B. students?' })
    expect(sent.status).toBeLessThan(300)
    const mail = await smtp.waitFor(`New contact message: ${name}`, 20_000)
    const link = mail.text.match(/Open it in the panel: (\S+)/)![1]!
    expect(link).toMatch(/\/vvs\/panel\/dashboard\?panel=contact-queries&enquiry=\w+$/)
    const page = await freshPage(browser, viewport)
    await page.goto(link)
    await expect(page).toHaveURL(/\/vvs\/panel\/login\?next=/)
    await signIn(page, desk)
    await expect(page).toHaveURL(link)
    await expect(page.locator('.admin-panel-title')).toHaveText('Contact Queries')
    await expect(page.getByText(name).first()).toBeVisible()
    await page.context().close()
  })
}

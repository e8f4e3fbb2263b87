import { expect, test, type Browser, type Page } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { TestSmtp } from '../helpers/smtp'
import { cookieFrom, freePort, spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { DESKTOP, PHONE } from './fixtures'

/**
 * Issue 31 in the browser: a visitor without a cookie files a grievance (with and without
 * JavaScript), the acknowledgement reaches a real SMTP server, the status page follows the
 * committee's steps. Its own server: its mails and grievances are nobody else's.
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }
let server: ChildServer
let dirs: ReturnType<typeof tempDirs>
const smtp = new TestSmtp()

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dirs = tempDirs('grievances-e2e')
  const smtpPort = await smtp.start()
  server = await spawnServer({
    DATA_DIR: dirs.dataDir,
    UPLOADS_DIR: dirs.uploadsDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAILS: 'desk@college.test',
    LOG_LEVEL: 'silent',
  }, { port: await freePort() })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp.stop()
  dirs?.remove()
})

async function fillForm(page: Page, who: { name: string; email: string; subject: string }) {
  await page.getByLabel('Full name').fill(who.name)
  await page.getByLabel('Enrolment or roll number (if you have one)').fill('LAW/2024/117')
  await page.getByLabel('Course and year').fill('LL.B. 2nd year')
  await page.getByLabel('E-mail').fill(who.email)
  await page.getByLabel('Kind of grievance').selectOption({ label: 'Examinations and results' })
  await page.getByLabel('Subject').fill(who.subject)
  await page.getByLabel('Your grievance').fill('My semester result has been withheld since July.')
  await page.getByLabel('Attachments (up to 3: PDF or photo, 10 MB each)').setInputFiles({ name: 'marksheet.pdf', mimeType: 'application/pdf', buffer: await textPdf(['Marksheet']) })
}

async function statusOf(browser: Browser, reference: string, email: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto('/grievance/status')
  await page.getByLabel('Reference number').fill(reference)
  await page.getByLabel('The e-mail or mobile you gave').fill(email)
  await page.getByRole('button', { name: 'Show Status' }).click()
  await expect(page.locator('.grievance-reference')).toHaveText(reference.toUpperCase())
  return page
}

let filedWithJs = ''

test('a visitor with JavaScript files a grievance with an attachment, sees its reference and limits, gets the acknowledgement by e-mail', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP })
  expect(await context.cookies()).toEqual([])
  const page = await context.newPage()
  await page.goto('/grievance')
  await expect(page.locator('[data-island="grievance-form"]')).toHaveAttribute('data-hydrated', 'true')
  // refused in place first: no contact given
  await page.getByLabel('Full name').fill('Asha Verma')
  await page.getByRole('button', { name: 'Submit Grievance' }).click()
  await expect(page.getByText('Give an e-mail address or a mobile number (or both), so that the college can answer you.')).toBeVisible()
  await expect(page).toHaveURL(/\/grievance$/)
  await fillForm(page, { name: 'Asha Verma', email: 'asha@student.test', subject: 'Result withheld' })
  await page.getByRole('button', { name: 'Submit Grievance' }).click()
  // the PDF is checked in a worker: on a loaded machine that takes seconds
  await expect(page.getByRole('heading', { name: 'Your grievance has been received' })).toBeVisible({ timeout: 60_000 })
  filedWithJs = (await page.locator('.grievance-reference').textContent()) ?? ''
  expect(filedWithJs).toMatch(/^GRV-\d{4}-0001$/)
  await expect(page.locator('.grievance-deadlines li')).toHaveCount(2)
  await expect(page.locator('.grievance-deadlines')).toContainText('Referral to the SGRC with the college’s comments: by the end of')
  await page.screenshot({ path: 'test-results/grievance-received-1280.png', fullPage: true })
  const ack = await smtp.waitFor(`Grievance ${filedWithJs} received`)
  expect(ack.to).toEqual(['asha@student.test'])
  expect(ack.text).toContain('/grievance/status')
  await context.close()
})

test('without JavaScript: a refused field comes back marked, then the grievance is filed and its status shown', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/grievance')
  await fillForm(page, { name: 'Ravi Kumar', email: 'not-an-address', subject: 'Fee refund' })
  await page.getByRole('button', { name: 'Submit Grievance' }).click()
  await expect(page).toHaveURL(/\/grievance\?result=invalid&fields=email#grievance-form$/)
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await fillForm(page, { name: 'Ravi Kumar', email: 'ravi@student.test', subject: 'Fee refund' })
  await page.getByRole('button', { name: 'Submit Grievance' }).click()
  await expect(page.getByRole('heading', { name: 'Your grievance has been received' })).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('.grievance-reference')).toHaveText(/^GRV-\d{4}-0002$/)
  await page.screenshot({ path: 'test-results/grievance-received-nojs-360.png', fullPage: true })
  await smtp.waitFor('Grievance GRV-')
  await context.close()
})

test('the status page: a wrong pair is told exactly what an unknown reference is told', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [reference, contact] of [[filedWithJs, 'someone@else.test'], ['GRV-2026-0999', 'asha@student.test']]) {
    await page.goto('/grievance/status')
    await page.getByLabel('Reference number').fill(reference)
    await page.getByLabel('The e-mail or mobile you gave').fill(contact)
    await page.getByRole('button', { name: 'Show Status' }).click()
    await expect(page).toHaveURL(/\/grievance\/status\?result=notfound$/)
    await expect(page.getByRole('alert')).toHaveText('No grievance matches this reference number and e-mail or mobile. Check both and try again.')
  }
  const view = await statusOf(browser, filedWithJs.toLowerCase(), 'ASHA@student.test', false)
  await expect(view.locator('.grievance-timeline li')).toHaveCount(1)
  await context.close()
})


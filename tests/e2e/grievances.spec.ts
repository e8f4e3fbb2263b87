import { expect, test, type Browser, type Page } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { TestSmtp } from '../helpers/smtp'
import { cookieFrom, freePort, spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'

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
    // the decision's correction window is tried by moving the server's clock (docs/decisions/200)
    TEST_CLOCK: '1',
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

async function statusOf(browser: Browser, reference: string, accessCode: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto('/grievance/status')
  await page.getByLabel('Reference number').fill(reference)
  await page.getByLabel('Access code').fill(accessCode)
  await page.getByRole('button', { name: 'Show Status' }).click()
  await expect(page.locator('.grievance-reference')).toHaveText(reference.toUpperCase())
  return page
}

let filedWithJs = ''
let codeWithJs = ''

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
  codeWithJs = (await page.locator('.grievance-code strong').textContent()) ?? ''
  expect(codeWithJs).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  await expect(page.locator('.grievance-deadlines li')).toHaveCount(2)
  await expect(page.locator('.grievance-deadlines')).toContainText('Referral to the SGRC with the college’s comments: by the end of')
  await page.screenshot({ path: 'test-results/grievance-received-1280.png', fullPage: true })
  const ack = await smtp.waitFor(`Grievance ${filedWithJs} received`)
  expect(ack.to).toEqual(['asha@student.test'])
  expect(ack.text).toContain('/grievance/status')
  expect(ack.text).toContain(`Your access code: ${codeWithJs}`)
  // shown once: the same address again shows the status without it
  await page.reload()
  await expect(page.locator('.grievance-reference')).toHaveText(filedWithJs)
  await expect(page.locator('.grievance-code')).toHaveCount(0)
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

for (const javaScriptEnabled of [false, true]) {
  test(`the status page ${javaScriptEnabled ? 'with' : 'without'} JavaScript: a wrong pair is told exactly what an unknown reference is told, the reference kept, never the code; the e-mail opens nothing`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled })
    const page = await context.newPage()
    for (const [reference, code] of [[filedWithJs, 'AAAA-BBBB-CCCC'], ['GRV-2026-0999', codeWithJs], [filedWithJs, 'asha@student.test']]) {
      await page.goto('/grievance/status')
      await page.getByLabel('Reference number').fill(reference)
      await page.getByLabel('Access code').fill(code)
      await page.getByRole('button', { name: 'Show Status' }).click()
      await expect(page).toHaveURL(new RegExp(`/grievance/status\\?result=notfound&reference=${reference}$`))
      await expect(page.getByRole('alert')).toHaveText('No grievance matches this reference number and access code. Check both and try again.')
      await expect(page.getByLabel('Reference number')).toHaveValue(reference)
      await expect(page.getByLabel('Access code')).toHaveValue('')
    }
    const view = await statusOf(browser, filedWithJs.toLowerCase(), codeWithJs.toLowerCase(), javaScriptEnabled)
    await expect(view.locator('.grievance-timeline li')).toHaveCount(1)
    await context.close()
  })
}


/** A staff member of `role` made through the Administrator's own calls: the account, its one-time link, a password. */
async function staffMember(role: string, email: string): Promise<{ email: string; password: string }> {
  const headers = { 'content-type': 'application/json', origin: server.url }
  const login = await fetch(server.url + '/api/admin/login', { method: 'POST', headers, body: JSON.stringify(ADMIN) })
  const cookie = cookieFrom(login)
  const made = await fetch(server.url + '/api/admin/accounts', { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ name: `Member ${role}`, email, role }) })
  expect(made.status).toBe(201)
  const token = new URL((await made.json()).link, server.url).searchParams.get('token')
  const password = 'committee-pass-2026-long'
  const set = await fetch(server.url + '/api/admin/accounts/setPassword', { method: 'POST', headers, body: JSON.stringify({ token, password }) })
  expect(set.status).toBe(200)
  return { email, password }
}

/** The college's step, taken by an Administrator: referred to the SGRC with the college's comments (docs/decisions/177). */
async function referByAdministrator(reference: string, comments: string): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: server.url }
  const login = await fetch(server.url + '/api/admin/login', { method: 'POST', headers, body: JSON.stringify(ADMIN) })
  const referred = await fetch(`${server.url}/api/grievances/${reference}/refer`, { method: 'POST', headers: { ...headers, cookie: cookieFrom(login) }, body: JSON.stringify({ text: comments }) })
  expect(referred.status).toBe(200)
}

/** Moves the server's "now" (TEST_CLOCK=1), as an Administrator. */
async function moveClock(at: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: server.url }
  const login = await fetch(server.url + '/api/admin/login', { method: 'POST', headers, body: JSON.stringify(ADMIN) })
  const moved = await fetch(`${server.url}/api/test/clock`, { method: 'PUT', headers: { ...headers, cookie: cookieFrom(login) }, body: JSON.stringify({ at: new Date(at).toISOString() }) })
  expect(moved.status).toBe(200)
}

async function fileByApi(subject: string): Promise<{ reference: string; accessCode: string; statusUrl: string }> {
  const form = new FormData()
  for (const [key, value] of Object.entries({ name: 'Meena Patel', course: 'B.A. LL.B. 3rd year', email: 'meena@student.test', category: 'fees', subject, description: 'The refund of my hostel fee is pending.' })) form.append(key, value)
  form.append('attachments', new Blob([new Uint8Array(await textPdf(['Receipt']))], { type: 'application/pdf' }), 'receipt.pdf')
  const res = await fetch(server.url + '/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'application/json' }, body: form })
  expect(res.status).toBe(201)
  return (await res.json()).data
}

async function signInAt(browser: Browser, viewport: { width: number; height: number }, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard/)
  await expect(page.locator('[data-island="admin-dashboard"]')).toHaveAttribute('data-hydrated', 'true')
  return page
}

for (const [label, viewport] of [['360', PHONE], ['1280', DESKTOP]] as const) {
  test(`a Grievance committee member moves a grievance along at ${label} px; the student follows it on the status page`, async ({ browser }) => {
    const { reference, accessCode } = await fileByApi(`Hostel refund ${label}`)
    const member = await staffMember('grievance-committee', `sgrc-${label}@college.test`)
    await referByAdministrator(reference, 'The office confirms the refund is pending.')
    const page = await signInAt(browser, viewport, member)
    // the member's dashboard shows the committee's work: the grievance just referred waits with the SGRC (issue 40 item 11)
    await expect(page.locator('.admin-stat', { hasText: 'Grievances with the SGRC' }).locator('.admin-stat__value')).toHaveText(/^[1-9]\d*$/)
    await page.screenshot({ path: `test-results/grievance-member-dashboard-${label}.png`, fullPage: true })
    // "Issue the decision" asks first, saying what it does
    const questions: string[] = []
    page.on('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.accept()
    })
    const sidebar = page.locator('#admin-sidebar')
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu', exact: true }).click()
    // the committee's sidebar: grievances, and nothing of content or enquiries
    await expect(sidebar.getByRole('link', { name: 'Student Grievances', exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Contact Queries' })).toHaveCount(0)
    await expect(sidebar.getByRole('link', { name: 'All News' })).toHaveCount(0)
    await sidebar.getByRole('link', { name: 'Student Grievances', exact: true }).click()
    await expect(page.locator('.admin-panel-title')).toHaveText('Student Grievances')
    await page.getByRole('button', { name: reference }).click()
    await expect(page.getByText('The refund of my hostel fee is pending.')).toBeVisible()
    // the attachment comes as a download, through the guard
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'receipt.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('receipt.pdf')
    // the college's comments came from an Administrator: the committee reads them, and takes only its own steps
    await expect(page.locator('.grievance-thread')).toContainText('The office confirms the refund is pending.')
    await expect(page.getByRole('button', { name: 'Refer to the SGRC' })).toHaveCount(0)
    const steps: [string, string, string, string][] = [
      ['The SGRC’s report', 'Record the SGRC report', 'Report recorded.', 'The SGRC finds the refund due within a week.'],
      ['The decision', 'Issue the decision', 'Decision issued.', 'The refund of Rs. 12,000 is released.'],
    ]
    for (const [field, button, done, text] of steps) {
      await page.getByLabel(field).fill(text)
      await page.getByRole('button', { name: button }).click()
      await expect(page.getByText(done)).toBeVisible()
      await expect(page.locator('.grievance-thread')).toContainText(text)
    }
    // the committee may correct its decision for 24 hours, asked first (issue 40 item 7, docs/decisions/200)
    await expect(page.getByText(/^The committee can correct the decision until \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m IST \(24 hours after it was issued\)\.$/)).toBeVisible()
    await expect(page.getByLabel('The corrected decision')).toHaveValue('The refund of Rs. 12,000 is released.')
    await page.getByLabel('The corrected decision').fill('The refund of Rs. 12,500 is released.')
    await page.getByRole('button', { name: 'Correct the decision' }).click()
    await expect(page.getByText('Decision corrected. The student is e-mailed that it was corrected.')).toBeVisible()
    await expect(page.locator('.grievance-thread li').last()).toContainText('Decision corrected')
    await expect(page.locator('.grievance-thread li').last()).toContainText('The refund of Rs. 12,500 is released.')
    expect(questions).toEqual([
      `Issue the decision on grievance ${reference}? The student is e-mailed and sees it on the status page at once; it cannot be taken back.`,
      `Correct the decision on grievance ${reference}? The student is e-mailed that it was corrected and sees the corrected text on the status page at once.`,
    ])
    await page.screenshot({ path: `test-results/grievance-corrected-${label}.png`, fullPage: true })
    // what is next is the college's, and the panel says who takes it
    await expect(page.getByText("Next: Close. Referring a grievance with the college's comments, recording an appeal and closing are the college's steps: an Administrator takes them.")).toBeVisible()
    await page.getByLabel('Internal note (only staff read it)').fill('Called the accounts office.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.locator('.grievance-thread__note')).toContainText('Called the accounts office.')
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: `test-results/grievance-panel-${label}.png`, fullPage: true })
    await page.context().close()
    // a day later the window is over (and yesterday's session with it, 12 hours idle): signed in
    // again, the member is told so and offered no correction
    try {
      await moveClock(Date.now() + 25 * 3_600_000)
      const nextDay = await signInAt(browser, viewport, member)
      await nextDay.goto(`/vvs/panel/dashboard?panel=grievances&grievance=${reference}`)
      await expect(nextDay.locator('.grievance-thread')).toBeVisible()
      await expect(nextDay.getByText(/^The decision can no longer be corrected: a correction was possible for 24 hours after it was issued, until \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m IST\.$/)).toBeVisible()
      await expect(nextDay.getByRole('button', { name: 'Correct the decision' })).toHaveCount(0)
      await nextDay.screenshot({ path: `test-results/grievance-correction-ended-${label}.png`, fullPage: true })
      await nextDay.context().close()
    } finally {
      await moveClock(Date.now())
    }

    const student = await statusOf(browser, reference, accessCode, true)
    await expect(student.locator('.grievance-timeline li')).toHaveCount(5)
    await expect(student.locator('.grievance-timeline li').last()).toContainText('Decision corrected')
    await expect(student.getByText('The SGRC finds the refund due within a week.')).toBeVisible()
    await expect(student.getByText('The refund of Rs. 12,500 is released.')).toBeVisible()
    await expect(student.getByText('The refund of Rs. 12,000 is released.')).toHaveCount(0)
    await expect(student.getByRole('heading', { name: 'Not satisfied? Appeal to the Ombudsperson' })).toBeVisible()
    // internal notes and the college's comments stay internal
    await expect(student.getByText('Called the accounts office.')).toHaveCount(0)
    await expect(student.getByText('The office confirms the refund is pending.')).toHaveCount(0)
    await student.screenshot({ path: `test-results/grievance-status-decided-${label}.png`, fullPage: true })
    await smtp.waitFor(`Decision on grievance ${reference}`)
    await smtp.waitFor(`Correction of the decision on grievance ${reference}`)
    await student.context().close()
  })
}

test('an Editor and the Admissions desk see no grievances in the panel', async ({ browser }) => {
  for (const role of ['editor', 'admissions']) {
    const account = await staffMember(role, `${role}-grv@college.test`)
    const page = await signInAt(browser, DESKTOP, account)
    await expect(page.locator('#admin-sidebar').getByRole('link', { name: 'Student Grievances' })).toHaveCount(0)
    await page.goto('/vvs/panel/dashboard?panel=grievances')
    await expect(page.locator('.admin-panel-title')).not.toHaveText('Student Grievances')
    expect(await page.content()).not.toMatch(/GRV-\d{4}/)
    await page.context().close()
  }
})

test('an Administrator deletes a grievance (a committee member sees no Delete) and brings it back', async ({ browser }) => {
  const { reference } = await fileByApi('Filed twice by mistake')
  const page = await signInAt(browser, DESKTOP, ADMIN)
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto('/vvs/panel/dashboard?panel=grievances')
  await page.getByRole('button', { name: reference, exact: true }).click()
  await page.getByRole('button', { name: 'Delete grievance' }).click()
  await expect(page.getByText('Grievance deleted. An Administrator can bring it back for 30 days.')).toBeVisible()
  await expect(page.getByRole('button', { name: reference, exact: true })).toHaveCount(0)
  const deleted = page.locator('.grievance-deleted')
  await expect(deleted).toContainText(`${reference}: Filed twice by mistake`)
  await deleted.getByRole('button', { name: `Restore ${reference}` }).click()
  await expect(page.getByText('Grievance brought back.')).toBeVisible()
  await expect(page.getByRole('button', { name: reference, exact: true })).toBeVisible()
  await page.context().close()

  const member = await signInAt(browser, DESKTOP, { email: 'sgrc-1280@college.test', password: 'committee-pass-2026-long' })
  await member.goto('/vvs/panel/dashboard?panel=grievances')
  await member.getByRole('button', { name: reference, exact: true }).click()
  await expect(member.getByText('The refund of my hostel fee is pending.')).toBeVisible()
  await expect(member.getByRole('button', { name: 'Delete grievance' })).toHaveCount(0)
  await expect(member.locator('.grievance-deleted')).toHaveCount(0)
  await member.context().close()
})

test('the form, the look-up and a status view pass axe at 360 and 1280 px, with a refused field shown', async ({ browser }) => {
  const { reference, statusUrl } = await fileByApi('Axe check')
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ baseURL: server.url, viewport })
    const page = await context.newPage()
    await page.goto('/grievance?result=invalid&fields=email,attachments')
    await expect(page.locator('[data-island="grievance-form"]')).toHaveAttribute('data-hydrated', 'true')
    expect(await seriousViolations(page), `form at ${viewport.width}`).toEqual([])
    await page.goto('/grievance/status')
    expect(await seriousViolations(page), `look-up at ${viewport.width}`).toEqual([])
    // the status view through the filing's own address: the earlier tests used up this address's ten look-ups of the window
    await page.goto(statusUrl)
    await expect(page.locator('.grievance-reference')).toHaveText(reference)
    expect(await seriousViolations(page), `status at ${viewport.width}`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await context.close()
  }
})

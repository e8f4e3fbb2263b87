import { expect, test, type Browser, type Page } from '@playwright/test'
import { PANEL_GROUPS, type PanelKey } from '../../src/ui/admin/panels'
import { FORBIDDEN_MESSAGES, type Permission, type Role } from '../../src/platform/auth/roles'
import { INDIAN_DATE_TIME } from '../../src/ui/admin/dates'
import { UNREACHABLE } from '../../src/ui/admin/failure'
import { dashboardReady, expectToast, makeJpeg, openPanel, shotAt, signIn, smtpDownTurn, toastMark } from './admin-support'
import { DESKTOP, E2E_ADMIN, PHONE } from './fixtures'
import { textPdf } from '../helpers/pdfs'

/**
 * Staff panel, round two (issue 30): every failure says why, confirmations where a misclick hurts,
 * the forbidden panel's address, photo descriptions at upload, a PDF attached from the news form,
 * one date format. Failures are real: the server refuses because the account's role was changed
 * while its dashboard was open, as happens when an Administrator demotes someone mid-form.
 */

type Staff = { id: string; email: string; password: string; name: string; page: Page }

/** A staff member added by the signed-in Administrator (through the Accounts API), signed in in a context of its own. */
async function addStaff(browser: Browser, admin: Page, baseURL: string, name: string, role: Role): Promise<Staff> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@college.test`
  const invited = await admin.request.post('/api/admin/accounts', { data: { name, email, role }, headers: { origin: baseURL } })
  expect(invited.status()).toBe(201)
  const body = await invited.json()
  const token = new URL(body.link, baseURL).searchParams.get('token')
  const password = `${role}-pass-789`
  expect((await admin.request.post('/api/admin/accounts/setPassword', { data: { token, password }, headers: { origin: baseURL } })).status()).toBe(200)
  const context = await browser.newContext({ viewport: DESKTOP, baseURL })
  const page = await context.newPage()
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto('/vvs/panel/login')
  await signIn(page, { email, password })
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard/)
  return { id: body.data._id, email, password, name, page }
}

async function setRole(admin: Page, baseURL: string, staff: Staff, role: Role): Promise<void> {
  expect((await admin.request.put(`/api/admin/accounts/${staff.id}/role`, { data: { role }, headers: { origin: baseURL } })).status()).toBe(200)
}

async function signedInAdmin(page: Page): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto('/vvs/panel/login')
  await signIn(page, E2E_ADMIN)
  await dashboardReady(page)
}

type Entry = { key: PanelKey; label: string; permission: Permission }
/** Every panel of the sidebar, from the one list the panel itself is drawn from (a new panel is walked too). */
const ENTRIES: Entry[] = PANEL_GROUPS.flatMap((group): Entry[] =>
  'key' in group ? [{ key: group.key as PanelKey, label: group.group, permission: group.permission }] : group.entries.map((entry) => ({ key: entry.key as PanelKey, label: entry.label, permission: group.permission })),
)

/**
 * Panels that read nothing when they open: the write that is refused instead. Every other panel
 * is walked through its first read; a panel that neither reads nor has a write here fails the walk.
 */
const WRITES: Partial<Record<PanelKey, (page: Page) => Promise<void>>> = {
  'add-banner': async (page) => {
    await page.locator('.upload input[type=file]').setInputFiles(await makeJpeg('Walk banner'))
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
  },
  'add-service': async (page) => {
    await page.getByLabel('Title', { exact: true }).fill('Walk programme')
    await page.getByLabel('Duration', { exact: true }).fill('1 year')
    await page.getByRole('button', { name: /^Add/ }).click()
  },
  'add-founder': async (page) => {
    await page.getByLabel('Content', { exact: true }).fill('Founded the college in 1990.')
    await page.getByRole('button', { name: 'Add Founder' }).click()
  },
  'add-documents': async (page) => {
    await page.getByLabel('Category', { exact: true }).selectOption('other')
    await page.locator('.upload input[type=file]').setInputFiles({ name: 'Walk_Notice.pdf', mimeType: 'application/pdf', buffer: await textPdf(['Walk notice']) })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
  },
  'my-password': async (page) => {
    await page.getByLabel('Current password', { exact: true }).fill('not-the-password')
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-1')
    await page.getByRole('button', { name: 'Change password' }).click()
  },
}
/** Where spec.md fixes the failure text: it stays, and the reason is shown with it. */
const SPEC_TEXTS: Partial<Record<PanelKey, string>> = {
  'mission-vision': 'Data not fetched! Please try again.',
  'add-category': 'Failed to fetch categories',
  'add-event-images': 'Failed to fetch categories',
  'add-banner': 'Upload failed. Please try again.',
  'add-service': 'Something went wrong. Please try again.',
}

test('every panel says why it failed: walked from the panel list, each failure shows its reason', async ({ page }) => {
  await signedInAdmin(page)
  const seen: string[] = []
  for (const entry of ENTRIES) {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.goto('/vvs/panel/dashboard')
    await dashboardReady(page)
    const write = WRITES[entry.key]
    // The connection to the server fails (as on a phone that lost its network): every read, and the
    // write of a panel that reads nothing, gets no answer at all.
    const cut = () => page.route('**/api/**', (route) => route.abort('connectionfailed'))
    if (write) {
      await openPanel(page, entry.label)
      await cut()
      await write(page)
    } else {
      await cut()
      // The Dashboard reads again when it is opened again from the menu.
      if (entry.key === 'overview') await openPanel(page, 'Change Password')
      await openPanel(page, entry.label)
    }
    await expect.soft(page.locator('main, .Toastify').getByText(UNREACHABLE).first(), `${entry.key}: why it failed`).toBeVisible({ timeout: 60_000 })
    const spec = SPEC_TEXTS[entry.key]
    if (spec) await expect.soft(page.locator('main, .Toastify').getByText(spec).first(), `${entry.key}: the spec's text`).toBeVisible({ timeout: 60_000 })
    seen.push(entry.key)
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  expect(seen).toEqual(ENTRIES.map((entry) => entry.key))
})

test("an Editor demoted mid-form presses Add News: the spec's text, the server's reason on a second line, the draft kept", async ({ page, browser, baseURL }) => {
  await signedInAdmin(page)
  const editor = await addStaff(browser, page, baseURL!, `Demoted Editor ${Date.now().toString(36)}`, 'editor')
  await openPanel(editor.page, 'Add News Data')
  await editor.page.getByLabel('Title', { exact: true }).fill('Moot court results')
  await editor.page.getByLabel('Description', { exact: true }).fill('The results of the inter-college moot court.')
  await editor.page.getByLabel('Date', { exact: true }).fill('2026-11-20')
  await editor.page.getByLabel('Category', { exact: true }).selectOption('news')
  await editor.page.locator('#news-add-image').setInputFiles(await makeJpeg('Moot court'))
  await setRole(page, baseURL!, editor, 'admissions')
  const mark = await toastMark(editor.page)
  await editor.page.getByRole('button', { name: 'Add News' }).click()
  await expectToast(editor.page, 'Failed to add news. Check console.', mark)
  const toast = editor.page.locator('.Toastify__toast', { hasText: 'Failed to add news. Check console.' }).last()
  expect(await toast.innerText()).toContain(`Failed to add news. Check console.\n${FORBIDDEN_MESSAGES.content}`)
  await expect(editor.page.getByLabel('Title', { exact: true })).toHaveValue('Moot court results')
  await shotAt(editor.page, 'news-failure-says-why')
  await editor.page.context().close()
})

for (const size of [DESKTOP, PHONE]) {
  test(`staff accounts at ${size.width} px: role changes, suspend and remove are confirmed; one's own row offers none; names editable`, async ({ page, browser, baseURL }) => {
    await page.setViewportSize(size)
    await signedInAdmin(page)
    const other = await addStaff(browser, page, baseURL!, `Confirm Target ${size.width} ${Date.now().toString(36)}`, 'editor')
    await other.page.context().close()
    await openPanel(page, 'Staff Accounts')
    const me = page.getByRole('row').filter({ hasText: E2E_ADMIN.email })
    await expect(me).toContainText('(you)')
    await expect(me.getByRole('button', { name: 'Suspend' })).toHaveCount(0)
    await expect(me.getByRole('button', { name: 'Remove' })).toHaveCount(0)
    await expect(me.getByRole('combobox')).toHaveCount(0)

    const row = page.getByRole('row').filter({ hasText: other.email })
    const dialogs: string[] = []
    // First answer No: nothing changes.
    page.removeAllListeners('dialog')
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await row.getByLabel(`Role of ${other.name}`).selectOption('administrator')
    await expect.poll(() => dialogs.length).toBe(1)
    expect(dialogs[0]).toMatch(new RegExp(`^Make ${other.name} an Administrator\\? An Administrator can do everything: add, suspend and remove staff`))
    await expect(row.getByLabel(`Role of ${other.name}`)).toHaveValue('editor')
    expect((await (await page.request.get('/api/admin/accounts')).json()).find((a: { email: string }) => a.email === other.email).role).toBe('editor')

    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.accept()
    })
    await row.getByLabel(`Role of ${other.name}`).selectOption('admissions')
    await expect(row.getByLabel(`Role of ${other.name}`)).toHaveValue('admissions')
    expect(dialogs[1]).toBe(`Change the role of ${other.name} from Editor to Admissions desk? They will work with enquiries only.`)
    await row.getByRole('button', { name: 'Suspend' }).click()
    await expect(row).toContainText('Suspended')
    expect(dialogs[2]).toBe(`Suspend ${other.name}? They are signed out at once.`)
    await shotAt(page, `staff-accounts-confirmed-${size.width}`, [size])

    // the principal's own name
    await me.getByRole('button', { name: /^Rename / }).click()
    await page.getByLabel(/^New name for /).fill(`Dr. Principal ${size.width}`)
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(me).toContainText(`Dr. Principal ${size.width} (you)`)
    await page.reload()
    await expect(page.locator('.admin-user')).toContainText(`Dr. Principal ${size.width}`)
    // the signed-in name is visible on a phone too
    await expect(page.locator('.admin-user__name')).toBeVisible()
    await shotAt(page, `staff-accounts-renamed-${size.width}`, [size])

    await row.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('row').filter({ hasText: other.email })).toHaveCount(0)
    expect(dialogs[3]).toBe(`Remove the account of ${other.name}? They can no longer sign in, and this cannot be undone.`)
    await page.request.put(`/api/admin/accounts/${(await (await page.request.get('/api/admin/me')).json()).user.id}/name`, { data: { name: 'Administrator' }, headers: { origin: baseURL! } })
  })
}

test('a typed address of a panel the role may not open says why the Dashboard is shown', async ({ page, browser, baseURL }) => {
  await signedInAdmin(page)
  const editor = await addStaff(browser, page, baseURL!, `Curious Editor ${Date.now().toString(36)}`, 'editor')
  for (const size of [DESKTOP, PHONE]) {
    await editor.page.setViewportSize(size)
    await editor.page.goto('/vvs/panel/dashboard?panel=accounts')
    await dashboardReady(editor.page)
    await expect(editor.page.locator('.admin-panel-title')).toHaveText('Dashboard')
    await expect(editor.page.getByRole('alert').filter({ hasText: '“Staff Accounts” is not shown to your role.' })).toContainText(FORBIDDEN_MESSAGES.accounts)
    await shotAt(editor.page, `forbidden-panel-${size.width}`, [size])
  }
  await editor.page.goto('/vvs/panel/dashboard?panel=nothing-here')
  await expect(editor.page.getByRole('alert').filter({ hasText: 'There is no panel called “nothing-here”.' })).toBeVisible()
  await editor.page.context().close()
})

for (const size of [DESKTOP, PHONE]) {
  test(`at ${size.width} px: photo descriptions typed at upload, a new PDF attached from the news form, no false leave warning after a document upload`, async ({ page, baseURL }) => {
    const tag = `${size.width}x${Date.now().toString(36)}`
    await page.setViewportSize(size)
    await signedInAdmin(page)
    const category = await (await page.request.post('/api/event/addCategory', { data: { category: `Sports Day ${tag}` }, headers: { origin: baseURL! } })).json()

    // event photos: each described beside its preview, stored with it
    await openPanel(page, 'Add Event Images')
    await page.getByLabel('Category', { exact: true }).selectOption(category.data.category)
    await page.locator('.upload input[type=file]').setInputFiles([await makeJpeg(`Relay ${tag}`), await makeJpeg(`Prize ${tag}`, 1200, 600, 30)])
    await page.getByLabel(`Description of Relay-${tag}.jpg`).fill(`The relay team at the start ${tag}`)
    await page.getByLabel(`Description of Prize-${tag}.jpg`).fill(`Prize giving on the lawn ${tag}`)
    await shotAt(page, `upload-descriptions-${size.width}`, [size])
    const uploaded = page.waitForResponse((res) => res.url().includes('/api/event/uploadEventImages'))
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const body = await (await uploaded).json()
    expect(body.data.map((image: { alt: string }) => image.alt)).toEqual([`The relay team at the start ${tag}`, `Prize giving on the lawn ${tag}`])

    // the news form: a new PDF goes to the library (through its checks) and is attached
    await openPanel(page, 'Add News Data')
    await page.getByLabel('Or attach a new PDF').setInputFiles({ name: `Sports_Day_Circular-${tag}.pdf`, mimeType: 'application/pdf', buffer: await textPdf([`Sports day circular ${tag}`]) })
    await expect(page.getByLabel('Title of the PDF')).toHaveValue(`Sports Day Circular ${tag}`)
    await page.getByRole('button', { name: 'Upload and attach' }).click()
    await expect(page.getByLabel('PDF attachment (optional)')).toHaveValue(/.+/, { timeout: 30_000 })
    await expect(page.getByLabel('PDF attachment (optional)').locator('option:checked')).toContainText(`Sports Day Circular ${tag}`)
    // a file that is no PDF is refused by the library's own check, and said
    await page.getByLabel('Or attach a new PDF').setInputFiles({ name: `not-a-pdf-${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') })
    await page.getByRole('button', { name: 'Upload and attach' }).click()
    await expect(page.locator('.attach-pdf .admin-field-error')).toContainText(`not-a-pdf-${tag}.pdf`)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    await page.getByLabel('Title', { exact: true }).fill(`Sports day ${tag}`)
    await page.getByLabel('Description', { exact: true }).fill('The circular is attached.')
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20')
    await page.getByLabel('Category', { exact: true }).selectOption('news')
    await page.locator('#news-add-image').setInputFiles(await makeJpeg(`News ${tag}`))
    await shotAt(page, `news-attach-pdf-${size.width}`, [size])
    const created = page.waitForResponse((res) => res.url().includes('/api/blogs/createBlog'))
    await page.getByRole('button', { name: 'Add News' }).click()
    expect((await created).status()).toBe(201)
    const documents = await (await page.request.get('/api/documents')).json()
    expect(documents.find((d: { title: string }) => d.title === `Sports Day Circular ${tag}`)).toBeTruthy()

    // a successful document upload leaves nothing unsaved: moving on asks nothing
    await openPanel(page, 'Upload Documents')
    await page.getByLabel('Category', { exact: true }).selectOption('other')
    await page.locator('.upload input[type=file]').setInputFiles({ name: `Holiday-List-${tag}.pdf`, mimeType: 'application/pdf', buffer: await textPdf([`Holiday list ${tag}`]) })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.locator('.doc-upload[data-outcome="uploaded"]')).toHaveCount(1, { timeout: 30_000 })
    await openPanel(page, 'All Documents')
    await expect(page.locator('.admin-dialog[open]')).toHaveCount(0)
  })
}

test('the Dashboard warns Administrators while alerts fail (no mail server listens), and tells the Admissions desk they are delayed', async ({ page, browser, baseURL }) => {
  await signedInAdmin(page)
  // Nobody listens on the admin server's mail port in this turn (other specs open it in theirs): alerts fail.
  const { release } = await smtpDownTurn()
  try {
    await lateAlertsShown(page, browser, baseURL!)
  } finally {
    await release()
  }
})

async function lateAlertsShown(page: Page, browser: Browser, baseURL: string): Promise<void> {
  const applicant = `Late Alert ${Date.now().toString(36)}`
  expect((await page.request.post('/api/admission/submit', { data: { fullname: applicant, city: 'Shahdol', phone: '9826012345', course: 'LLB(5yrs.)' }, headers: { origin: baseURL! } })).status()).toBe(201)
  await expect.poll(async () => (await (await page.request.get('/api/admin/overview')).json()).data.alerts.failing, { timeout: 60_000 }).toBeGreaterThan(0)
  const desk = await addStaff(browser, page, baseURL!, `Late Desk ${Date.now().toString(36)}`, 'admissions')
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size)
    await page.goto('/vvs/panel/dashboard')
    await dashboardReady(page)
    const warning = page.locator('[data-notice="alerts-late"]')
    await expect(warning).toHaveAttribute('role', 'alert')
    await expect(warning).toContainText(/e-mail alerts? not sent/)
    await expect(warning).toContainText('The last try failed: ')
    await expect(warning.getByRole('link', { name: 'Open E-mail Alerts' })).toBeVisible()
    await shotAt(page, `dashboard-alerts-late-${size.width}`, [size])
    await desk.page.setViewportSize(size)
    await desk.page.goto('/vvs/panel/dashboard')
    await dashboardReady(desk.page)
    await expect(desk.page.locator('[data-notice="alerts-late"]')).toHaveText('E-mail alerts of new enquiries are delayed. New enquiries still arrive here: check the Queries panels.')
    await shotAt(desk.page, `dashboard-alerts-delayed-desk-${size.width}`, [size])
  }
  await desk.page.context().close()
}

test('one date and time format in the whole panel: every panel scanned for any other', async ({ page, baseURL }) => {
  await signedInAdmin(page)
  // something dated in the lists: an enquiry with a note, a scheduled news item, a version, a bin entry
  const origin = { origin: baseURL! }
  await page.request.post('/api/contact/addContact', { data: { name: 'Date Scan', email: 'scan@example.in', mobile: '9826012345', message: 'When does the term start?' }, headers: origin })
  await page.request.put('/api/about/missionVisionUpdate', { data: { mission: 'Justice for all, taught well.', vision: 'A law college for the region.' }, headers: origin })
  const dated = /\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*,? (?:\d{4},? )?\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/gi
  const strays: string[] = []
  for (const entry of ENTRIES) {
    await page.goto(entry.key === 'overview' ? '/vvs/panel/dashboard' : `/vvs/panel/dashboard?panel=${entry.key}`)
    await dashboardReady(page)
    await expect(page.locator('main [role="status"]', { hasText: 'Loading…' })).toHaveCount(0)
    const text = await page.locator('main').innerText()
    for (const found of text.match(dated) ?? []) if (!INDIAN_DATE_TIME.test(found)) strays.push(`${entry.key}: ${found}`)
  }
  expect(strays).toEqual([])
})

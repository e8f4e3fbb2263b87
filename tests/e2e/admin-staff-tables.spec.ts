import { expect, test, type Locator, type Page } from '@playwright/test'
import { dashboardReady, openPanel, shotAt, signIn, staffPage } from './admin-support'
import { DESKTOP, E2E_ADMIN, PHONE } from './fixtures'

/** Nothing on the page scrolls sideways: the document, and no table wider than its box. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth,
    tables: [...document.querySelectorAll('main table')].map((table) => ({ table: table.scrollWidth, box: table.parentElement!.clientWidth })),
  }))
  expect(sizes.page, `${what}: page width`).toBeLessThanOrEqual(PHONE.width)
  expect(sizes.tables.length, `${what}: a table`).toBeGreaterThan(0)
  for (const { table, box } of sizes.tables) expect(table, `${what}: table width within its box`).toBeLessThanOrEqual(box)
}

/** Visible and at least 24 × 24 px to the finger (WCAG 2.5.8). */
async function expectTappable(control: Locator): Promise<void> {
  await expect(control).toBeVisible()
  const box = (await control.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(24)
  expect(box.width).toBeGreaterThanOrEqual(24)
}

test('staff tables are usable at 360 px without sideways scrolling, and stay tables at 1280 px', async ({ page, browser, baseURL }) => {
  const tag = Date.now().toString(36)
  const applicant = `Applicant Narrow ${tag}`
  const sender = `Sender Narrow ${tag}`
  const origin = { origin: baseURL! }
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto('/vvs/panel/login')
  await signIn(page, E2E_ADMIN)
  await dashboardReady(page)

  // an enquiry of each kind with a phone (and a long e-mail and message), a note, something in the bin, a second staff member
  expect((await page.request.post('/api/admission/submit', { data: { fullname: applicant, city: 'Shahdol', phone: '+91 98260 12345', course: 'LLB(5yrs.)' }, headers: origin })).status()).toBe(201)
  const longMessage = `Please call me about the evening classes and hostel fees ${tag}. ` + 'Documentsneededforadmissionwithoutanyspaces'.repeat(3)
  expect((await page.request.post('/api/contact/addContact', { data: { name: sender, mobile: '9826012345', email: `a.very.long.address.of.a.parent.${tag}@college-example.test`, message: longMessage }, headers: origin })).status()).toBe(201)
  const found = await (await page.request.get(`/api/admission/queries?q=${encodeURIComponent(applicant)}`)).json()
  const enquiryId = found.data.items[0]._id
  expect((await page.request.post(`/api/admission/queries/${enquiryId}/notes`, { data: { note: 'Called at 11: will visit with the 12th marksheet on Monday' }, headers: origin })).status()).toBe(201)
  const program = await (await page.request.post('/api/home/uploadPrograms', { data: { title: `Evening diploma ${tag}`, duration: '1 year', highlights: [] }, headers: origin })).json()
  expect((await page.request.delete(`/api/home/deletePrograms/${program.data._id}`, { headers: origin })).status()).toBe(200)
  const editor = await staffPage(browser, page, baseURL!, `Narrow Editor ${tag}`, 'editor')
  await editor.context().close()

  await page.setViewportSize(PHONE)

  await openPanel(page, 'Show Addmission Queries')
  await page.getByLabel('Search', { exact: true }).fill(applicant)
  await expect(page.getByText('1 found', { exact: true })).toBeVisible()
  const admission = page.getByRole('region', { name: 'Admission queries' })
  await expect(admission.getByText('Called at 11: will visit with the 12th marksheet on Monday')).toBeVisible()
  await expectNoSidewaysScroll(page, 'admission queries')
  await expectTappable(admission.getByRole('link', { name: '+91 98260 12345', exact: true }))
  await expect(admission.getByRole('link', { name: '+91 98260 12345', exact: true })).toHaveAttribute('href', 'tel:+919826012345')
  await expectTappable(admission.getByRole('link', { name: 'WhatsApp +91 98260 12345' }))
  await expect(admission.getByRole('link', { name: 'WhatsApp +91 98260 12345' })).toHaveAttribute('href', 'https://wa.me/919826012345')
  await expectTappable(admission.getByLabel(`Status of ${applicant}`))
  await expectTappable(admission.getByLabel(`Note on ${applicant}`))
  await expectTappable(admission.getByRole('button', { name: 'Add note' }))
  // each value keeps its column's name beside it on the card
  await expect(admission.getByRole('cell', { name: 'Shahdol' })).toHaveAttribute('data-label', 'City')
  await shotAt(page, 'enquiry-with-notes')
  await page.setViewportSize(PHONE)

  await openPanel(page, 'Contact Queries')
  await page.getByLabel('Search', { exact: true }).fill(sender)
  await expect(page.getByText('1 found', { exact: true })).toBeVisible()
  const contact = page.getByRole('region', { name: 'Contact queries' })
  await expect(contact.getByText(`evening classes and hostel fees ${tag}`)).toBeVisible()
  await expectNoSidewaysScroll(page, 'contact queries')
  await expectTappable(contact.getByRole('link', { name: '9826012345', exact: true }))
  await expectTappable(contact.getByRole('link', { name: 'WhatsApp 9826012345' }))
  await expectTappable(contact.getByLabel(`Status of ${sender}`))
  await shotAt(page, 'contact-queries')
  await page.setViewportSize(PHONE)

  await openPanel(page, 'Staff Accounts')
  // the name as written in its cell (the Rename button repeats it for screen readers only)
  await expect(page.locator('[translate="no"]').getByText(`Narrow Editor ${tag}`, { exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page, 'accounts')
  await expectTappable(page.getByLabel(`Role of Narrow Editor ${tag}`))
  await shotAt(page, 'accounts')
  await page.setViewportSize(PHONE)

  await openPanel(page, 'Activity Log')
  await expect(page.getByText(`deleted '${`Evening diploma ${tag}`}' (in the bin for 30 days)`)).toBeVisible()
  await expectNoSidewaysScroll(page, 'activity log')
  await expectTappable(page.getByRole('region', { name: 'Activity log' }).getByRole('button', { name: 'Restore' }).first())
  await shotAt(page, 'activity-log')
  await page.setViewportSize(PHONE)

  await openPanel(page, 'Deleted Items')
  // the card's label is part of what the cell says to a screen reader
  await expect(page.getByRole('cell', { name: `Item Evening diploma ${tag}`, exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page, 'bin')
  await expectTappable(page.getByRole('button', { name: `Restore Evening diploma ${tag}` }))
  await shotAt(page, 'bin')

  // at 1280 px each is still a table: headings in a row above the rows
  await page.setViewportSize(DESKTOP)
  await expect(page.getByRole('columnheader', { name: 'Gone for good' })).toBeVisible()
  await openPanel(page, 'Show Addmission Queries')
  await expect(page.getByRole('columnheader', { name: 'Mobile No.' })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(applicant) })
  const [header, cell] = [await page.getByRole('columnheader', { name: 'Full Name' }).boundingBox(), await row.getByRole('cell', { name: applicant, exact: true }).boundingBox()]
  expect(Math.abs(header!.x - cell!.x)).toBeLessThan(2)
  // and the whole row, notes included, fits beside the sidebar
  const wide = await page.getByRole('region', { name: 'Admission queries' }).evaluate((box) => ({ box: box.clientWidth, table: box.querySelector('table')!.scrollWidth }))
  expect(wide.table).toBeLessThanOrEqual(wide.box)
})

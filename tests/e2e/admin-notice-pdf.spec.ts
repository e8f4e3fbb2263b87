import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, openPanel, SHOTS, signedIn, visitorPage, visitorWithoutJs } from './admin-support'

/**
 * Issue 26 row 5 from the staff's side: a PDF meant for a notice that appears later is uploaded
 * "Only with the notice that attaches it", marked so in All Documents, and not in the library for
 * visitors (docs/decisions/115).
 */
const tag = Date.now().toString(36)

test('a PDF uploaded only for its notice is marked for staff and not public on its own', async ({ page, browser, baseURL }) => {
  const staff = createStaffAdmin('notice-pdf')
  await page.setViewportSize(DESKTOP)
  await signedIn(page, staff)
  await openPanel(page, 'Upload Documents')
  await page.locator('input[type=file][accept*="pdf"]').setInputFiles([{ name: `Exam-Timetable-${tag}.pdf`, mimeType: 'application/pdf', buffer: await textPdf([`Exam timetable ${tag}`]) }])
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Time-tables & results' })
  await page.getByLabel('Show on the site').selectOption({ label: 'Only with the notice that attaches it' })
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toContainText('Uploaded', { timeout: 60_000 })

  // a fresh load of the panel (the upload form keeps its choices as a draft, which a switch would ask about)
  await page.goto('/vvs/panel/dashboard?panel=all-documents')
  await expect(page.locator('.admin-panel-title')).toHaveText('All Documents')
  const row = page.getByRole('row').filter({ hasText: `Exam Timetable ${tag}` })
  await expect(row).toContainText('With its notice only')

  const { context, page: visitor } = await visitorWithoutJs(browser, baseURL)
  await visitor.goto('/documents')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText(`Exam Timetable ${tag}`)).toHaveCount(0)
  await context.close()
})

/**
 * Decision 286: a document put in the library from a date and time staff choose (a prospectus
 * ready before its day). Until then it is marked for staff with its time and not public; its edit
 * form offers the same choice, and "In the library now" puts it on the site. A later time left
 * empty is named at its field. As the office's browsers are, in Indian time.
 */
test.describe('a document scheduled for later', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })
  for (const size of [PHONE, DESKTOP]) {
    test(`uploaded for a later time, marked with it, not public until put in the library now (${size.width} px)`, async ({ page, browser, baseURL }) => {
      const title = `Prospectus ${tag} ${size.width}`
      await page.setViewportSize(size)
      await signedIn(page, createStaffAdmin(`scheduled-pdf-${size.width}`))
      await openPanel(page, 'Upload Documents')
      await page.locator('input[type=file][accept*="pdf"]').setInputFiles([{ name: `${title.replace(/ /g, '-')}.pdf`, mimeType: 'application/pdf', buffer: await textPdf([title]) }])
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Prospectus' })
      await page.getByLabel('Show on the site').selectOption({ label: 'In the library from a date and time' })
      // no time yet: said at its field, nothing sent
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.getByText('Choose the date and time it appears on the site.')).toBeVisible()
      // a time gone by is not "later": said, nothing sent
      await page.getByLabel('Appears on the site at').fill('2020-01-01T09:30')
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.getByText('That time has passed: choose a time still to come, or “In the library now”.')).toBeVisible()
      await page.getByLabel('Appears on the site at').fill('2031-01-15T10:00')
      fs.mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, `document-scheduled-upload-${size.width}.png`), fullPage: true })
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toContainText('Uploaded', { timeout: 60_000 })

      await page.goto('/vvs/panel/dashboard?panel=all-documents')
      await expect(page.locator('.admin-panel-title')).toHaveText('All Documents')
      const row = page.getByRole('row').filter({ hasText: title })
      await expect(row).toContainText('Appears 15 Jan 2031, 10:00 am')
      const visitor = await visitorPage(page)
      await visitor.goto('/documents')
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(visitor.getByText(title)).toHaveCount(0)

      // its edit form holds the choice and the time; "In the library now" puts it on the site
      await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
      const editing = page.locator('tr.admin-table__editing')
      await expect(editing.getByLabel('Show on the site')).toHaveValue('later')
      await expect(editing.getByLabel('Appears on the site at')).toHaveValue('2031-01-15T10:00')
      await editing.getByLabel('Show on the site').selectOption({ label: 'In the library now' })
      await editing.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByRole('row').filter({ hasText: title })).not.toContainText('Appears')
      await visitor.goto('/documents')
      await expect(visitor.getByText(title).first()).toBeVisible()
      await visitor.close()
    })
  }
})

/**
 * Decision 297 from the staff's side: a PDF's language is read from it on upload and shown in All
 * Documents; staff correct it in the edit form, and a visitor with no cookie reads the link on the
 * page in the other language with the file's language said in the link's name (after the library's
 * "PDF" mark).
 */
test('the language of a PDF: read on upload, corrected by staff, said beside its link on the other language’s page (360 px)', async ({ page, baseURL }) => {
  const title = `Refund rules ${tag}`
  await page.setViewportSize(PHONE)
  await signedIn(page, createStaffAdmin('file-language'))
  await openPanel(page, 'Upload Documents')
  const lines = [title, 'A student who leaves the college before the classes begin is refunded the whole fee.', 'A student who leaves within the first month is refunded half of the tuition fee.', 'The refund is paid to the account from which the fee was paid, within thirty days.']
  await page.locator('input[type=file][accept*="pdf"]').setInputFiles([{ name: `Refund-rules-${tag}.pdf`, mimeType: 'application/pdf', buffer: await textPdf(lines) }])
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Fee structure & refund policy' })
  await expect(page.getByLabel('Language of the file')).toHaveValue('')
  await expect(page.getByLabel('Language of the file').locator('option:checked')).toHaveText('Read it from the file')
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toContainText('Uploaded', { timeout: 60_000 })

  await page.goto('/vvs/panel/dashboard?panel=all-documents')
  await expect(page.locator('.admin-panel-title')).toHaveText('All Documents')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('In English')
  const visitor = await visitorPage(page)
  await visitor.goto('/hi/documents')
  await expect(visitor.getByRole('link', { name: `PDF ${title} (अंग्रेज़ी में)`, exact: true })).toBeVisible()
  await visitor.goto('/documents')
  await expect(visitor.getByRole('link', { name: `PDF ${title}`, exact: true })).toBeVisible()

  // the office says it is the Hindi edition after all
  await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
  const editing = page.locator('tr.admin-table__editing')
  await expect(editing.getByLabel('Language of the file')).toHaveValue('en')
  await editing.getByLabel('Language of the file').selectOption({ label: 'Hindi' })
  await editing.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('In Hindi')
  await visitor.goto('/documents')
  const link = visitor.getByRole('link', { name: `PDF ${title} (in Hindi)`, exact: true })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('hreflang', 'hi')
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  fs.mkdirSync(SHOTS, { recursive: true })
  await link.scrollIntoViewIfNeeded()
  await visitor.screenshot({ path: path.join(SHOTS, 'document-file-language-360.png') })
  await visitor.close()
})

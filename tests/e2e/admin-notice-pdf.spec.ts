import { expect, test } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { DESKTOP } from './fixtures'
import { createStaffAdmin, openPanel, signedIn, visitorWithoutJs } from './admin-support'

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

import { expect, test, type Page } from '@playwright/test'
import { encryptedPdf, scannedPdf, textPdf } from '../helpers/pdfs'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'
import { createStaffAdmin, expectToast, jsonOf, openPanel, signedIn, visitorWithoutJs } from './admin-support'

/**
 * Issue #15 from the staff's side and a visitor's: documents uploaded several at once, a
 * committee filled in, then found without JavaScript on /documents, /committees and /disclosure.
 */
const tag = Date.now().toString(36)
const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer })


test.describe.serial('documents and committees', () => {
  let staff: { email: string; password: string }
  test.beforeAll(() => {
    staff = createStaffAdmin('disclosure')
  })

  test('staff upload three PDFs at once: the encrypted one is refused with its reason, the scan gets the warning', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signedIn(page, staff)
    await openPanel(page, 'Upload Documents')
    await page.locator('input[type=file][accept*="pdf"]').setInputFiles([
      pdf(`Scanned-Notice-${tag}.pdf`, await scannedPdf()),
      pdf(`Locked-${tag}.pdf`, encryptedPdf()),
      pdf(`Fee-Structure-${tag}.pdf`, await textPdf([`Fee structure ${tag}`, 'Tuition fee 18000 per year'])),
    ])
    const chosen = page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')
    await expect(chosen).toHaveCount(3)
    // The title comes from the file name and can be changed before sending
    await expect(page.getByLabel(`Title of Fee-Structure-${tag}.pdf`)).toHaveValue(`Fee Structure ${tag}`)
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    // The panel checks with the API's schema first: no category, nothing sent
    await expect(page.getByText(/Category must be one of/)).toBeVisible()
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Fee structure & refund policy' })
    await page.getByLabel('Academic year (optional)').fill('2026-27')
    const mark = await page.locator('.Toastify__toast').count()
    await page.getByRole('button', { name: 'Upload', exact: true }).click()

    const scanned = chosen.filter({ hasText: `Scanned-Notice-${tag}.pdf` })
    const locked = chosen.filter({ hasText: `Locked-${tag}.pdf` })
    const good = chosen.filter({ hasText: `Fee-Structure-${tag}.pdf` })
    await expect(good).toContainText('Uploaded', { timeout: 60_000 })
    await expect(scanned).toContainText('Uploaded with a warning')
    await expect(scanned).toContainText('screen readers cannot read it')
    await expect(locked).toContainText('Refused')
    await expect(locked.getByRole('alert')).toHaveText(`Locked-${tag}.pdf is password-protected or encrypted. Please save an unprotected copy and upload that.`)
    await expectToast(page, '2 documents uploaded (1 with a warning).', mark - 1)
    await expectToast(page, '1 document was refused: see the reason beside each.', mark - 1)
  })

  test('staff fill the grievance committee; it shows on /committees for a visitor without JavaScript', async ({ page, browser, baseURL }) => {
    await page.setViewportSize(PHONE)
    await signedIn(page, staff)
    await openPanel(page, 'Committees')
    await page.getByLabel('Committee', { exact: true }).selectOption({ label: "Students' Grievance Redressal Committee" })
    // the demo's SGRC has its members already (a complete example, docs/decisions/166): two are added after them
    const members = page.getByRole('group', { name: /^Member \d+$/ })
    await expect(members.first()).toBeVisible()
    const seated = await members.count()
    await page.getByRole('button', { name: 'Add member' }).click()
    await page.getByRole('button', { name: 'Add member' }).click()
    const first = page.getByRole('group', { name: `Member ${seated + 1}` })
    await first.getByLabel('Name').fill(`Dr. Chair ${tag}`)
    await first.getByLabel('Role').fill('Chairperson')
    await first.getByLabel('Phone').fill('+91 94250 11111')
    await first.getByLabel('E-mail').fill('not-an-email')
    const second = page.getByRole('group', { name: `Member ${seated + 2}` })
    await second.getByLabel('Name').fill(`Justice Ombud ${tag}`)
    await second.getByLabel('Role').fill('Ombudsperson')
    await page.getByRole('button', { name: 'Save committee' }).click()
    await expect(first.getByText('E-mail must look like name@example.in')).toBeVisible()
    await first.getByLabel('E-mail').fill('sgrc@college.example.in')
    await page.getByLabel('How to complain').fill(`Write to the committee ${tag}; it answers within 15 days.`)
    await page.getByLabel(/Constituting order/).selectOption({ label: `Fee Structure ${tag}` })
    const saved = await jsonOf(page, '/api/committees/', () => page.getByRole('button', { name: 'Save committee' }).click())
    expect(saved.response.status()).toBe(200)
    await expectToast(page, 'Committee updated successfully!', saved.mark)

    const { context, page: visitor } = await visitorWithoutJs(browser, baseURL, PHONE)
    await visitor.goto('/committees')
    const sgrc = visitor.locator('#sgrc')
    await expect(sgrc.getByRole('rowheader', { name: `Dr. Chair ${tag}` })).toBeVisible()
    await expect(sgrc.getByRole('link', { name: '+91 94250 11111' })).toHaveAttribute('href', 'tel:+919425011111')
    await expect(sgrc.getByText(`Write to the committee ${tag}; it answers within 15 days.`)).toBeVisible()
    await expect(sgrc.getByRole('link', { name: `Fee Structure ${tag}` })).toHaveAttribute('href', /^\/documents\/[a-f0-9]{24}\/Fee-Structure-/)
    await expect(visitor.locator('.helpline')).toContainText('1800-180-5522')
    await expect(visitor.locator('footer')).toContainText('Anti-ragging helpline: 1800-180-5522')
    await context.close()
  })

  test('a visitor without JavaScript finds the document and the committee on /disclosure and /documents', async ({ browser, baseURL }) => {
    const { context, page } = await visitorWithoutJs(browser, baseURL)
    await page.goto('/')
    await page.locator('footer').getByRole('link', { name: 'Mandatory Disclosure' }).click()
    await expect(page).toHaveURL(/\/disclosure$/)
    const fees = page.locator('#fees')
    const link = fees.getByRole('link', { name: `Fee Structure ${tag}` })
    await expect(link).toBeVisible()
    await expect(fees.getByText(/PDF, 1 KB · 1 page · Academic year 2026-27/).first()).toBeVisible()
    await expect(page.locator('#grievance')).toContainText(`Ombudsperson: Justice Ombud ${tag}`)
    await expect(page.locator('#committees')).toContainText(`Dr. Chair ${tag}`)
    for (const part of ['college', 'approvals', 'courses', 'fees', 'faculty', 'committees', 'grievance', 'documents']) {
      await expect(page.locator(`#${part} .disclosure-part__updated`)).toBeVisible()
    }
    const href = await link.getAttribute('href')
    const res = await page.request.get(href!)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toContain(`filename="Fee-Structure-${tag}.pdf"`)

    await page.goto('/documents')
    const group = page.getByRole('region', { name: 'Fee structure & refund policy' })
    await expect(group.getByRole('link', { name: `Fee Structure ${tag}` })).toBeVisible()
    await expect(group.getByText('Scanned document: a screen reader may not be able to read it.').first()).toBeVisible()
    await expect(page.getByRole('link', { name: `Locked ${tag}` })).toHaveCount(0)
    await context.close()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the disclosure pages are axe-clean, one h1 and headings in order at ${viewport.width} px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport })
      const page = await context.newPage()
      for (const path of ['/disclosure', '/documents', '/committees', '/search?q=fee']) {
        await page.goto(path)
        expect(await seriousViolations(page), path).toEqual([])
        const levels = await page.locator('main h1, main h2, main h3, main h4').evaluateAll((els) => els.map((el) => Number(el.tagName[1])))
        expect(levels[0], path).toBe(1)
        for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `${path} heading ${i}`).toBeLessThanOrEqual(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width)
      }
      await context.close()
    })
  }
})

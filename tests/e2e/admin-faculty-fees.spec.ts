import { expect, test, type Page } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'
import { createStaffAdmin, expectToast, jsonOf, makeJpeg, openPanel, pressSidebar, shot, signedIn, visitorWithoutJs } from './admin-support'

/**
 * Issue #15, the faculty and the fee table: staff fill the fee table and edit a faculty member in
 * the panel; a visitor with no cookie and no JavaScript sees both on /disclosure and /aboutUs.
 */
const tag = Date.now().toString(36)



test.describe.serial('faculty and fee table', () => {
  let staff: { email: string; password: string }
  test.beforeAll(() => {
    staff = createStaffAdmin('fees')
  })

  test('staff fill the fee table: a wrong amount is marked, the row is added with its other fee and refund policy', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP)
    await signedIn(page, staff)
    // the refund policy is a document of the library (uploaded as staff would, through the API)
    const upload = await page.request.post('/api/documents', {
      headers: { origin: baseURL! },
      multipart: {
        title: `Refund Policy ${tag}`,
        category: 'fees',
        academicYear: '2026-27',
        file: { name: 'refund-policy.pdf', mimeType: 'application/pdf', buffer: await textPdf([`Refund policy ${tag}`]) },
      },
    })
    expect(upload.status()).toBe(201)

    await openPanel(page, 'Fee Table')
    await expect(page.getByText('No fees yet. Add the first row below.')).toBeVisible()
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'LL.B.' })
    await page.getByLabel('Academic year').fill('2026-27')
    await page.getByLabel('Tuition fee (₹ a year)').fill('85,000.50')
    await page.getByRole('button', { name: 'Add other fee' }).click()
    const other = page.getByRole('group', { name: 'Other fee 1' })
    await other.getByLabel('What it covers').fill('Examination and moot court')
    await other.getByLabel('Amount (₹)').fill('3500')
    await expect(other.getByText('₹3,500')).toBeVisible()
    await page.getByLabel(/Refund policy/).selectOption({ label: `Refund Policy ${tag} (2026-27)` })
    await page.getByRole('button', { name: 'Add fee row' }).click()
    // the API's own schema checks first: nothing is sent, the field says what to fix
    await expect(page.getByText('Tuition fee must be whole rupees (no paise)')).toBeVisible()
    await expect(page.getByLabel('Tuition fee (₹ a year)')).toBeFocused()
    await page.getByLabel('Tuition fee (₹ a year)').fill('85000')
    await expect(page.getByText('₹85,000', { exact: true })).toBeVisible()
    const added = await jsonOf(page, '/api/fees', () => page.getByRole('button', { name: 'Add fee row' }).click())
    expect(added.response.status()).toBe(201)
    await expectToast(page, 'Fee row added successfully!', added.mark)
    const row = page.getByRole('row').filter({ hasText: '2026-27' })
    await expect(row).toContainText('₹85,000')
    await expect(row).toContainText('₹88,500')
    await expect(row).toContainText(`Refund Policy ${tag}`)
    expect(await seriousViolations(page), 'fee panel').toEqual([])
    await shot(page, 'fee-panel')

    // a second row for the same course and year is refused by the server, named at the field
    await page.getByLabel('Academic year').fill('2026-27')
    await page.getByLabel('Course', { exact: true }).selectOption('llb')
    await page.getByLabel('Tuition fee (₹ a year)').fill('1000')
    const twin = await jsonOf(page, '/api/fees', () => page.getByRole('button', { name: 'Add fee row' }).click())
    expect(twin.response.status()).toBe(409)
    await expect(page.locator('#fee-year-error')).toContainText('already')
  })

  test('the fee panel on a phone: the row is a card, Edit opens it in the form', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signedIn(page, staff)
    await openPanel(page, 'Fee Table')
    await page.getByRole('button', { name: /^Edit .*2026-27/ }).click()
    await expect(page.getByRole('heading', { name: /Edit the fees of .* 2026-27/ })).toBeVisible()
    await expect(page).toHaveURL(/panel=fees&row=[a-f0-9]{24}/)
    await expect(page.getByLabel('Tuition fee (₹ a year)')).toHaveValue('85000')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await seriousViolations(page), 'fee panel on a phone').toEqual([])
    await shot(page, 'fee-panel')

    // Saved is saved the moment the toast says so: leaving while the list is still reloading asks
    // nothing (the reload is held back here as a busy server would)
    await page.getByLabel('Tuition fee (₹ a year)').fill('86000')
    await page.route('**/api/fees', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.fallback()
    })
    const saved = await jsonOf(page, '/api/fees/', () => page.getByRole('button', { name: 'Save fee row' }).click())
    expect(saved.response.status()).toBe(200)
    await expectToast(page, 'Fee row updated successfully!', saved.mark)
    await pressSidebar(page, 'Dashboard')
    await expect(page.locator('.admin-panel-title')).toHaveText('Dashboard')
    await expect(page.getByRole('dialog', { name: 'Leave this form?' })).toHaveCount(0)
    await page.unroute('**/api/fees')
  })

  test('staff edit a faculty member: new designation, a photo with its description, moved up', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signedIn(page, staff)
    await openPanel(page, 'Faculty')
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Shri Deepak Gupta' }) })
    await entry.getByRole('button', { name: 'Edit Shri Deepak Gupta' }).click()
    const list = page.getByRole('region', { name: 'Faculty in the order the site shows them' })
    await list.getByLabel('Designation').fill(`Associate Professor, Procedural Law ${tag}`)
    await list.getByLabel('Years of experience').fill('eighty')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(list.getByText('Years of experience must be a number')).toBeVisible()
    await expect(list.getByLabel('Years of experience')).toBeFocused()
    await list.getByLabel('Years of experience').fill('9')
    await list.getByLabel('Photo', { exact: true }).setInputFiles(await makeJpeg('DG', 600, 600, 30))
    await list.getByLabel('Photo description (alt text)').fill(`Shri Deepak Gupta in the library ${tag}`)
    const saved = await jsonOf(page, '/api/faculty/', () => page.getByRole('button', { name: 'Save', exact: true }).click())
    expect(saved.response.status()).toBe(200)
    await expectToast(page, 'Faculty member updated successfully!', saved.mark)
    const updated = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Shri Deepak Gupta' }) })
    await expect(updated).toContainText(`Associate Professor, Procedural Law ${tag}`)
    const moved = await jsonOf(page, '/api/faculty/order', () => updated.getByRole('button', { name: 'Up Shri Deepak Gupta' }).click())
    expect(moved.response.status()).toBe(200)
    await expect.poll(async () => {
      const names = await page.locator('.faculty-list h3').allTextContents()
      return names.indexOf('Shri Deepak Gupta') - names.indexOf('Ku. Pooja Soni')
    }).toBe(-1)
    // focus stays on the moved person's Up button, so a keyboard user can move them again
    await expect(page.getByRole('button', { name: 'Up Shri Deepak Gupta' })).toBeFocused()
    expect(await seriousViolations(page), 'faculty panel').toEqual([])
    await shot(page, 'faculty-panel')
    await page.setViewportSize(PHONE)
    await expect(page.locator('.faculty-list h3').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await shot(page, 'faculty-panel')
  })

  test('a visitor without JavaScript sees the fees and the edited faculty on /disclosure and /aboutUs', async ({ browser, baseURL }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await visitorWithoutJs(browser, baseURL, viewport)
      await page.goto('/disclosure')
        const fees = page.locator('#fees')
      const row = fees.getByRole('row').filter({ hasText: '2026-27' })
      await expect(row).toContainText('₹86,000')
      await expect(row).toContainText('Examination and moot court: ₹3,500')
      await expect(row).toContainText('₹89,500')
      await expect(row.getByRole('link', { name: `Refund Policy ${tag}` })).toHaveAttribute('href', /^\/documents\/[a-f0-9]{24}\/refund-policy\.pdf$/)
      await expect(fees.locator('.disclosure-part__updated')).toHaveText(/^Last updated /)
      const faculty = page.locator('#faculty')
      await expect(faculty.getByRole('row').filter({ hasText: 'Shri Deepak Gupta' })).toContainText(`Associate Professor, Procedural Law ${tag}`)
      await expect(faculty.locator('.disclosure-part__updated')).toHaveText(/^Last updated /)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await fees.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `.tmp/admin-screens/${viewport.width}-disclosure-fees.png`, animations: 'disabled' })
      await faculty.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `.tmp/admin-screens/${viewport.width}-disclosure-faculty.png`, animations: 'disabled' })

      await page.goto('/aboutUs')
      const card = page.locator('#faculty .person-card').filter({ hasText: 'Shri Deepak Gupta' })
      await expect(card).toContainText(`Associate Professor, Procedural Law ${tag}`)
      const photo = card.getByRole('img', { name: `Shri Deepak Gupta in the library ${tag}` })
      await expect(photo).toHaveAttribute('src', /^\/uploads\/Faculty\/[a-f0-9]{24}\.jpg$/)
      await photo.scrollIntoViewIfNeeded()
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const names = await page.locator('#faculty .person-card__name').allTextContents()
      expect(names).toHaveLength(11)
      expect(names.indexOf('Shri Deepak Gupta')).toBe(names.indexOf('Ku. Pooja Soni') - 1)
      await card.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `.tmp/admin-screens/${viewport.width}-about-faculty.png`, animations: 'disabled' })
      await context.close()

      // axe needs scripts: a fresh visitor with them, on the same pages
      const checker = await browser.newContext({ baseURL, viewport })
      const checked = await checker.newPage()
      for (const path of ['/disclosure', '/aboutUs']) {
        await checked.goto(path)
        expect(await seriousViolations(checked), `${path} at ${viewport.width}`).toEqual([])
      }
      await checker.close()
    }
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createStaffAdmin, makeJpeg, openPanel, SHOTS, signedIn } from './admin-support'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'

/**
 * The office day of issue 40, round four, at 1280 and 360 px: the activity log in the panel's words
 * (item 8), "needs update" shows what changed in the English (item 9), and the smaller points of item 12 a person meets in the panel: the typed
 * e-mail goes along to "Forgot password?", contact messages are never "Admitted", a category just
 * added is chosen for its photos. The correction of a grievance decision (item 7) is tried in
 * tests/e2e/grievances.spec.ts; every shape of the log's words in tests/api/plain-words.test.ts.
 */

async function look(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `round-four-${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' })
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin })

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size })
    const staff = createStaffAdmin(`round-four-${size.width}`)

    test('item 9: "needs update" shows what changed in the English, word by word, in words a screen reader says', async ({ page }) => {
      const tag = `${size.width}-${Date.now().toString(36)}`
      await signedIn(page, staff)
      const created = await page.request.post('/api/blogs/createBlog', {
        headers: origin(page),
        multipart: { title: `Fees due ${tag}`, description: 'Pay the fees at the office by Friday.', date: '2026-11-20', category: 'news', image: await makeJpeg(`fees ${tag}`, 600, 300) },
      })
      expect(created.status()).toBe(201)
      const id = ((await created.json()) as { data: { _id: string } }).data._id
      const translated = await page.request.put(`/api/translations/news/${id}`, { headers: origin(page), data: { fields: { description: { text: 'शुक्रवार तक कार्यालय में शुल्क जमा करें।' } } } })
      expect(translated.status()).toBe(200)
      const changed = await page.request.put(`/api/blogs/updateBlog/${id}`, { headers: origin(page), multipart: { description: 'Pay the fees at the bank by Monday.' } })
      expect(changed.status()).toBe(200)

      await page.goto(`/vvs/panel/dashboard?panel=translations&area=news&item=${id}`)
      const changes = page.locator('.translation-changed')
      await expect(changes).toHaveCount(1)
      await expect(changes.getByText(/^What changed in the English since this translation was written \(\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m\):$/)).toBeVisible()
      await expect(changes.locator('del')).toHaveText(['[removed: office] ', '[removed: Friday.] '])
      await expect(changes.locator('ins')).toHaveText(['[added: bank] ', '[added: Monday.] '])
      // the words a screen reader says are in the accessibility tree, hidden from sight only
      await expect(changes.locator('del .visually-hidden').first()).toHaveCSS('position', 'absolute')
      expect(await changes.locator('.admin-diff').evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())).toBe('Pay the fees at the [removed: office] [added: bank] by [removed: Friday.] [added: Monday.]')
      await look(page, 'needs-update')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      expect(await seriousViolations(page), 'the Translations editor with what changed').toEqual([])
    })

    test("item 8: the activity log says a change in the panel's words: money in rupees, other fees as a list, no JSON", async ({ page }) => {
      await signedIn(page, staff)
      const year = 2040 + (Math.floor(Date.now() / 1000) % 50) + (size.width === PHONE.width ? 1 : 0)
      const academicYear = `${year}-${String((year + 1) % 100).padStart(2, '0')}`
      const added = await page.request.post('/api/fees', { headers: origin(page), data: { course: 'llm', academicYear, tuitionFee: 45000 } })
      expect(added.status(), await added.text()).toBe(201)
      const id = ((await added.json()) as { data: { _id: string } }).data._id
      const changed = await page.request.put(`/api/fees/${id}`, { headers: origin(page), data: { course: 'llm', academicYear, tuitionFee: 48000, otherFees: [{ covers: 'Library', amount: 500 }] } })
      expect(changed.status()).toBe(200)
      await openPanel(page, 'Activity Log')
      const entry = page.locator('td', { hasText: `LL.M. ${academicYear}` }).first()
      await expect(entry).toContainText('tuition fee ₹45,000 → ₹48,000; other fees no other fees → 1 other fee: Library ₹500')
      expect(await entry.textContent()).not.toMatch(/[[{]"/)
      await look(page, 'activity-log')
    })

    test('item 12: the e-mail typed on the sign-in screen goes along to "Forgot password?"', async ({ browser }) => {
      const context = await browser.newContext({ viewport: size, baseURL: test.info().project.use.baseURL })
      const page = await context.newPage()
      await page.goto('/vvs/panel/login')
      await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
      await page.getByLabel('Email', { exact: true }).fill('asha.rao@college.test')
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page).toHaveURL(/\/vvs\/panel\/forgot-password\?email=asha\.rao%40college\.test$/)
      await expect(page.getByLabel('Email')).toHaveValue('asha.rao@college.test')
      await look(page, 'forgot-password')
      // an address that is no address is not put in the box
      await page.goto('/vvs/panel/forgot-password?email=%3Cscript%3E')
      await expect(page.getByLabel('Email')).toHaveValue('')
      await context.close()
    })

    test('item 12: contact messages are never offered "Admitted"; admission queries are', async ({ page }) => {
      await signedIn(page, staff)
      await openPanel(page, 'Contact Queries')
      const contact = await page.locator('#contact-status option').allTextContents()
      expect(contact.length).toBeGreaterThan(1)
      expect(contact.filter((text) => text.startsWith('Admitted'))).toEqual([])
      await openPanel(page, 'Show Addmission Queries')
      expect((await page.locator('#admission-status option').allTextContents()).filter((text) => text.startsWith('Admitted'))).toHaveLength(1)
    })

    test('item 12: a category just added is chosen for its photos', async ({ page }) => {
      const name = `Convocation ${size.width}-${Date.now().toString(36)}`
      await signedIn(page, staff)
      await openPanel(page, 'Add Category')
      await page.getByLabel('Category Name').fill(name)
      await page.getByRole('button', { name: 'Add Category' }).click()
      await expect(page.locator('.admin-row', { hasText: name })).toBeVisible()
      await page.getByRole('link', { name: 'Add event images', exact: true }).click()
      await expect(page.locator('.admin-panel-title')).toHaveText('Add Event Images')
      await expect(page.getByLabel('Category', { exact: true })).toHaveValue(name)
      await look(page, 'category-chosen')
      // it is no unsaved input: leaving asks nothing
      await openPanel(page, 'Add Category')
      await expect(page.getByRole('dialog', { name: 'Leave this form?' })).toHaveCount(0)
    })
  })
}

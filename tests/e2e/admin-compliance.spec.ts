import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'
import { createStaffAdmin, dashboardReady, openPanel, shot, signedIn } from './admin-support'

/**
 * Issue 38: the principal's compliance checklist with one item missing, then fixed from the link
 * beside it, at a phone's width and a desktop's; the dashboard counts what is left to fix.
 */
const NIRF = 'Took part in NIRF 2025 (category: Law); not ranked.'

async function checklistItem(page: Page, key: string) {
  await openPanel(page, 'Compliance Checklist')
  return page.locator(`.compliance-item[data-item="${key}"]`)
}

for (const size of [PHONE, DESKTOP]) {
  test.describe.serial(`the compliance checklist at ${size.width} px`, () => {
    let staff: { email: string; password: string }
    test.beforeAll(() => {
      staff = createStaffAdmin(`compliance-${size.width}`)
    })

    test('one item missing: the checklist says what and links to where it is fixed; the dashboard counts it', async ({ page, baseURL }) => {
      await page.setViewportSize(size)
      await signedIn(page, staff)
      // The NIRF line emptied: the accreditation item is missing
      const put = await page.request.put('/api/statutory/statutory-accreditation', { data: { nirf: '' }, headers: { origin: baseURL! } })
      expect(put.status()).toBe(200)
      await page.reload()
      await dashboardReady(page)
      const count = page.locator('.admin-stat', { hasText: 'Compliance items to fix' })
      await expect(count.locator('.admin-stat__value')).not.toHaveText('0')
      const item = await checklistItem(page, 'accreditation')
      await expect(item.locator('.compliance-item__state')).toHaveText('Missing')
      await expect(item).toContainText('Fill in: NIRF.')
      await expect(item).toContainText('UGC Public Self-Disclosure Guidelines 2024')
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      expect(await seriousViolations(page)).toEqual([])
      await shot(page, 'compliance-missing')
    })

    test('fixed from its link: the entry opens in Statutory Facts, saved, and the checklist says present', async ({ page }) => {
      await page.setViewportSize(size)
      await signedIn(page, staff)
      const item = await checklistItem(page, 'accreditation')
      await item.getByRole('link', { name: 'Accreditation: NAAC, NIRF, UGC 2(f)/12B' }).click()
      await dashboardReady(page)
      await expect(page.locator('.admin-panel-title')).toHaveText('Statutory Facts')
      await expect(page.getByLabel('Entry', { exact: true })).toHaveValue('statutory-accreditation')
      await page.getByLabel('NIRF (needed)').fill(NIRF)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.locator('.Toastify__toast', { hasText: 'Saved.' }).last()).toBeVisible()
      const fixed = await checklistItem(page, 'accreditation')
      await expect(fixed.locator('.compliance-item__state')).toHaveText('Present')
      await expect(fixed).not.toContainText('Fill in')
      await shot(page, 'compliance-fixed')
    })

    test('a version put back refills the form with what is on the site now (Statutory Facts)', async ({ page }) => {
      await page.setViewportSize(size)
      await signedIn(page, staff)
      page.on('dialog', (dialog) => void dialog.accept())
      await page.goto('/vvs/panel/dashboard?panel=statutory&entry=accreditation')
      await dashboardReady(page)
      await expect(page.getByLabel('Entry', { exact: true })).toHaveValue('statutory-accreditation')
      await expect(page.getByLabel('NIRF (needed)')).toHaveValue(NIRF)
      await page.getByRole('button', { name: /^Versions of / }).click()
      // the version saved before the fix above: the NIRF line emptied
      const versions = page.getByRole('region', { name: 'Versions of this Statutory Facts item' })
      const emptied = versions.getByRole('listitem').filter({ hasNotText: 'On the site now' }).first()
      await emptied.getByRole('button', { name: /^Put back the version of / }).click()
      await expect(page.getByLabel('NIRF (needed)')).toHaveValue('')
      // and the fix saved again, as the checklist wants it
      await page.getByLabel('NIRF (needed)').fill(NIRF)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.locator('.Toastify__toast', { hasText: 'Saved.' }).last()).toBeVisible()
    })

    test('the committee panel says what the SGRC lacks before it is saved', async ({ page }) => {
      await page.setViewportSize(size)
      await signedIn(page, staff)
      await page.goto('/vvs/panel/dashboard?panel=committees&committee=sgrc')
      await dashboardReady(page)
      await expect(page.getByRole('status').filter({ hasText: 'Complete: the members include everyone the rule asks for.' })).toBeVisible()
      // untick the two women of the demo's SGRC (a teacher and the student invitee): the panel says so at once, nothing saved
      const women = [page.getByRole('group', { name: 'Member 2' }).getByLabel('Woman'), page.getByRole('group', { name: 'Member 6' }).getByLabel('Woman')]
      for (const box of women) await box.uncheck()
      await expect(page.getByRole('status').filter({ hasText: 'Not complete yet:' })).toContainText('The SGRC needs a woman member.')
      for (const box of women) await box.check()
      await expect(page.getByRole('status').filter({ hasText: 'Complete:' })).toBeVisible()
      await shot(page, 'committee-rule')
    })
  })
}

test('screenshots of the public pages a regulator reads, in both languages', async ({ page }) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    for (const [path, name] of [
      ['/disclosure', 'disclosure'],
      ['/hi/disclosure', 'hi-disclosure'],
      ['/committees', 'committees'],
    ] as const) {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${size.width}`).toBeLessThanOrEqual(size.width)
      await shot(page, name)
    }
  }
})

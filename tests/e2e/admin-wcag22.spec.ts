import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { PANEL_GROUPS } from '../../src/ui/admin/panels'
import { createStaffAdmin, dashboardReady, isPhone, makeJpeg, openPanel, signIn } from './admin-support'
import { reflowProblems, spaced } from './reflow'

/**
 * WCAG 1.4.10, 1.4.12 and the criteria new in 2.2 (2.5.7, 3.3.7, 3.3.8) on the admin panel:
 * the sign-in page, the dashboard and the busiest panels, at phone and desktop widths.
 */

/** Every panel of the sidebar (issue 39 row 5: All Founders was 349 px wide at 320 px under text spacing). */
const PANELS = PANEL_GROUPS.flatMap((group) => group.entries.map((entry) => entry.label as string))

for (const { name, viewport } of [
  { name: '320 px', viewport: { width: 320, height: 640 } },
  { name: '400 % zoom (320 × 256)', viewport: { width: 320, height: 256 } },
]) {
  test(`admin reflow at ${name}: login, dashboard and every panel fit the width and cut no text, with and without the text-spacing override (WCAG 1.4.10, 1.4.12)`, async ({ browser }) => {
    test.setTimeout(600_000)
    const staff = createStaffAdmin(`reflow${viewport.height}`)
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/vvs/panel/login')
    await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.evaluate(reflowProblems), 'login').toEqual([])
    expect(await spaced(page), 'login, spaced').toEqual([])
    await signIn(page, staff)
    await dashboardReady(page)
    await expect(page.locator('.admin-stat__value').first()).not.toHaveText('…')
    expect(await page.evaluate(reflowProblems), 'overview').toEqual([])
    expect(await spaced(page), 'overview, spaced').toEqual([])
    for (const panel of PANELS) {
      await openPanel(page, panel)
      await expect(page.getByText('Loading…')).toHaveCount(0)
      expect(await page.evaluate(reflowProblems), panel).toEqual([])
      expect(await spaced(page), `${panel}, spaced`).toEqual([])
    }
    // At 400 % zoom the sticky header leaves most of the screen to the panel.
    const header = await page.locator('.admin-header').boundingBox()
    expect(header!.height, 'header height').toBeLessThanOrEqual(viewport.height / 3)
    await context.close()
  })
}

/** Opens a panel from the sidebar while the current one holds a chosen file: "Leave this form?" is answered. */
async function leaveFor(page: Page, panel: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.locator('#admin-sidebar').getByRole('link', { name: panel, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Leave this form?' })
  await expect(dialog.or(page.locator('.admin-panel-title', { hasText: panel }))).toBeVisible()
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Leave/ }).click()
  await expect(page.locator('.admin-panel-title')).toHaveText(panel)
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`every drop zone has a keyboard way in: Tab reaches its file button, Space opens the file chooser, the file is taken; a toast has a close button (WCAG 2.5.7) at ${viewport.width} px`, async ({ browser }) => {
    const staff = createStaffAdmin(`drag${viewport.width}`)
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    // File choosers are caught from the start: switched on only at the first wait, the switch can
    // land after the key press, and the chooser then opens unseen.
    page.on('filechooser', () => undefined)
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await dashboardReady(page)
    let chosen = false
    for (const panel of ['Add Home Banner', 'Add About Content', 'Add Event Images', 'Upload Documents']) {
      await (chosen ? leaveFor(page, panel) : openPanel(page, panel))
      chosen = true
      const zones = page.locator('.upload__drop')
      expect(await zones.count(), panel).toBeGreaterThan(0)
      for (const zone of await zones.all()) {
        const input = page.locator(`[id="${await zone.getAttribute('for')}"]`)
        await expect(input, panel).toHaveAttribute('type', 'file')
        await expect(input, panel).toBeEnabled()
        // Reached by Tab from the control before it, as a keyboard user would.
        await input.evaluate((el) => {
          const all = [...document.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')].filter((c) => c.tabIndex >= 0 && !c.closest('[inert]'))
          all[all.indexOf(el as HTMLElement) - 1].focus()
        })
        await page.keyboard.press('Tab')
        await expect(input, panel).toBeFocused()
        const chooser = page.waitForEvent('filechooser')
        await page.keyboard.press('Space')
        const pdf = panel === 'Upload Documents'
        await (await chooser).setFiles(pdf ? { name: 'notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } : await makeJpeg(`Keyboard ${panel}`, 800, 500))
        if (!pdf) await expect(page.getByRole('list', { name: 'Chosen images' }).locator('img'), panel).toHaveCount(1)
        else await expect(page.locator('#admin-content'), panel).toContainText('notice.pdf')
      }
    }
    // A toast may be swiped away; it also has a button, large enough to hit, and closes by itself.
    await leaveFor(page, 'Add Home Banner')
    await page.locator('input[type=file]').setInputFiles(await makeJpeg('Toast', 800, 500))
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const toast = page.locator('.Toastify__toast').last()
    await expect(toast).toBeVisible({ timeout: 60_000 })
    const close = toast.getByRole('button', { name: /close/i })
    const box = (await close.boundingBox())!
    expect(Math.min(box.width, box.height), 'toast close button').toBeGreaterThanOrEqual(24)
    await close.click()
    await expect(toast).toBeHidden()
    await context.close()
  })
}

test('no re-typing and an accessible sign-in: a refused save keeps every field as typed; the change-password fields take a pasted password and a password manager (WCAG 3.3.7, 3.3.8)', async ({ browser }) => {
  const staff = createStaffAdmin('retype')
  const context = await browser.newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await signIn(page, staff)
  await dashboardReady(page)
  await openPanel(page, 'Change Password')
  await expect(page.getByLabel('Current password')).toHaveAttribute('autocomplete', 'current-password')
  await expect(page.getByLabel('New password')).toHaveAttribute('autocomplete', 'new-password')
  // Pasted, as a password manager's copy button does.
  await page.evaluate(() => navigator.clipboard.writeText('a-pasted-password-123'))
  await page.getByLabel('New password').focus()
  await page.keyboard.press('Control+V')
  await expect(page.getByLabel('New password')).toHaveValue('a-pasted-password-123')
  // Refused (no current password): what was typed stays.
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Current password is required')).toBeVisible()
  await expect(page.getByLabel('New password')).toHaveValue('a-pasted-password-123')
  // A news item refused for a missing field keeps the title typed.
  await openPanel(page, 'Add News Data')
  const title = page.getByLabel(/^Title/)
  await title.fill('Moot court results')
  await page.getByRole('button', { name: 'Add News', exact: true }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expect(title).toHaveValue('Moot court results')
  await context.close()
})

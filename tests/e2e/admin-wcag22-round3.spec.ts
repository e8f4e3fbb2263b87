import { expect, test } from '@playwright/test'
import { PANEL_GROUPS } from '../../src/ui/admin/panels'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, dashboardReady, openPanel, shot, signIn } from './admin-support'

/** Issue 39 on the admin panel: rows 4 (3.3.2), 6 (1.4.13), 8 (3.1.2), 9 (2.4.3) and 10 (2.2.1). */

/**
 * The panels whose form starts empty, so sending it at once is a refusal, never a write: every
 * add and upload form and Change Password (not the one-row texts, About and Topbar, which open filled).
 */
const FILLED_AT_OPENING = ['Add About Content', 'Add Topbar Content']
const EMPTY_FORMS = PANEL_GROUPS.flatMap((group) => group.entries.map((entry) => entry.label as string)).filter((label) => (/^(Add |Upload )/.test(label) || label === 'Change Password') && !FILLED_AT_OPENING.includes(label))

for (const viewport of [PHONE, DESKTOP]) {
  test(`every panel form marks its required fields in text before sending, from the kit's Field: each field a refusal marks says "(required)" in its label, at ${viewport.width} px (WCAG 3.3.2)`, async ({ browser }) => {
    test.setTimeout(300_000)
    const staff = createStaffAdmin(`required${viewport.width}`)
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await dashboardReady(page)
    const problems: string[] = []
    for (const panel of EMPTY_FORMS) {
      await openPanel(page, panel)
      await expect(page.getByText('Loading…')).toHaveCount(0)
      const form = page.locator('#admin-content form').first()
      const send = form.locator('button[type=submit]').first()
      // an upload form whose button waits for a file has nothing to refuse
      if ((await form.count()) === 0 || (await send.isDisabled())) continue
      await send.click()
      await expect(form.locator('[aria-invalid="true"]').first(), panel).toBeVisible()
      problems.push(
        ...(await form.evaluate((el, name) => {
          const found: string[] = []
          for (const control of el.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
            const label = control.id ? el.querySelector(`label[for="${control.id}"]`) : control.closest('label')
            if (!/\(required\)/.test(label?.textContent ?? '')) found.push(`${name}: "${label?.textContent ?? control.id}" refused when empty, not marked required`)
          }
          return found
        }, panel)),
      )
      if (panel === 'Add Services' || panel === 'Add Founders') await shot(page, `required-${panel.replace(/\W+/g, '-')}`)
    }
    expect(problems).toEqual([])
    await context.close()
  })
}

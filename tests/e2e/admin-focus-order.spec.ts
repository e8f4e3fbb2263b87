import { expect, test, type Locator, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, dashboardReady, openPanel, signIn } from './admin-support'

/**
 * Issue 39 row 9 (WCAG 2.4.3): every panel action that removes or replaces what had focus moves
 * focus to a named place, never to the page's body (src/ui/admin/focus.ts): opening a grievance
 * (its heading), "← All grievances" (its reference in the queue), deleting it (the panel's
 * heading), Restore and Remove (the same button of the next row, else the row before, else the
 * list's heading), Rename (the name's field), Save name (Rename again).
 */

/** What has focus, as a person would name it: never the body. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '<body>'
    return `${el.tagName.toLowerCase()}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()}`
  })
}

/**
 * Where focus must go when the row holding `button` leaves the list: the button at the same place
 * in the next row, else in the row before, else `heading`. Read from the page before the action.
 */
async function expectedAfterRemoval(button: Locator, heading: string): Promise<string> {
  return button.evaluate((el, headingText) => {
    const row = el.closest('tr, li')!
    const index = [...row.querySelectorAll('button, a[href], input, select, textarea')].indexOf(el)
    for (const other of [row.nextElementSibling, row.previousElementSibling]) {
      const controls = other ? [...other.querySelectorAll('button, a[href], input, select, textarea')] : []
      const found = controls[index] ?? controls[0]
      if (found) return `${found.tagName.toLowerCase()}: ${(found.getAttribute('aria-label') ?? found.textContent ?? '').replace(/\s+/g, ' ').trim()}`
    }
    return headingText
  }, heading)
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`focus goes to a named place after every action that removes or replaces what had it, at ${viewport.width} px (WCAG 2.4.3)`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000)
    const tag = `${viewport.width}-${Date.now().toString(36)}`
    const headers = { origin: baseURL!, accept: 'application/json' }
    // Two grievances, filed as a student files them.
    const visitor = await browser.newContext({ baseURL })
    const references: string[] = []
    for (const subject of [`Library card refused ${tag}`, `Hostel fee receipt missing ${tag}`]) {
      const res = await visitor.request.post('/api/grievance', {
        multipart: { name: 'Asha Verma', course: 'LL.B. II', email: 'asha@example.com', category: 'fees', subject, description: `${subject}: please look into it.`, returnTo: '/grievance' },
        headers,
      })
      expect(res.status(), subject).toBe(201)
      references.push((await res.json()).data.reference)
    }
    await visitor.close()
    const [kept, deleted] = references

    const staff = createStaffAdmin(`focus${viewport.width}`)
    const context = await browser.newContext({ viewport, baseURL })
    const page = await context.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await dashboardReady(page)
    // Two holidays of a year no other test lists, and a staff member to rename and remove.
    const year = viewport.width === PHONE.width ? 2041 : 2042
    for (const day of [`${year}-01-26`, `${year}-08-15`]) {
      expect((await page.request.post('/api/grievances/holidays', { data: { day, name: 'Focus test holiday' }, headers })).status()).toBe(201)
    }
    const member = `Focus Member ${tag}`
    const made = await page.request.post('/api/admin/accounts', { data: { name: member, email: `focus-${tag}@college.test`, role: 'editor' }, headers })
    expect(made.status()).toBe(201)

    await openPanel(page, 'Student Grievances')
    const title = page.locator('.admin-panel-title')

    // Enter on a grievance reference: the grievance's heading
    await page.getByRole('button', { name: kept, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.grievance-detail__title')).toBeFocused()
    expect(await focusedName(page)).toContain(kept)

    // "← All grievances": back on the reference it came from
    await page.getByRole('button', { name: '← All grievances' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: kept, exact: true })).toBeFocused()

    // Delete grievance: the queue's heading (the grievance is gone from it)
    await page.getByRole('button', { name: deleted, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.grievance-detail__title')).toBeFocused()
    await page.getByRole('button', { name: 'Delete grievance' }).click()
    await expect(page.getByRole('button', { name: '← All grievances' })).toHaveCount(0)
    await expect(title).toBeFocused()

    // Restore: the next deleted grievance's Restore, else the one before, else the list's heading
    const restore = page.getByRole('button', { name: `Restore ${deleted}`, exact: true })
    const afterRestore = await expectedAfterRemoval(restore, 'h3: Deleted grievances')
    await restore.click()
    await expect(restore).toHaveCount(0)
    expect(await focusedName(page)).toBe(afterRestore)
    await expect(page.getByRole('button', { name: deleted, exact: true })).toBeVisible()

    // Remove a holiday: the next holiday's Remove
    const remove = page.getByRole('button', { name: `Remove 26 Jan ${year}`, exact: true })
    const afterRemove = await expectedAfterRemoval(remove, 'h3: Holidays for the working-day limits')
    expect(afterRemove).toBe(`button: Remove 15 Aug ${year}`)
    await remove.click()
    await expect(remove).toHaveCount(0)
    expect(await focusedName(page)).toBe(afterRemove)

    // Rename: the name's field, focused; Save name: Rename again
    await openPanel(page, 'Staff Accounts')
    await page.getByRole('button', { name: `Rename ${member}`, exact: true }).click()
    const field = page.getByLabel(`New name for ${member}`)
    await expect(field).toBeFocused()
    await field.fill(`${member} Renamed`)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: `Rename ${member} Renamed`, exact: true })).toBeFocused()
    // Cancel puts focus back on Rename too
    await page.getByRole('button', { name: `Rename ${member} Renamed`, exact: true }).press('Enter')
    await expect(page.getByLabel(`New name for ${member} Renamed`)).toBeFocused()
    await page.locator('.admin-rename').getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(page.getByRole('button', { name: `Rename ${member} Renamed`, exact: true })).toBeFocused()

    // Remove an account: the same button of the next row (or the one before, or the list's heading)
    const row = page.locator('tr', { hasText: `${member} Renamed` })
    const removeAccount = row.getByRole('button', { name: 'Remove', exact: true })
    const afterAccount = await expectedAfterRemoval(removeAccount, 'h3: Staff')
    await removeAccount.click()
    await expect(row).toHaveCount(0)
    expect(await focusedName(page)).toBe(afterAccount)
    expect(afterAccount).not.toBe('<body>')
    await context.close()
  })
}

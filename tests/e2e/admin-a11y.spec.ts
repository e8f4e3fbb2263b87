import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'
import { weakFieldBorders } from './contrast'
import { missingFromTree } from './a11y-tree'
import { hiddenStops, settled } from './focus-seen'
import { smallTargets } from './targets'
import { createStaffAdmin, dashboardReady, openPanel, signIn } from './admin-support'

/** Panels with a form, a list, a table and the toolbar of the queries. */
const PANELS = ['Add News Data', 'All News', 'Add Category', 'Add Home Banner', 'All Banner Images', 'All Founders', 'All Services', 'Mission & Vision', 'Show Addmission Queries', 'E-mail Alerts']


for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds no serious or critical violation and every field border contrasts 3:1 on the admin pages at ${viewport.width} px`, async ({ browser }) => {
    const staff = createStaffAdmin(`a11y${viewport.width}`)
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/vvs/panel/login')
    expect(await seriousViolations(page), 'login').toEqual([])
    expect(await weakFieldBorders(page), 'login').toEqual([])
    await signIn(page, staff)
    await expect(page).toHaveURL(/dashboard$/)
    await dashboardReady(page)
    await expect(page.locator('.admin-stat__value').first()).not.toHaveText('…')
    expect(await seriousViolations(page), 'overview').toEqual([])
    for (const panel of PANELS) {
      await openPanel(page, panel)
      await expect(page.getByText('Loading…')).toHaveCount(0)
      expect(await seriousViolations(page), panel).toEqual([])
      expect(await weakFieldBorders(page), panel).toEqual([])
    }
    // A row in edit mode (a card on a phone), a failed check, the leave dialog
    await openPanel(page, 'All News')
    await page.getByRole('button', { name: /^Edit / }).first().click()
    await page.getByLabel('Title', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(await seriousViolations(page), 'row in edit mode with an error').toEqual([])
    if (viewport === PHONE) await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.locator('#admin-sidebar').getByRole('link', { name: 'Add News Data', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Leave this form?' })).toBeVisible()
    expect(await seriousViolations(page), 'leave dialog').toEqual([])
    await page.getByRole('button', { name: 'Stay on this form' }).click()
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      expect(await seriousViolations(page), 'open menu').toEqual([])
    } else {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      expect(await seriousViolations(page), 'collapsed sidebar').toEqual([])
    }
    await context.close()
  })
}

test('every panel address has a title of its own, loaded or switched to in place (WCAG 2.4.2)', async ({ browser }) => {
  const staff = createStaffAdmin('titles')
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await signIn(page, staff)
  await dashboardReady(page)
  // Every panel the sidebar links to, however many the registry has.
  const hrefs = await page.locator('#admin-sidebar a[href^="/vvs/panel/dashboard"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
  expect(hrefs.length).toBeGreaterThan(10)
  const titles = new Map<string, string>()
  for (const href of hrefs) {
    await page.goto(href)
    await dashboardReady(page)
    const heading = (await page.locator('.admin-panel-title').textContent())!.trim()
    const title = await page.title()
    expect(title, href).toContain(href.includes('panel=') ? `${heading} – Admin Dashboard` : 'Admin Dashboard')
    titles.set(title, href)
  }
  expect(titles.size, [...titles.keys()].join(' / ')).toBe(hrefs.length)
  await openPanel(page, 'All News')
  await expect(page).toHaveTitle(/^All News – Admin Dashboard \| /)
  await context.close()
})

test('sign-in takes a pasted password and a password manager, asks no puzzle (WCAG 3.3.8), and Show/Hide says its state once', async ({ browser }) => {
  const staff = createStaffAdmin('paste')
  const context = await browser.newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
  // What a password manager looks for.
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('autocomplete', 'username')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password')
  // No puzzle: the form's only controls are the two fields, Show and the submit button.
  await expect(page.locator('.login-form :is(input, select, textarea, button, iframe)')).toHaveCount(4)
  const toggle = page.getByRole('button', { name: 'Show password' })
  const cdp = await context.newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: (await cdp.send('DOM.describeNode', { objectId: (await cdp.send('Runtime.evaluate', { expression: 'document.querySelector(".login-toggle")' })).result.objectId! })).node.backendNodeId, fetchRelatives: false })
  expect(nodes[0].name?.value).toBe('Show password')
  expect((nodes[0].properties ?? []).map((p) => p.name)).not.toContain('pressed')
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible()
  await page.getByRole('button', { name: 'Hide password' }).click()
  // Pasted, as from a password manager's copy button.
  await page.getByLabel('Email', { exact: true }).fill(staff.email)
  await page.evaluate((password) => navigator.clipboard.writeText(password), staff.password)
  await page.getByLabel('Password', { exact: true }).focus()
  await page.keyboard.press('Control+V')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(staff.password)
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
  await expect(page).toHaveURL(/dashboard$/)
  await context.close()
})

/** Runs in the page: the header's buttons whose middle something else covers. */
function coveredHeaderControls(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.admin-header button')]
    .filter((button) => {
      const r = button.getBoundingClientRect()
      return r.width > 0 && !button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
    })
    .map((button) => `${(button.textContent ?? '').trim()} under ${document.elementFromPoint(button.getBoundingClientRect().left + 4, button.getBoundingClientRect().top + 4)?.className}`)
}

/**
 * The five busiest panels: the ones with the most rows and controls a person works through in a
 * day (the news list, both enquiry tables, the faculty list, the event photos).
 */
const BUSIEST = ['All News', 'Show Addmission Queries', 'Contact Queries', 'Faculty', 'All Event Gallery Images']

for (const viewport of [PHONE, DESKTOP]) {
  test(`login, dashboard and the five busiest panels: every heading, landmark and control named in the accessibility tree, every Tab stop seen with a ring of 3:1 (the closed phone menu out of the tab order), every target 24 px, at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(900_000)
    const staff = createStaffAdmin(`tree${viewport.width}`)
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/vvs/panel/login')
    await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
    expect(await missingFromTree(page), 'login').toEqual([])
    expect(await hiddenStops(page, 'Tab', { rings: true }), 'login').toEqual([])
    expect(await smallTargets(page), 'login').toEqual([])
    await signIn(page, staff)
    await dashboardReady(page)
    await expect(page.locator('.admin-stat__value').first()).not.toHaveText('…')
    expect(await missingFromTree(page), 'overview').toEqual([])
    expect(await hiddenStops(page, 'Tab', { rings: true }), 'overview').toEqual([])
    expect(await smallTargets(page), 'overview').toEqual([])
    for (const panel of BUSIEST) {
      // After each walk focus is back on its first stop, the skip link, shown: it must leave the
      // header's controls free to tap (it once sat on the Menu button at 360 px).
      expect(await page.evaluate(coveredHeaderControls), `${panel}: under the skip link`).toEqual([])
      await openPanel(page, panel)
      await expect(page.getByText('Loading…')).toHaveCount(0)
      // The phone menu has finished sliding away (it leaves the tree once hidden, 0.2 s on).
      await settled(page)
      expect(await missingFromTree(page), panel).toEqual([])
      expect(await hiddenStops(page, 'Tab', { rings: true }), panel).toEqual([])
      expect(await smallTargets(page), panel).toEqual([])
    }
    await context.close()
  })
}

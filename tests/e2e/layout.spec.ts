import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'

test.describe('public layout', () => {
  test('the menu button opens the menu and its Course sub-list at 360 px, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const menu = page.locator('.mobile-menu')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).or(page.locator('summary.menu-button')).first().click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'LL.M. (2 Years)' })).toBeHidden()
    await menu.getByText('Course', { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'LL.M. (2 Years)' })).toBeVisible()
    await menu.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contactUs$/)
    await expect(page.locator('.mobile-menu')).toBeHidden()
    await context.close()
  })

  test('the Course dropdown opens on hover and on keyboard focus at 1280 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    // The home admission popup (once per session) would cover the menu: count it as shown.
    await context.addInitScript(() => sessionStorage.setItem('admission-popup-shown', '1'))
    const page = await context.newPage()
    await page.goto('/')
    const entry = page.locator('.nav--wide').getByRole('link', { name: 'B.A. LL.B. (5 Years)' })
    await expect(entry).toBeHidden()
    await page.locator('.nav--wide .dropdown__trigger').hover()
    await expect(entry).toBeVisible()
    await page.mouse.move(600, 600)
    await expect(entry).toBeHidden()
    await page.locator('.nav--wide .dropdown__trigger').focus()
    await expect(entry).toBeVisible()
    await entry.click()
    await expect(page).toHaveURL(/\/course\?course=ba-llb$/)
    await context.close()
  })
})

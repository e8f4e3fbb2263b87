import { expect, test, type Page } from '@playwright/test'
import { PHONE } from './fixtures'
import { contextWithoutPopup } from './public-support'

/**
 * Low-data mode's switch in the footer (issue 42, docs/decisions/195) at 360 px: Tab reaches it, it
 * has a name and a state, and pressing it brings every page back in its low-data variant (the
 * worker asks with `Save-Data: on`) until it is pressed again, in either language.
 */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

const lowData = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-low-data'))

test('the footer switch: reached by Tab, named, pressed state; it turns low-data mode on and off', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await openControlled(page, '/')
  const toggle = page.getByRole('button', { name: 'Low-data mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  // the keyboard reaches it right after the accessibility statement's link
  await page.locator('.site-footer__a11y').focus()
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await expect(toggle).toBeInViewport()
  const box = (await toggle.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  // Its look is set on the button: no style sheet is added after load, which would restyle the whole
  // page in one long task on a cheap phone (it was 100–160 ms of Lighthouse's blocking time).
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(await page.evaluate(async () => new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').querySelectorAll('style').length))
  expect(await toggle.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px')
  expect(await toggle.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')

  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
  await expect.poll(() => lowData(page)).toBe(true)
  await expect(page.getByRole('button', { name: 'Low-data mode' })).toHaveAttribute('aria-pressed', 'true')
  // pressed, it is filled
  expect(await page.getByRole('button', { name: 'Low-data mode' }).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  await expect(page.locator('[data-slide]')).toHaveCount(1)
  await page.screenshot({ path: '.tmp/low-data-footer-en-360.png', fullPage: false })

  // remembered for the next pages, in the other language too
  await page.goto('/eventGallery')
  expect(await lowData(page)).toBe(true)
  await expect(page.locator('.gallery__thumb')).toHaveCount(0)
  await page.goto('/hi')
  expect(await lowData(page)).toBe(true)
  const hindi = page.getByRole('button', { name: 'कम डेटा मोड' })
  await expect(hindi).toHaveAttribute('aria-pressed', 'true')
  await hindi.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.tmp/low-data-footer-hi-360.png' })
  await hindi.focus()
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Space')])
  await expect.poll(() => lowData(page)).toBe(false)
  await expect(page.getByRole('button', { name: 'कम डेटा मोड' })).toHaveAttribute('aria-pressed', 'false')
  expect(await page.locator('[data-slide]').count()).toBeGreaterThan(1)
  await context.close()
})

test('without a worker to carry it the switch is not offered (no button that does nothing)', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto('/')
  await page.waitForLoadState('load')
  await expect(page.getByRole('button', { name: 'Low-data mode' })).toBeHidden()
  await context.close()
})

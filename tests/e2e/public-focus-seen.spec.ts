import { expect, test } from '@playwright/test'
import { DESKTOP } from './fixtures'
import { hiddenStops } from './focus-seen'
import { NOT_FOUND_PATH, contextWithoutPopup, sitemapPaths } from './public-support'

/**
 * WCAG 2.4.7 and 2.4.11 on every page of the sitemap and the 404 page: walking with Tab and with
 * Shift+Tab, each focused control can be seen — on the screen, not under the sticky header, not in
 * the hidden part of a scrolling news column. At 400 % zoom of a 1280 × 1024 screen (320 × 256 CSS
 * px), on a 320 px phone (where the announcement wraps and the header is tallest) and at 1280 px
 * with motion on (the news columns scroll).
 */
const SIZES = [
  { name: '400 % zoom (320 × 256)', viewport: { width: 320, height: 256 }, reducedMotion: 'reduce' as const },
  { name: '320 px', viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' as const },
  { name: '1280 px with motion', viewport: DESKTOP, reducedMotion: 'no-preference' as const },
]

for (const { name, viewport, reducedMotion } of SIZES) {
  test(`every focus stop can be seen, forwards and backwards, at ${name}`, async ({ browser }) => {
    test.setTimeout(900_000)
    const context = await contextWithoutPopup(browser, { viewport, reducedMotion })
    const page = await context.newPage()
    for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
      for (const key of ['Tab', 'Shift+Tab'] as const) {
        await page.goto(path)
        await page.waitForLoadState('load')
        expect(await hiddenStops(page, key), `${path} ${key}`).toEqual([])
      }
    }
    await context.close()
  })
}

test('at 400 % zoom the header leaves the screen once the visitor scrolls down, on every page', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: { width: 320, height: 256 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
    await page.goto(path)
    await page.mouse.wheel(0, 400)
    await expect
      .poll(() => page.evaluate(() => Math.max(0, document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom)), `${path}: header px on screen`)
      .toBe(0)
  }
  await context.close()
})


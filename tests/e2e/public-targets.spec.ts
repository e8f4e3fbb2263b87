import { expect, test } from '@playwright/test'
import { NOT_FOUND_PATH, WIDTHS, contextWithoutPopup, sitemapPaths } from './public-support'
import { smallTargets } from './targets'

/** WCAG 2.5.8 on every page of the sitemap and the 404 page (tests/e2e/targets.ts). */
for (const { name, viewport } of WIDTHS) {
  test(`every pointer target is at least 24 × 24 px, links in sentences aside, at ${name}`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
      await page.goto(path)
      expect(await smallTargets(page), path).toEqual([])
    }
    await context.close()
  })
}

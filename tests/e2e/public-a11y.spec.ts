import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { PUBLIC_ROUTES, WIDTHS, contextWithoutPopup } from './public-support'

for (const { name, viewport } of WIDTHS) {
  test(`axe finds no serious or critical violation on the public pages at ${name}`, async ({ browser }) => {
    test.setTimeout(120_000)
    // The phone run asks for reduced motion (static gallery and news), the desktop run does not.
    const context = await contextWithoutPopup(browser, { viewport, reducedMotion: viewport.width < 768 ? 'reduce' : 'no-preference' })
    const page = await context.newPage()
    const blogHref = await (async () => {
      await page.goto('/blogs')
      return page.locator('.news-card__link').first().getAttribute('href')
    })()
    for (const path of [...PUBLIC_ROUTES, blogHref!]) {
      await page.goto(path)
      expect(await seriousViolations(page), path).toEqual([])
    }
    await context.close()
  })
}

test('headings go down one level at a time on every public page', async ({ browser }) => {
  const context = await contextWithoutPopup(browser)
  const page = await context.newPage()
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path)
    const levels = await page.locator('main h1, main h2, main h3, main h4').evaluateAll((els) =>
      els.filter((el) => !el.closest('dialog')).map((el) => Number(el.tagName[1])),
    )
    expect(levels[0], path).toBe(1)
    for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `${path} heading ${i}`).toBeLessThanOrEqual(1)
  }
  await context.close()
})

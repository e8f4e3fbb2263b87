import { expect, test } from '@playwright/test'
import { missingFromTree } from './a11y-tree'
import { NOT_FOUND_PATH, WIDTHS, contextWithoutPopup, sitemapPaths } from './public-support'

/**
 * WCAG 1.3.1 and 4.1.2 as a screen reader meets them: on every page of the sitemap (each course
 * tab and news item included) and on the 404 page, every heading, landmark and form control is in
 * the accessibility tree, with its role and name, as soon as the page has loaded, without scrolling.
 * The popup stays on: where a visitor meets it (the home page), it is read as it opens, then closed.
 */

for (const { name, viewport } of WIDTHS) {
  test(`every heading, landmark and form control is named in the accessibility tree at load at ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const paths = await sitemapPaths(page)
    expect(paths).toContain('/disclosure')
    expect(paths.some((path) => path.startsWith('/blogs/'))).toBe(true)
    for (const path of [...paths, NOT_FOUND_PATH]) {
      await page.goto(path)
      if ((await page.locator('[data-island="admission-popup"]').count()) > 0) {
        // The popup opens once per session, a second after the page has come alive.
        await expect(page.locator('dialog.admission-popup'), `${path}: the popup`).toHaveAttribute('open', '')
        expect(await missingFromTree(page), `${path} with the popup open`).toEqual([])
        await page.keyboard.press('Escape')
        await expect(page.locator('dialog.admission-popup')).not.toHaveAttribute('open', '')
      }
      expect(await page.evaluate(() => window.scrollY), `${path}: not scrolled`).toBe(0)
      expect(await missingFromTree(page), path).toEqual([])
    }
    await context.close()
  })
}

test('an e-mail link is named by its address, not split where it may wrap, on every page that has one', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: WIDTHS[0].viewport })
  const page = await context.newPage()
  for (const path of ['/', '/contactUs', '/accessibility']) {
    await page.goto(path)
    const addresses = await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice('mailto:'.length)))
    expect(addresses.length, path).toBeGreaterThan(0)
    for (const address of new Set(addresses)) {
      await expect(page.getByRole('link', { name: address, exact: true }), `${path} ${address}`).toHaveCount(addresses.filter((a) => a === address).length)
    }
  }
  await context.close()
})

test('the contact message field takes what is pasted, never cut at a limit, and its error names the 5,000 characters the API takes', async ({ browser }) => {
  const context = await contextWithoutPopup(browser)
  const page = await context.newPage()
  await page.goto('/')
  // past the limit the form says by how much (decision 296, tests/e2e/public-long-input.spec.ts)
  await expect(page.locator('#contact-message')).not.toHaveAttribute('maxlength')
  // As the API's refusal of a plain post comes back (decision 072).
  await page.goto('/?contact=incomplete&fields=message.invalid#contact-message')
  await expect(page.locator('#contact-message-error')).toContainText('at most 5,000 characters')
  await context.close()
})

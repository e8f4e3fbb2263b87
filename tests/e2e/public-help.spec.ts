import { expect, test } from '@playwright/test'
import { NOT_FOUND_PATH, WIDTHS, contextWithoutPopup, sitemapPaths } from './public-support'

/**
 * WCAG 3.2.6 (consistent help): the ways to reach the college — its phone numbers, e-mail, the
 * anti-ragging helpline, the contact page and the accessibility statement — are on every page, in
 * the same order relative to each other and to the page's main content (after it, in the footer).
 */
function helpOrder(): string[] {
  const main = document.querySelector('main')
  const help = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="mailto:"], a[href="/contactUs"], a[href="/accessibility"]')]
    // The footer's (a page's own text may name the college's number too, as /contactUs does).
    .filter((a) => a.closest('footer') !== null)
  return [
    main && help.every((a) => main.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) ? 'after main' : 'not after main',
    ...help.map((a) => a.getAttribute('href')!),
  ]
}

for (const { name, viewport } of WIDTHS) {
  test(`help is in the same place on every page at ${name}: the footer's phones, e-mail, helpline, contact page and accessibility statement, in one order`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    let first: string[] | null = null
    for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
      await page.goto(path)
      const order = await page.evaluate(helpOrder)
      first ??= order
      expect(order, path).toEqual(first)
    }
    expect(first!.filter((href) => href.startsWith('tel:')).length).toBeGreaterThanOrEqual(2)
    expect(first).toContain('/accessibility')
    expect(first![0]).toBe('after main')
    await context.close()
  })
}

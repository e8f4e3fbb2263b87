import path from 'node:path'
import { expect, test } from '@playwright/test'
import { SHOTS } from './admin-support'
import { contextWithoutPopup } from './public-support'

/** Issue 37: the Hindi site of a fresh install at 360 px, looked at; links underlined below the vowel signs. */
const PAGES = ['/hi', '/hi/aboutUs', '/hi/disclosure', '/hi/committees', '/hi/grievance']
const SAMPLE_CONTENT = ['/hi', '/hi/aboutUs', '/hi/blogs', '/hi/eventGallery']

test('the Hindi pages at 360 px: screenshots, no "only in English" note over the sample content, underlines below the matras', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await contextWithoutPopup(browser, { viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  for (const pagePath of [...PAGES, '/hi/blogs', '/hi/eventGallery']) {
    await page.goto(pagePath)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    // the sample content has its Hindi (the committees' own rows are kept with the committee content)
    if (SAMPLE_CONTENT.includes(pagePath)) await expect(page.getByText('यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है'), pagePath).toHaveCount(0)
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth), pagePath).toBeLessThanOrEqual(360)
    const name = pagePath.replace(/\//g, '_').replace(/^_/, '') || 'home'
    await page.screenshot({ path: path.join(SHOTS, `hindi-round-two-${name}-360.png`), fullPage: true })
  }
  // a link in running Hindi text: its underline sits below the vowel signs, and breaks around any that reach it
  await page.goto('/hi/grievance')
  const link = page.locator('main a:not([class])').first()
  const style = await link.evaluate((element) => {
    const computed = getComputedStyle(element)
    return { offset: parseFloat(computed.textUnderlineOffset), size: parseFloat(computed.fontSize), skip: computed.textDecorationSkipInk }
  })
  expect(style.offset / style.size).toBeGreaterThanOrEqual(0.3)
  expect(style.skip).toBe('auto')
  await context.close()
})

import { expect, test } from '@playwright/test'
import { englishCataloguePatterns, englishCatalogueTexts, linksOutOfHindi } from './hindi-support'
import { missingFromTree } from './a11y-tree'
import { seriousViolations } from './axe'
import { weakFieldBorders } from './contrast'
import { NOT_FOUND_PATH, WIDTHS, allSitemapPaths, contextWithoutPopup, hindiSitemapPaths } from './public-support'

/** The English twin of a Hindi path: /hi → /, /hi/course?course=llb → /course?course=llb. */
const englishOf = (path: string) => path.replace(/^\/hi(?=[/?]|$)/, '').replace(/^(?=\?|$)/, '/')

const patterns = englishCataloguePatterns()

/** Hindi pages the sitemap does not list, as their English twins are not listed (the grievance pages: decision 120). */
const NOT_IN_SITEMAP = ['/hi/grievance', '/hi/grievance/status']

test('every Hindi page: lang="hi", the switch both ways with the query kept, links stay in /hi, no English catalogue text', async ({ browser }) => {
  const context = await contextWithoutPopup(browser)
  const page = await context.newPage()
  const sitemap = await allSitemapPaths(page)
  const hindi = sitemap.filter((path) => /^\/hi(?:[/?]|$)/.test(path))
  // every English page of the sitemap has its Hindi twin there, but the news items (English only until translated)
  const english = sitemap.filter((path) => !hindi.includes(path) && !path.startsWith('/blogs/detail/'))
  for (const path of english) expect(hindi, path).toContain(path === '/' ? '/hi' : `/hi${path}`)
  const newsItem = sitemap.find((path) => path.startsWith('/blogs/detail/'))
  expect(newsItem).toBeTruthy()
  const paths = [...hindi, ...NOT_IN_SITEMAP, `/hi${newsItem}`, `/hi${NOT_FOUND_PATH}`, '/hi/search?q=llb']
  expect(paths.length).toBeGreaterThan(15)
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(path.endsWith(NOT_FOUND_PATH) ? 404 : 200)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi')
    const toEnglish = page.locator('a.topbar__lang[hreflang="en"]')
    await expect(toEnglish, path).toHaveText('English')
    await expect(toEnglish, path).toHaveAttribute('lang', 'en')
    // "not found" is one page per language, whatever the path: its switch leads to the other home page
    const notFound = path.endsWith(NOT_FOUND_PATH)
    await expect(toEnglish, path).toHaveAttribute('href', notFound ? '/' : englishOf(path))
    expect(await linksOutOfHindi(page), path).toEqual([])
    expect(await englishCatalogueTexts(page, patterns), path).toEqual([])
    // and back: the English page's switch leads to this Hindi page
    await page.goto(englishOf(path))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const toHindi = page.locator('a.topbar__lang[hreflang="hi"]')
    await expect(toHindi, englishOf(path)).toHaveText('हिन्दी')
    await expect(toHindi, englishOf(path)).toHaveAttribute('lang', 'hi')
    await expect(toHindi, englishOf(path)).toHaveAttribute('href', notFound ? '/hi' : path)
  }
  await context.close()
})

test('the language switch keeps the part of the page the visitor is on (the hash), both ways', async ({ browser }) => {
  const context = await contextWithoutPopup(browser)
  const page = await context.newPage()
  await page.goto('/hi/course?course=llb#admission-form')
  await expect(page.locator('a.topbar__lang[hreflang="en"]')).toHaveAttribute('href', '/course?course=llb#admission-form')
  // a link within the page moves the hash: the switch follows
  await page.goto('/addmissionForm')
  await page.evaluate(() => (location.hash = 'admission-form'))
  await expect(page.locator('a.topbar__lang[hreflang="hi"]')).toHaveAttribute('href', '/hi/addmissionForm#admission-form')
  await page.locator('a.topbar__lang[hreflang="hi"]').click()
  await expect(page).toHaveURL(/\/hi\/addmissionForm#admission-form$/)
  await context.close()
})

test('the check for English text is not blind: it finds the catalogue on the English pages', async ({ browser }) => {
  const context = await contextWithoutPopup(browser)
  const page = await context.newPage()
  for (const path of ['/', '/course?course=llb', '/addmissionForm', '/grievance']) {
    await page.goto(path)
    const found = await englishCatalogueTexts(page, patterns)
    expect(found, path).toEqual(expect.arrayContaining(['Skip to content', 'Pay Fees', 'Quick Links']))
    expect(found.length, path).toBeGreaterThan(30)
  }
  await context.close()
})

for (const { name, viewport } of WIDTHS) {
  test(`the Hindi pages at ${name}: axe finds nothing serious, field borders 3:1, everything named in the accessibility tree at load`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, reducedMotion: viewport.width < 768 ? 'reduce' : 'no-preference' })
    const page = await context.newPage()
    const paths = [...(await hindiSitemapPaths(page)), ...NOT_IN_SITEMAP, `/hi${NOT_FOUND_PATH}`]
    expect(paths).toContain('/hi/disclosure')
    for (const path of paths) {
      await page.goto(path)
      if ((await page.locator('[data-island="admission-popup"]').count()) > 0) {
        await expect(page.locator('dialog.admission-popup'), `${path}: the popup`).toHaveAttribute('open', '')
        expect(await missingFromTree(page), `${path} with the popup open`).toEqual([])
        expect(await seriousViolations(page), `${path} with the popup open`).toEqual([])
        await page.keyboard.press('Escape')
      }
      expect(await missingFromTree(page), path).toEqual([])
      expect(await seriousViolations(page), path).toEqual([])
      expect(await weakFieldBorders(page), path).toEqual([])
    }
    await context.close()
  })
}

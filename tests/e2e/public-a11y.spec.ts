import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { weakFieldBorders } from './contrast'
import { DESKTOP } from './fixtures'
import { NOT_FOUND_PATH, WIDTHS, contextWithoutPopup, sitemapPaths } from './public-support'

for (const { name, viewport } of WIDTHS) {
  test(`axe finds no serious or critical violation and every field border contrasts 3:1 on the public pages at ${name}`, async ({ browser }) => {
    // The phone run asks for reduced motion (static gallery and news), the desktop run does not.
    // The popup stays on: where a visitor meets it, it is checked open, then the page behind it.
    const context = await browser.newContext({ viewport, reducedMotion: viewport.width < 768 ? 'reduce' : 'no-preference' })
    const page = await context.newPage()
    for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
      await page.goto(path)
      if ((await page.locator('[data-island="admission-popup"]').count()) > 0) {
        await expect(page.locator('dialog.admission-popup')).toHaveAttribute('open', '')
        expect(await seriousViolations(page), `${path} with the popup open`).toEqual([])
        expect(await weakFieldBorders(page), `${path} with the popup open`).toEqual([])
        await page.keyboard.press('Escape')
      }
      expect(await seriousViolations(page), path).toEqual([])
      expect(await weakFieldBorders(page), path).toEqual([])
    }
    await context.close()
  })
}

test('headings go down one level at a time on every public page', async ({ browser }) => {
  const context = await contextWithoutPopup(browser)
  const page = await context.newPage()
  for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
    await page.goto(path)
    const levels = await page.locator('main h1, main h2, main h3, main h4').evaluateAll((els) =>
      els.filter((el) => !el.closest('dialog')).map((el) => Number(el.tagName[1])),
    )
    expect(levels[0], path).toBe(1)
    for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `${path} heading ${i}`).toBeLessThanOrEqual(1)
  }
  await context.close()
})

test('the current page in the navigation is underlined, not told by colour alone (WCAG 1.4.1), on every page at both widths', async ({ browser }) => {
  for (const { viewport } of WIDTHS) {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    for (const path of ['/', '/aboutUs', '/blogs', '/eventGallery', '/contactUs', '/course']) {
      await page.goto(path)
      const links = await page.locator('header .nav__link').evaluateAll((els) =>
        els.map((el) => ({ current: el.getAttribute('aria-current') === 'page', line: getComputedStyle(el).textDecorationLine })),
      )
      expect(links.filter((link) => link.current).length, path).toBeGreaterThan(0)
      for (const link of links) expect(link.line, `${path}: ${link.current ? 'the current page' : 'another page'}`).toBe(link.current ? 'underline' : 'none')
    }
    await context.close()
  }
})

test('every required field of every form says so in its label before submitting, and no other does (WCAG 3.3.2)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  let required = 0
  let popupSeen = false
  for (const path of [...(await sitemapPaths(page)), NOT_FOUND_PATH]) {
    await page.goto(path)
    // The popup's form exists once the popup opens (once a session, a second after the page comes alive).
    if (!popupSeen && (await page.locator('[data-island="admission-popup"]').count()) > 0) {
      await expect(page.locator('dialog.admission-popup')).toHaveAttribute('open', '')
      popupSeen = true
    }
    const fields = await page.locator('form :is(input, select, textarea):not([type=hidden], [type=submit])').evaluateAll((els) =>
      els
        .filter((el) => !el.closest('[aria-hidden="true"]'))
        .map((el) => ({ name: (el as HTMLInputElement).name, required: (el as HTMLInputElement).required, label: (el as HTMLInputElement).labels?.[0]?.textContent ?? '' })),
    )
    for (const field of fields) {
      if (field.required) required++
      expect(/\(required\)/.test(field.label), `${path} ${field.name}: "${field.label}"`).toBe(field.required)
    }
  }
  // At least the contact form's four fields (on / and /contactUs) and Full Name of the popup and of /addmissionForm.
  expect(popupSeen).toBe(true)
  expect(required).toBeGreaterThanOrEqual(10)
  await context.close()
})

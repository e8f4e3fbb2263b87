import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { contextWithoutPopup } from './public-support'

/**
 * Islands come after the first paint (docs/decisions/054): their code loads once the page has
 * loaded, every island still comes alive, and loading it adds no stylesheet file (the page's CSS,
 * island styles included, is already inline).
 */
const ISLANDS: Record<string, string[]> = {
  '/': ['banner-slideshow', 'alumni-carousel', 'contact-form', 'admission-popup'],
  '/course': ['admission-form'],
  '/addmissionForm': ['admission-form'],
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`islands hydrate after load at ${viewport.width} px and add no stylesheet file`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    for (const [path, islands] of Object.entries(ISLANDS)) {
      await page.goto(path)
      await expect(page.locator('style').first()).toBeAttached()
      for (const name of islands) {
        // Far-down islands hydrate when they come near the screen (the marker itself has no box).
        await page.evaluate((n) => document.querySelector(`[data-island="${n}"]`)?.firstElementChild?.scrollIntoView(), name)
        await expect(page.locator(`[data-island="${name}"]`), `${path} ${name}`).toHaveAttribute('data-hydrated', 'true')
      }
      await expect(page.locator('link[rel="stylesheet"]'), `${path}: stylesheet files after the islands loaded`).toHaveCount(0)
      // Before the load event: the entry and its few small imports only (the header's script, the
      // timing of the islands: 6.3 KB in 6 files on /course); the islands' chunks (React, swiper,
      // the form scripts) after it.
      const early = await page.evaluate(() => {
        const loadAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js'))
        const before = scripts.filter((r) => r.startTime < loadAt)
        return { before: before.map((r) => r.name), bytes: before.reduce((sum, r) => sum + r.decodedBodySize, 0), after: scripts.filter((r) => r.startTime >= loadAt).length }
      })
      expect(early.before.length, `${path}: scripts before load: ${early.before.join(', ')}`).toBeLessThanOrEqual(6)
      expect(early.bytes, `${path}: bytes of script before load`).toBeLessThanOrEqual(8 * 1024)
      expect(early.after, `${path}: island chunks after load`).toBeGreaterThan(0)
    }
    expect(errors).toEqual([])
    await context.close()
  })
}

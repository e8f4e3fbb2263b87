import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'

export const PUBLIC_ROUTES = ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm', '/accessibility'] as const

/** Every page of the sitemap, in both languages (each course tab and news item included), as a path with its query. */
export async function allSitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&#38;/g, '&'))
    return url.pathname + url.search
  })
}

const isHindi = (path: string) => /^\/hi(?:[/?]|$)/.test(path)

/** The English pages of the sitemap (the spec's pages; their tests read English words). */
export async function sitemapPaths(page: Page): Promise<string[]> {
  return (await allSitemapPaths(page)).filter((path) => !isHindi(path))
}

/** The Hindi pages of the sitemap (tests/e2e/public-hindi.spec.ts walks them). */
export async function hindiSitemapPaths(page: Page): Promise<string[]> {
  return (await allSitemapPaths(page)).filter(isHindi)
}

/** A path no page answers: the 404 page. */
export const NOT_FOUND_PATH = '/no-such-page'

export const WIDTHS = [
  { name: '360 px', viewport: PHONE },
  { name: '1280 px', viewport: DESKTOP },
] as const

/** The sessionStorage key set once the home page admission popup has been shown. */
export const POPUP_SHOWN_KEY = 'admission-popup-shown'

/** A context in which the home popup counts as already shown, so it does not cover what a test clicks. */
export async function contextWithoutPopup(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY)
  return context
}

/** Accepts every alert() of the page and records its text, in order. */
export function collectAlerts(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  return messages
}

/**
 * A fake clock that stands still until the test moves it (runFor), so that timings hold however
 * slow the machine is; Playwright's installed clock otherwise ticks along with real time.
 */
export async function installStillClock(page: Page): Promise<void> {
  const start = new Date('2026-06-01T10:00:00+05:30')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

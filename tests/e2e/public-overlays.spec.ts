import { expect, test, type Browser, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { focusSeen, settled } from './focus-seen'
import { contextWithoutPopup } from './public-support'
import { SHOTS } from './admin-support'

/**
 * Issue 39, rows 1 and 7 (WCAG 2.4.11, 1.4.13, 4.1.2): every overlay of the public header — the
 * phone menu, the Course list, the search — opened by keyboard, in English and Hindi, with and
 * without JavaScript, at 360 and 1280 px: while it is open a Tab walk never lands on a control it
 * covers, Escape closes it wherever focus is, the button's expanded state in the accessibility
 * tree is the truth, and nothing opens on hover or focus alone without JavaScript.
 */

type Overlay = { name: string; button: string; shown: string; width: 'phone' | 'wide' }
const OVERLAYS: Overlay[] = [
  { name: 'phone menu', button: '.menu-button', shown: 'nav.nav', width: 'phone' },
  { name: 'search (phone)', button: '.header-search__toggle', shown: '#header-search-q', width: 'phone' },
  { name: 'Course list', button: '.dropdown__trigger', shown: '.dropdown__menu a >> nth=0', width: 'wide' },
  { name: 'search (wide)', button: '.header-search__toggle', shown: '#header-search-q', width: 'wide' },
]

/** The expanded state Chromium gives a button (what a screen reader hears), from its accessibility tree. */
async function expandedInTree(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((p: { name: string }) => p.name === 'expanded')
    return expanded ? String(expanded.value.value) : 'none'
  } finally {
    await cdp.detach()
  }
}

/** Tabs on from where focus is, `stops` times: each stop must be seen, not under the open overlay. */
async function walk(page: Page, stops: number, label: string, scripted: boolean): Promise<string[]> {
  const problems: string[] = []
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    // without scripts nothing slides (and animation frames never come to a page's evaluate)
    if (scripted) await settled(page)
    const stop = await page.evaluate(focusSeen)
    if (stop.problem) problems.push(`${label}, Tab ${i + 1}: ${stop.problem}`)
  }
  return problems
}

async function visitor(browser: Browser, javaScriptEnabled: boolean, viewport: { width: number; height: number }): Promise<Page> {
  const context = javaScriptEnabled ? await contextWithoutPopup(browser, { viewport }) : await browser.newContext({ viewport, javaScriptEnabled })
  return context.newPage()
}

for (const javaScriptEnabled of [true, false]) {
  for (const [width, viewport] of [['360', PHONE], ['1280', DESKTOP]] as const) {
    const js = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'
    test(`every header overlay at ${width} px ${js}, in English and Hindi: focus never under it, Escape closes it wherever focus is, its expanded state told`, async ({ browser }) => {
      test.setTimeout(180_000)
      const page = await visitor(browser, javaScriptEnabled, viewport)
      const problems: string[] = []
      for (const path of ['/', '/hi/aboutUs']) {
        for (const overlay of OVERLAYS.filter((o) => o.width === (viewport === PHONE ? 'phone' : 'wide'))) {
          const label = `${overlay.name} on ${path}`
          await page.goto(path)
          if (javaScriptEnabled) await expect(page.locator('header .nav')).toHaveAttribute('data-enhanced', 'true')
          const button = page.locator(`header ${overlay.button}`)
          const shown = page.locator(overlay.shown)
          await expect(shown, label).toBeHidden()
          expect(await expandedInTree(page, `header ${overlay.button}`), `${label}: closed`).toBe('false')

          // opened by keyboard; the tree says so
          await button.focus()
          await page.keyboard.press('Enter')
          await expect(shown, label).toBeVisible()
          expect(await expandedInTree(page, `header ${overlay.button}`), `${label}: open`).toBe('true')
          await page.screenshot({ path: `${SHOTS}/overlay-${overlay.name.replace(/\W+/g, '-')}-${path.replace(/\W+/g, '-')}-${width}-${javaScriptEnabled ? 'js' : 'nojs'}.png` })
          // a keyboard walk through it and on past it: no stop under the overlay
          problems.push(...(await walk(page, 14, label, javaScriptEnabled)))

          // Escape from inside: closed, focus back on its button
          await page.goto(path)
          await button.focus()
          await page.keyboard.press('Enter')
          await page.keyboard.press('Tab')
          await page.keyboard.press('Escape')
          await expect(shown, `${label}: Escape from inside`).toBeHidden()
          await expect(button, `${label}: focus returned`).toBeFocused()

          // Escape with focus elsewhere (the brand link): closed
          await page.keyboard.press('Enter')
          await expect(shown, label).toBeVisible()
          await page.locator('header .brand').focus()
          await page.keyboard.press('Escape')
          await expect(shown, `${label}: Escape with focus outside it`).toBeHidden()
          expect(await expandedInTree(page, `header ${overlay.button}`), `${label}: closed again`).toBe('false')
        }
      }
      expect(problems).toEqual([])
      await page.context().close()
    })
  }
}

test('without JavaScript the Course list opens only when its button is pressed, not on hover or focus, at 1280 px (WCAG 1.4.13)', async ({ browser }) => {
  const page = await visitor(browser, false, DESKTOP)
  for (const path of ['/accessibility', '/hi/accessibility']) {
    await page.goto(path)
    const button = page.locator('header .dropdown__trigger')
    const entry = page.locator('.dropdown__menu a').first()
    await button.hover()
    await expect(entry).toBeHidden()
    await page.mouse.move(600, 600)
    await button.focus()
    await expect(entry).toBeHidden()
    await button.click()
    await expect(entry).toBeVisible()
    // the pointer moved away: it stays until dismissed
    await page.mouse.move(600, 600)
    await expect(entry).toBeVisible()
    await entry.click()
    await expect(page).toHaveURL(/\/course\?course=ba-llb$/)
  }
  await page.context().close()
})

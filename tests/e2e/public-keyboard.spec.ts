import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE, gate } from './fixtures'
import { PUBLIC_ROUTES, contextWithoutPopup } from './public-support'

/**
 * WCAG 2.1.1, 2.4.3, 2.4.7 and 1.4.11 by walking each public page with Tab, as a keyboard user
 * does: every visible control is reached, focus never falls to <body>, and each focused control
 * shows a ring whose colour contrasts at least 3:1 with what is around it.
 */

type Stop = { key: string; body: boolean; ring: number; detail: string }

/** Runs in the page: a description of the focused element and its focus ring's contrast. */
function describeFocus(): Stop {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return { key: 'body', body: true, ring: 0, detail: 'body' }
  const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number)
  const lum = ([r, g, b]: number[]) => {
    const f = (v: number) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
  }
  const ratio = (a: number[], b: number[]) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
    return (x + 0.05) / (y + 0.05)
  }
  // The colour the ring is drawn over: the first ancestor with an opaque background.
  let behind = [255, 255, 255]
  for (let node = el.parentElement; node; node = node.parentElement) {
    const bg = rgb(getComputedStyle(node).backgroundColor)
    if (bg.length >= 3 && (bg.length === 3 || bg[3] > 0.5)) {
      behind = bg.slice(0, 3)
      break
    }
  }
  // The ring is on the control, or on the card it covers (a news card draws it round itself).
  let ringed: HTMLElement = el
  for (let node: HTMLElement | null = el, up = 0; node && up < 4; node = node.parentElement, up++) {
    if (getComputedStyle(node).outlineStyle !== 'none') {
      ringed = node
      break
    }
  }
  const style = getComputedStyle(ringed)
  let ring = 0
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring = ratio(rgb(style.outlineColor).slice(0, 3), behind)
  const key = `${el.tagName.toLowerCase()}#${el.id}|${el.getAttribute('href') ?? ''}|${(el.textContent ?? '').trim().slice(0, 30)}|${el.getAttribute('aria-label') ?? ''}`
  return { key, body: false, ring, detail: `${key} outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} on rgb(${behind})` }
}

/** Runs in the page: every control a keyboard user should reach right now. */
function reachableControls(): string[] {
  const all = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')
  return [...all]
    .filter((el) => !el.closest('[inert], [aria-hidden="true"]') && el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled)
    .filter((el) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && el.getClientRects().length > 0)
    .map((el) => `${el.tagName.toLowerCase()}#${el.id}|${el.getAttribute('href') ?? ''}|${(el.textContent ?? '').trim().slice(0, 30)}|${el.getAttribute('aria-label') ?? ''}`)
}

async function walk(page: Page, limit = 200): Promise<Stop[]> {
  const stops: Stop[] = []
  await page.locator('body').focus()
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(describeFocus)
    if (stops.length > 0 && stop.key === stops[0].key) break
    stops.push(stop)
  }
  return stops
}

for (const { name, viewport } of [
  { name: '1280 px', viewport: DESKTOP },
  { name: '360 px', viewport: PHONE },
]) {
  test(`keyboard walk at ${name}: every control reached with a focus ring of at least 3:1`, async ({ browser }) => {
    // Reduced motion: nothing slides away under the walk (the header stays, slides stand still).
    const context = await contextWithoutPopup(browser, { viewport, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path)
      await page.waitForLoadState('load')
      const expected = await page.evaluate(reachableControls)
      const stops = await walk(page)
      // The walk ends where it began; the page's last control hands focus to the browser (body)
      // once per round, which is not a lost focus. Elsewhere focus is never on body.
      const inside = stops.filter((stop) => !stop.body)
      expect(stops.filter((stop) => stop.body).length, `${path}: focus fell to body mid-page`).toBeLessThanOrEqual(1)
      const reached = new Set(inside.map((stop) => stop.key))
      expect(expected.filter((key) => !reached.has(key)), `${path}: controls never reached by Tab`).toEqual([])
      const weak = inside.filter((stop) => stop.ring < 3).map((stop) => stop.detail)
      expect(weak, `${path}: focus rings under 3:1`).toEqual([])
    }
    await context.close()
  })
}

test('pressing each button, summary and Pause box of the home page by keyboard never drops focus to the page', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator('#contact-form').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('[data-island="alumni-carousel"]')).toHaveAttribute('data-hydrated', 'true')
  const controls = page.locator('header button:visible, main button:visible, main summary:visible, main input[type=checkbox]:visible')
  const count = await controls.count()
  expect(count).toBeGreaterThan(8)
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i)
    const label = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? ''
    await control.focus()
    await page.keyboard.press((await control.evaluate((el) => el.tagName)) === 'INPUT' ? 'Space' : 'Enter')
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null), label).toBe(true)
    await page.keyboard.press('Escape')
  }
  // Sending a message: the button stays focused while it says "Sending…" and after.
  const form = page.locator('#contact-form form')
  await form.getByLabel('Name').fill('Asha')
  await form.getByLabel('Mobile').fill('9876543210')
  await form.getByLabel('Email').fill('asha@example.com')
  await form.getByLabel('Message').fill('Hostel?')
  // Held until the gate opens (fixtures.ts).
  const sending = gate()
  await page.route('**/api/contact/addContact', async (route) => {
    await sending.opened
    await route.continue()
  })
  const send = form.getByRole('button', { name: 'Send Message' })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeFocused()
  sending.open()
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
  await expect(send).toBeFocused()
  await context.close()
})

test('the admission popup does not take focus from a visitor who is already tabbing through the home page', async ({ browser }) => {
  // The popup left on, as a first visit meets it.
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))
  await expect(page.locator('[data-island="admission-popup"]')).toHaveAttribute('data-hydrated', 'true')
  // The popup's delay is 1 s after it comes alive: three are a wide margin.
  await page.waitForTimeout(3000)
  await expect(page.locator('dialog.admission-popup[open]')).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(focused)
  // A visitor who has not started on the page still meets it.
  const fresh = await browser.newContext({ viewport: DESKTOP })
  const other = await fresh.newPage()
  await other.goto('/')
  await expect(other.locator('dialog.admission-popup')).toHaveAttribute('open', '')
  await fresh.close()
  await context.close()
})

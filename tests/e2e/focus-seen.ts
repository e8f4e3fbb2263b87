import type { Page } from '@playwright/test'

/**
 * WCAG 2.4.7 and 2.4.11 (focus not obscured) as a keyboard user sees each stop: the focused control
 * is on the screen, not under the sticky header, not clipped away by a scrolling column. Read with
 * elementFromPoint, which answers what is painted on top at a point: the header, or the part of a
 * column that shows, wins over what is behind or outside it.
 */
export type Seen = { key: string; body: boolean; problem: string | null }

/** Runs in the page: where the focused control is and whether it can be seen. */
export function focusSeen(): Seen {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return { key: 'body', body: true, problem: null }
  const key = `${el.tagName.toLowerCase()}#${el.id}|${el.getAttribute('href') ?? ''}|${(el.textContent ?? '').trim().slice(0, 30)}|${el.getAttribute('aria-label') ?? ''}`
  // A link broken over two lines: its first line, where its ring starts.
  const rect = el.getClientRects()[0] ?? el.getBoundingClientRect()
  const [w, h] = [window.innerWidth, window.innerHeight]
  const x = Math.min(Math.max(rect.left + rect.width / 2, 1), w - 1)
  // Its top, middle and bottom (2 px in); a control taller than the screen is checked where it shows.
  const ys = rect.height <= h ? [rect.top + 2, rect.top + rect.height / 2, rect.bottom - 2] : [h / 2]
  const offScreen = (y: number) => y < 0 || y > h || x < 0 || x > w
  // The control itself, a part of it, or the label or card it sits in.
  const onTop = (y: number) => {
    const top = document.elementFromPoint(x, y)
    return top !== null && (el.contains(top) || top.contains(el))
  }
  const hidden = ys.filter((y) => offScreen(y) || !onTop(y))
  // Nothing may lie over any part of it; a tall field may run off the screen's edge (the browser
  // scrolls its caret into view) as long as some of it shows.
  const covered = ys.some((y) => !offScreen(y) && !onTop(y))
  const problem = covered || hidden.length === ys.length
    ? `${key}: ${hidden.length} of ${ys.length} points hidden (box y ${Math.round(rect.top)}–${Math.round(rect.bottom)}, x ${Math.round(rect.left)}–${Math.round(rect.right)}; on top: ${
        hidden.map((y) => document.elementFromPoint(x, y)?.className || document.elementFromPoint(x, y)?.tagName || 'off screen').join(', ')
      })`
    : null
  return { key, body: false, problem }
}

/** Runs in the page: resolves when nothing finite moves (the header sliding in or out, a card being scrolled to). */
export async function settledInPage(): Promise<void> {
  const frame = () => new Promise((done) => requestAnimationFrame(done))
  const moving = () =>
    document.getAnimations().some((animation) => {
      const timing = animation.effect?.getComputedTiming()
      return timing?.endTime !== Infinity && animation.playState === 'running'
    })
  while (moving()) await frame()
  // Smooth scrolling to a focused control ends in a frame or two after the last animation.
  await frame()
  await frame()
}

/** Waits until nothing finite moves. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(settledInPage)
}

/**
 * Runs in the page: WCAG 1.4.11 for the focus indicator: the focused control's outline (or that of
 * the card it stands for, up to 3 levels up) is at least 2 px and contrasts 3:1 with the first
 * opaque background behind it. A line when it falls short, else null.
 */
export function weakRing(): string | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return null
  const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number)
  const lum = ([r, g, b]: number[]) => {
    const f = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
  }
  let ringed: HTMLElement | null = el
  for (let up = 0; ringed && up < 4 && getComputedStyle(ringed).outlineStyle === 'none'; up++) ringed = ringed.parentElement
  const style = getComputedStyle(ringed ?? el)
  let behind = [255, 255, 255]
  for (let node = (ringed ?? el).parentElement; node; node = node.parentElement) {
    const bg = rgb(getComputedStyle(node).backgroundColor)
    if (bg.length === 3 || (bg.length >= 4 && bg[3] > 0.5)) {
      behind = bg.slice(0, 3)
      break
    }
  }
  const [hi, lo] = [lum(rgb(style.outlineColor)), lum(behind)].sort((p, q) => q - p)
  const ratio = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2 ? 0 : (hi + 0.05) / (lo + 0.05)
  if (ratio >= 3) return null
  return `${el.tagName.toLowerCase()}#${el.id} "${(el.textContent ?? '').trim().slice(0, 30)}": ring ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} on rgb(${behind}) ${ratio.toFixed(2)}:1`
}

/**
 * Tabs (or Shift+Tabs) through the page until focus comes back round, and returns every stop
 * where the focused control could not be seen (with `rings`, or whose focus ring is too faint).
 */
export async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab', { limit = 150, rings = false } = {}): Promise<string[]> {
  const problems: string[] = []
  let first: string | null = null
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    // One round trip per stop: settle, then read where the focus is (and its ring).
    const stop = (await page.evaluate(`(${STOP_IN_PAGE})(${rings})`)) as Seen & { ring: string | null }
    if (stop.key === first) break
    first ??= stop.key
    if (stop.problem) problems.push(stop.problem)
    if (stop.ring) problems.push(stop.ring)
  }
  return problems
}

/** The three in-page steps of a stop as one script (each function is self-contained, so its source runs as is). */
const STOP_IN_PAGE = `async (rings) => {
  const settledInPage = ${settledInPage.toString()};
  const focusSeen = ${focusSeen.toString()};
  const weakRing = ${weakRing.toString()};
  await settledInPage();
  return { ...focusSeen(), ring: rings ? weakRing() : null };
}`

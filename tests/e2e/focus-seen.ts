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

/** Waits until nothing finite moves (the header sliding in or out, a card being scrolled to). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming()
      return timing?.endTime === Infinity || animation.playState !== 'running'
    }),
  )
  // Smooth scrolling to a focused control ends in a frame or two after the last animation.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * Tabs (or Shift+Tabs) through the page until focus comes back round, and returns every stop
 * where the focused control could not be seen.
 */
export async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab', limit = 150): Promise<string[]> {
  const problems: string[] = []
  let first: string | null = null
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    await settled(page)
    const stop = await page.evaluate(focusSeen)
    if (stop.key === first) break
    first ??= stop.key
    if (stop.problem) problems.push(stop.problem)
  }
  return problems
}

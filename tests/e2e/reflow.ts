import type { Page } from '@playwright/test'

/** WCAG 1.4.10 (reflow) and 1.4.12 (text spacing): what sticks out of the width or is cut, as the admin walks and the versions test measure it. */

/** The WCAG 1.4.12 override: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }'

/**
 * Runs in the page: what does not reflow: the page scrolling sideways (a table may scroll in its own
 * box, which 1.4.10 allows), or a control or heading whose text is cut by its box.
 */
export function reflowProblems(): string[] {
  const problems: string[] = []
  const root = document.scrollingElement ?? document.documentElement
  if (root.scrollWidth > window.innerWidth + 1) {
    // The innermost boxes that stick out, to say what to mend.
    const out = [...document.querySelectorAll<HTMLElement>('main *, header *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
    problems.push(`page ${root.scrollWidth} px wide in ${window.innerWidth}: ${out.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}.${el.className}`).join(', ')}`)
  }
  const texts = document.querySelectorAll<HTMLElement>('h1, h2, h3, label, button, a, th, td, p, .admin-stat__value, .admin-stat__label')
  for (const el of texts) {
    if (!el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) || el.closest('[inert], [aria-hidden="true"]')) continue
    const style = getComputedStyle(el)
    const clips = (v: string) => v === 'hidden' || v === 'clip'
    // Visually hidden text (1 px boxes for screen readers) is not read on the screen.
    if (el.clientWidth <= 1 || el.closest('.visually-hidden, .admin-menu-button__text')) continue
    const cutAcross = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1
    const cutDown = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1
    if (cutAcross || cutDown) problems.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" cut: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`)
  }
  return problems
}

/** The same under the text-spacing override, which is removed again afterwards. */
export async function spaced(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({ content: TEXT_SPACING })
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const problems = await page.evaluate(reflowProblems)
  await style.evaluate((el) => (el as Element).remove())
  return problems
}

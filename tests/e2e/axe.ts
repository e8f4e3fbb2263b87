import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical axe findings of the page as it rests: finite animations (a toast sliding
 * in, a panel fading) are let finish first, since colour contrast measured mid-fade is not what a
 * person reads. Endless ones (a toast's countdown bar) are not waited for. The page's own CSS is
 * never changed for the check.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming()
      const endless = timing?.endTime === Infinity || /progress/i.test((animation as CSSAnimation).animationName ?? '')
      return endless || animation.playState !== 'running'
    }),
  )
  // With no frame inside the page, axe runs in the page itself (axe.run): the same rules on the same
  // elements give the same results. The partial run (a run per frame, finished in a blank tab it opens
  // for each check) is there to reach frames, of other origins too, and is kept for a page with any.
  const framed = page.frames().length > 1
  const results = await new AxeBuilder({ page }).setLegacyMode(!framed).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

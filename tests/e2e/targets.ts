import type { Page } from '@playwright/test'

/**
 * WCAG 2.5.8 (target size, minimum), public pages and admin panels alike: every control a pointer
 * can hit is at least 24 × 24 px, or has no other target within the 24 px square centred on it (the
 * criterion's spacing exception, a little stricter than its circle) — and a link inside a sentence
 * is exempt (its size is set by the line of text).
 */
function smallTargetsIn(): string[] {
  const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])')
  const boxes: { el: HTMLElement; r: DOMRect }[] = []
  for (const el of controls) {
    if (el.closest('[aria-hidden="true"], [inert], .honeypot') || !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue
    // Visually hidden until focused (the skip link): its size once shown counts, and it is large.
    if (el.classList.contains('skip-link') || el.classList.contains('visually-hidden')) continue
    const inSentence = getComputedStyle(el).display === 'inline' && el.parentElement !== null && /^(P|LI|DD|TD|SPAN|SMALL|FIGCAPTION|BLOCKQUOTE)$/.test(el.parentElement.tagName)
    if (inSentence) continue
    // A checkbox inside its label: the label is the target.
    // A card link stretched over its card by an ::after: the card is the target.
    const after = getComputedStyle(el, '::after')
    const stretched = after.content !== 'none' && after.position === 'absolute' && el.offsetParent instanceof HTMLElement
    const target = stretched ? (el.offsetParent as HTMLElement) : el.matches('input[type=checkbox], input[type=radio]') && el.closest('label') ? el.closest('label')! : el
    boxes.push({ el, r: target.getBoundingClientRect() })
  }
  const small: string[] = []
  for (const { el, r } of boxes) {
    if (r.width >= 24 && r.height >= 24) continue
    const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2]
    const crowded = boxes.some((other) => other.el !== el && !other.el.contains(el) && !el.contains(other.el) && other.r.left < cx + 12 && other.r.right > cx - 12 && other.r.top < cy + 12 && other.r.bottom > cy - 12)
    if (crowded) small.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`)
  }
  return small
}

/** The controls of the page a pointer can hardly hit (WCAG 2.5.8); an empty list when none. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(smallTargetsIn)
}

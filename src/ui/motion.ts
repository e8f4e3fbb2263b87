import type Swiper from 'swiper'

/** True when the visitor asked the system for less motion: autoplay widgets stay still. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Pause for a swiper's autoplay (WCAG 2.2.2): stopped while the visitor's Pause box is ticked or
 * focus is inside `area`, running again (at the spec's delay) otherwise.
 */
export function followAutoplayPause(swiper: Swiper, area: Element, pauseBox: HTMLInputElement): void {
  let focusInside = false
  const apply = () => {
    if (!swiper.autoplay || swiper.destroyed) return
    if (pauseBox.checked || focusInside) swiper.autoplay.stop()
    else if (!swiper.autoplay.running) swiper.autoplay.start()
  }
  area.addEventListener('focusin', () => {
    focusInside = true
    apply()
  })
  area.addEventListener('focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget as Node | null
    if (next && area.contains(next)) return
    focusInside = false
    apply()
  })
  pauseBox.addEventListener('change', apply)
}

/**
 * A swiper's Pause box, put at the end of `within` once the swiper runs: the markup of PauseToggle
 * (PauseToggle.tsx, which draws the boxes of the CSS-only parts on the server), made here so that
 * the page's HTML does not carry a box that may never show.
 */
export function showPauseBox(within: Element, label: string, className = ''): HTMLInputElement {
  const toggle = document.createElement('label')
  toggle.className = `pause-toggle ${className}`.trim()
  const box = document.createElement('input')
  box.type = 'checkbox'
  box.className = 'pause-toggle__input'
  box.setAttribute('data-pause-toggle', '')
  const text = document.createElement('span')
  text.className = 'pause-toggle__text'
  text.textContent = label
  toggle.append(box, text)
  within.append(toggle)
  return box
}

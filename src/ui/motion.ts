/** True when the visitor asked the system for less motion: autoplay widgets stay still. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** What moves by itself: the banner's fade, the alumni carousel. `start` is a no-op while it runs. */
export type Autoplay = { start(): void; stop(): void }

/**
 * Pause for an autoplay (WCAG 2.2.2): stopped while the visitor's Pause box is ticked, focus is
 * inside `area` or a mouse is over `hover` (if given), running again (at the spec's delay) otherwise.
 */
export function followAutoplayPause(autoplay: Autoplay, area: Element, pauseBox: HTMLInputElement, { hover }: { hover?: Element } = {}): void {
  // the visitor may already be in it when the script comes
  let focusInside = area.contains(document.activeElement)
  let mouseOver = false
  const apply = () => {
    if (pauseBox.checked || focusInside || mouseOver) autoplay.stop()
    else autoplay.start()
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
  if (hover) {
    // a mouse only: a finger's tap would leave it "over" the area until the next tap elsewhere
    hover.addEventListener('pointerenter', (event) => {
      if ((event as PointerEvent).pointerType !== 'mouse') return
      mouseOver = true
      apply()
    })
    hover.addEventListener('pointerleave', () => {
      mouseOver = false
      apply()
    })
  }
  pauseBox.addEventListener('change', apply)
  apply()
}

/**
 * An autoplay's Pause box, put at the end of `within` once something moves: the markup of PauseToggle
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

/**
 * Where focus goes when a panel action removes or replaces what had it (WCAG 2.4.3, issue 39
 * row 9): to a named place (the heading of the view it opens, the field it shows, the next row of
 * a list), never to the page's body. Every panel uses these two, so the rule lives in one place.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/** The panel's own heading: always on screen, the place of last resort. */
export function panelHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.admin-panel-title')
}

/** Focuses `el`; an element that takes no focus by itself (a heading) is made focusable by script only. */
function focusOn(el: HTMLElement): void {
  if (!el.matches(FOCUSABLE)) el.tabIndex = -1
  el.focus()
}

/**
 * Moves focus to what `find` names as soon as it is on screen: at once, or once the panel has
 * drawn the view the action opened (a grievance, the list again, a field). It gives way when the
 * person has meanwhile put focus somewhere else themselves, and stops looking after a minute (a
 * view that never came: its error says so).
 */
export function focusWhenShown(find: () => HTMLElement | null | undefined): void {
  const from = document.activeElement
  let observer: MutationObserver | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    observer?.disconnect()
    clearTimeout(timer)
  }
  const attempt = (): boolean => {
    const active = document.activeElement
    if (active && active !== from && active !== document.body && active.isConnected) {
      stop()
      return true
    }
    const el = find()
    if (!el?.isConnected) return false
    stop()
    focusOn(el)
    return true
  }
  if (attempt()) return
  observer = new MutationObserver(() => void attempt())
  observer.observe(document.body, { childList: true, subtree: true })
  timer = setTimeout(stop, 60_000)
}

/**
 * After a row's removal succeeded (deleted, restored, removed), while the row is still on screen:
 * focus goes to the same control of the next row, else of the row before, else to `fallback` (the
 * list's heading, which stays when the list empties).
 */
export function focusAfterRemoval(control: Element | null, fallback: () => HTMLElement | null = panelHeading): void {
  const row = control?.closest<HTMLElement>('[data-row], tr, li')
  const place = row && control ? neighbourControl(row, control) : null
  focusWhenShown(() => place ?? fallback())
}

/** The control at the same place in the nearest other row (the next one first), or null. */
function neighbourControl(row: HTMLElement, control: Element): HTMLElement | null {
  const index = [...row.querySelectorAll(FOCUSABLE)].indexOf(control)
  for (const step of ['nextElementSibling', 'previousElementSibling'] as const) {
    for (let other = row[step]; other; other = other[step]) {
      if (other.tagName !== row.tagName) continue
      const controls = [...other.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const found = controls[index] ?? controls[0]
      if (found) return found
    }
  }
  return null
}

/**
 * An item taken out of a list drawn by position (a form's repeated group): focus to `controls()`
 * of the item now in its place, else of the one before, else to `fallback` (the Add button). Called
 * as the item is taken out; the elements of the remaining places stay, so the place is found at once.
 */
export function focusAfterPositionRemoval(controls: () => ArrayLike<HTMLElement>, index: number, remaining: number, fallback: () => HTMLElement | null): void {
  focusWhenShown(() => (remaining === 0 ? fallback() : controls()[Math.min(index, remaining - 1)]))
}

/**
 * After a row's own step (a draft published, a change discarded) takes away the button that was
 * pressed, once the list is drawn again: focus goes to the first control left in that row (found
 * again by its `data-row` when the list drew it anew), else to the panel's heading. While the
 * button is still there it keeps the focus.
 */
export function focusInRowAfterStep(control: HTMLElement, rowId: string): void {
  const row = control.closest<HTMLElement>('[data-row], tr, li')
  focusWhenShown(() => {
    if (control.isConnected) return null
    const place = row?.isConnected ? row : document.querySelector<HTMLElement>(`[data-row="${CSS.escape(rowId)}"]`)
    return place?.querySelector<HTMLElement>(FOCUSABLE) ?? panelHeading()
  })
}

/**
 * The "Course ▾" entry of the wide navigation as a disclosure button (WCAG 4.1.2, 1.4.13):
 * Enter/Space or a click toggles it and `aria-expanded` says so, the pointer opens it while over
 * it, Escape closes it and returns focus to the button, and focus leaving it closes it.
 * Without JavaScript the CSS opens it on hover and focus instead (layout.css).
 */
export function installCourseMenu(): void {
  const nav = document.querySelector<HTMLElement>('.nav')
  const dropdown = nav?.querySelector<HTMLElement>('.dropdown')
  const button = dropdown?.querySelector<HTMLButtonElement>('.dropdown__trigger')
  if (!nav || !dropdown || !button) return
  nav.dataset.enhanced = 'true'
  const set = (open: boolean) => button.setAttribute('aria-expanded', String(open))
  const isOpen = () => button.getAttribute('aria-expanded') === 'true'
  // A click on a menu the pointer has just opened keeps it open (instead of closing it again).
  let openedByPointer = false
  button.addEventListener('click', () => {
    if (openedByPointer) openedByPointer = false
    else set(!isOpen())
  })
  dropdown.addEventListener('mouseenter', () => {
    if (isOpen()) return
    openedByPointer = true
    set(true)
  })
  dropdown.addEventListener('mouseleave', () => {
    openedByPointer = false
    set(false)
  })
  dropdown.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null
    if (!next || !dropdown.contains(next)) set(false)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return
    const focusInside = dropdown.contains(document.activeElement)
    openedByPointer = false
    set(false)
    if (focusInside) button.focus()
  })
}

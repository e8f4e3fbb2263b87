/**
 * The "Course ▾" entry of the wide navigation: a button that opens its list as a popover
 * (Header.tsx), so the browser already toggles it on Enter, Space and a click, closes it on Escape
 * wherever focus is (returning focus to the button when it was in the list) and on a click outside,
 * with or without JavaScript (WCAG 1.4.13, 4.1.2). The script adds what a mouse user expects: the
 * pointer opens it while over it, and focus leaving it closes it, so it never lies over the next
 * control a keyboard user reaches (2.4.11). `aria-expanded` mirrors the popover's state.
 */
export function installCourseMenu(): void {
  const nav = document.querySelector<HTMLElement>('.nav')
  const dropdown = nav?.querySelector<HTMLElement>('.dropdown')
  const button = dropdown?.querySelector<HTMLButtonElement>('.dropdown__trigger')
  const menu = dropdown?.querySelector<HTMLElement>('.dropdown__menu')
  if (!nav || !dropdown || !button || !menu || typeof menu.showPopover !== 'function') return
  nav.dataset.enhanced = 'true'
  const isOpen = () => menu.matches(':popover-open')
  const say = () => button.setAttribute('aria-expanded', String(isOpen()))
  say()
  menu.addEventListener('toggle', say)
  // Below 1024 px the button is hidden and the courses are plain links of the phone menu.
  const wide = () => button.offsetParent !== null
  const set = (open: boolean) => {
    if (open === isOpen()) return
    if (open) menu.showPopover()
    else menu.hidePopover()
  }
  // A click on a list the pointer has just opened keeps it open (instead of closing it again).
  let openedByPointer = false
  button.addEventListener('click', (event) => {
    if (!openedByPointer) return
    openedByPointer = false
    event.preventDefault()
  })
  dropdown.addEventListener('mouseenter', () => {
    if (!wide() || isOpen()) return
    openedByPointer = true
    set(true)
  })
  dropdown.addEventListener('mouseleave', () => {
    if (!wide()) return
    openedByPointer = false
    set(false)
  })
  dropdown.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null
    if (wide() && (!next || !dropdown.contains(next))) set(false)
  })
}

/**
 * The header's <details> (the phone menu and the search) close on Escape, as every other popup of
 * the site does, and focus goes back to the button that opened them so a keyboard user is not left
 * on a link that has just disappeared. The phone menu's links are in the <nav> after its <details>
 * (one navigation for every width, docs/decisions/141), so focus there counts as inside the menu.
 */
export function installHeaderEscape(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = header.querySelector<HTMLDetailsElement>('details[open]')
    if (!open) return
    const focus = document.activeElement
    const inside = open.contains(focus) || (open.classList.contains('menu-toggle') && header.querySelector('.nav')?.contains(focus))
    if (!inside) return
    // the Course dropdown's own Escape (course-menu.ts) comes first on a wide screen, where this menu is not open
    open.open = false
    open.querySelector('summary')?.focus()
  })
}

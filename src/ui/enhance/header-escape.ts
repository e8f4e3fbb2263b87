/**
 * The header's popovers (the phone menu, the Course list, the search: Header.tsx) close on Escape
 * by the browser itself, wherever focus is, with or without JavaScript, and focus goes back to the
 * button that opened one when it was inside. Without JavaScript the page behind an open one is
 * hidden (layout.css); with it (`data-enhanced`) the page stays, and the search closes as soon as
 * focus leaves it, so its panel never lies over the control focus went to (WCAG 2.4.11). The phone
 * menu hides the page in both cases: it fills the screen under the header.
 */
export function installHeaderEscape(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  header.dataset.enhanced = 'true'
  const search = header.querySelector<HTMLElement>('.header-search')
  const panel = search?.querySelector<HTMLElement>('[popover]')
  if (!search || !panel || typeof panel.hidePopover !== 'function') return
  document.addEventListener('focusin', (event) => {
    if (panel.matches(':popover-open') && !search.contains(event.target as Node)) panel.hidePopover()
  })
}

/**
 * The fixed header slides out of view while the visitor scrolls down and comes back on the way up
 * (or near the top). Runs on pages that load islands anyway; pages without JS keep it visible.
 */
export function installHeaderAutoHide(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  // The announcement bar wraps to as many lines as staff wrote, so the header's height is only known
  // here: scroll-padding-top (focus and anchors land below the header, WCAG 2.4.11) and the mobile
  // menu's height follow it.
  new ResizeObserver(() => document.documentElement.style.setProperty('--header-h', `${header.offsetHeight}px`)).observe(header)
  // Read in the first frame, not now: reading scrollY while the page is still being laid out
  // forces that layout inside this script, before the first paint (Lighthouse counted it in LCP).
  let lastY = 0
  requestAnimationFrame(() => {
    lastY = window.scrollY
  })
  let queued = false
  const update = () => {
    queued = false
    const y = window.scrollY
    // A small dead zone stops jitter; an open menu or focus inside the header keeps it shown.
    if (Math.abs(y - lastY) < 8) return
    const menuOpen = header.querySelector(':popover-open') !== null || header.contains(document.activeElement)
    header.dataset.hidden = String(y > lastY && y > header.offsetHeight && !menuOpen)
    lastY = y
  }
  // Shift+Tab from the page into the hidden header: it comes back, or focus would be off screen.
  header.addEventListener('focusin', () => {
    header.dataset.hidden = 'false'
  })
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true
        requestAnimationFrame(update)
      }
    },
    { passive: true },
  )
}

import { LOW_DATA_ATTRIBUTE } from '../low-data-attribute'

/**
 * Where the footer switch keeps the visitor's choice, for the site's worker to read: an entry in
 * the Cache Storage both share (the worker cannot read localStorage, and no cookie is involved).
 * src/features/offline/service-worker.js names the same two.
 */
export const LOW_DATA_SETTING = { cache: 'slc-settings', entry: '/low-data' } as const
/** How long the switch waits for the worker to take the page before it reloads anyway. */
const READY_WAIT_MS = 3000

/**
 * Low-data mode's switch in the footer (docs/decisions/195). Shown only once a worker can carry
 * the choice to the server (it sends `Save-Data: on` with every page it fetches); pressing it
 * stores the choice and reloads the page, which comes back in the other variant.
 */
export function installLowDataSwitch(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !('caches' in window)) return
  const run = () => {
    const holder = document.querySelector<HTMLElement>('[data-low-data-switch]')
    const button = holder?.querySelector('button')
    if (!holder || !button) return
    // offered once a worker is there to carry the choice (never a button that does nothing)
    void navigator.serviceWorker.ready.then(() => (holder.hidden = false))
    button.addEventListener('click', () => {
      const on = !document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE)
      button.setAttribute('aria-pressed', String(on))
      void remember(on).then(() => location.reload())
    })
  }
  // the page script is async: it may run before the parser reached the footer
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}

async function remember(on: boolean): Promise<void> {
  try {
    const cache = await caches.open(LOW_DATA_SETTING.cache)
    if (on) await cache.put(LOW_DATA_SETTING.entry, new Response('on'))
    else await cache.delete(LOW_DATA_SETTING.entry)
    // the reload must go through the worker: on a first visit it may not have taken the page yet
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })
      setTimeout(resolve, READY_WAIT_MS)
    })
  } catch {
    // storage refused (a private window's quota): the reload shows the page as it is
  }
}

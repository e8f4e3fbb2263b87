import { LOW_DATA_TEXT } from '../../content/messages/low-data'
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
 * Its look: a pill, filled while pressed, 44 px high. Set on the button itself, never as a <style>
 * added to the page: a new style sheet makes the browser restyle the whole document, a long task on
 * a cheap phone just after load; the page's CSS has none of it either (no byte on pages without a
 * worker). Pressing reloads the page, so the look of each state is set when it is drawn.
 */
const LOOK = 'display:block;min-height:44px;margin-top:12px;padding:0 16px;border:2px solid #dfe6f3;border-radius:999px;background:none;color:#fff;font:inherit;font-weight:600'
const PRESSED_LOOK = `${LOOK};background:var(--gold);border-color:var(--gold);color:#1b1300`

/**
 * Low-data mode's switch in the footer (docs/decisions/195), drawn after the accessibility link
 * once a worker is active to carry the choice to the server (it sends `Save-Data: on` with every
 * page it fetches): without one it could not work, and a button that does nothing is worse than
 * none. Its state is the page's own (`data-low-data` on <html>); pressing it stores the choice and
 * reloads the page, which comes back in the other variant.
 */
export function installLowDataSwitch(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !('caches' in window) || location.pathname.startsWith('/vvs')) return
  void navigator.serviceWorker.ready.then(() => {
    const after = document.querySelector('.site-footer__actions')
    if (!after || document.querySelector('.low-data-switch')) return
    const on = document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE)
    // our own words and state only: nothing a visitor typed goes into this HTML
    after.insertAdjacentHTML('afterend', `<button type="button" class="low-data-switch" aria-pressed="${on}" style="${on ? PRESSED_LOOK : LOOK}">${LOW_DATA_TEXT[document.documentElement.lang === 'hi' ? 'hi' : 'en']}</button>`)
    after.parentElement!.querySelector('.low-data-switch')!.addEventListener('click', () => void remember(!on).then(() => location.reload()))
  })
}

async function remember(on: boolean): Promise<void> {
  try {
    const cache = await caches.open(LOW_DATA_SETTING.cache)
    if (on) await cache.put(LOW_DATA_SETTING.entry, new Response('on'))
    else await cache.delete(LOW_DATA_SETTING.entry)
    // the reload must go through the worker: on a first visit it may not have taken the page yet
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })
        setTimeout(resolve, READY_WAIT_MS)
      })
    }
  } catch {
    // storage refused (a private window's quota): the reload shows the page as it is
  }
}

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

/** The switch's look: a toggle drawn from aria-pressed, 44 px high (the page's CSS has none of it: no byte for pages without a worker). */
const STYLE = `.site-footer__low-data{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;margin:12px 0 0}
.low-data-switch{display:inline-flex;align-items:center;gap:10px;min-height:44px;padding:0 14px 0 8px;border:2px solid #dfe6f3;border-radius:999px;background:none;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.low-data-switch::before{content:'';width:34px;height:20px;border-radius:999px;background:radial-gradient(circle at 10px 10px,#fff 7px,transparent 8px) #5b6b86}
.low-data-switch[aria-pressed=true]::before{background:radial-gradient(circle at 24px 10px,#1b1300 7px,transparent 8px) var(--gold)}
.site-footer__hint{font-size:.85rem;color:#b7c3d9}`

/**
 * Low-data mode's switch in the footer (docs/decisions/195), drawn here once a worker is active to
 * carry the choice to the server (it sends `Save-Data: on` with every page it fetches): without one
 * it could not work, and a button that does nothing is worse than none. Its state is the page's
 * own (`data-low-data` on <html>); pressing it stores the choice and reloads the page, which comes
 * back in the other variant.
 */
export function installLowDataSwitch(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !('caches' in window) || location.pathname.startsWith('/vvs')) return
  void navigator.serviceWorker.ready.then(() => {
    const after = document.querySelector('.site-footer__actions')
    if (!after || document.querySelector('.low-data-switch')) return
    const text = LOW_DATA_TEXT[document.documentElement.lang === 'hi' ? 'hi' : 'en']
    const on = document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE)
    const style = document.createElement('style')
    style.textContent = STYLE
    const holder = document.createElement('p')
    holder.className = 'site-footer__low-data'
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'low-data-switch'
    button.textContent = text.label
    button.setAttribute('aria-pressed', String(on))
    button.setAttribute('aria-describedby', 'low-data-hint')
    const hint = document.createElement('span')
    hint.id = 'low-data-hint'
    hint.className = 'site-footer__hint'
    hint.textContent = text.hint
    holder.append(button, hint)
    document.head.append(style)
    after.after(holder)
    button.addEventListener('click', () => {
      button.setAttribute('aria-pressed', String(!on))
      void remember(!on).then(() => location.reload())
    })
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

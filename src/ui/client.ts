import type { Island } from './island'
import { inNextTask } from './next-task'
import { startPageScript } from './page-script'
import { LOW_DATA_ATTRIBUTE } from './low-data-attribute'

/** A page's islands, as a dynamic import: their code (React, swiper) is a chunk of its own. */
export type IslandsLoader = () => Promise<Island<any>[]>

/** What a visitor does first to a widget that is not live yet: it makes the islands load at once. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** Runs `task` in a task of its own once the page has loaded (its first images included, so after its largest paint). */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') inNextTask(task)
  else window.addEventListener('load', () => inNextTask(task), { once: true })
}

/**
 * What every page's +client.ts with islands runs (docs/decisions/054): the shared header behaviour
 * at once, then the page's islands — their code is not fetched before the first paint but after the
 * page's load event, or as soon as the visitor presses, taps, types or tabs into the page. Until
 * then the islands are their server-rendered HTML (the forms post without JavaScript, decision 024).
 * In low-data mode (docs/decisions/195) nothing is fetched ahead: the islands come on first touch only.
 */
export function startPage(loadIslands: IslandsLoader): void {
  startPageScript()
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, true)
    // hydrate.ts brings React: it is imported with the islands, never before.
    Promise.all([loadIslands(), import('./hydrate')]).then(([islands, { hydrateIslands }]) => hydrateIslands(islands), () => {
      // The chunk did not arrive (a dropped connection): the page stays plain HTML; try again on the next touch.
      started = false
      for (const type of FIRST_TOUCH) window.addEventListener(type, start, { capture: true, passive: true })
    })
  }
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, { capture: true, passive: true })
  if (!document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE)) afterLoad(start)
}

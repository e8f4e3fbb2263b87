import { inNextTask } from './next-task'
import { LOW_DATA_ATTRIBUTE } from './low-data-attribute'

/** What a visitor does first to a widget that is not live yet: it makes its code load at once. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** Runs `task` in a task of its own once the page has loaded (its first images included, so after its largest paint). */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') inNextTask(task)
  else window.addEventListener('load', () => inNextTask(task), { once: true })
}

/**
 * Runs `start` once the page has loaded, or at once when the visitor presses, taps, types or tabs
 * into the page, whichever comes first. In low-data mode (docs/decisions/195) nothing is fetched
 * ahead: only on first touch. A chunk that did not arrive (a dropped connection) is tried again on
 * the next touch; meanwhile the page stays plain HTML.
 */
export function whenWanted(start: () => Promise<unknown>): void {
  let started = false
  const begin = () => {
    if (started) return
    started = true
    for (const type of FIRST_TOUCH) window.removeEventListener(type, begin, true)
    start().catch(() => {
      started = false
      for (const type of FIRST_TOUCH) window.addEventListener(type, begin, { capture: true, passive: true })
    })
  }
  for (const type of FIRST_TOUCH) window.addEventListener(type, begin, { capture: true, passive: true })
  if (!document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE)) afterLoad(begin)
}

import { inNextTask } from './next-task'

/** How far below the screen an island starts, so it is ready before it is seen. */
const NEAR_VIEWPORT = 400

function isNearViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  // A closed <dialog> or other hidden island has no box: treat it as near, it may open any moment.
  if (box.width === 0 && box.height === 0) return true
  return box.top < window.innerHeight + NEAR_VIEWPORT && box.bottom > -NEAR_VIEWPORT
}

/**
 * Runs `start` on each island marker, each in a task of its own, so that a phone's main thread is
 * never blocked by all of them at once; markers far below the screen wait until the visitor scrolls
 * near them. Shared by React's hydration (hydrate.ts) and the widgets' small scripts (island-markers.ts).
 */
export function startNearViewport(markers: HTMLElement[], start: (marker: HTMLElement) => void): void {
  // The marker is display: contents and has no box of its own: watch the island's first element.
  const islandOf = new Map<Element, HTMLElement>()
  const later = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        later.unobserve(entry.target)
        const element = islandOf.get(entry.target)
        if (element) inNextTask(() => start(element))
      }
    },
    { rootMargin: `${NEAR_VIEWPORT}px 0px` },
  )
  const now: HTMLElement[] = []
  for (const element of markers) {
    const measured = (element.firstElementChild as HTMLElement | null) ?? element
    if (isNearViewport(measured)) {
      now.push(element)
    } else {
      islandOf.set(measured, element)
      later.observe(measured)
    }
  }
  const next = () => {
    const element = now.shift()
    if (!element) return
    start(element)
    inNextTask(next)
  }
  next()
}

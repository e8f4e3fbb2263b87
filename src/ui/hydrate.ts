import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Island } from './island'
import { inNextTask } from './next-task'

/** How far below the screen an island starts hydrating, so it is ready before it is seen. */
const NEAR_VIEWPORT = 400

function isNearViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  // A closed <dialog> or other hidden island has no box: treat it as near, it may open any moment.
  if (box.width === 0 && box.height === 0) return true
  return box.top < window.innerHeight + NEAR_VIEWPORT && box.bottom > -NEAR_VIEWPORT
}

/**
 * Hydrates every marker on the page whose island is in the list; others stay plain HTML.
 * Each island hydrates in a task of its own, so that a phone's main thread is never blocked by all
 * of them at once; islands far below the screen wait until the visitor scrolls near them.
 */
export function hydrateIslands(islands: Island<any>[]): void {
  const byName = new Map(islands.map((i) => [i.islandName, i.Component]))
  const hydrate = (element: HTMLElement) => {
    if (element.dataset.hydrated) return
    const Component = byName.get(element.dataset.island ?? '')
    if (!Component) return
    hydrateRoot(element, createElement(Component, JSON.parse(element.dataset.props ?? '{}')))
    element.dataset.hydrated = 'true'
  }
  // The marker is display: contents and has no box of its own: watch the island's first element.
  const islandOf = new Map<Element, HTMLElement>()
  const later = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        later.unobserve(entry.target)
        const element = islandOf.get(entry.target)
        if (element) inNextTask(() => hydrate(element))
      }
    },
    { rootMargin: `${NEAR_VIEWPORT}px 0px` },
  )
  const now: HTMLElement[] = []
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (!byName.has(element.dataset.island ?? '')) continue
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
    hydrate(element)
    inNextTask(next)
  }
  next()
}

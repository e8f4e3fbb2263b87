import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Island } from './island'
import { startNearViewport } from './near-viewport'

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
  startNearViewport([...document.querySelectorAll<HTMLElement>('[data-island]')].filter((element) => byName.has(element.dataset.island ?? '')), hydrate)
}

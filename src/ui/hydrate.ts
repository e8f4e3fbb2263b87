import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Island } from './island'

/** Hydrates every marker on the page whose island is in the list; others stay plain HTML. */
export function hydrateIslands(islands: Island<any>[]): void {
  const byName = new Map(islands.map((i) => [i.islandName, i.Component]))
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = byName.get(element.dataset.island ?? '')
    if (!Component) continue
    const props = JSON.parse(element.dataset.props ?? '{}')
    hydrateRoot(element, createElement(Component, props))
    element.dataset.hydrated = 'true'
  }
}

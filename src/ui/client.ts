import { installHeaderAutoHide } from './header-auto-hide'
import { hydrateIslands } from './hydrate'
import type { Island } from './island'

/** What every page's +client.ts runs: the shared header behaviour, then the page's islands. */
export function startPage(islands: Island<any>[]): void {
  installHeaderAutoHide()
  hydrateIslands(islands)
}

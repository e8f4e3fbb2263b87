import { hydrateIslands } from './hydrate'
import type { Island } from './island'
import { startPageScript } from './page-script'

/** What every page's +client.ts with islands runs: the shared header behaviour, then the page's islands. */
export function startPage(islands: Island<any>[]): void {
  startPageScript()
  hydrateIslands(islands)
}

import type { Island } from './island'
import { startPageScript } from './page-script'
import { whenWanted } from './when-wanted'

/** A page's islands, as a dynamic import: their code (React) is a chunk of its own. */
export type IslandsLoader = () => Promise<Island<any>[]>

/**
 * What every page's +client.ts with islands runs (docs/decisions/054): the shared header behaviour
 * at once, then the page's islands — their code is not fetched before the first paint but after the
 * page's load event, or as soon as the visitor presses, taps, types or tabs into the page. Until
 * then the islands are their server-rendered HTML (the forms post without JavaScript, decision 024).
 */
export function startPage(loadIslands: IslandsLoader): void {
  startPageScript()
  // hydrate.ts brings React: it is imported with the islands, never before.
  whenWanted(() => Promise.all([loadIslands(), import('./hydrate')]).then(([islands, { hydrateIslands }]) => hydrateIslands(islands)))
}

/** Results on one page of /search. */
export const SEARCH_PAGE_SIZE = 30
/**
 * The pages of results a visitor may go through (?page=2 … 20): the best 600 results. Past them a
 * person adds a word rather than pages on, and a stranger's ?page= names at most this many pages
 * per search, so neither a query nor the page cache grows with the number typed.
 */
export const MAX_SEARCH_PAGES = 20

/**
 * The page asked for by ?page=, as a stranger may type it: anything but digits (a minus sign, a
 * word, nothing) is page 1, and a number past MAX_SEARCH_PAGES is the last page there may be.
 */
export function searchPageNumber(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1
  return Math.min(Math.max(Number(value), 1), MAX_SEARCH_PAGES)
}

/** The address of a page of results (page 1 has no parameter: one address, one cache entry). */
export function searchPageHref(q: string, page: number): string {
  const params = new URLSearchParams({ q })
  if (page > 1) params.set('page', String(page))
  return `/search?${params}`
}

import type { PageContextServer } from 'vike/types'
import { searchSitePage, searchWordsOf, type SearchPage } from '../../src/features/search/store'
import { searchPageNumber } from '../../src/features/search/paging'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { q: string; found: SearchPage | null }

/** /search?q=…&page=N: one page of the results, SEARCH_PAGE_SIZE at a time (the page is declared in src/app/page-params.ts). */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { q: raw, page } = pageContext.urlParsed.search
  const q = typeof raw === 'string' ? searchWordsOf(raw) : ''
  const found = await readSafely(pageContext, 'search', searchSitePage(pageContext.app.db, q, pageContext.app.clock.now(), searchPageNumber(page), pageContext.lang))
  return { q, found: found.ok ? found.value : null }
}

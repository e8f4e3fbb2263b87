import type { PageContextServer } from 'vike/types'
import { searchSite, searchWordsOf, type SearchResult } from '../../src/features/search/store'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { q: string; results: SearchResult[] | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const raw = pageContext.urlParsed.search.q
  const q = typeof raw === 'string' ? searchWordsOf(raw) : ''
  const results = await readSafely(pageContext, 'search', searchSite(pageContext.app.db, q, pageContext.app.clock.now(), undefined, pageContext.lang))
  return { q, results: results.ok ? results.value : null }
}

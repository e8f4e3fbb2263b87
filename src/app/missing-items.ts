import type SQLite from 'better-sqlite3'
import type { AppContext } from '../http/context.js'
import { LANGS, langOfPath, type Lang } from '../content/lang.js'
import { localPath } from '../content/lang.js'
import { columnCountQuery } from '../features/blogs/store.js'
import { NEWS_PER_COLUMN } from '../features/blogs/paging.js'
import { UNCATEGORIZED_ID } from '../features/events/store.js'
import { PHOTOS_PER_PAGE } from '../features/events/paging.js'
import { canonicalPageUrl, logicalPath } from './page-params.js'
import { log } from '../log.js'

/**
 * What a stranger's made-up address costs (docs/decisions/157): an id that names nothing, a
 * gallery category that is not there, a page past a list's end. Each is told by a lookup of one
 * row or one count, synchronous, before any render; the answer is then one cached "not found"
 * page per reason and language, rendered once from the address below (which names nothing
 * either), instead of a full render of every new address.
 */
const RENDERED_FROM = {
  newsItem: '/blogs/detail/-',
  photos: '/eventGallery?category=-',
  olderNews: '/blogs?newsPage=999999',
} as const
type Reason = keyof typeof RENDERED_FROM

const keyOf = (reason: Reason, lang: Lang) => `404 ${reason} ${lang}`
const COUNT_KEPT_MS = 5_000

/** Each cache key of these answers and the address it is rendered from. */
export const MISSING_PAGES: [key: string, url: string][] = LANGS.flatMap((lang) => (Object.keys(RENDERED_FROM) as Reason[]).map((reason): [string, string] => [keyOf(reason, lang), localPath(lang, RENDERED_FROM[reason])]))

/** The cache key of the "not found" answer a public page's address gets, or null when it may name something (it is rendered). */
export function missingItems(ctx: Pick<AppContext, 'sqlite' | 'db' | 'clock' | 'content'>): (url: string, pathname: string) => string | null {
  const newsItem = ctx.sqlite.prepare('SELECT 1 FROM blogs WHERE id = ?').pluck()
  const categoryPhotos = ctx.sqlite.prepare('SELECT count(*) FROM event_images i JOIN event_categories c ON c.id = i.category_id WHERE c.id = ? AND i.image_url IS NOT NULL').pluck()
  // the count's SQL is the same for every request (only its parameters, the time, change): prepared once
  const prepared = new Map<string, SQLite.Statement<unknown[]>>()
  // and kept for the content's version, a few seconds at most (a notice that goes live by itself meanwhile
  // shows on the next page's count a moment later), so a flood of page numbers counts once
  const counted = new Map<string, { version: unknown; until: number; total: number }>()
  const columnTotal = (column: 'news' | 'admission news') => {
    const now = ctx.clock.now()
    const kept = counted.get(column)
    if (kept && kept.version === ctx.content.current && kept.until > now) return kept.total
    const query = columnCountQuery(ctx.db, column, now).compile()
    let statement = prepared.get(query.sql)
    if (!statement) prepared.set(query.sql, (statement = ctx.sqlite.prepare(query.sql).pluck()))
    const total = Number(statement.get(...(query.parameters as unknown[])) ?? 0)
    counted.set(column, { version: ctx.content.current, until: now + COUNT_KEPT_MS, total })
    return total
  }
  const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage))

  const lookUp = (url: string, pathname: string): string | null => {
    const page = logicalPath(pathname)
    const lang = langOfPath(pathname)
    const detail = /^\/blogs\/detail\/([^/]+)$/.exec(page)
    if (detail) {
      let id: string
      try {
        id = decodeURIComponent(detail[1]!)
      } catch {
        return null // Vike answers a bad encoding itself
      }
      return newsItem.get(id) ? null : keyOf('newsItem', lang)
    }
    if (page !== '/eventGallery' && page !== '/blogs') return null
    const canonical = canonicalPageUrl(url)
    const query = new URLSearchParams(canonical.slice(canonical.indexOf('?') + 1 || canonical.length))
    const number = (name: string) => Number(query.get(name) ?? 1)
    if (page === '/eventGallery') {
      const category = query.get('category')
      // "uncategorized" is one fixed word: its page is rendered (and kept) like any page
      if (!category || category === UNCATEGORIZED_ID) return null
      const photos = Number(categoryPhotos.get(category) ?? 0)
      return photos === 0 || number('page') > pagesOf(photos, PHOTOS_PER_PAGE) ? keyOf('photos', lang) : null
    }
    if (query.has('newsPage') && number('newsPage') > pagesOf(columnTotal('news'), NEWS_PER_COLUMN)) return keyOf('olderNews', lang)
    if (query.has('admissionPage') && number('admissionPage') > pagesOf(columnTotal('admission news'), NEWS_PER_COLUMN)) return keyOf('olderNews', lang)
    return null
  }
  // A lookup that fails (a database fault) decides nothing: the page is rendered, and says so as any read failure does.
  return (url, pathname) => {
    try {
      return lookUp(url, pathname)
    } catch (err) {
      log.error('missing-item lookup failed', err, { path: pathname })
      return null
    }
  }
}

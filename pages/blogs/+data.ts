import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { NotFoundReason } from '../../src/content/messages/en'
import { listColumnPage, type NewsColumn } from '../../src/features/blogs/store'
import { NEWS_PER_COLUMN, type ColumnPage, type NewsColumnsProps } from '../../src/features/blogs/ui/NewsColumns'
import { readSafely } from '../../src/ui/read-safely'
import { newsArea } from '../../src/features/blogs/area'
import { localize } from '../../src/platform/translations/localize'

export type Data = { columns: NewsColumnsProps }

/** The query parameter of each column's page number (declared in src/app/page-params.ts). */
const PAGE_PARAM = { news: 'newsPage', 'admission news': 'admissionPage' } as const

/**
 * /blogs shows the newest items of each column; "Older" links page back through a column without
 * JavaScript (?newsPage=2, ?admissionPage=3), so the page never grows with the years of news.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const search = pageContext.urlParsed.search
  const pageOf = (column: NewsColumn) => Number(search[PAGE_PARAM[column]] ?? 1)
  const hrefWith = (column: NewsColumn, page: number) => {
    const params = new URLSearchParams()
    for (const other of ['news', 'admission news'] as const) {
      const value = other === column ? page : pageOf(other)
      if (value > 1) params.set(PAGE_PARAM[other], String(value))
    }
    const query = params.toString()
    return query ? `/blogs?${query}` : '/blogs'
  }
  const read = async (column: NewsColumn): Promise<ColumnPage> => {
    const page = pageOf(column)
    const { items: stored, total } = await listColumnPage(pageContext.app.db, column, (page - 1) * NEWS_PER_COLUMN, NEWS_PER_COLUMN, pageContext.app.clock.now())
    const items = await localize(pageContext.app.db, newsArea, stored, pageContext.lang, (blog) => blog._id)
    const pages = Math.max(1, Math.ceil(total / NEWS_PER_COLUMN))
    return { items, page, pages, olderHref: page < pages ? hrefWith(column, page + 1) : null, newerHref: page > 1 ? hrefWith(column, page - 1) : null }
  }
  const columns = await readSafely(pageContext, 'blogs', () => Promise.all([read('news'), read('admission news')]))
  if (!columns.ok) return { columns: { failed: true } }
  const [news, admissionNews] = columns.value
  // A page number past a column's end is no page at all.
  if (news.page > news.pages || admissionNews.page > admissionNews.pages) throw render(404, 'olderNews' satisfies NotFoundReason)
  return { columns: { news, admissionNews } }
}

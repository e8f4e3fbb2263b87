import type { Blog } from '../store'
import type { Shown } from '../../../platform/translations/area'
import { langOf, LangNote } from '../../../ui/StaffText'
import { PauseToggle } from '../../../ui/PauseToggle'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import { AttachmentLink } from './AttachmentLink'
import { blogHref, previewBlocks, safeLink } from './text'
import './news.css'
import { useI18n } from '../../../ui/page-context'
import { PageLinks } from '../../../ui/PageLinks'

// plain data beside the store, so the server's cheap "not found" checks read it without this component
export { NEWS_PER_COLUMN } from '../paging'
/** Cards drawn again after the list so the scroll loop has no gap: enough to fill the 560 px viewport. */
const LOOP_TAIL = 6

/**
 * How wide a card's picture is drawn: 160 px / 120 px beside the text from 768 / 480 px; below,
 * the card's full width: the page (100vw - 32px), the column's padding (2 × 16) and the card's
 * padding and border (2 × 13).
 */
export const NEWS_CARD_SIZES = '(min-width: 768px) 160px, (min-width: 480px) 120px, calc(100vw - 90px)'

/** A news item as a page shows it: its text in the page's language where it has one. */
export type ShownBlog = Blog & { shown?: Shown }

/** One page of a column and the links to its neighbours (null: none). */
export type ColumnPage = { items: ShownBlog[]; page: number; pages: number; olderHref: string | null; newerHref: string | null }

export type NewsColumnsProps = { news: ColumnPage; admissionNews: ColumnPage } | { failed: true }

/** `priority`: the first card of the first column, the largest paint on a phone: its image loads at once. */
function NewsCard({ blog, priority }: { blog: ShownBlog; priority?: boolean }) {
  const { t, date } = useI18n()
  const link = safeLink(blog.link)
  return (
    <article className="news-card">
      {blog.image && (
        <ResponsiveImage folder="Blogs" imageUrl={blog.image} imageMeta={blog.imageMeta} alt="" sizes={NEWS_CARD_SIZES} priority={priority} className="news-card__image" />
      )}
      <div className="news-card__body">
        <h3 className="news-card__title">
          {/* The title link covers the card (::after), so the whole card leads to the detail page. */}
          <a href={blogHref(blog._id)} className="news-card__link" {...langOf(blog, 'title')}>
            {blog.title}
          </a>
        </h3>
        <p className="news-card__date">
          {blog.pinned && <span className="news-card__pin">{t.news.pinned}</span>}
          <time dateTime={blog.date}>{date(blog.date)}</time>
        </p>
        <LangNote item={blog} className="lang-note news-card__note" />
        <div className="news-card__text" {...langOf(blog, 'description')}>
          {previewBlocks(blog.description).map((block, i) =>
            block.kind === 'paragraph' ? (
              <p key={i}>{block.text}</p>
            ) : (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </div>
        {blog.attachment && <AttachmentLink attachment={blog.attachment} className="news-card__attachment" />}
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer" className="news-card__external" {...(blog.linkTitle ? langOf(blog, 'linkTitle') : {})}>
            {blog.linkTitle || t.news.view}
          </a>
        )}
      </div>
    </article>
  )
}

/**
 * One auto-scrolling column (CSS only: 20 s per cycle over the cards shown, paused on hover,
 * keyboard focus, a finger held on it, and the Pause box above the columns). The track is as tall
 * as the list and moves by its own height; the first few cards are drawn once more below it (inert,
 * neither read nor focused) so the loop has no seam, without drawing every card twice. "Older" and
 * "Newer" are plain links to the column's pages.
 */
function NewsColumn({ id, title, column, emptyText, olderText, first }: { id: string; title: string; column: ColumnPage; emptyText: string; olderText: string; first?: boolean }) {
  const { t } = useI18n()
  const blogs = column.items
  return (
    <section className="news-column" aria-labelledby={id}>
      <h2 id={id} className="news-column__title">
        {title}
      </h2>
      {blogs.length === 0 ? (
        <p className="status">{emptyText}</p>
      ) : (
        <div className="news-column__viewport">
          <div className="news-column__track">
            <div className="news-column__list">
              {blogs.map((blog, i) => (
                <NewsCard key={blog._id} blog={blog} priority={first && i === 0} />
              ))}
            </div>
            <div className="news-column__list news-column__list--tail" aria-hidden="true" inert>
              {blogs.slice(0, LOOP_TAIL).map((blog) => (
                <NewsCard key={blog._id} blog={blog} />
              ))}
            </div>
          </div>
        </div>
      )}
      <PageLinks label={t.news.pages(title)} previous={column.newerHref ? { href: column.newerHref, text: t.news.newer } : null} next={column.olderHref ? { href: column.olderHref, text: olderText } : null}>
        {t.news.pageOf(column.page, column.pages)}
      </PageLinks>
    </section>
  )
}

export function NewsColumns(props: NewsColumnsProps) {
  const n = useI18n().t.news
  if ('failed' in props) return <p className="status status--error">{n.failed}</p>
  return (
    <div className="news-columns">
      {(props.news.items.length > 0 || props.admissionNews.items.length > 0) && <PauseToggle label={n.pause} className="news-columns__pause" />}
      <NewsColumn id="news-heading" title={n.news} column={props.news} emptyText={n.noNews} olderText={n.olderNews} first />
      <NewsColumn id="admission-news-heading" title={n.admissionUpdates} column={props.admissionNews} emptyText={n.noAdmissionNews} olderText={n.olderUpdates} />
    </div>
  )
}

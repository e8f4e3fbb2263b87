import type { Blog } from '../store'
import { PauseToggle } from '../../../ui/PauseToggle'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import { AttachmentLink } from './AttachmentLink'
import { blogHref, formatDate, previewBlocks, safeLink } from './text'
import './news.css'

export type NewsColumnsProps = { news: Blog[]; admissionNews: Blog[] } | { failed: true }

function NewsCard({ blog }: { blog: Blog }) {
  const link = safeLink(blog.link)
  return (
    <article className="news-card">
      {blog.image && (
        <ResponsiveImage folder="Blogs" imageUrl={blog.image} imageMeta={blog.imageMeta} alt="" sizes="(min-width: 768px) 160px, (min-width: 480px) 120px, calc(100vw - 80px)" className="news-card__image" />
      )}
      <div className="news-card__body">
        <h3 className="news-card__title">
          {/* The title link covers the card (::after), so the whole card leads to the detail page. */}
          <a href={blogHref(blog._id)} className="news-card__link">
            {blog.title}
          </a>
        </h3>
        <p className="news-card__date">
          {blog.pinned && <span className="news-card__pin">Pinned · </span>}
          <time dateTime={blog.date}>{formatDate(blog.date)}</time>
        </p>
        <div className="news-card__text">
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
          <a href={link} target="_blank" rel="noopener noreferrer" className="news-card__external">
            {blog.linkTitle || 'View'}
          </a>
        )}
      </div>
    </article>
  )
}

/**
 * One auto-scrolling column (CSS only: 20 s per cycle, paused on hover, keyboard focus, a finger
 * held on it, and the Pause box above the columns). The
 * list is drawn twice for a seamless loop; the copy is inert so it is neither read nor focused.
 */
function NewsColumn({ id, title, blogs, emptyText }: { id: string; title: string; blogs: Blog[]; emptyText: string }) {
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
              {blogs.map((blog) => (
                <NewsCard key={blog._id} blog={blog} />
              ))}
            </div>
            <div className="news-column__list" aria-hidden="true" inert>
              {blogs.map((blog) => (
                <NewsCard key={blog._id} blog={blog} />
              ))}
            </div>
          </div>
        </div>
      )}
    </section>
  )
}

export function NewsColumns(props: NewsColumnsProps) {
  if ('failed' in props) return <p className="status status--error">Failed to load blogs.</p>
  return (
    <div className="news-columns">
      {(props.news.length > 0 || props.admissionNews.length > 0) && <PauseToggle label="Pause news scrolling" className="news-columns__pause" />}
      <NewsColumn id="news-heading" title="News" blogs={props.news} emptyText="No News found." />
      <NewsColumn id="admission-news-heading" title="Admission Updates" blogs={props.admissionNews} emptyText="No admission News found." />
    </div>
  )
}

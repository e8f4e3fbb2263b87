import type { ShownBlog } from './NewsColumns'
import { langOf, LangNote } from '../../../ui/StaffText'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import { AttachmentLink } from './AttachmentLink'
import { descriptionBlocks, safeLink } from './text'
import './news.css'
import { useI18n } from '../../../ui/page-context'

/** One news item: title, date, optional image, the description line by line, optional link. */
export function NewsDetail({ blog, expired = false }: { blog: ShownBlog; expired?: boolean }) {
  const link = safeLink(blog.link)
  const { t, date, dateTime } = useI18n()
  return (
    <article className="news-detail">
      <p className="news-detail__back">
        <a href="/blogs">{t.news.allNews}</a>
      </p>
      {expired && (
        <p className="news-expired" role="note">
          {t.news.expired(blog.expireAt ? dateTime(blog.expireAt) : null)}
        </p>
      )}
      <h1 {...langOf(blog, 'title')}>{blog.title}</h1>
      <LangNote item={blog} />
      <p className="news-detail__date">
        <time dateTime={blog.date}>{date(blog.date)}</time>
      </p>
      {blog.image && (
        <ResponsiveImage folder="Blogs" imageUrl={blog.image} imageMeta={blog.imageMeta} alt="" sizes="(min-width: 820px) 780px, calc(100vw - 32px)" priority className="news-detail__image" />
      )}
      <div className="news-detail__body" {...langOf(blog, 'description')}>
        {descriptionBlocks(blog.description).map((block, i) =>
          block.kind === 'bullets' ? (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>{block.text}</p>
          ),
        )}
      </div>
      {blog.attachment && (
        <p>
          <AttachmentLink attachment={blog.attachment} className="button button--gold" />
        </p>
      )}
      {link && (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer" className="button" {...(blog.linkTitle ? langOf(blog, 'linkTitle') : {})}>
            {blog.linkTitle || t.news.externalLink}
          </a>
        </p>
      )}
    </article>
  )
}

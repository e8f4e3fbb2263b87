import { PublicLayout } from '../../../../src/ui/layout/PublicLayout'
import { Seo } from '../../../../src/ui/Seo'
import { useData, useI18n, usePageContext } from '../../../../src/ui/page-context'
import { NewsDetail } from '../../../../src/features/blogs/ui/NewsDetail'
import { blogHref, previewText } from '../../../../src/features/blogs/ui/text'
import { uploadUrl } from '../../../../src/ui/ResponsiveImage'
import { newsArticleJsonLd } from '../../../../src/ui/json-ld'
import type { Data } from './+data'
import { langOf, untranslated } from '../../../../src/ui/StaffText'
import { localPath } from '../../../../src/content/lang'

export default function Page() {
  const data = useData<Data>()
  const blog = data.blog
  const expired = 'expired' in data && data.expired
  // staff's preview of a draft or scheduled notice (pages/preview/news): the same page, marked and never indexed
  const preview = 'preview' in data && data.preview === true
  const { urlPathname } = usePageContext()
  const { t, lang } = useI18n()
  const n = t.news
  if (!blog) {
    return (
      <PublicLayout>
        <Seo title={n.news} description={n.detailDescription} path={urlPathname} noindex />
        <section className="section">
          <div className="container">
            <h1>{n.news}</h1>
            <p className="status status--error">{n.detailFailed}</p>
          </div>
        </section>
      </PublicLayout>
    )
  }
  const path = blogHref(blog._id)
  const image = blog.image ? uploadUrl('Blogs', blog.image) : undefined
  const description = previewText(blog.description)
  // the Hindi page of an item not yet written in Hindi points at the English one (docs/decisions/122)
  const hindiPending = untranslated([blog])
  return (
    <PublicLayout>
      <Seo
        title={blog.title}
        description={description}
        path={path}
        staffContent={hindiPending}
        textLang={langOf(blog, 'title').lang}
        image={image}
        jsonLd={preview ? undefined : newsArticleJsonLd({ title: blog.title, date: blog.date, path: hindiPending ? path : localPath(lang, path), image, description })}
        noindex={preview}
      />
      <section className="section">
        <div className="container">
          {preview && (
            <p className="preview-mark" role="note">
              {n.previewMark}
            </p>
          )}
          <NewsDetail blog={blog} expired={expired} />
        </div>
      </section>
    </PublicLayout>
  )
}

import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useI18n, usePageContext } from '../../src/ui/page-context'
import type { NotFoundReason } from '../../src/content/messages/en'

/** 404 and 500 pages: same layout, a plain message, a way back. */
export default function Page() {
  const { is404, abortReason } = usePageContext()
  const e = useI18n().t.error
  const title = is404 ? e.notFound : e.failed
  const reason = typeof abortReason === 'string' && Object.hasOwn(e.reasons, abortReason) ? e.reasons[abortReason as NotFoundReason] : e.notFoundText
  const message = is404 ? reason : e.failedText
  return (
    <PublicLayout>
      <Seo title={title} description={message} path="/404" noindex />
      <section className="section">
        <div className="container">
          <h1>{title}</h1>
          <p>{message}</p>
          <p>
            <a className="button" href="/">
              {e.home}
            </a>
          </p>
        </div>
      </section>
    </PublicLayout>
  )
}

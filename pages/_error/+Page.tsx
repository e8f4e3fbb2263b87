import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { usePageContext } from '../../src/ui/page-context'

/** 404 and 500 pages: same layout, a plain message, a way back. */
export default function Page() {
  const { is404, abortReason } = usePageContext()
  const title = is404 ? 'Page not found' : 'Something went wrong'
  const message = is404
    ? typeof abortReason === 'string'
      ? abortReason
      : 'The page you asked for does not exist.'
    : 'The page could not be shown. Please try again in a moment.'
  return (
    <PublicLayout>
      <Seo title={title} description={message} path="/404" noindex />
      <section className="section">
        <div className="container">
          <h1>{title}</h1>
          <p>{message}</p>
          <p>
            <a className="button" href="/">
              Go to the home page
            </a>
          </p>
        </div>
      </section>
    </PublicLayout>
  )
}

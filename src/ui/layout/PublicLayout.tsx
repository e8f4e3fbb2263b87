import type { ReactNode } from 'react'
import { useI18n, usePageContext } from '../page-context'
import { otherLanguagePath } from '../i18n'
import { Footer } from './Footer'
import { Header } from './Header'
import './layout.css'

/** The frame of every public page: fixed header with the announcement bar, main, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { t, lang } = useI18n()
  // urlPathname is the page's path without /hi (pages/+onBeforeRoute.ts); the query is kept
  const search = pageContext.urlParsed?.searchOriginal ?? ''
  // "not found" is one cached page per language, whatever the path asked: its switch leads home
  const here = pageContext.is404 ? '/' : `${pageContext.urlPathname}${search}`
  const switchTo = { lang: lang === 'hi' ? ('en' as const) : ('hi' as const), href: otherLanguagePath(lang, here) }
  return (
    <>
      <a href="#main" className="skip-link">
        {t.layout.skip}
      </a>
      <Header topbar={pageContext.layout?.topbar ?? { message: "", link: "#" }} current={pageContext.urlPathname} t={t} switchTo={switchTo} />
      <main id="main" className="site-main">
        {pageContext.rowPreview && (
          <div className="container preview-container">
            <p className="preview-mark" role="note">
              {t.news.previewMark}
            </p>
          </div>
        )}
        {children}
      </main>
      <Footer t={t} />
    </>
  )
}

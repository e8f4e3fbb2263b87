import type { ReactNode } from 'react'
import { usePageContext } from '../page-context'
import { Footer } from './Footer'
import { Header } from './Header'
import './layout.css'

/** The frame of every public page: fixed header with the announcement bar, main, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header topbar={pageContext.layout?.topbar ?? { message: "", link: "#" }} current={pageContext.urlPathname} />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
    </>
  )
}

import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, OnRenderHtmlSync, PageContextServer } from 'vike/types'
import { PageContextProvider } from '../src/ui/page-context'
import '../src/ui/styles/base.css'

const isAdminPage = (pathname: string) => pathname === '/vvs' || pathname.startsWith('/vvs/')

/** Vike's modulepreload tags for the entry's static imports, put where `where` says. */
const preloadScriptsAt = (where: 'HTML_BEGIN' | 'HTML_END') => (assets: InjectFilterEntry[]) => {
  for (const asset of assets) {
    if (asset.assetType === 'script' && !asset.isEntry) asset.inject = where
  }
}

/** Renders the whole document with React; React 19 hoists each page's <title>/<meta>/<link> into <head>. */
export const onRenderHtml: OnRenderHtmlSync = (pageContext: PageContextServer) => {
  const Page = pageContext.Page as React.ComponentType
  const html = renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12284a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <PageContextProvider value={pageContext}>
          <Page />
        </PageContextProvider>
      </body>
    </html>,
  )
  return {
    documentHtml: escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`,
    // The admin panel preloads every script it needs from the top, so the browser fetches them in
    // parallel. A public page preloads only its entry's few small static imports, at the end of
    // <body> beside the entry itself; its island code is imported after the page has loaded, and
    // its CSS is inlined by the server (docs/decisions/054).
    injectFilter: preloadScriptsAt(isAdminPage(pageContext.urlPathname) ? 'HTML_BEGIN' : 'HTML_END'),
  }
}

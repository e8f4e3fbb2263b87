import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlSync, PageContextServer } from 'vike/types'
import { PageContextProvider } from '../src/ui/page-context'
import '../src/ui/styles/base.css'

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
    // Preload every script the page needs at the top, so the browser fetches them in parallel.
    injectFilter(assets) {
      for (const asset of assets) {
        if (asset.assetType === 'script' && !asset.isEntry) asset.inject = 'HTML_BEGIN'
      }
    },
  }
}

import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, OnRenderHtmlSync, PageContextServer } from 'vike/types'
import { PageContextProvider } from '../src/ui/page-context'
import { localizeLinks } from '../src/ui/i18n'
import '../src/ui/styles/base.css'
import { MANIFEST_PATHS } from '../src/features/offline/manifest-paths'
import { LowDataProvider } from '../src/ui/low-data'
import { LOW_DATA_ATTRIBUTE } from '../src/ui/low-data-attribute'
import { signInLang } from '../src/ui/admin/sign-in-text'

const isAdminPage = (pathname: string) => pathname === '/vvs' || pathname.startsWith('/vvs/')

/** Vike's modulepreload tags for all the entry's static imports, at the top of <head>. */
function preloadAllScripts(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'script' && !asset.isEntry) asset.inject = 'HTML_BEGIN'
  }
}

/** Renders the whole document with React; React 19 hoists each page's <title>/<meta>/<link> into <head>. */
export const onRenderHtml: OnRenderHtmlSync = (pageContext: PageContextServer) => {
  const Page = pageContext.Page as React.ComponentType
  // The panel is in the language its signed-in person chose (docs/decisions/230), a sign-in page in its
  // address's (?lang=hi: no account is known there, docs/decisions/231); a public page's is its URL's.
  const adminPage = isAdminPage(pageContext.urlPathname)
  const lang = adminPage ? (pageContext.admin?.panelLang ?? signInLang(pageContext.urlParsed.search.lang)) : (pageContext.lang ?? 'en')
  const lowData = pageContext.lowData === true
  const rendered = renderToString(
    <html lang={lang} {...(lowData ? { [LOW_DATA_ATTRIBUTE]: '' } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12284a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {isAdminPage(pageContext.urlPathname) ? null : <link rel="manifest" href={MANIFEST_PATHS[lang]} />}
      </head>
      <body>
        <PageContextProvider value={pageContext}>
          <LowDataProvider value={lowData}>
            <Page />
          </LowDataProvider>
        </PageContextProvider>
      </body>
    </html>,
  )
  // A Hindi page's links lead to Hindi pages (src/ui/i18n.ts); an English page is left as rendered. The
  // panel has no /hi twin: its links (/vvs/…) stay as they are, whatever its language.
  const html = adminPage ? rendered : localizeLinks(rendered, lang)
  // Vike puts its scripts before </body>, after measuring the indentation of the line they go on
  // with a regular expression over that whole line. React writes the document as one line, so that
  // was a scan of the whole page on every render (0.16 ms for /blogs): a line break before </body>
  // leaves it an empty line to measure.
  const bodyEnd = html.lastIndexOf('</body>')
  const document = bodyEnd === -1 ? html : `${html.slice(0, bodyEnd)}\n${html.slice(bodyEnd)}`
  return {
    documentHtml: escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(document)}`,
    // The admin panel preloads every script it needs from the top, so the browser fetches them in
    // parallel. A public page keeps Vike's default, nothing in <head>: nothing but the HTML comes
    // before its first paint (its CSS is inlined by the server, which also announces the entry's
    // imports at low priority beside the entry at the end of <body>; its island code is imported
    // after the page has loaded: docs/decisions/054).
    ...(isAdminPage(pageContext.urlPathname) ? { injectFilter: preloadAllScripts } : {}),
  }
}

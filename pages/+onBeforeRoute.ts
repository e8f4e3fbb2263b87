import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { langOfPath } from '../src/content/lang'

/**
 * Vike's i18n route (vike.dev/i18n): /hi/… renders the same page as /…, with `lang: 'hi'`. The
 * language comes from the URL alone, so the page cache stays keyed on the URL. The admin panel has
 * no Hindi twin: /hi/vvs/… is left as it is, a path no page has.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, href } = pageContext.urlParsed
  const lang = langOfPath(pathname)
  if (lang === 'en') return { pageContext: { lang } }
  const logical = pathname.slice(3) || '/'
  if (/^\/vvs(\/|$)/.test(logical)) return { pageContext: { lang } }
  return { pageContext: { lang, urlLogical: modifyUrl(href, { pathname: logical }) } }
}

import { site } from '../content/site'
import { useI18n, usePageContext } from './page-context'
import { localPath } from '../content/lang'
import type { Lang } from '../content/lang'

type SeoProps = {
  title: string
  description: string
  /** The page's path without /hi. */
  path: string
  image?: string
  jsonLd?: object
  noindex?: boolean
  /**
   * The page's main content is written by staff and not yet in Hindi: its Hindi twin is served but
   * points its canonical at the English page, so search engines do not index one text twice.
   */
  staffContent?: boolean
  /** The language the JSON-LD's text is in when staff wrote it in the other language than the page's. */
  textLang?: Lang | undefined
}

/** A page's <title>: its own title, then the college's name. */
export function pageTitle(title: string): string {
  return `${title} | ${site.name}`
}

/**
 * JSON-LD marked with the language it is written in: the page's, or the staff text's when that is
 * in the other language (an English-only news item on its Hindi page is "en"). English text on an
 * English page is left unmarked, as it was.
 */
function withLanguage(jsonLd: object, lang: Lang, textLang: Lang | undefined): object {
  const inLanguage = textLang ?? lang
  if (inLanguage === 'en' && lang === 'en') return jsonLd
  return Array.isArray(jsonLd) ? jsonLd.map((item: object) => ({ ...item, inLanguage })) : { ...jsonLd, inLanguage }
}

/** Per-page head tags; React hoists <title>, <meta> and <link> into <head>. */
export function Seo({ title, description, path, image, jsonLd, noindex, staffContent, textLang }: SeoProps) {
  const { t, lang } = useI18n()
  // staff's preview of a draft row on this page (docs/decisions/276) is never indexed
  noindex ||= usePageContext().rowPreview === true
  const english = new URL(path, site.origin).href
  const hindi = new URL(localPath('hi', path), site.origin).href
  const url = lang === 'hi' ? hindi : english
  const canonical = lang === 'hi' && staffContent ? english : url
  const fullTitle = path === '/' ? t.seo.homeTitle : t.seo.pageTitle(title)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!noindex && (
        <>
          <link rel="alternate" hrefLang="en" href={english} />
          <link rel="alternate" hrefLang="hi" href={hindi} />
          <link rel="alternate" hrefLang="x-default" href={english} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={new URL(image, site.origin).href} />}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON.stringify cannot produce "</script" safely on its own: escape "<".
          dangerouslySetInnerHTML={{ __html: JSON.stringify(withLanguage(jsonLd, lang, textLang)).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  )
}

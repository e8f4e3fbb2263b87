import { site } from '../content/site'

type SeoProps = { title: string; description: string; path: string; image?: string; jsonLd?: object; noindex?: boolean }

/** A page's <title>: its own title, then the college's name. */
export function pageTitle(title: string): string {
  return `${title} | ${site.name}`
}

/** Per-page head tags; React hoists <title>, <meta> and <link> into <head>. */
export function Seo({ title, description, path, image, jsonLd, noindex }: SeoProps) {
  const url = new URL(path, site.origin).href
  const fullTitle = path === '/' ? `${site.name}, ${site.address.town}` : pageTitle(title)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
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
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  )
}

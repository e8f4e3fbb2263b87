import { Router, type Response } from 'express'
import type { AppContext } from '../../http/context.js'
import { site } from '../../content/site.js'
import { courses } from '../../content/courses.js'
import { countBlogs, listBlogStamps } from '../blogs/store.js'
import { blogHref } from '../blogs/ui/text.js'
import { localPath } from '../../content/lang.js'
import { rowsWrittenIn } from '../../platform/translations/sources.js'
import { newsArea } from '../blogs/area.js'

/**
 * Every public route of spec §2, and the accessibility statement (GIGW; docs/decisions/072). The
 * admin panel is not listed; robots.txt disallows it.
 */
export const PUBLIC_ROUTES = ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm', '/accessibility'] as const

/** Pages beside the spec (issue #15): the disclosure, the documents library, committees and search. */
export const DISCLOSURE_ROUTES = ['/disclosure', '/documents', '/committees', '/search'] as const

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

type SitemapEntry = { path: string; lastmod?: string; /** The page's English path when it has a Hindi twin. */ twinOf?: string }

const href = (path: string) => escapeXml(new URL(path, site.origin).href)

/** A page in both languages: one <url> each, both naming the pair (and x-default, the English) as alternates. */
function bothLanguages(path: string): SitemapEntry[] {
  return [{ path, twinOf: path }, { path: localPath('hi', path), twinOf: path }]
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, twinOf }) => {
    const alternates = twinOf
      ? [['en', twinOf], ['hi', localPath('hi', twinOf)], ['x-default', twinOf]].map(([lang, alt]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(alt)}"/>`).join('')
      : ''
    return `  <url><loc>${href(path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}${alternates}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** URLs per sitemap file; past this many the site answers a sitemap index (docs/decisions/052). */
export const SITEMAP_FILE_URLS = 1000

export function sitemapIndexXml(paths: string[]): string {
  const entries = paths.map((path) => `  <sitemap><loc>${escapeXml(new URL(path, site.origin).href)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** The fixed pages, each in English and Hindi. News items are listed in English only until they are written in Hindi (newsEntries). */
export const pagePaths = () => [...PUBLIC_ROUTES, ...DISCLOSURE_ROUTES, ...courses.map((course) => `/course?course=${course.key}`)]
const pageEntries = () => pagePaths().flatMap(bothLanguages)

/**
 * GET /sitemap.xml: the public routes, each course tab and every news item. Up to
 * SITEMAP_FILE_URLS URLs it is one file; past that it is an index of /sitemap-pages.xml and
 * /sitemap-news-<n>.xml, each read from the database one slice at a time. And GET /robots.txt.
 */
export function sitemapRouter(ctx: AppContext): Router {
  const router = Router()
  const sendXml = (res: Response, body: string) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.type('application/xml').send(body)
  }
  // A news item is listed in Hindi too once it is written in Hindi (docs/decisions/122); a file then
  // holds up to twice SITEMAP_FILE_URLS URLs, far below the format's 50,000.
  const newsEntries = async (file: number): Promise<SitemapEntry[]> => {
    const blogs = await listBlogStamps(ctx.db, (file - 1) * SITEMAP_FILE_URLS, SITEMAP_FILE_URLS, ctx.clock.now())
    const inHindi = await rowsWrittenIn(ctx.db, newsArea, blogs.map((blog) => blog._id), 'hi')
    return blogs.flatMap((blog) => {
      const path = blogHref(blog._id)
      return inHindi.has(blog._id) ? bothLanguages(path).map((entry) => ({ ...entry, lastmod: blog.updatedAt })) : [{ path, lastmod: blog.updatedAt }]
    })
  }

  router.get('/sitemap.xml', async (_req, res) => {
    const pages = pageEntries()
    const blogs = await countBlogs(ctx.db, ctx.clock.now())
    if (pages.length + blogs <= SITEMAP_FILE_URLS) return sendXml(res, sitemapXml([...pages, ...(await newsEntries(1))]))
    const newsFiles = Math.ceil(blogs / SITEMAP_FILE_URLS)
    sendXml(res, sitemapIndexXml(['/sitemap-pages.xml', ...Array.from({ length: newsFiles }, (_, i) => `/sitemap-news-${i + 1}.xml`)]))
  })
  router.get('/sitemap-pages.xml', (_req, res) => sendXml(res, sitemapXml(pageEntries())))
  router.get('/sitemap-news-:file', async (req, res, next) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(String(req.params.file))
    const entries = match ? await newsEntries(Number(match[1])) : []
    if (entries.length === 0) return next()
    sendXml(res, sitemapXml(entries))
  })
  // robots.txt is written here, not shipped as a file, so that it can name the sitemap's full address.
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('text/plain').send(['User-agent: *', 'Disallow: /vvs/', 'Disallow: /api/', `Sitemap: ${new URL('/sitemap.xml', site.origin).href}`, ''].join('\n'))
  })
  return router
}

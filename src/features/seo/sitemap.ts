import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { site } from '../../content/site.js'
import { courses } from '../../content/courses.js'
import { listBlogs } from '../blogs/store.js'
import { blogHref } from '../blogs/ui/text.js'

/**
 * Every public route of spec §2, and the accessibility statement (GIGW; docs/decisions/072). The
 * admin panel is not listed; robots.txt disallows it.
 */
export const PUBLIC_ROUTES = ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm', '/accessibility'] as const

/** Pages beside the spec (issue #15): the disclosure, the documents library, committees and search. */
export const DISCLOSURE_ROUTES = ['/disclosure', '/documents', '/committees', '/search'] as const

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function sitemapXml(entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = escapeXml(new URL(path, site.origin).href)
    return `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** GET /sitemap.xml (the public routes, each course tab and every news item) and GET /robots.txt. */
export function sitemapRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/sitemap.xml', async (_req, res) => {
    const blogs = await listBlogs(ctx.db, { publicAt: ctx.clock.now() })
    const body = sitemapXml([
      ...PUBLIC_ROUTES.map((path) => ({ path })),
      ...DISCLOSURE_ROUTES.map((path) => ({ path })),
      ...courses.map((course) => ({ path: `/course?course=${course.key}` })),
      ...blogs.map((blog) => ({ path: blogHref(blog._id), lastmod: blog.updatedAt })),
    ])
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.type('application/xml').send(body)
  })
  // robots.txt is written here, not shipped as a file, so that it can name the sitemap's full address.
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('text/plain').send(['User-agent: *', 'Disallow: /vvs/', 'Disallow: /api/', `Sitemap: ${new URL('/sitemap.xml', site.origin).href}`, ''].join('\n'))
  })
  return router
}

import path from 'node:path'
import fs from 'node:fs'
import type { RequestHandler } from 'express'
import { renderPage } from 'vike/server'
import type { AppContext } from './context.js'
import { PageCache, isCacheablePage } from './page-cache.js'
import { log } from '../log.js'
import { SESSION_COOKIE } from '../features/admin-auth/session.js'

let productionBuildLoaded: Promise<void> | null = null

/** Loads the server half of the production build (dist/server) once. */
export function loadProductionBuild(buildDir: string): Promise<void> {
  const entry = path.join(buildDir, 'server', 'entry.mjs')
  if (!fs.existsSync(entry)) {
    return Promise.reject(new Error(`No production build at ${buildDir}: run "npm run build" first`))
  }
  productionBuildLoaded ??= import(entry).then(() => undefined)
  return productionBuildLoaded
}

/** True when the request carries our session cookie (it may belong to a signed-in admin). */
function mayBeAdmin(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE}=`)
}

/**
 * Renders pages through Vike. Anonymous GETs of public pages are answered from a cache of
 * rendered HTML that every content write invalidates; admin pages are rendered each time.
 *
 * `cachedPages` goes early in the middleware chain: a cache hit for a visitor without a session
 * cookie is answered before static files, sessions and the API are consulted, which keeps a
 * cached page nearly as cheap as a static file. `renderPages` goes last and fills the cache.
 */
export function pageRendering(ctx: AppContext): { cachedPages: RequestHandler; renderPages: RequestHandler } {
  const cache = new PageCache()
  const isGet = (method: string) => method === 'GET' || method === 'HEAD'

  const cachedPages: RequestHandler = (req, res, next) => {
    if (ctx.config.dev || !isGet(req.method) || mayBeAdmin(req.headers.cookie) || !isCacheablePage(req.path)) return next()
    const hit = cache.get(req.originalUrl, ctx.content.current)
    if (hit) cache.send(req, res, hit)
    else next()
  }

  const renderPages: RequestHandler = async (req, res, next) => {
    if (!isGet(req.method)) return next()
    try {
      const cacheable = !ctx.config.dev && isCacheablePage(req.path) && !req.admin
      if (cacheable) {
        const hit = cache.get(req.originalUrl, ctx.content.current)
        if (hit) return cache.send(req, res, hit)
      }
      const version = ctx.content.current
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        app: ctx,
        admin: req.admin ?? null,
      })
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      const { statusCode, headers, body } = httpResponse
      if (statusCode >= 500) log.error('page render failed', pageContext.errorWhileRendering, { path: req.path })
      // Rendered from the content as it was when rendering began: a write meanwhile makes it stale at once.
      if (cacheable && (statusCode === 200 || statusCode === 404)) {
        return cache.send(req, res, cache.set(req.originalUrl, version, statusCode, headers, body))
      }
      res.status(statusCode)
      for (const [name, value] of headers) res.setHeader(name, value)
      res.setHeader('Cache-Control', 'no-store')
      res.send(body)
    } catch (err) {
      next(err)
    }
  }
  return { cachedPages, renderPages }
}

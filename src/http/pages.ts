import path from 'node:path'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { renderPage } from 'vike/server'
import type { AppContext } from './context.js'
import { PageCache, isCacheablePage } from './page-cache.js'
import { log } from '../log.js'
import { securityHeaderList } from './security.js'
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

export type CachedPageAnswer = (req: IncomingMessage, res: ServerResponse) => boolean

/** HTTPS as Express sees it behind one trusted proxy: the first X-Forwarded-Proto value. */
function forwardedHttps(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto']
  return typeof proto === 'string' && proto.split(',')[0].trim() === 'https'
}

/** True when the request carries our session cookie (it may belong to a signed-in admin). */
function mayBeAdmin(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE}=`)
}

/**
 * Renders pages through Vike. Anonymous GETs of public pages are answered from a cache of
 * rendered HTML that every content write invalidates; admin pages are rendered each time.
 *
 * `answerFromCache` runs before Express (server.ts); `renderPages` is the last Express handler
 * and fills the cache.
 */
export function pageRendering(ctx: AppContext): { answerFromCache: CachedPageAnswer; renderPages: RequestHandler } {
  const cache = new PageCache()
  const isGet = (method: string | undefined) => method === 'GET' || method === 'HEAD'
  const security = securityHeaderList(ctx.config)

  /**
   * Before Express: a cache hit for a visitor without a session cookie is written straight to
   * Node's response with the same security headers and log line the middleware would give, so a
   * cached page costs about what a static file does. Anything else returns false and goes on to
   * Express.
   */
  const answerFromCache: CachedPageAnswer = (req, res) => {
    if (ctx.config.dev || !isGet(req.method) || mayBeAdmin(req.headers.cookie)) return false
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    if (!isCacheablePage(pathname)) return false
    const hit = cache.get(url, ctx.content.current, ctx.clock.now())
    if (!hit) return false
    const start = process.hrtime.bigint()
    cache.send(req, res, hit, ctx.config.trustProxy && forwardedHttps(req) ? security.https : security.plain)
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    log.info('http', { method: req.method, path: pathname, status: res.statusCode, ms: ms.toFixed(1) })
    return true
  }

  const renderPages: RequestHandler = async (req, res, next) => {
    if (!isGet(req.method)) return next()
    try {
      const cacheable = !ctx.config.dev && isCacheablePage(req.path) && !req.admin
      if (cacheable) {
        const hit = cache.get(req.originalUrl, ctx.content.current, ctx.clock.now())
        if (hit) return cache.send(req, res, hit)
      }
      const version = ctx.content.current
      const validUntil = cacheable ? await ctx.content.validUntil(ctx.clock.now()) : Infinity
      const renderStart = performance.now()
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
      // How long rendering took, for browsers' dev tools and the benchmark (cache hits carry none).
      res.setHeader('Server-Timing', `render;dur=${(performance.now() - renderStart).toFixed(2)}`)
      // Rendered from the content as it was when rendering began: a write meanwhile makes it stale at once.
      if (cacheable && (statusCode === 200 || statusCode === 404)) {
        return cache.send(req, res, cache.set(req.originalUrl, version, statusCode, headers, body, validUntil))
      }
      res.status(statusCode)
      for (const [name, value] of headers) res.setHeader(name, value)
      res.setHeader('Cache-Control', 'no-store')
      res.send(body)
    } catch (err) {
      next(err)
    }
  }
  return { answerFromCache, renderPages }
}

import path from 'node:path'
import fs from 'node:fs'
import type { RequestHandler } from 'express'
import { renderPage } from 'vike/server'
import type { AppContext } from './context.js'
import { PageCache, isCacheablePage } from './page-cache.js'
import { log } from '../log.js'

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

/**
 * Renders pages through Vike. Anonymous GETs of public pages are answered from a cache of
 * rendered HTML that every content write invalidates; admin pages are rendered each time.
 */
export function pageHandler(ctx: AppContext): RequestHandler {
  const cache = new PageCache()
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    try {
      const cacheable = !ctx.config.dev && isCacheablePage(req.path) && !req.admin
      if (cacheable) {
        const hit = cache.get(req.originalUrl, ctx.content.current)
        if (hit) return cache.send(req, res, hit)
      }
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        app: ctx,
        admin: req.admin ?? null,
      })
      if (pageContext.errorWhileRendering) log.error('page render failed', pageContext.errorWhileRendering, { path: req.path })
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      const { statusCode, headers, body } = httpResponse
      if (cacheable && (statusCode === 200 || statusCode === 404)) {
        const entry = cache.set(req.originalUrl, ctx.content.current, statusCode, headers, body)
        return cache.send(req, res, entry)
      }
      res.status(statusCode)
      for (const [name, value] of headers) res.setHeader(name, value)
      if (req.path.startsWith('/vvs/')) res.setHeader('Cache-Control', 'no-store')
      res.send(body)
    } catch (err) {
      next(err)
    }
  }
}

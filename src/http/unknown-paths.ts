import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Express } from 'express'
import { log } from '../log.js'
import type { AppContext } from './context.js'
import { apiNotFoundBody } from './errors.js'
import { isVariantName } from './images.js'
import { forwardedHttps, securityHeaderList } from './security.js'
import { uploadedImagePath } from './static-files.js'
import { signedInCheck } from '../platform/auth/session.js'

/**
 * Paths nothing of the site answers (bots probe /wp-login.php, /.env and the like all day), known
 * before Express runs, so that each is answered at the cost of a cache hit (docs/decisions/115).
 * A path counts as unknown only when it surely is: no page route can match it in any spelling
 * Vike might resolve, no Express route or mount claims it, no build file has its name.
 */

/** One Express layer as the router keeps it (Express 5 / router 2). */
type Layer = { slash?: boolean; route?: { stack?: Layer[] }; handle?: { stack?: Layer[] }; match: (path: string) => unknown }

/** Whether a layer matches; a path whose parameters do not decode (%ZZ) is left to Express, which answers it. */
function matches(layer: Layer, pathname: string): boolean {
  try {
    return !!layer.match(pathname)
  } catch {
    return true
  }
}

/**
 * A test of whether any route or mounted path of the app (other than the last handler, pages)
 * claims a pathname, read from its router: a route added later is covered without a list.
 */
export function expressClaims(app: Express): (pathname: string) => boolean {
  const claimed: Layer[] = []
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      // Middleware on every path (logging, headers, nested routers at the root): look inside routers only.
      if (layer.slash) {
        if (layer.handle?.stack) walk(layer.handle.stack)
      } else claimed.push(layer)
    }
  }
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack)
  return (pathname) => claimed.some((layer) => matches(layer, pathname))
}

/** A Vike route string as a pattern: '@param' is one segment, '*' anything. Case-insensitive, so it errs towards "maybe a page". */
function routePattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) => (segment.startsWith('@') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${body || '/'}$`, 'i')
}

type PageRoute = { routeType: string; routeString?: string }

/**
 * A test of whether a pathname may be a page, from Vike's own route table; null when a route is
 * a function (any path may be a page then, and nothing is taken as unknown).
 */
export async function pageRouteTest(): Promise<((pathname: string) => boolean) | null> {
  try {
    const { getPagesAndRoutes } = await import('vike/__internal')
    const { pageRoutes } = (await getPagesAndRoutes()) as { pageRoutes: PageRoute[] }
    if (pageRoutes.some((route) => typeof route.routeString !== 'string')) return null
    const patterns = pageRoutes.map((route) => routePattern(route.routeString!))
    return (pathname) => patterns.some((pattern) => pattern.test(pathname))
  } catch (err) {
    log.warn('page routes unknown: every unknown path is rendered', { reason: err instanceof Error ? err.message : String(err) })
    return null
  }
}

/** A path whose spelling Vike might change (a trailing or double slash, bad percent-encoding): left to the renderer. */
const PLAIN_PATH = /^(\/[^/]+)+$|^\/$/

/**
 * Unknown: not a page in any spelling Vike resolves (as sent, decoded), not claimed by Express, not
 * a build file. False for any path it cannot be sure of.
 */
export function unknownPathTest(isPage: (pathname: string) => boolean, claims: (pathname: string) => boolean, files: Set<string>) {
  return (pathname: string): boolean => {
    if (!PLAIN_PATH.test(pathname)) return false
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return false
    }
    for (const spelling of decoded === pathname ? [pathname] : [pathname, decoded]) {
      if (isPage(spelling) || claims(spelling) || files.has(spelling)) return false
    }
    return true
  }
}

/** The routes and path mounts under the router mounted at `mount` (nested routers included), as a test of the rest of a path. */
export function mountedRouteTest(app: Express, mount: string): (rest: string) => boolean {
  const routes: Layer[] = []
  const collect = (stack: Layer[]) => {
    for (const layer of stack) {
      // a route, or anything mounted on a path of its own (it may answer below that path)
      if (layer.route || !layer.slash) routes.push(layer)
      else if (layer.handle?.stack) collect(layer.handle.stack)
    }
  }
  const top = (app as unknown as { router: { stack: Layer[] } }).router.stack
  for (const layer of top) if (!layer.slash && !layer.route && layer.handle?.stack && matches(layer, mount)) collect(layer.handle.stack)
  return (rest) => routes.some((layer) => matches(layer, rest))
}

type UnknownAnswers = {
  /** Answers a GET or HEAD of an unknown API path or upload before Express; false: Express answers. */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Once every route is in place. */
  learn: (app: Express) => void
  /** How many requests were answered so (tests: a flood of unknown paths never reaches Express). */
  answered: () => number
}

/**
 * What a stranger's probe of an unknown API path or upload costs: it is answered before Express
 * (docs/decisions/115), exactly as Express would (the API's JSON 404, the uploads' empty 404),
 * with the same security headers and log line. Staff (a session cookie) go through Express.
 */
export function unknownAnswers(ctx: AppContext): UnknownAnswers {
  const security = securityHeaderList(ctx.config)
  const mayBeAdmin = signedInCheck(ctx)
  let apiRoute: ((rest: string) => boolean) | null = null
  let answered = 0

  function send(req: IncomingMessage, res: ServerResponse, pathname: string, body: string, type: string | null) {
    const start = performance.now()
    const headers = [...(ctx.config.trustProxy && forwardedHttps(req) ? security.https : security.plain).flat(), ...(type ? ['Content-Type', type] : []), 'Content-Length', String(Buffer.byteLength(body))]
    answered++
    res.writeHead(404, headers)
    res.end(req.method === 'HEAD' || !body ? undefined : body)
    log.request(req.method!, pathname, 404, performance.now() - start)
  }

  /** An upload nothing can serve: a path refused as asked, or a file that is not there (and no WebP variant to make). */
  function unknownUpload(rest: string): boolean {
    const file = uploadedImagePath(rest)
    if (!file) return true
    if (isVariantName(file.name)) return false
    return !fs.statSync(path.join(ctx.config.uploadsDir, file.folder, file.name), { throwIfNoEntry: false })?.isFile()
  }

  function answerUnknown(req: IncomingMessage, res: ServerResponse): boolean {
    if (!apiRoute || (req.method !== 'GET' && req.method !== 'HEAD') || mayBeAdmin(req.headers.cookie)) return false
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    if (pathname.startsWith('/api/')) {
      const rest = pathname.slice(4)
      if (!PLAIN_PATH.test(rest) || apiRoute(rest)) return false
      send(req, res, pathname, JSON.stringify(apiNotFoundBody(req.method!, rest)), 'application/json; charset=utf-8')
      return true
    }
    if (pathname.startsWith('/uploads/')) {
      if (!unknownUpload(pathname.slice(8))) return false
      send(req, res, pathname, '', null)
      return true
    }
    return false
  }

  return {
    learn(app) {
      apiRoute = mountedRouteTest(app, '/api')
    },
    answered: () => answered,
    answer(req, res) {
      try {
        return answerUnknown(req, res)
      } catch (err) {
        // never a hanging request: Express answers what this could not judge
        log.error('unknown-path check failed', err, { path: (req.url ?? '').slice(0, 200) })
        return false
      }
    },
  }
}

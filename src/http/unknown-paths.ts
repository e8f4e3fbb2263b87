import fs from 'node:fs'
import path from 'node:path'
import type { Express } from 'express'
import { log } from '../log.js'

/**
 * Paths nothing of the site answers (bots probe /wp-login.php, /.env and the like all day), known
 * before Express runs, so that each is answered at the cost of a cache hit (docs/decisions/115).
 * A path counts as unknown only when it surely is: no page route can match it in any spelling
 * Vike might resolve, no Express route or mount claims it, no build file has its name.
 */

/** One Express layer as the router keeps it (Express 5 / router 2). */
type Layer = { slash?: boolean; route?: { stack?: Layer[] }; handle?: { stack?: Layer[] }; match: (path: string) => boolean }

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
  return (pathname) => claimed.some((layer) => layer.match(pathname))
}

/** Every file the build serves from the root (dist/client without assets/), as paths: /favicon.svg, /images/… */
export function buildFiles(clientDir: string): Set<string> {
  const files = new Set<string>()
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[] = []
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const at = `${prefix}/${entry.name}`
      if (entry.isDirectory()) walk(path.join(dir, entry.name), at)
      else files.add(at)
    }
  }
  walk(clientDir, '')
  return files
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

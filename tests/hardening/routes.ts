import fs from 'node:fs'
import path from 'node:path'

import { declaredPermission, type Permission } from '../../src/http/auth-guard'
import { isPasswordRoute } from '../../src/platform/auth/password-checks'

/** A route, the permission its guard declares (null: none declared), and whether it carries the password mark. */
export type AppRoute = { method: string; path: string; permission?: Permission | null; passwordRoute?: boolean }

type Layer = {
  rawPath?: string | string[]
  slash?: boolean
  route?: { path: string | string[]; methods: Record<string, boolean>; stack?: Layer[] }
  handle?: { stack?: Layer[] }
}

/**
 * Every method + path the Express app answers, read from its router (nested routers included), so
 * a route added later is covered by the tests that use this list without editing them.
 */
export function routesOf(expressApp: unknown): AppRoute[] {
  const app = expressApp as { router: { stack: Layer[] } }
  const routes: AppRoute[] = []
  const join = (prefix: string, part: string) => (prefix + (part === '/' ? '' : part)).replace(/\/{2,}/g, '/') || '/'
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
        const handlers = (layer.route.stack ?? []).map((l) => l.handle)
        const permission = declaredPermission(handlers)
        const passwordRoute = isPasswordRoute(handlers)
        for (const p of paths)
          for (const method of Object.keys(layer.route.methods)) if (method !== '_all') routes.push({ method: method.toUpperCase(), path: join(prefix, p), permission, passwordRoute })
      } else if (layer.handle?.stack) {
        const raw = Array.isArray(layer.rawPath) ? layer.rawPath[0] : layer.rawPath
        walk(layer.handle.stack, typeof raw === 'string' && !layer.slash ? join(prefix, raw) : prefix)
      }
    }
  }
  walk(app.router.stack, '')
  const seen = new Set<string>()
  return routes.filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
}

/** Every page route, read from Vike's filesystem routing (pages/<route>/+Page.tsx; @param segments). */
export function pageRoutes(pagesDir = path.resolve('pages')): string[] {
  const routes: string[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_')) continue
      const next = entry.name === 'index' && segments.length === 0 ? [] : [...segments, entry.name.startsWith('@') ? `:${entry.name.slice(1)}` : entry.name]
      const full = path.join(dir, entry.name)
      if (fs.readdirSync(full).some((f) => /^\+Page\.[jt]sx?$/.test(f))) routes.push('/' + next.join('/'))
      walk(full, next)
    }
  }
  walk(pagesDir, [])
  return [...new Set(routes)].sort()
}

/** Fills :params of a route path. */
export function fillPath(route: string, value: (name: string) => string): string {
  return route.replace(/:(\w+)/g, (_m, name: string) => value(name))
}

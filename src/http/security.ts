import type { Request, RequestHandler } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import onHeaders from 'on-headers'
import type { Config } from '../config.js'
import { hasSessionCookie } from '../platform/auth/session.js'
import { log } from '../log.js'
import { PRIVATE_NO_STORE } from './cache-control.js'

/**
 * The Content-Security-Policy of every response (docs/security.md, docs/decisions/040).
 * Scripts only from our own files: Vike injects no inline script in production and island props
 * travel in data attributes, so cached pages need no per-request nonce. Inline *styles* are
 * allowed because React style props, the banner script and react-toastify set style attributes.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
}

/**
 * `npm run dev` only: Vite's React refresh preamble is an inline script and HMR talks over a
 * WebSocket. Production never gets this policy.
 */
const DEV_POLICY: Record<string, string[]> = {
  ...CONTENT_SECURITY_POLICY,
  'script-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
}

/** No page uses a camera, microphone, location, payment or sensor API: deny them all. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** HSTS only where the browser really reached us over HTTPS (behind a trusted proxy). */
export const HSTS = 'max-age=31536000'

/**
 * The security headers, computed once: helmet's (CSP, nosniff, Referrer-Policy, frame denial, …)
 * plus Permissions-Policy, and the same with HSTS for HTTPS behind a trusted proxy. They depend on
 * nothing in the request but HTTPS, so one list serves Express (securityHeaders) and the cached
 * pages written before Express (src/app/pages.ts).
 */
/** HTTPS as Express sees it behind one trusted proxy: the first X-Forwarded-Proto value. */
export function forwardedHttps(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto']
  return typeof proto === 'string' && proto.split(',')[0].trim() === 'https'
}

export function securityHeaderList(config: Config): { plain: [string, string][]; https: [string, string][] } {
  const directives = config.dev ? DEV_POLICY : CONTENT_SECURITY_POLICY
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS is decided per request; helmet would send it on plain HTTP too.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })
  const recorded = new Map<string, string>([['Permissions-Policy', PERMISSIONS_POLICY]])
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
    getHeader: (name: string) => recorded.get(name),
  }
  helmetHeaders({ headers: {} } as Request, recorder as never, () => {})
  const plain = [...recorded.entries()]
  return { plain, https: [...plain, ['Strict-Transport-Security', HSTS]] }
}

/** Cache-Control of a response that sets or clears a cookie: no shared cache may keep or replay it. */
export const COOKIE_CACHE_CONTROL = PRIVATE_NO_STORE

/**
 * Just before headers go out: a response that sets or clears a cookie (a login, a logout, a stale
 * session cookie cleared on a public page) is never `public` — a CDN that kept it would hand one
 * visitor's Set-Cookie to the next — and it varies by Cookie.
 */
export function privateWhenSettingCookie(res: ServerResponse): void {
  if (res.getHeader('set-cookie') === undefined) return
  res.setHeader('Cache-Control', COOKIE_CACHE_CONTROL)
  const vary = String(res.getHeader('vary') ?? '')
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie')
}

/**
 * Security headers on every response that goes through Express. Registered first, its header
 * hook runs last, after cookie-session has added its Set-Cookie.
 */
export function securityHeaders(config: Config): RequestHandler {
  const headers = securityHeaderList(config)
  return (req, res, next) => {
    for (const [name, value] of config.trustProxy && req.secure ? headers.https : headers.plain) res.setHeader(name, value)
    onHeaders(res, function (this: ServerResponse) {
      privateWhenSettingCookie(this)
    })
    next()
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.'

/** The origins this request may legitimately come from: its own Host (proxy headers only when trusted) and PUBLIC_ORIGIN. */
export function ownOrigins(req: Request, config: Config): Set<string> {
  const origins = new Set<string>()
  if (config.publicOrigin) origins.add(config.publicOrigin)
  // Express reads X-Forwarded-Proto/Host only when 'trust proxy' is set (config.trustProxy).
  const host = config.trustProxy ? (req.get('x-forwarded-host')?.split(',')[0]?.trim() ?? req.get('host')) : req.get('host')
  if (host) {
    try {
      origins.add(new URL(`${req.protocol}://${host}`).origin)
    } catch {
      // a Host header that is not a host name: only PUBLIC_ORIGIN is ours then
    }
  }
  return origins
}

/**
 * Why a state-changing request is refused as cross-site, or null when it may go on.
 *  1. Sec-Fetch-Site decides when the browser sends it: only same-origin (or none: typed by the
 *     user) passes. The browser itself compares the page with the request, so a proxy that rewrites
 *     Host cannot make our own pages look foreign.
 *  2. Else an Origin header decides: it must be one of ours ("null" never is).
 *  3. Else (curl, scripts, very old browsers) the request passes only without a session cookie:
 *     it then borrows no one's rights, so there is nothing to forge (docs/decisions/041).
 */
export function crossSiteReason(req: Request, config: Config): string | null {
  if (!STATE_CHANGING.has(req.method)) return null
  const site = req.get('sec-fetch-site')
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? null : `sec-fetch-site ${site}`
  const origin = req.get('origin')
  if (origin !== undefined) return ownOrigins(req, config).has(origin) ? null : `origin ${origin}`
  return hasSessionCookie(req.get('cookie')) ? 'session cookie without Origin or Sec-Fetch-Site' : null
}

/** Refuses cross-site writes with 403 { success: false, message }, on top of SameSite=Lax cookies. */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, res, next) => {
    const reason = crossSiteReason(req, config)
    if (reason === null) return next()
    // Name what was seen and what was expected, so an operator behind a proxy sees which origin to set.
    log.warn('cross-site request refused', {
      method: req.method,
      path: req.path,
      reason: reason.slice(0, 200),
      origin: (req.get('origin') ?? '(none)').slice(0, 200),
      expected: [...ownOrigins(req, config)].join(' ').slice(0, 400) || '(none)',
      ...(config.publicOrigin ? {} : { hint: 'behind a proxy that rewrites Host, set PUBLIC_ORIGIN to the address visitors use' }),
    })
    res.status(403).json({ success: false, message: CROSS_SITE_REFUSED })
  }
}

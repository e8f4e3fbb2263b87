import cookieSession from 'cookie-session'
import Keygrip from 'keygrip'
import onHeaders from 'on-headers'
import type { Request, RequestHandler } from 'express'
import type { AppContext } from '../../http/context.js'
import { findAdminById, panelLangOf, roleOf, type AdminUser } from './store.js'
import { BACKGROUND_REQUEST_HEADER, SESSION_EXPIRES_IN_HEADER } from './session-header.js'

export const SESSION_COOKIE = 'lc_session'
/** Idle expiry: a session unused this long is over. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** Absolute expiry: a session is over this long after login, however busy. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000

/** What the signed cookie carries: who, which session version, when logged in, when last seen. */
export type SessionData = { adminId?: string; version?: number; loginAt?: number; seenAt?: number }

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in admin, set by loadAdmin when the session cookie is valid and current. */
      admin?: AdminUser
      /** Set when the cookie named a person whose account was suspended since: their requests say so. */
      sessionEnded?: 'suspended'
    }
  }
}

export function sessionCookie(ctx: AppContext): RequestHandler {
  const cookies = cookieSession({
    name: SESSION_COOKIE,
    keys: [ctx.config.sessionSecret],
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SESSION_IDLE_MS,
    path: '/',
  })
  return (req, res, next) =>
    cookies(req, res, () => {
      // Behind an HTTPS proxy (TRUST_PROXY) the cookie is marked Secure.
      if (ctx.config.trustProxy && req.secure && req.sessionOptions) req.sessionOptions.secure = true
      next()
    })
}

/** The raw value of one cookie in a Cookie header, or null. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

/** Whether a Cookie header carries our session cookie at all (signed, valid or not). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieValue(cookieHeader, SESSION_COOKIE) !== null
}

/**
 * Whether a Cookie header may carry a signed-in session, decided before Express (the cached-page
 * fast path, src/app/pages.ts): the session cookie must be signed with our secret, as cookie-session
 * checks it, and name an admin. Anything else -- a cookie signed with an old secret, one forged, one
 * of a signed-out browser -- is a visitor, sent the cached page: a made-up cookie must not buy the
 * full middleware stack on every request. loadAdmin still decides who is signed in.
 */
export function signedInCheck(ctx: AppContext): (cookieHeader: string | undefined) => boolean {
  const keys = new Keygrip([ctx.config.sessionSecret])
  return (cookieHeader) => {
    if (cookieHeader === undefined || !cookieHeader.includes(`${SESSION_COOKIE}=`)) return false
    const value = cookieValue(cookieHeader, SESSION_COOKIE)
    const signature = cookieValue(cookieHeader, `${SESSION_COOKIE}.sig`)
    if (!value || !signature || !keys.verify(`${SESSION_COOKIE}=${value}`, signature)) return false
    try {
      const data = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as SessionData | null
      return typeof data?.adminId === 'string'
    } catch {
      return false
    }
  }
}

function session(req: Request): SessionData | null {
  return (req.session as SessionData | null | undefined) ?? null
}

/** When a session ends: 12 hours after it was last seen, or 7 days after sign-in, whichever comes first. */
export function sessionEndsAt(data: Required<Pick<SessionData, 'loginAt' | 'seenAt'>>): number {
  return Math.min(data.seenAt + SESSION_IDLE_MS, data.loginAt + SESSION_ABSOLUTE_MS)
}

/**
 * Just before an API answer's headers leave: the seconds the session has left, as it stands after
 * the route (a sign-in starts one, a sign-out ends it), so the panel can warn before it ends.
 */
function tellSessionEnd(ctx: AppContext, req: Request, res: Parameters<RequestHandler>[1]): void {
  onHeaders(res, () => {
    const data = session(req)
    if (!data?.adminId || !data.loginAt || !data.seenAt) return
    res.setHeader(SESSION_EXPIRES_IN_HEADER, String(Math.max(0, Math.floor((sessionEndsAt({ loginAt: data.loginAt, seenAt: data.seenAt }) - ctx.clock.now()) / 1000))))
  })
}

/**
 * Resolves the cookie to an admin: the admin must still exist and not be suspended, the session
 * version must match (logout, password changes and suspension bump it), and neither expiry may
 * have passed. The role is read from the database on every request, so a changed role applies at once.
 */
export function loadAdmin(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.path.startsWith('/api/')) tellSessionEnd(ctx, req, res)
      const data = session(req)
      if (!data?.adminId) {
        // A session cookie that names nobody (signed with an old secret, or forged): the browser is told to drop it.
        if (hasSessionCookie(req.headers.cookie)) req.session = null
        return next()
      }
      // The app's clock: real time, unless a browser test moved it (TEST_CLOCK) to reach the end of a session.
      const nowMs = ctx.clock.now()
      const expired = !data.loginAt || !data.seenAt || nowMs > sessionEndsAt({ loginAt: data.loginAt, seenAt: data.seenAt })
      const admin = expired ? undefined : await findAdminById(ctx.db, data.adminId)
      // A suspended account's sessions end on their next request.
      if (!admin || admin.sessionVersion !== data.version || admin.suspendedAt) {
        if (admin?.suspendedAt) req.sessionEnded = 'suspended'
        req.session = null
        return next()
      }
      req.admin = { id: admin.id, email: admin.email, name: admin.name, role: roleOf(admin), panelLang: panelLangOf(admin) }
      // Refresh at most once a minute so that busy pages do not rewrite the cookie on every request;
      // never for what the panel asks by itself: an unattended panel is not a person being there.
      if (nowMs - data.seenAt! > 60_000 && req.get(BACKGROUND_REQUEST_HEADER) !== '1') (req.session as SessionData).seenAt = nowMs
      next()
    } catch (err) {
      next(err)
    }
  }
}

export function startSession(req: Request, admin: { id: string; sessionVersion: number }, nowMs: number): void {
  req.session = { adminId: admin.id, version: admin.sessionVersion, loginAt: nowMs, seenAt: nowMs } satisfies SessionData
}

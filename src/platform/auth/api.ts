import argon2 from 'argon2'
import { Router, type Request, type RequestHandler, type Response } from 'express'
import { routeKey } from '../../http/body-limits.js'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost } from '../../http/form-post.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { loginSchema } from './schema.js'
import { startSession } from './session.js'
import { bumpSessionVersion, findAdminByEmail, hashPassword, roleOf, upgradePasswordHash } from './store.js'
import { BoundedWork, PASSWORD_WORK } from './password-queue.js'
import { ATTEMPT_WINDOW_MS, AttemptThrottle } from './throttle.js'

/** One message for a wrong password and an unknown e-mail: it never tells which one it was. */
export const INVALID_CREDENTIALS = 'Invalid email or password.'
const LOGIN_PATH = '/vvs/panel/login'
const DASHBOARD_PATH = '/vvs/panel/dashboard'
/** The login call's path under /api. */
export const LOGIN_API_PATH = '/admin/login'

/** The answer to a locked sign-in, with the wait ("Please wait 15 minutes and try again."). */
export function tooManyLogins(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
export const TOO_MANY_LOGINS = tooManyLogins(ATTEMPT_WINDOW_MS)
export const SIGN_IN_BUSY = 'Too many sign-in attempts at once. Please try again in a few seconds.'
const BUSY_RETRY_MS = 5_000
export const ACCOUNT_SUSPENDED = 'This account is suspended. Ask an Administrator to restore it.'

/** Verified when the e-mail is unknown, so that answer takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no admin has this password: timing only')
  return dummyHash
}

/** The attempt counters and the verification bound of one app (shared by the gate and the login call). */
type LoginLimits = { throttle: AttemptThrottle; verifications: BoundedWork }
const limitsOfApp = new WeakMap<AppContext, LoginLimits>()
function loginLimits(ctx: AppContext): LoginLimits {
  let limits = limitsOfApp.get(ctx)
  if (!limits) {
    limits = { throttle: new AttemptThrottle(), verifications: new BoundedWork(PASSWORD_WORK.concurrency, PASSWORD_WORK.maxWaiting) }
    limitsOfApp.set(ctx, limits)
  }
  return limits
}

/** The client's address (behind TRUST_PROXY=1, the one X-Forwarded-For names). */
const addressKey = (req: Request) => `addr:${req.ip ?? 'unknown'}`

/** A 429 with Retry-After: the body says how long to wait. */
function refuse(res: Response, waitMs: number, message: string): HttpError {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
  return new HttpError(429, message)
}

/** The redirect that answers a plain form post (no script yet) instead of JSON. */
const loginPageWith = (err: HttpError) => `${LOGIN_PATH}?login=${err.status === 429 ? 'throttled' : 'failed'}`

/**
 * Mounted before the body parsers: an address that has used up its attempts, or any login while
 * the verification queue is full, is answered 429 before its body is read or parsed.
 */
export function loginAddressGate(ctx: AppContext): RequestHandler {
  const { throttle, verifications } = loginLimits(ctx)
  return (req, res, next) => {
    if (req.method !== 'POST' || routeKey(req.path) !== LOGIN_API_PATH) return next()
    const wait = throttle.waitMs(addressKey(req))
    if (!wait && !verifications.full) return next()
    log.warn(wait ? 'login throttled before parsing' : 'login refused before parsing: verification queue full')
    const err = wait ? refuse(res, wait, tooManyLogins(wait)) : refuse(res, BUSY_RETRY_MS, SIGN_IN_BUSY)
    req.resume()
    if (isFormPost(req)) return res.redirect(303, loginPageWith(err))
    next(err)
  }
}

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me. */
export function adminAuthApi(ctx: AppContext): Router {
  const router = Router()
  const { throttle, verifications } = loginLimits(ctx)
  void timingDummyHash()

  /**
   * The admin these credentials belong to, or an HttpError (400, 401 or 429). The attempt is
   * counted (per address + e-mail and per address) before the password is verified, and the
   * verification waits for its turn in the bounded queue, or is refused when the queue is full.
   */
  async function authenticate(req: Request, res: Response) {
    const { email, password } = parseInput(loginSchema, req.body)
    const accountKey = `addr+email:${req.ip ?? 'unknown'}|${email.toLowerCase()}`
    const reserved = throttle.reserve(accountKey, addressKey(req))
    if ('waitMs' in reserved) {
      log.warn('login throttled', { ip: req.ip })
      throw refuse(res, reserved.waitMs, tooManyLogins(reserved.waitMs))
    }
    const verified = verifications.tryRun(async () => {
      const admin = await findAdminByEmail(ctx.db, email)
      const valid = await argon2.verify(admin?.passwordHash ?? (await timingDummyHash()), password).catch(() => false)
      if (!valid || !admin) return undefined
      await upgradePasswordHash(ctx.db, admin, password)
      return admin
    })
    if (!verified) {
      // nothing was verified: the attempt does not count
      throttle.cancel(reserved.attempt)
      log.warn('login refused: verification queue full', { ip: req.ip })
      throw refuse(res, BUSY_RETRY_MS, SIGN_IN_BUSY)
    }
    const admin = await verified
    if (!admin) {
      log.warn('login failed', { ip: req.ip })
      throw new HttpError(401, INVALID_CREDENTIALS)
    }
    throttle.cancel(reserved.attempt)
    throttle.clear(accountKey)
    // Said only after the right password, so it tells a stranger nothing.
    if (admin.suspendedAt) throw new HttpError(403, ACCOUNT_SUSPENDED)
    return admin
  }

  router.post(LOGIN_API_PATH, guard('public'), receiveFields, async (req, res) => {
    // A form post (the login form submitted before its script ran) is answered with a redirect.
    const formPost = isFormPost(req)
    let admin: Awaited<ReturnType<typeof authenticate>>
    try {
      admin = await authenticate(req, res)
    } catch (err) {
      if (formPost && err instanceof HttpError) return res.redirect(303, loginPageWith(err))
      throw err
    }
    // A fresh session object: nothing from an earlier cookie carries over.
    startSession(req, admin)
    log.info('login', { admin: admin.id })
    if (formPost) return res.redirect(303, DASHBOARD_PATH)
    res.json({ success: true, user: { id: admin.id, email: admin.email, name: admin.name, role: roleOf(admin) }, message: 'Login successful' })
  })

  // Public: clearing a cookie needs no rights; a valid session is revoked everywhere.
  router.post('/admin/logout', guard('public'), async (req, res) => {
    if (req.admin) {
      await bumpSessionVersion(ctx.db, req.admin.id)
      log.info('logout', { admin: req.admin.id })
    }
    req.session = null
    // spec §2: logging out goes to the home page (a form post without script follows the redirect)
    if (isFormPost(req)) return res.redirect(303, '/')
    res.json({ success: true, message: 'Logged out' })
  })

  router.get('/admin/me', guard('signed-in'), (req, res) => {
    res.json({ success: true, user: req.admin })
  })

  return router
}

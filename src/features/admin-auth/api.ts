import argon2 from 'argon2'
import { Router, type Request } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost } from '../../http/form-post.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { loginSchema } from './schema.js'
import { startSession } from './session.js'
import { bumpSessionVersion, findAdminByEmail, hashPassword, roleOf } from './store.js'
import { FailureThrottle } from './throttle.js'

/** One message for a wrong password and an unknown e-mail: it never tells which one it was. */
export const INVALID_CREDENTIALS = 'Invalid email or password.'
const LOGIN_PATH = '/vvs/panel/login'
const DASHBOARD_PATH = '/vvs/panel/dashboard'
export const ACCOUNT_SUSPENDED = 'This account is suspended. Ask an Administrator to restore it.'
export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'

/** Verified when the e-mail is unknown, so that answer takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no admin has this password: timing only')
  return dummyHash
}

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me. */
export function adminAuthApi(ctx: AppContext): Router {
  const router = Router()
  const throttle = new FailureThrottle()
  void timingDummyHash()

  /** The admin these credentials belong to, or an HttpError (400, 401 or 429). */
  async function authenticate(req: Request) {
    const { email, password } = parseInput(loginSchema, req.body)
    const emailKey = `email:${email.toLowerCase()}`
    const ipKey = `ip:${req.ip ?? 'unknown'}`
    if (throttle.isBlocked(emailKey, ipKey)) {
      log.warn('login throttled')
      throw new HttpError(429, TOO_MANY_LOGINS)
    }
    const admin = await findAdminByEmail(ctx.db, email)
    const valid = await argon2.verify(admin?.passwordHash ?? (await timingDummyHash()), password).catch(() => false)
    if (!admin || !valid) {
      throttle.recordFailure(emailKey, ipKey)
      log.warn('login failed')
      throw new HttpError(401, INVALID_CREDENTIALS)
    }
    throttle.clear(emailKey)
    // Said only after the right password, so it tells a stranger nothing.
    if (admin.suspendedAt) throw new HttpError(403, ACCOUNT_SUSPENDED)
    return admin
  }

  router.post('/admin/login', guard('public'), receiveFields, async (req, res) => {
    // A form post (the login form submitted before its script ran) is answered with a redirect.
    const formPost = isFormPost(req)
    let admin: Awaited<ReturnType<typeof authenticate>>
    try {
      admin = await authenticate(req)
    } catch (err) {
      if (formPost && err instanceof HttpError) return res.redirect(303, `${LOGIN_PATH}?login=${err.status === 429 ? 'throttled' : 'failed'}`)
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

import argon2 from 'argon2'
import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { loginSchema } from './schema.js'
import { startSession } from './session.js'
import { bumpSessionVersion, findAdminByEmail, hashPassword } from './store.js'
import { FailureThrottle } from './throttle.js'

/** One message for a wrong password and an unknown e-mail: it never tells which one it was. */
export const INVALID_CREDENTIALS = 'Invalid email or password.'
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

  router.post('/admin/login', async (req, res) => {
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
    // A fresh session object: nothing from an earlier cookie carries over.
    startSession(req, admin)
    const user = { id: admin.id, email: admin.email, name: admin.name }
    log.info('login', { admin: admin.id })
    res.json({ success: true, user, message: 'Login successful' })
  })

  // Public: clearing a cookie needs no rights; a valid session is revoked everywhere.
  router.post('/admin/logout', async (req, res) => {
    if (req.admin) {
      await bumpSessionVersion(ctx.db, req.admin.id)
      log.info('logout', { admin: req.admin.id })
    }
    req.session = null
    res.json({ success: true, message: 'Logged out' })
  })

  router.get('/admin/me', requireAdmin, (req, res) => {
    res.json({ success: true, user: req.admin })
  })

  return router
}

import type { RequestHandler } from 'express'
import { HttpError } from './errors.js'
import { invalidatePagesOnWrite } from './content-writes.js'

export const SIGN_IN_REQUIRED = 'Please sign in as an admin to do this.'

/**
 * The one guard in front of every admin-only API call. `req.admin` is set by loadAdmin only for a
 * valid, current session cookie; without it the call answers 401 before reading any upload.
 */
export const requireAdmin: RequestHandler = (req, res, next) => {
  // Admin answers (enquiries with personal data) must not be kept by browsers or proxies.
  res.setHeader('Cache-Control', 'no-store')
  if (!req.admin) return next(new HttpError(401, SIGN_IN_REQUIRED))
  // Hooks every admin request passes through, each one call:
  invalidatePagesOnWrite(req, res)
  next()
}

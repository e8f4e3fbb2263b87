import type { Application, Request, RequestHandler, Response } from 'express'
import { FORBIDDEN_MESSAGES, roleCan, SUSPENDED_BY_ADMINISTRATOR, type Permission } from '../platform/auth/roles.js'
import type { AdminUser } from '../platform/auth/store.js'
import { log } from '../log.js'
import { HttpError } from './errors.js'
import { invalidatePagesOnWrite } from './content-writes.js'
import { PRIVATE_NO_STORE } from './cache-control.js'

export type { Permission } from '../platform/auth/roles.js'

export const SIGN_IN_REQUIRED = 'Please sign in as an admin to do this.'


/**
 * A guard middleware, carrying the permission it checks so the route walker can read it.
 * `personal`: the route writes only the person's own things (a form's draft, the panel's
 * language), never content: the page cache and the activity log are left alone.
 */
export type Guard = RequestHandler & { permission: Permission; personal: boolean }

/** A successful (2xx) non-GET call through a guard that needs a session. */
export type AdminWrite = {
  req: Request
  res: Response
  admin: AdminUser
  permission: Permission
  status: number
  /** The JSON body the route answered with (res.json), if any. */
  sent: unknown
}
export type AdminWriteHook = (write: AdminWrite) => void

const HOOKS = 'adminWriteHooks'

/**
 * Registers what happens after every successful admin write, in one place for the whole app
 * (page-cache invalidation, the activity log). Hooks run when the answer's status line is written,
 * before the client can read it, so its next request already sees their effect.
 */
export function onAdminWrite(app: Application, hook: AdminWriteHook): void {
  ;((app.locals[HOOKS] as AdminWriteHook[] | undefined) ??= []).push(hook)
}

function runHooksOnSuccess(req: Request, res: Response, permission: Permission): void {
  const hooks = req.app.locals[HOOKS] as AdminWriteHook[] | undefined
  if (!hooks?.length) return
  const json = res.json
  let sent: unknown
  res.json = function (this: Response, body: unknown) {
    sent = body
    return json.call(this, body)
  } as Response['json']
  onSuccessfulAnswer(res, (status) => {
    for (const hook of hooks) {
      try {
        hook({ req, res, admin: req.admin!, permission, status, sent })
      } catch (err) {
        log.error('admin write hook failed', err, { method: req.method, path: req.path })
      }
    }
  })
}

/**
 * Runs `then` once, when the answer's status line is written with a 2xx status: before the client
 * can read the answer, so its next request already sees the effect (a query `then` starts is
 * queued on the one connection ahead of that request's).
 */
export function onSuccessfulAnswer(res: Response, then: (status: number) => void): void {
  const writeHead = res.writeHead
  let ran = false
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    if (!ran && status >= 200 && status < 300) {
      ran = true
      then(status)
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args)
  } as Response['writeHead']
}

/**
 * The one guard. Every API route declares what it needs with exactly one `guard(permission)`:
 * `public` lets anyone through; anything else needs a valid session (401 without), and the
 * role-granted permissions need a role that has them (403 with a message naming who may).
 * Admin answers (enquiries with personal data) must not be kept by browsers or proxies.
 */
export function guard(permission: Permission, options: { personal?: true } = {}): Guard {
  const personal = options.personal === true && permission !== 'public'
  const handler: RequestHandler =
    permission === 'public'
      ? (_req, _res, next) => next()
      : (req, res, next) => {
          res.setHeader('Cache-Control', PRIVATE_NO_STORE)
          if (!req.admin) return next(new HttpError(401, req.sessionEnded === 'suspended' ? SUSPENDED_BY_ADMINISTRATOR : SIGN_IN_REQUIRED))
          if (!roleCan(req.admin.role, permission)) {
            log.warn('forbidden', { method: req.method, path: req.path, admin: req.admin.id, role: req.admin.role, permission })
            return next(new HttpError(403, FORBIDDEN_MESSAGES[permission as keyof typeof FORBIDDEN_MESSAGES]))
          }
          if (personal) return next()
          // Hooks every admin request passes through, each one call:
          invalidatePagesOnWrite(req, res)
          if (req.method !== 'GET' && req.method !== 'HEAD') runHooksOnSuccess(req, res, permission)
          next()
        }
  return Object.assign(handler, { permission, personal })
}

/** The permission a route's handlers declare, or null when none does (the route walker's check). */
export function declaredPermission(handlers: readonly unknown[]): Permission | null {
  for (const handler of handlers) {
    const permission = (handler as Partial<Guard> | null)?.permission
    if (typeof permission === 'string') return permission
  }
  return null
}

import argon2 from 'argon2'
import type { Request, RequestHandler, Response } from 'express'
import type { z } from 'zod'
import { routeKey } from '../../http/body-limits.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost } from '../../http/form-post.js'
import { parsePasswordInput } from '../../http/validation.js'
import { visitorKey } from '../../http/visitor.js'
import { log } from '../../log.js'
import { BoundedWork, PASSWORD_WORK } from './password-queue.js'
import { inSignInLanguage } from './sign-in-language.js'
import { ATTEMPT_WINDOW_MS, AttemptThrottle, MAX_ATTEMPTS, MAX_ATTEMPTS_PER_ADDRESS, type Attempt } from './throttle.js'

/**
 * The one path of every password check (docs/decisions/113): sign-in, the one-time set-password
 * link, changing one's own password, and any later one. This is the only module that imports
 * argon2; argon2's work is handed to a route only inside a slot of the bounded queue, after the
 * attempt was reserved on the per-address and per-subject counters and after the route's cheap
 * checks (a token looked up by its hash) passed.
 */

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The library's default
 * (64 MiB) raised the server's memory by 64 MB for every sign-in, past what a small VPS gives it
 * (docs/decisions/057).
 */
export const PASSWORD_HASH = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * Hashing outside any request: the first Administrator from ADMIN_EMAIL at start, `npm run admin`,
 * test set-up. No route may reach it (tests/hardening/password-checks.test.ts walks the imports).
 */
export function hashForSetup(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH)
}

/** What a check may do with argon2: handed out only inside a slot of the bounded queue. */
export type PasswordWork = {
  /** Whether the password matches the hash; `null` (no such account) verifies a dummy hash, so both take as long. */
  verify(hash: string | null, password: string): Promise<boolean>
  hash(password: string): Promise<string>
  needsRehash(hash: string): boolean
}

/** Verified when there is no account, so that answer takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashForSetup('no admin has this password: timing only')
  return dummyHash
}

const ARGON2: PasswordWork = {
  verify: async (hash, password) => {
    // An account without a password yet ('') or a damaged hash never matches; the time is spent anyway.
    const stored = hash || (await timingDummyHash())
    return argon2.verify(stored, password).catch(() => false)
  },
  hash: hashForSetup,
  needsRehash: (hash) => argon2.needsRehash(hash, PASSWORD_HASH),
}

/** The answers to a refused attempt: too many failures from this address or on this subject, or the queue is full. */
export type Refusals = { throttled: (waitMs: number) => string; busy: string }

const minutesOf = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
export const SIGN_IN_REFUSALS: Refusals = {
  throttled: (waitMs) => `Too many failed sign-in attempts. Please wait ${minutesOf(waitMs)} and try again.`,
  busy: 'Too many sign-in attempts at once. Please try again in a few seconds.',
}
export const PASSWORD_REFUSALS: Refusals = {
  throttled: (waitMs) => `Too many failed password attempts. Please wait ${minutesOf(waitMs)} and try again.`,
  busy: 'Too many password checks at once. Please try again in a few seconds.',
}
/** "Forgot password?": counted like sign-in, so it cannot be used to flood an inbox or probe for accounts. */
export const LINK_REQUEST_REFUSALS: Refusals = {
  throttled: (waitMs) => `Too many requests for a password link. Please wait ${minutesOf(waitMs)} and try again.`,
  busy: 'Too many requests at once. Please try again in a few seconds.',
}
const BUSY_RETRY_MS = 5_000

/**
 * Every API path (under /api) that takes a password, with its refusals and where a plain form post
 * (no script) is sent when refused. The gate before the body parsers covers exactly these, and a
 * route can check a password only when it is one of them (`passwordRoute`).
 */
export const PASSWORD_ROUTES: Readonly<Record<string, { refusals: Refusals; formRefused?: string }>> = {
  '/admin/login': { refusals: SIGN_IN_REFUSALS, formRefused: '/vvs/panel/login?login=throttled' },
  '/admin/accounts/setPassword': { refusals: PASSWORD_REFUSALS, formRefused: '/vvs/panel/set-password?error=throttled' },
  '/admin/password': { refusals: PASSWORD_REFUSALS },
  '/admin/forgotPassword': { refusals: LINK_REQUEST_REFUSALS, formRefused: '/vvs/panel/forgot-password?sent=throttled' },
}
const PASSWORD_ROUTES_BY_KEY = new Map(Object.entries(PASSWORD_ROUTES).map(([path, route]) => [routeKey(path), route]))
/** The password route a request under /api goes to, matched as the router matches (any case, trailing slash). */
const passwordRouteOf = (req: Request) => PASSWORD_ROUTES_BY_KEY.get(routeKey(req.path))

/** The visitor (src/http/visitor.ts: an IPv4 address, an IPv6 /64; behind TRUST_PROXY=1, the one X-Forwarded-For names). */
export const addressKey = (req: Request) => `addr:${visitorKey(req)}`

/** A 429 with Retry-After: the body says how long to wait. */
function refuse(res: Response, waitMs: number, message: string): HttpError {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
  return new HttpError(429, message)
}

/** The attempt counters and the argon2 queue of one app, shared by every password route. */
type Limits = { throttle: AttemptThrottle; work: BoundedWork }
const limitsOfApp = new WeakMap<AppContext, Limits>()
function limitsOf(ctx: AppContext): Limits {
  let limits = limitsOfApp.get(ctx)
  if (!limits) {
    limits = { throttle: new AttemptThrottle(MAX_ATTEMPTS, ATTEMPT_WINDOW_MS, Date.now, { addr: MAX_ATTEMPTS_PER_ADDRESS }), work: new BoundedWork(PASSWORD_WORK.concurrency, PASSWORD_WORK.maxWaiting) }
    limitsOfApp.set(ctx, limits)
  }
  return limits
}

/**
 * Mounted before the body parsers: an address that has used up its attempts, or any password
 * request while the queue is full, is answered 429 before its body is read or parsed.
 */
export function passwordAddressGate(ctx: AppContext): RequestHandler {
  const { throttle, work } = limitsOf(ctx)
  return (req, res, next) => {
    const route = req.method === 'POST' ? passwordRouteOf(req) : undefined
    if (!route) return next()
    const wait = throttle.waitMs(addressKey(req))
    if (!wait && !work.full) return next()
    log.warn(wait ? 'password attempt throttled before parsing' : 'password attempt refused before parsing: queue full', { path: req.path })
    const err = wait ? refuse(res, wait, route.refusals.throttled(wait)) : refuse(res, BUSY_RETRY_MS, route.refusals.busy)
    req.resume()
    if (route.formRefused && isFormPost(req)) return res.redirect(303, inSignInLanguage(req, route.formRefused))
    next(err)
  }
}

/** What one route's check does, cheapest first. */
export type PasswordCheck<S extends z.ZodType, T> = {
  schema: S
  /** The counter besides the address: the e-mail at this address, the account, the link. */
  subject: (input: z.output<S>) => string
  /** Checks that need no argon2 (a token looked up by its hash); false is a failed attempt. */
  cheap?: (input: z.output<S>) => Promise<boolean>
  /** The expensive part, run in a queue slot with argon2 at hand; null is a failed attempt. */
  verified: (input: z.output<S>, argon: PasswordWork) => Promise<T | null>
  /** A route whose every request counts (a link asked for by e-mail): its null is no failure, logged as this. */
  countedAs?: string
}
/** The parsed input, and the result of `verified` (null: a failed attempt, answered by the route in its own words). */
export type PasswordOutcome<I, T> = { input: I; result: T | null }

type Checker = <S extends z.ZodType, T>(req: Request, res: Response, check: PasswordCheck<S, T>) => Promise<PasswordOutcome<z.output<S>, T>>
const CHECKER = Symbol('password checker')
type CheckerRequest = Request & { [CHECKER]?: Checker }

/** A route middleware that marks the route as a password route (the route walker reads the mark). */
export type PasswordRoute = RequestHandler & { passwordRoute: true }

/**
 * The middleware every route that takes a password carries (after its guard): it hands the route
 * the one checker. `checkPassword` refuses to run in a route without it.
 */
export function passwordRoute(ctx: AppContext): PasswordRoute {
  const { throttle, work } = limitsOf(ctx)

  async function check<S extends z.ZodType, T>(req: Request, res: Response, spec: PasswordCheck<S, T>): Promise<PasswordOutcome<z.output<S>, T>> {
    const route = passwordRouteOf(req)
    if (!route) throw new Error(`${req.path} checks a password but is not in PASSWORD_ROUTES`)
    const input = parsePasswordInput(spec.schema, req.body)
    const subjectKey = spec.subject(input)
    const reserved = throttle.reserve(subjectKey, addressKey(req))
    if ('waitMs' in reserved) {
      log.warn('password attempt throttled', { path: req.path, ip: req.ip })
      throw refuse(res, reserved.waitMs, route.refusals.throttled(reserved.waitMs))
    }
    if (spec.cheap && !(await spec.cheap(input))) return failed(req, input)
    const verified = work.tryRun(() => spec.verified(input, ARGON2))
    if (!verified) {
      // nothing was verified: the attempt does not count
      throttle.cancel(reserved.attempt)
      log.warn('password attempt refused: queue full', { path: req.path, ip: req.ip })
      throw refuse(res, BUSY_RETRY_MS, route.refusals.busy)
    }
    const result = await verified
    if (result === null && spec.countedAs) {
      log.info(spec.countedAs, { path: req.path, ip: req.ip })
      return { input, result: null }
    }
    if (result === null) return failed(req, input)
    succeeded(reserved.attempt, subjectKey)
    return { input, result }
  }

  function failed<I>(req: Request, input: I): PasswordOutcome<I, never> {
    // the reserved attempt stays counted
    log.warn('password attempt failed', { path: req.path, ip: req.ip })
    return { input, result: null }
  }
  function succeeded(attempt: Attempt, subjectKey: string) {
    throttle.cancel(attempt)
    throttle.clear(subjectKey)
  }

  void timingDummyHash()
  const middleware: RequestHandler = (req, _res, next) => {
    ;(req as CheckerRequest)[CHECKER] = check
    next()
  }
  return Object.assign(middleware, { passwordRoute: true as const })
}

/**
 * Checks a password in a route that carries `passwordRoute`: parse, reserve the attempt, cheap
 * checks, then argon2 in the bounded queue. Throws 400 for bad input and 429 when refused; a
 * result of null is a failed attempt, which the route answers in its own words.
 */
export function checkPassword<S extends z.ZodType, T>(req: Request, res: Response, spec: PasswordCheck<S, T>): Promise<PasswordOutcome<z.output<S>, T>> {
  const checker = (req as CheckerRequest)[CHECKER]
  if (!checker) throw new Error(`${req.method} ${req.path} checks a password without passwordRoute() in its route`)
  return checker(req, res, spec)
}

/** Whether a route's middleware list holds the password mark (for the route walker). */
export function isPasswordRoute(handlers: unknown[]): boolean {
  return handlers.some((handler) => (handler as Partial<PasswordRoute> | undefined)?.passwordRoute === true)
}

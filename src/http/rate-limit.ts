import type { Request, RequestHandler, Response } from 'express'
import { rateLimit, type ClientRateLimitInfo, type Store } from 'express-rate-limit'
import type { Config } from '../config.js'
import { log } from '../log.js'
import { visitorKey, type VisitorScope } from './visitor.js'

export const SUBMIT_WINDOW_MS = 10 * 60 * 1000
/** Addresses a limiter remembers at most (as the password throttle's keys, src/platform/auth/throttle.ts). */
export const MAX_LIMITED_ADDRESSES = 10_000

/**
 * Hit counts per address for express-rate-limit, in memory, bounded: the library's MemoryStore
 * keeps every address seen in the last one to two windows (an object and a Date each), so a
 * flood of submits from many addresses grew the heap by ~11 MB per 50,000 and the process kept it.
 * Here the least recently used address goes once there are more than `maxKeys`; an expired count
 * starts again at its next hit, as there. Dropping a stranger's count can only let them through
 * sooner, and a flood that rotates its addresses is not held by a per-address limit anyway.
 */
export class BoundedHitStore implements Store {
  readonly localKeys = true
  /** key → [hits, reset time in ms]; Map order is least recently used first. */
  private readonly hits = new Map<string, [number, number]>()

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = MAX_LIMITED_ADDRESSES,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.hits.size
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const entry = this.hits.get(key)
    if (!entry || entry[1] <= this.clock()) return undefined
    return { totalHits: entry[0], resetTime: new Date(entry[1]) }
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.clock()
    let entry = this.hits.get(key)
    if (!entry || entry[1] <= now) entry = [0, now + this.windowMs]
    entry[0]++
    this.hits.delete(key)
    this.hits.set(key, entry)
    // From the least recently used: past the bound, or expired (then every older one went too).
    for (const [oldest, [, resetAt]] of this.hits) {
      if (this.hits.size <= this.maxKeys && resetAt > now) break
      this.hits.delete(oldest)
    }
    return { totalHits: entry[0], resetTime: new Date(entry[1]) }
  }

  decrement(key: string): void {
    const entry = this.hits.get(key)
    if (entry && entry[0] > 0) entry[0]--
  }

  resetKey(key: string): void {
    this.hits.delete(key)
  }

  resetAll(): void {
    this.hits.clear()
  }
}

/**
 * A per-visitor limit as every public one here is: a bounded store, draft-8 headers, `handler`
 * answers the refused request. The visitor is told apart by src/http/visitor.ts alone; the forms'
 * limits are per household (an IPv6 /56), as they always were.
 */
export function limitPerAddress(windowMs: number, limit: number, handler: (req: Request, res: Response) => void, scope: VisitorScope = 'household'): RequestHandler {
  return rateLimit({ windowMs, limit, standardHeaders: 'draft-8', legacyHeaders: false, store: new BoundedHitStore(windowMs), keyGenerator: (req) => visitorKey(req, scope), handler })
}

/**
 * Per-IP limit on the public form submits (admission, contact), config.submitRateLimit per
 * 10 minutes, shared by both forms. `onLimited` answers the refused request (JSON 429 or a
 * form redirect); the counter lives in memory, one per app.
 */
export function submitRateLimit(config: Config, onLimited: (req: Request, res: Response) => void): RequestHandler {
  return limitPerAddress(SUBMIT_WINDOW_MS, config.submitRateLimit, (req, res) => {
    log.warn('submit rate limit', { path: req.path, ip: req.ip })
    onLimited(req, res)
  })
}

import type { Request, RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Config } from '../config.js'
import { log } from '../log.js'

export const SUBMIT_WINDOW_MS = 10 * 60 * 1000

/**
 * Per-IP limit on the public form submits (admission, contact), config.submitRateLimit per
 * 10 minutes, shared by both forms. `onLimited` answers the refused request (JSON 429 or a
 * form redirect); the counter lives in memory, one per app.
 */
export function submitRateLimit(config: Config, onLimited: (req: Request, res: Response) => void): RequestHandler {
  return rateLimit({
    windowMs: SUBMIT_WINDOW_MS,
    limit: config.submitRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      log.warn('submit rate limit', { path: req.path, ip: req.ip })
      onLimited(req, res)
    },
  })
}

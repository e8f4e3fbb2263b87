import type { RequestHandler } from 'express'
import { log } from '../log.js'

/** One line per request: method, path (no query string: it can hold personal data), status, ms. */
export const requestLog: RequestHandler = (req, res, next) => {
  const start = process.hrtime.bigint()
  // Read now: inside a mounted router (/api) req.path is relative to the mount when the response ends.
  const pathname = req.path
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    log.info('http', { method: req.method, path: pathname, status: res.statusCode, ms: ms.toFixed(1) })
  })
  next()
}

import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import { log, runWithRequestId } from '../log.js'

/** Short ids, unique within a process's log: a random prefix per process, then a counter. */
const prefix = crypto.randomBytes(2).toString('hex')
let counter = 0
export function nextRequestId(): string {
  return `${prefix}-${(++counter).toString(36)}`
}

/**
 * One line per request: method, path (no query string: it can hold personal data), status, ms and
 * the request id, which every line logged while handling the request also carries (req=…).
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const start = performance.now()
  const id = nextRequestId()
  // Read now: inside a mounted router (/api) req.path is relative to the mount when the response ends.
  const pathname = req.path
  res.locals.requestId = id
  res.on('finish', () => {
    log.request(req.method, pathname, res.statusCode, performance.now() - start, id)
  })
  runWithRequestId(id, res, next)
}

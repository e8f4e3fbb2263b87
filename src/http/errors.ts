import type { ErrorRequestHandler, RequestHandler } from 'express'
import { log } from '../log.js'

/** An error whose message is meant for the person: sent as { success: false, message } with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Seconds after which the same request may succeed (sent as Retry-After with a 429 or 503). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** A write refused because the disk is full (uploads, form submits): nothing of it was kept. */
export const DISK_FULL = 'The server is out of disk space; nothing was saved.'

/** The answer to an API path nothing answers (`path` under /api); also sent before Express (src/http/unknown-paths.ts). */
export function apiNotFoundBody(method: string, path: string) {
  return { success: false, message: `No API call ${method} ${path}` }
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(apiNotFoundBody(req.method, req.path))
}

/** Last handler: client errors keep their status and message; anything else is logged and answered 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500
  if (res.headersSent) {
    log.error('error after response started', err, { method: req.method, path: req.path, req: res.locals.requestId })
    return
  }
  if (err instanceof HttpError) {
    if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter))
    res.status(err.status).json({ success: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}) })
    return
  }
  if (status >= 400 && status < 500) {
    // body-parser and friends: malformed JSON, too large, bad encoding
    const message =
      err.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : err.type === 'entity.too.large'
          ? 'The request body is too large.'
          : err.expose && err.message
            ? String(err.message)
            : 'The request could not be understood.'
    log.warn('bad request', { method: req.method, path: req.path, status, reason: err.type ?? err.message, req: res.locals.requestId })
    res.status(status).json({ success: false, message })
    return
  }
  if (err?.code === 'SQLITE_FULL' || err?.code === 'ENOSPC') {
    // the disk (or the database's size limit) is full: the write was rolled back
    log.error('request failed: disk full', undefined, { method: req.method, path: req.path, code: err.code, req: res.locals.requestId })
    res.status(507).json({ success: false, message: DISK_FULL })
    return
  }
  log.error('request failed', err, { method: req.method, path: req.path, req: res.locals.requestId })
  res.status(500).json({ success: false, message: 'Something went wrong on the server. Please try again.' })
}

import express, { type RequestHandler } from 'express'
import { HttpError } from './errors.js'
import { isFormPost } from './form-post.js'
import { readOverLimitForm } from './over-limit-form.js'

/** Largest request body of an admin call (text fields; images are multipart, limited in uploads.ts). */
export const DEFAULT_BODY_LIMIT = 100 * 1024

/**
 * The public writes (no session needed) take small bodies, refused at the parser before anything
 * reads them further. Each limit is the largest body the call's schema could accept, in the worst
 * encoding (a form post percent-encodes a Devanagari letter as 9 bytes), so no valid input is ever
 * refused: login 200 + 200 characters; admission ~250 characters and the page path to return to;
 * contact a 5,000-character message (docs/decisions/044-bounded-input.md).
 */
export const PUBLIC_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/admin/login': 4 * 1024,
  '/admission/submit': 8 * 1024,
  '/contact/addContact': 48 * 1024,
  '/grievance/status': 4 * 1024,
}

/** A path as the router matches it: routes are case-insensitive and ignore a trailing slash. */
export function routeKey(apiPath: string): string {
  return apiPath.toLowerCase().replace(/(?<=.)\/+$/, '')
}

/** The body limit of a call under /api, by its path there ("/admin/login"). */
export function bodyLimit(apiPath: string): number {
  return PUBLIC_BODY_LIMITS_BY_KEY.get(routeKey(apiPath)) ?? DEFAULT_BODY_LIMIT
}
const PUBLIC_BODY_LIMITS_BY_KEY = new Map(Object.entries(PUBLIC_BODY_LIMITS).map(([path, limit]) => [routeKey(path), limit]))

export const BODY_TOO_LARGE = 'The request body is too large.'

/**
 * The public forms a browser posts without JavaScript (urlencoded): such a post over its limit is
 * read as it streams, holding no more than the limit, so that the route sends the visitor back to
 * the form with the field named and what was typed, never a 413 page (over-limit-form.ts, decision
 * 296). Every other body over its limit is refused unread.
 */
const FORMS_READ_OVER_LIMIT = new Set(['/admission/submit', '/contact/addContact'].map(routeKey))

/**
 * JSON and urlencoded bodies of /api calls, each read only up to its call's limit. For the public
 * writes, a declared Content-Length over the limit (any type, multipart too) is answered 413 before
 * a byte is read, but for a public form's post without JavaScript (FORMS_READ_OVER_LIMIT); admin
 * uploads (multipart) are limited per file in uploads.ts.
 */
export function apiBodyParsers(): RequestHandler {
  const parsers = new Map<number, RequestHandler[]>()
  const parsersFor = (limit: number) => {
    let found = parsers.get(limit)
    if (!found) {
      found = [express.json({ limit }), express.urlencoded({ extended: false, limit })]
      parsers.set(limit, found)
    }
    return found
  }
  return (req, res, next) => {
    const limit = bodyLimit(req.path)
    if (limit < DEFAULT_BODY_LIMIT && Number(req.headers['content-length'] ?? 0) > limit) {
      if (isFormPost(req) && FORMS_READ_OVER_LIMIT.has(routeKey(req.path))) return readOverLimitForm(req, limit, next)
      req.resume() // discard what the client still sends, as body-parser does
      return next(new HttpError(413, BODY_TOO_LARGE))
    }
    const [json, urlencoded] = parsersFor(limit)
    json!(req, res, (err?: unknown) => (err ? next(err) : urlencoded!(req, res, next)))
  }
}

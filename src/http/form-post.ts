import type { Request, Response } from 'express'
import { langOfPath, type Lang } from '../content/lang.js'

/** True for a plain HTML form post (no JavaScript): answered with a redirect, not JSON. */
export function isFormPost(req: Request): boolean {
  return req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded'
}

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid'

/**
 * The page to send a form post back to: only a path on this site ("/…", never "//host" or "/\host",
 * no control characters or spaces); anything else becomes "/".
 */
export function safeReturnPath(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || returnTo.length > 2000) return '/'
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return '/'
  if (/[\s\u0000-\u001f\u007f\\]/.test(returnTo)) return '/'
  let url: URL
  try {
    url = new URL(returnTo, PLACEHOLDER_ORIGIN)
  } catch {
    return '/'
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/'
  const result = url.pathname + url.search
  // "/.//host" normalises to "//host": a browser would read that as another site
  return result.startsWith('//') ? '/' : result
}

/**
 * `returnTo` with `key=value` set in its query (an earlier value of the key is replaced) and the
 * form's fragment, e.g. "/course?tab=llb&admission=success#admission-form".
 */
export function returnLocation(returnTo: unknown, key: string, value: string, fragment: string, extra: Record<string, string> = {}): string {
  const url = new URL(safeReturnPath(returnTo), PLACEHOLDER_ORIGIN)
  url.searchParams.set(key, value)
  for (const [name, text] of Object.entries(extra)) {
    if (text) url.searchParams.set(name, text)
    else url.searchParams.delete(name)
  }
  url.hash = fragment
  return url.pathname + url.search + url.hash
}

/** 303 See Other: the browser follows with a GET, so reloading the page does not post again. */
export function redirectBack(req: Request, res: Response, key: string, value: string, fragment: string, extra: Record<string, string> = {}): void {
  res.redirect(303, returnLocation((req.body as Record<string, unknown> | undefined)?.returnTo, key, value, fragment, extra))
}

/**
 * The language of the page a form was sent from, read from the page it returns to (the forms send
 * their page's path as returnTo, /hi/… on a Hindi page): no field of the spec's changes. A post
 * without it (the existing frontend's JSON) is English.
 */
export function pageLanguage(returnTo: unknown): Lang {
  return langOfPath(safeReturnPath(returnTo).split('?')[0])
}

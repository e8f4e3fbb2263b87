import type { Request } from 'express'

/**
 * The sign-in pages' forms (sign-in, set-password link, "Forgot password?") post to the API with
 * the page's language in their action, `?lang=hi` (docs/decisions/231, 267): the answer to a plain
 * post goes back to a page in that language — refused before its body is read included, since the
 * query needs no parsing. Only `hi` is read; anything else is the spec's English page.
 */
export function inSignInLanguage(req: Request, path: string): string {
  if (req.query?.lang !== 'hi') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=hi`
}

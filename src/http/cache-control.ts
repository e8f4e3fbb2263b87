import type { RequestHandler } from 'express'

/**
 * The one caching policy of the site, for browsers and for the shared cache in front
 * (deploy/nginx/, docs/decisions/180). nginx has no rule of its own for how long a page lasts: it
 * obeys `s-maxage` and `stale-while-revalidate` from here.
 *
 * A public page is fresh in a shared cache for PUBLIC_PAGE_SECONDS, then served for at most
 * STALE_SECONDS more to the few requests that arrive while one of them asks the app again (an ETag
 * revalidation: a 304 when nothing changed). So a staff save is seen through the cache within
 * FRESHNESS_BOUND_SECONDS (nginx counts in whole seconds: one more). Browsers keep nothing
 * without asking (`max-age=0, must-revalidate`).
 */
export const PUBLIC_PAGE_SECONDS = 5
export const STALE_SECONDS = 5
export const FRESHNESS_BOUND_SECONDS = PUBLIC_PAGE_SECONDS + STALE_SECONDS

/** A public page whose content changes only by a write. */
export const PUBLIC_PAGE = `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_PAGE_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`

/**
 * Answers that belong to one person or one moment (the panel, a grievance's status, anything sent
 * to a signed-in member of staff, any answer setting a cookie, a page whose read failed): no cache
 * keeps them.
 */
export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * The Cache-Control of a public page that is valid until `expiresAt` (a notice's publish or expiry
 * moment; 0: until a write). Near that moment the shared cache may keep it only until then, in whole
 * seconds rounded down, and never serve it stale: the page changes at that moment without any write.
 */
export function publicPageCacheControl(expiresAt: number, now: number): string {
  if (expiresAt === 0 || expiresAt - now >= FRESHNESS_BOUND_SECONDS * 1000) return PUBLIC_PAGE
  const seconds = Math.max(0, Math.floor((expiresAt - now) / 1000))
  return `public, max-age=0, must-revalidate, s-maxage=${seconds}`
}

/**
 * Every answer to a signed-in member of staff is private unless its route says otherwise: public
 * routes show staff what visitors do not see yet (a scheduled notice), and no cache may hand that on.
 */
export const privateForStaff: RequestHandler = (req, res, next) => {
  if (req.admin) res.setHeader('Cache-Control', PRIVATE_NO_STORE)
  next()
}

/**
 * Where sign-in returns to (issue 30, item 6): the page that was asked for, only when it is our own
 * panel's page. The value comes from the address bar (?next=…) or a form field, so anyone can write
 * it: it must stay a path on this site, never `//evil.example`, `/\evil.example`, an encoded slash or
 * backslash, another origin, or a path that normalises to somewhere else.
 */
export const RETURN_PAGE = '/vvs/panel/dashboard'
const MAX_RETURN_LENGTH = 500
const BASE = 'http://return-to.invalid'
/**
 * The dashboard's query keys a link may carry, each with the shape of its value (a panel's key, an
 * enquiry's id, a grievance's reference). Anything else is dropped: the address is rebuilt from
 * these alone, so no text of someone else's choosing travels on through the sign-in.
 */
const KEPT: Record<string, RegExp> = { panel: /^[a-z-]{1,40}$/, enquiry: /^[A-Za-z0-9_-]{1,60}$/, grievance: /^[A-Za-z0-9-]{1,40}$/ }

/** The path to return to (the dashboard with its known query keys only), or null when it is not one of ours. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_LENGTH) return null
  // Checked on the raw text first: a second slash, a backslash, control characters, spaces, encoded slashes or dots.
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith(`${RETURN_PAGE}`) || /[\\\u0000-\u0020\u007f]|\/\/|%(?:2f|5c|2e|00)/i.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  // Whatever the parser made of it must be this very page on this very origin.
  if (url.origin !== BASE || url.pathname !== RETURN_PAGE) return null
  const kept = new URLSearchParams()
  for (const [key, shape] of Object.entries(KEPT)) {
    const found = url.searchParams.get(key)
    if (found !== null && shape.test(found)) kept.set(key, found)
  }
  const query = kept.toString()
  return query ? `${RETURN_PAGE}?${query}` : RETURN_PAGE
}

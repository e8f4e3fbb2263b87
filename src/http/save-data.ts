import type { IncomingHttpHeaders } from 'node:http'

/**
 * Low-data mode (docs/decisions/195): a request asks for it with `Save-Data: on`, sent by a browser
 * whose data saver is on, or by the site's worker for a visitor who turned on the footer's switch.
 * Any other value (absent, "off", garbage) is the full page.
 */
export function asksLowData(headers: IncomingHttpHeaders): boolean {
  const value = headers['save-data']
  return typeof value === 'string' && value.trim().toLowerCase() === 'on'
}

/** What a public page's answer varies by: its encoding, and whether it is the low-data variant. */
export const PAGE_VARY = 'Accept-Encoding, Save-Data'

/** The page cache's key of a page's low-data variant (a key's path ends at `?` or at this space). */
export function lowDataKey(key: string): string {
  return `${key} low-data`
}

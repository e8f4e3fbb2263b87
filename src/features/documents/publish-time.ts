/**
 * What the panel sends for "In the library now": the server puts its own time. An office PC's
 * clock may be wrong by minutes or hours, and a time ahead of the server's would keep the
 * document off the site until the server caught up (docs/decisions/286).
 */
export const PUBLISH_NOW = 'now'

/** A document's body with "now" as the server's time (any other body as it came). */
export function withServerNow(body: unknown, now: number): unknown {
  if (!body || typeof body !== 'object' || (body as { publishAt?: unknown }).publishAt !== PUBLISH_NOW) return body
  return { ...body, publishAt: new Date(now).toISOString() }
}

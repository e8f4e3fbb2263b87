import { SESSION_EXPIRES_IN_HEADER } from '../../platform/auth/session-header'

/**
 * When the session ends, in this browser's clock, as the server last said it (the seconds left in
 * every API answer's Session-Expires-In header, counted from when the answer arrived): the panel
 * warns before the end from it, never from a guess (WCAG 2.2.1, docs/decisions/190).
 */
let endsAt: number | null = null
const listeners = new Set<(endsAt: number) => void>()

/** Reads the header of an answer (fetch's or XMLHttpRequest's); an answer without it changes nothing. */
export function heardSessionEnd(header: string | null): void {
  if (header === null || !/^\d{1,10}$/.test(header)) return
  endsAt = Date.now() + Number(header) * 1000
  for (const listener of listeners) listener(endsAt)
}

export { SESSION_EXPIRES_IN_HEADER }

/** Calls `listener` with each new end (and at once with the one known); returns the unsubscribe. */
export function onSessionEnd(listener: (endsAt: number) => void): () => void {
  listeners.add(listener)
  if (endsAt !== null) listener(endsAt)
  return () => void listeners.delete(listener)
}

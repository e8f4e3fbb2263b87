import type { AdmissionOutcome, ContactOutcome } from './messages'

/** The query keys the API appends when it redirects a form posted without JavaScript. */
const OUTCOME_KEYS = ['admission', 'contact'] as const

export type FormOutcomes = { admission: AdmissionOutcome | null; contact: ContactOutcome | null }

/** Reads ?admission=… / ?contact=… from a page URL; anything else is ignored. */
export function readFormOutcomes(search: Record<string, string>): FormOutcomes {
  const admission = search.admission
  const contact = search.contact
  return {
    admission: admission === 'success' || admission === 'failed' ? admission : null,
    contact: contact === 'success' || contact === 'failed' || contact === 'incomplete' ? contact : null,
  }
}

/**
 * Where the API should send a visitor back after a no-JS post: this page with its own query,
 * minus any earlier outcome (so a second post does not carry the first one's message).
 */
export function returnPath(pathname: string, search: Record<string, string>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (!(OUTCOME_KEYS as readonly string[]).includes(key)) params.set(key, value)
  }
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

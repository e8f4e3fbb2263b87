import type { AdmissionOutcome, ContactOutcome, FieldMarks } from './messages'
import { ADMISSION_FIELD_TEXT, CONTACT_FIELD_TEXT } from './messages'

/** The query keys the API appends when it redirects a form posted without JavaScript. */
const OUTCOME_KEYS = ['admission', 'contact', 'fields'] as const

export type FormOutcomes = { admission: AdmissionOutcome | null; contact: ContactOutcome | null }

export const ADMISSION_OUTCOMES: readonly string[] = ['success', 'failed', 'limited']
export const CONTACT_OUTCOMES: readonly string[] = ['success', 'failed', 'incomplete', 'limited']

/** Reads ?admission=… / ?contact=… from a page URL; anything else is ignored. */
export function readFormOutcomes(search: Record<string, string>): FormOutcomes {
  const admission = search.admission
  const contact = search.contact
  return {
    admission: ADMISSION_OUTCOMES.includes(admission) ? (admission as AdmissionOutcome) : null,
    contact: CONTACT_OUTCOMES.includes(contact) ? (contact as ContactOutcome) : null,
  }
}

/** "name.missing,email.invalid" (the redirect's ?fields=) for the fields a form knows; others dropped. */
export function readFieldMarks(search: Record<string, string>, form: 'admission' | 'contact'): FieldMarks {
  const known = form === 'admission' ? ADMISSION_FIELD_TEXT : CONTACT_FIELD_TEXT
  const marks: FieldMarks = {}
  if (!search[form] || !search.fields) return marks
  for (const part of search.fields.split(',').slice(0, 10)) {
    const [field, problem] = part.split('.')
    if (Object.hasOwn(known, field) && (problem === 'missing' || problem === 'invalid')) marks[field] = problem
  }
  return marks
}

/** The marks as the redirect writes them: "name.missing,email.invalid". */
export function writeFieldMarks(marks: FieldMarks): string {
  return Object.entries(marks)
    .map(([field, problem]) => `${field}.${problem}`)
    .join(',')
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

/**
 * What a refused post of `form` without JavaScript typed, kept by the server for this visitor's page
 * (src/http/form-state.ts; pageContext.formState), or undefined: then the islands' props stay as they were.
 */
export function keptValues(kept: { form: string; values: Record<string, string> } | undefined, form: 'admission' | 'contact' | 'grievance'): Record<string, string> | undefined {
  return kept?.form === form ? kept.values : undefined
}

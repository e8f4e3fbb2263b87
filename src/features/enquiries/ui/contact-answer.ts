import { summaryOf, type FormAnswer, type FormMessage } from './form-marks'
import type { ContactOutcome, FieldMarks, FormText } from './messages'

/**
 * What the home page's contact form says, plain functions shared by its React form (rendered on
 * the server) and its small script (contact-form-script.ts, docs/decisions/197).
 */
export const CONTACT_REQUIRED = ['name', 'mobile', 'email', 'message'] as const

/** The summary of an outcome (none: no summary). */
export function contactMessage(text: FormText, outcome: ContactOutcome | null, marks: FieldMarks): FormMessage | null {
  return outcome ? summaryOf(outcome === 'success' ? 'ok' : 'error', text.contact[outcome], marks, text.contactFields) : null
}

/** The summary when the browser's own check refused the form. */
export function contactRefusedLocally(text: FormText, local: FieldMarks): FormMessage {
  return contactMessage(text, Object.values(local).includes('missing') ? 'incomplete' : 'failed', local)!
}

/** The summary of the server's answer to a post (null: not reached). */
export function contactAnswer(text: FormText, answer: FormAnswer): FormMessage {
  const marks = answer?.marks ?? {}
  const next: ContactOutcome = !answer ? 'failed' : answer.status >= 200 && answer.status < 300 ? 'success' : answer.status === 429 ? 'limited' : Object.values(marks).includes('missing') ? 'incomplete' : 'failed'
  return contactMessage(text, next, marks)!
}

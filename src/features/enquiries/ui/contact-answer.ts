import { summaryOf, type FormAnswer, type FormMessage } from './form-marks'
import { CONTACT_LIMITS } from '../options'
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

/**
 * The contact form's part of a submit, the same for its React form and its script: its fields'
 * texts, what it requires, its fields' limits, the summary of a local refusal and of the answer.
 */
export function contactSubmit(text: FormText) {
  return {
    texts: text.contactFields,
    required: CONTACT_REQUIRED,
    limits: CONTACT_LIMITS,
    refusedLocally: (local: FieldMarks) => contactRefusedLocally(text, local),
    answered: (answer: FormAnswer) => ({ message: contactAnswer(text, answer) }),
  }
}

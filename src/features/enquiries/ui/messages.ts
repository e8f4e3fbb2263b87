import { CONTACT_INCOMPLETE, CONTACT_MESSAGE_MAX, TOO_MANY_SUBMITS } from '../options'

/** On-screen wording of the public forms (spec §8), shared by the islands and the no-JS path. */
export const ADMISSION_MESSAGES = {
  success: 'Form submitted successfully!',
  failed: 'Submission failed.',
  error: 'Something went wrong.',
  limited: `Submission failed. ${TOO_MANY_SUBMITS}`,
} as const

export const CONTACT_MESSAGES = {
  success: 'Message sent successfully!',
  failed: 'Failed to send message.',
  incomplete: CONTACT_INCOMPLETE,
  limited: `Failed to send message. ${TOO_MANY_SUBMITS}`,
} as const

export type AdmissionOutcome = 'success' | 'failed' | 'limited'
export type ContactOutcome = 'success' | 'failed' | 'incomplete' | 'limited'

/** Anchors the API's no-JS redirect lands on (…?admission=success#admission-form). */
export const ADMISSION_ANCHOR = 'admission-form'
export const CONTACT_ANCHOR = 'contact-form'

/**
 * What is wrong with one field: left empty, or filled with something the server refused. The
 * no-JS redirect carries these codes (?fields=email.invalid), never the text, so a link cannot
 * put words of its own on the page.
 */
export type FieldProblem = 'missing' | 'invalid'
export type FieldMarks = Record<string, FieldProblem>

/** The sentence under each field, per form and problem. */
export const CONTACT_FIELD_TEXT: Record<string, Record<FieldProblem, string>> = {
  name: { missing: 'Enter your name.', invalid: 'Shorten your name to at most 120 characters.' },
  mobile: { missing: 'Enter your mobile number.', invalid: 'Enter a mobile number of at most 20 characters.' },
  email: { missing: 'Enter your e-mail address.', invalid: 'Enter a valid e-mail address, like name@example.com.' },
  message: { missing: 'Write your message.', invalid: `Shorten your message to at most ${CONTACT_MESSAGE_MAX} characters.` },
}

export const ADMISSION_FIELD_TEXT: Record<string, Record<FieldProblem, string>> = {
  fullname: { missing: 'Enter your full name.', invalid: 'Shorten your name to at most 120 characters.' },
  city: { missing: 'Enter your city.', invalid: 'Shorten the city to at most 80 characters.' },
  phone: { missing: 'Enter your mobile number.', invalid: 'Enter a mobile number of at most 20 characters.' },
  course: { missing: 'Choose a course.', invalid: 'Choose a course from the list.' },
}

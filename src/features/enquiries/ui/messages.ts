import { CONTACT_INCOMPLETE } from '../options'

/** On-screen wording of the public forms (spec §8), shared by the islands and the no-JS path. */
export const ADMISSION_MESSAGES = {
  success: 'Form submitted successfully!',
  failed: 'Submission failed.',
  error: 'Something went wrong.',
} as const

export const CONTACT_MESSAGES = {
  success: 'Message sent successfully!',
  failed: 'Failed to send message.',
  incomplete: CONTACT_INCOMPLETE,
} as const

export type AdmissionOutcome = 'success' | 'failed'
export type ContactOutcome = 'success' | 'failed' | 'incomplete'

/** Anchors the API's no-JS redirect lands on (…?admission=success#admission-form). */
export const ADMISSION_ANCHOR = 'admission-form'
export const CONTACT_ANCHOR = 'contact-form'

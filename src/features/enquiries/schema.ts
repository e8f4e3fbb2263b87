import { z } from 'zod'
import { requiredText, text } from '../../http/validation'
import { EMAIL_SHAPE } from '../../platform/auth/limits'

import { ADMISSION_LIMITS, CONTACT_INCOMPLETE, CONTACT_LIMITS, COURSE_VALUES, ENQUIRY_STATUS_VALUES } from './options'

export { COURSE_OPTIONS, COURSE_VALUES, CONTACT_INCOMPLETE, HONEYPOT_FIELD, TOO_MANY_SUBMITS, courseLabel } from './options'

/** POST /api/admission/submit: only the full name is required; no format check on the phone. */
export const admissionSchema = z.object({
  fullname: requiredText('Full Name', ADMISSION_LIMITS.fullname),
  city: text('City', ADMISSION_LIMITS.city).optional().default(''),
  phone: text('Mobile No.', ADMISSION_LIMITS.phone).optional().default(''),
  course: z.enum(COURSE_VALUES, { error: 'Select a course from the list' }).optional().default(''),
})
export type AdmissionInput = z.infer<typeof admissionSchema>

/** POST /api/contact/addContact: all four fields required. */
export const contactSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name, CONTACT_INCOMPLETE),
  mobile: requiredText('Mobile', CONTACT_LIMITS.mobile, CONTACT_INCOMPLETE),
  email: requiredText('Email', CONTACT_LIMITS.email, CONTACT_INCOMPLETE).regex(EMAIL_SHAPE, 'Enter a valid email'),
  message: requiredText('Message', CONTACT_LIMITS.message, CONTACT_INCOMPLETE),
})
export type ContactInput = z.infer<typeof contactSchema>

/** A day written YYYY-MM-DD, or '' for none; the length is capped before the pattern runs. */
const isoDayOrNone = z
  .string()
  .max(10, { message: 'Dates are written YYYY-MM-DD', abort: true })
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Dates are written YYYY-MM-DD')
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'Not a real date')

/** Filters of the enquiry panels and their CSV export (query string of the paged calls). */
export const enquiryFilterSchema = z.object({
  q: text('Search', 100).optional().default(''),
  status: z.enum(['', ...ENQUIRY_STATUS_VALUES], { error: 'Choose a status from the list' }).optional().default(''),
  course: z.enum([...COURSE_VALUES, '-'], { error: 'Choose a course from the list' }).optional().default(''),
  from: isoDayOrNone.optional().default(''),
  to: isoDayOrNone.optional().default(''),
  /** One enquiry by its id: the link in an e-mail alert opens the panel at it. */
  id: z.string().max(64, { message: 'No such enquiry', abort: true }).optional().default(''),
})
export type EnquiryFilter = z.infer<typeof enquiryFilterSchema>

export const ENQUIRY_PAGE_SIZES = [25, 50, 100] as const
export const enquiryPageSchema = enquiryFilterSchema.extend({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page starts at 1').max(100_000, 'No such page').optional().default(1),
  size: z.coerce.number({ error: 'Size must be a number' }).int().min(1).max(100, 'At most 100 per page').optional().default(25),
})

/** PUT …/queries/:id/status */
export const enquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUS_VALUES, { error: 'Choose a status from the list' }),
  /** The status the person saw when they changed it (docs/decisions/288): refused when another changed it since; without it, changed as before. */
  from: z.enum(ENQUIRY_STATUS_VALUES, { error: 'from must be the status the list showed' }).optional(),
})

/** POST …/queries/:id/notes */
export const enquiryNoteSchema = z.object({
  note: requiredText('Note', 2000, 'Write a note first'),
})

/** DELETE …/spamQueries: removing every Spam enquiry at once must be asked for explicitly. */
export const removeSpamSchema = z.object({
  confirm: z.literal(true, { error: 'Confirm the removal of every enquiry marked Spam' }),
})

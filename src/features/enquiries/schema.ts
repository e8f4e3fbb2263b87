import { z } from 'zod'
import { requiredText, text } from '../../http/validation'

import { CONTACT_INCOMPLETE, COURSE_VALUES } from './options'

export { COURSE_OPTIONS, COURSE_VALUES, CONTACT_INCOMPLETE, HONEYPOT_FIELD, TOO_MANY_SUBMITS, courseLabel } from './options'

/** POST /api/admission/submit: only the full name is required; no format check on the phone. */
export const admissionSchema = z.object({
  fullname: requiredText('Full Name', 120),
  city: text('City', 80).optional().default(''),
  phone: text('Mobile No.', 20).optional().default(''),
  course: z.enum(COURSE_VALUES, { error: 'Select a course from the list' }).optional().default(''),
})
export type AdmissionInput = z.infer<typeof admissionSchema>

/** POST /api/contact/addContact: all four fields required. */
export const contactSchema = z.object({
  name: requiredText('Name', 120, CONTACT_INCOMPLETE),
  mobile: requiredText('Mobile', 20, CONTACT_INCOMPLETE),
  email: requiredText('Email', 200, CONTACT_INCOMPLETE).pipe(z.email('Enter a valid email')),
  message: requiredText('Message', 5000, CONTACT_INCOMPLETE),
})
export type ContactInput = z.infer<typeof contactSchema>

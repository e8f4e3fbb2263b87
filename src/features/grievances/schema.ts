import { z } from 'zod'
import { text } from '../../http/fields'
import { isBlank } from '../../ui/blank'
import { GRIEVANCE_CATEGORIES, M } from './messages'
import { DESCRIPTION_MAX, GRIEVANCE_LIMITS, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES } from './limits'

/** Control characters but tab and line feed: never part of what a person typed. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

// the form's limits live apart, so its script does not bring zod (docs/decisions/196)
export { DESCRIPTION_MAX, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES }

/** One line of text: capped first (text() aborts), then refused if it holds a control character. */
function line(label: string, max: number, message: string, required: boolean) {
  const base = text(label, max).refine((value) => !CONTROL_OR_BREAK.test(value), `${label} ${M.errors.control}`)
  return required ? base.refine((value) => !isBlank(value), message) : base
}


const email = text('E-mail', GRIEVANCE_LIMITS.email).refine((value) => value === '' || z.email().safeParse(value).success, M.errors.email)
/** 10 to 15 digits, written with spaces, dashes or a leading +. */
const mobile = text('Mobile', GRIEVANCE_LIMITS.mobile).refine((value) => {
  if (value === '') return true
  const digits = value.replace(/\D/g, '').length
  return /^\+?[\d\s-]+$/.test(value) && digits >= 10 && digits <= 15
}, M.errors.mobile)

/** POST /api/grievance: the public form (multipart, with up to three attachments). */
export const grievanceSchema = z
  .object({
    name: line('Name', GRIEVANCE_LIMITS.name, M.errors.name, true),
    enrolment: line('Enrolment number', GRIEVANCE_LIMITS.enrolment, M.errors.enrolment, false).optional().default(''),
    course: line('Course and year', GRIEVANCE_LIMITS.course, M.errors.course, true),
    email: email.optional().default(''),
    mobile: mobile.optional().default(''),
    category: z.enum(GRIEVANCE_CATEGORIES, { error: M.errors.category }),
    subject: line('Subject', GRIEVANCE_LIMITS.subject, M.errors.subject, true),
    description: text('Description', GRIEVANCE_LIMITS.description)
      .refine((value) => !CONTROL.test(value), `Description ${M.errors.control}`)
      .refine((value) => !isBlank(value), M.errors.description),
  })
  .superRefine((input, issues) => {
    if (noContact(input)) issues.addIssue({ code: 'custom', path: ['email'], message: M.errors.contact })
  })

/**
 * Neither an e-mail nor a mobile given. A rule across fields, which zod checks only once every field
 * passed: the route asks it too when another field was refused, so that all is said at once.
 */
export function noContact(body: Record<string, unknown>): boolean {
  const blank = (value: unknown) => value === undefined || (typeof value === 'string' && isBlank(value))
  return blank(body.email) && blank(body.mobile)
}
export type GrievanceInput = z.infer<typeof grievanceSchema>

/** GRV-2026-0042: the form of the reference numbers, sequential per year (docs/decisions/120). */
export const REFERENCE_PREFIX = 'GRV'
export const REFERENCE_SHAPE = /^GRV-(\d{4})-(\d{4,6})$/

export function formatReference(year: number, seq: number): string {
  return `${REFERENCE_PREFIX}-${year}-${String(seq).padStart(4, '0')}`
}

/**
 * A reference as a student types it from a receipt or an e-mail: any case, spaces, dots or dashes
 * between its parts, the number without its zeros ("grv 2026 42") — read as the one it names.
 */
export function normalizeReference(typed: string): string {
  const upper = typed.toUpperCase().trim()
  const parts = /^GRV[\s._\-–—/]*(\d{4})[\s._\-–—/]*(\d{1,6})$/.exec(upper)
  return parts ? formatReference(Number(parts[1]), Number(parts[2])) : upper
}

/** POST /api/grievance/status: the reference and the access code given at filing (docs/decisions/155). */
export const statusLookupSchema = z.object({
  reference: text('Reference number', 30).transform(normalizeReference),
  accessCode: text('Access code', 40),
})

export { ACTION_NAMES, CORRECTION_HOURS, GRIEVANCE_ACTIONS, type GrievanceAction } from './actions.js'

export const actionSchema = z.object({ text: text('Text', DESCRIPTION_MAX).optional().default('') })
export const noteSchema = z.object({ note: text('Note', 2000).refine((value) => value !== '', M.staff.noteRequired) })
export const holidaySchema = z.object({
  day: z
    .string({ error: M.staff.holidayDay })
    .max(10, { message: M.staff.holidayDay, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.staff.holidayDay)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), M.staff.holidayDay),
  name: text('Holiday', 80).refine((value) => value !== '', M.staff.holidayName),
  /** Its name in Hindi, for the Hindi status page (docs/decisions/298); empty: the English one stands in */
  nameHi: text('Holiday in Hindi', 80).optional().default(''),
})

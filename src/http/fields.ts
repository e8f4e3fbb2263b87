import { z } from 'zod'
import { isSafeLink, LINK_RULE } from '../ui/links.js'
import { indianDigits } from '../ui/numbers.js'
import { isBlank } from '../ui/blank.js'
import { typedText } from '../ui/text-limit.js'
import { EMAIL_SHAPE, MAX_EMAIL_LENGTH } from '../platform/auth/limits.js'

/**
 * Field rules shared by the API and the admin forms: zod only, nothing of the server, so that a
 * panel can check its input with the very schema the API parses.
 */

/**
 * Text a person typed: trimmed, line breaks as \n (a browser's multipart form sends \r\n, and
 * clients split descriptions on \n), in one Unicode form (NFC: a nukta letter such as ज़ arrives as
 * one character from some keyboards and as two from others; stored one way, it is found either
 * way), with a length cap: typedText, which the public forms count by too (src/ui/text-limit.ts).
 * `label` names the field in messages.
 * The cap aborts: no later check (pattern, refinement, pipe) ever runs on an over-long value, so
 * no pattern sees more than `max` characters; what runs before it is linear (docs/security.md,
 * "Bounded input").
 */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(typedText)
    .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
}

/** A moment in time with its zone (ISO 8601, e.g. 2026-12-01T10:00:00.000Z), or empty; as sent. */
export function momentText(label: string) {
  return text(label, 40).refine(
    (value) => value === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))),
    `${label} must be a date and time like 2026-12-01T10:00:00+05:30`,
  )
}

export function requiredText(label: string, max: number, message = `${label} is required`) {
  // min(1) first: the blank check below never runs on an over-long value (it aborted above)
  return text(label, max).min(1, { message, abort: true }).refine((value) => !isBlank(value), message)
}

/** A contact's phone, or empty: what the committees' members and the statutory officers give. */
export function optionalPhone() {
  return text('Phone', 30)
    .refine((value) => value === '' || /^\+?[\d\s()-]{6,20}$/.test(value), 'Phone must be digits, spaces, + or - (e.g. +91 76522 40000)')
    .optional()
    .default('')
}

/** A contact's e-mail address, or empty. */
export function optionalEmail() {
  return text('E-mail', MAX_EMAIL_LENGTH)
    .refine((value) => value === '' || EMAIL_SHAPE.test(value), 'E-mail must look like name@example.in')
    .optional()
    .default('')
}

/** A number as a form or a JSON client sends it: "1,20,000" and "₹ 1,20,000" read as 120000; '' and null are absent. */
function readNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  if (trimmed.length > 24) return Number.NaN
  const plain = trimmed.replace(/[\s,₹]/g, '')
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN
}

/** A required whole number from 0 to `max`; `wholeMessage` says what a fraction is refused for. */
export function wholeNumber(label: string, max: number, wholeMessage = `${label} must be a whole number`) {
  return z.preprocess(
    readNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .int(wholeMessage)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${indianDigits(max)}`),
  )
}

/** Maximum length of a photo's description (alt text). */
export const ALT_MAX = 250

/** A photo's description for people who cannot see it (the `alt` field beside the contract); optional. */
export const altText = text('Alt text', ALT_MAX)

/** PUT of a photo's description: body { alt }. */
export const altTextSchema = z.object({ alt: altText })

/** The optional `alt` field of an upload: one description for the photos of that upload. */
export const uploadAltSchema = z.object({ alt: altText.optional().default('') })

/** An optional link: http(s) or a site path (src/ui/links.ts); empty means none. javascript:, data: are refused. */
export function optionalLink(label: string) {
  return text(label, 2000)
    .refine((value) => value === '' || isSafeLink(value), `${label} ${LINK_RULE}`)
    .optional()
    .transform((value) => value || '')
}

/** Field name → first message for it, from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body'
    errors[field] ??= issue.message
  }
  return errors
}

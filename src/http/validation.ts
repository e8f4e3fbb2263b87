import { z } from 'zod'
import { HttpError } from './errors.js'
import { isSafeLink, LINK_RULE } from '../ui/links.js'

/** Field name → first message for it, from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body'
    errors[field] ??= issue.message
  }
  return errors
}

/** Parses input with a schema, or throws a 400 { success: false, message, errors } naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const errors = fieldErrors(result.error)
  const message = Object.values(errors)[0] ?? 'The request is not valid.'
  throw new HttpError(400, message, errors)
}

/**
 * Text a person typed: trimmed, line breaks as \n (a browser's multipart form sends \r\n, and
 * clients split descriptions on \n), with a length cap. `label` names the field in messages.
 * The cap aborts: no later check (pattern, refinement, pipe) ever runs on an over-long value, so
 * no pattern sees more than `max` characters; what runs before it is linear (docs/security.md,
 * "Bounded input").
 */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
}

export function requiredText(label: string, max: number, message = `${label} is required`) {
  return text(label, max).min(1, message)
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

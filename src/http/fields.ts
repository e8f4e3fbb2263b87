import { z } from 'zod'
import { isSafeLink, LINK_RULE } from '../ui/links.js'

/**
 * Field rules shared by the API and the admin forms: zod only, nothing of the server, so that a
 * panel can check its input with the very schema the API parses.
 */

/**
 * Text a person typed: trimmed, line breaks as \n (a browser's multipart form sends \r\n, and
 * clients split descriptions on \n), with a length cap. `label` names the field in messages.
 */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
}

export function requiredText(label: string, max: number, message = `${label} is required`) {
  return text(label, max).min(1, message)
}

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

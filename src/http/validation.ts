import { z } from 'zod'
import { HttpError } from './errors.js'
import { fieldErrors } from './fields.js'

export { altText, altTextSchema, ALT_MAX, fieldErrors, optionalLink, requiredText, text, uploadAltSchema } from './fields.js'

/** Parses input with a schema, or throws a 400 { success: false, message, errors } naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const errors = fieldErrors(result.error)
  const message = Object.values(errors)[0] ?? 'The request is not valid.'
  throw new HttpError(400, message, errors)
}

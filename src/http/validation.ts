import { z } from 'zod'
import { HttpError } from './errors.js'
import { fieldErrors } from './fields.js'

export { altText, altTextSchema, ALT_MAX, fieldErrors, optionalLink, requiredText, text, uploadAltSchema } from './fields.js'

/** A field name that carries a password (password, currentPassword, newPassword, …). */
export const PASSWORD_FIELD = /password/i

const passwordFieldsOf = new WeakMap<z.ZodType, string[]>()
/** The password fields of an object schema (looking through pipes and transforms), remembered per schema. */
export function passwordFields(schema: z.ZodType): string[] {
  let fields = passwordFieldsOf.get(schema)
  if (!fields) {
    const def = schema.def as { type: string; shape?: Record<string, unknown>; in?: z.ZodType }
    if (def.type === 'object' && def.shape) fields = Object.keys(def.shape).filter((key) => PASSWORD_FIELD.test(key))
    else if (def.type === 'pipe' && def.in) fields = passwordFields(def.in)
    else fields = []
    passwordFieldsOf.set(schema, fields)
  }
  return fields
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const errors = fieldErrors(result.error)
  const message = Object.values(errors)[0] ?? 'The request is not valid.'
  throw new HttpError(400, message, errors)
}

/**
 * Parses input with a schema, or throws a 400 { success: false, message, errors } naming each field.
 * A schema with a password field is refused: a password is read only by the one guarded path
 * (checkPassword in src/platform/auth/password-checks.ts, decision 113).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const fields = passwordFields(schema)
  if (fields.length) throw new Error(`a schema with a password field (${fields.join(', ')}) is parsed only by checkPassword`)
  return parse(schema, input)
}

/** parseInput for the password path only (its one caller is src/platform/auth/password-checks.ts). */
export function parsePasswordInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return parse(schema, input)
}

import type { z } from 'zod'
import { translatableFields, type TranslatedArea } from './area.js'

/** A field's write schema, by field name (an area's zod object's `shape`). */
export type FieldSchemas = Readonly<Record<string, z.ZodType>>

/**
 * One validation per field (docs/decisions/157): a translation is checked by the schema its field
 * is written with. A list kept as JSON (a committee's members, a programme's highlights, a fee
 * row's other fees) is read as JSON first, then checked as the list it stands for; a text field as
 * the text. Answers null when it passes, else the schema's first message.
 */
export function translationProblem(schema: z.ZodType, text: string): string | null {
  const asText = schema.safeParse(text)
  if (asText.success) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return asText.error.issues[0]?.message ?? 'Not a valid value for this field'
  }
  const asList = schema.safeParse(parsed)
  return asList.success ? null : (asList.error.issues[0]?.message ?? 'Not a valid value for this field')
}

/** Every translatable field of every area has its schema; else the app does not start. */
export function schemasOfAreas(areas: readonly TranslatedArea[], schemas: Readonly<Record<string, FieldSchemas>>): Map<string, FieldSchemas> {
  const missing = areas.flatMap((area) => translatableFields(area).filter((field) => !schemas[area.key]?.[field]).map((field) => `${area.key}.${field}`))
  if (missing.length) throw new Error(`No write schema for the translatable field(s) ${missing.join(', ')}: add them to the translations' schemas`)
  return new Map(areas.map((area) => [area.key, schemas[area.key]!]))
}

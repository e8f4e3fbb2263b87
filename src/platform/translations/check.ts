import type { z } from 'zod'
import { translatableFields, type TranslatedArea } from './area.js'
import { isTranslatedEntry, listTranslationText, NOT_A_LIST, parseList, translatedList, type ListWords } from './lists.js'

/** A field's write schema, by field name (an area's zod object's `shape`). */
export type FieldSchemas = Readonly<Record<string, z.ZodType>>

/** A translation as it is to be kept, or what is wrong with it (the field schema's own words). */
export type CheckedTranslation = { text: string; problem?: undefined } | { problem: string; text?: undefined }

/** The item's own list, for a list field: what its translation is laid on. */
export type OwnList = { words: ListWords; own: string }

const firstMessage = (error: z.ZodError | undefined) => error?.issues[0]?.message ?? 'Not a valid value for this field'

/**
 * One validation per field (docs/decisions/157): a translation is checked by the schema its field
 * is written with. A text field as the text. A list (a committee's members, a programme's
 * highlights, a fee row's other fees; docs/decisions/284) as a JSON list of the words of its
 * entries, or any text its schema reads as a list (highlights typed comma-separated): laid on the
 * item's own list and the whole checked, so each translated word keeps its field's limits. A list
 * is kept as its words only (`listTranslationText`).
 */
export function checkTranslation(schema: z.ZodType, text: string, list?: OwnList): CheckedTranslation {
  if (!list) {
    const asText = schema.safeParse(text)
    if (asText.success) return { text }
    const parsed = parseJson(text)
    if (parsed === undefined) return { problem: firstMessage(asText.error) }
    const asValue = schema.safeParse(parsed)
    return asValue.success ? { text } : { problem: firstMessage(asValue.error) }
  }
  let entries = parseList(text)
  if (!entries) {
    // not a JSON list: a list of texts may be typed as its own form takes it, comma-separated,
    // each entry in its place (an empty one keeps its place); anything else says what to write
    const parsed = parseJson(text)
    const typed = parsed === undefined ? text : parsed
    if (list.words !== 'entry' || typeof typed !== 'string') {
      const read = schema.safeParse(typed)
      return { problem: read.success ? NOT_A_LIST : firstMessage(read.error) }
    }
    entries = typed.split(',').map((entry) => entry.trim())
  }
  if (!entries.every((entry) => isTranslatedEntry(entry, list.words))) {
    const read = schema.safeParse(entries)
    return { problem: read.success ? NOT_A_LIST : firstMessage(read.error) }
  }
  // entries past the item's own (it has fewer since) translate nothing: not kept
  const own = parseList(list.own) ?? []
  entries = entries.slice(0, own.length)
  const laid = schema.safeParse(translatedList(own, entries, list.words).list)
  return laid.success ? { text: listTranslationText(entries, list.words) } : { problem: firstMessage(laid.error) }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Every translatable field of every area has its schema; else the app does not start. */
export function schemasOfAreas(areas: readonly TranslatedArea[], schemas: Readonly<Record<string, FieldSchemas>>): Map<string, FieldSchemas> {
  const missing = areas.flatMap((area) => translatableFields(area).filter((field) => !schemas[area.key]?.[field]).map((field) => `${area.key}.${field}`))
  if (missing.length) throw new Error(`No write schema for the translatable field(s) ${missing.join(', ')}: add them to the translations' schemas`)
  return new Map(areas.map((area) => [area.key, schemas[area.key]!]))
}

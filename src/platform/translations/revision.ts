import { createHash } from 'node:crypto'
import { listWordsJson, listWordsOf } from './lists.js'

/*
 * What a translation records it was written from (docs/decisions/124, 284). Without the database,
 * so that a migration can compute it too.
 */

/**
 * The revision of a source text: what a translation records it was written from. A translation
 * whose revision is not the source's current one "needs update" (docs/decisions/124).
 */
export function revisionOf(text: string): string {
  return createHash('sha256').update(text.normalize('NFC'), 'utf8').digest('hex').slice(0, 16)
}

/**
 * The revision of a field's own value that its translation is written from: of a list, its
 * words only (docs/decisions/284), so a changed phone, amount or seat leaves the translation up to
 * date; of any other field, its text.
 */
export function fieldRevision(area: { fields: Readonly<Record<string, unknown>> }, field: string, value: unknown): string {
  const text = Array.isArray(value) ? JSON.stringify(value) : typeof value === 'string' ? value : value == null ? '' : String(value)
  const words = listWordsOf(area, field)
  return revisionOf(words ? listWordsJson(text, words) : text)
}

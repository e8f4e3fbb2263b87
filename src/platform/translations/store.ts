import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import type { StaffReader } from '../../db/visibility.js'
import type { Lang } from '../../content/lang.js'
import { parseRow } from '../versions/store.js'
import { translatableFields, type TranslatedArea, type TranslationItem } from './area.js'
import { refreshSearchEntry } from './search-entry.js'
import { fieldRevision, sourceLangs, sourceRows, textOf, translationsOf } from './sources.js'
import { listWordsOf } from './lists.js'

/*
 * The side-by-side editor's read and save of one item's translation (docs/decisions/124). The
 * sources (./sources.ts), the overview (./overview.ts), the search entry (./search-entry.ts) and
 * the public pages' choice of text (./localize.ts) live beside it.
 */

/** One item's texts in both languages, as the side-by-side editor shows them; null: no such item. */
export async function readTranslation(db: Db, area: TranslatedArea, id: string, reader?: StaffReader): Promise<TranslationItem | null> {
  const [row] = await sourceRows(db, area, [id], reader)
  if (!row || row.id !== id) return null
  const [langs, translations] = await Promise.all([sourceLangs(db, area, [id]), translationsOf(db, area, [id])])
  const kept = translations.get(id)
  const fields: TranslationItem['fields'] = translatableFields(area).map((field) => {
    const text = textOf(row[field])
    const revision = fieldRevision(area, field, text)
    const saved = kept?.get(field)
    return {
      field,
      label: area.fields[field]?.label,
      list: listWordsOf(area, field) ?? undefined,
      text,
      revision,
      translation: saved ? { text: saved.text, basedOn: saved.sourceRevision, stale: saved.sourceRevision !== revision, updatedBy: saved.updatedBy, updatedAt: saved.updatedAt } : null,
    }
  })
  const stale = fields.filter((field) => field.translation?.stale)
  if (stale.length) {
    const was = await sourcesWas(db, area, id, stale.map((field) => ({ field: field.field, revision: field.translation!.basedOn })))
    for (const field of stale) field.translation = { ...field.translation!, was: was.get(field.field) ?? null }
  }
  return { area: area.key, id, source: langs.get(id) ?? 'en', fields }
}

/**
 * The text each stale translation was written from (docs/decisions/202): a translation records
 * only its source's revision, and the item's kept versions (src/platform/versions) hold its
 * earlier texts; the newest one whose field has that revision is it. A one-row area's versions
 * are the area's own (no item id).
 */
async function sourcesWas(db: Db, area: TranslatedArea, id: string, wanted: { field: string; revision: string }[]): Promise<Map<string, string>> {
  const versions = await db
    .selectFrom('contentVersions')
    .select('row')
    .where('area', '=', area.key)
    .where('itemId', '=', area.oneRow ? '' : id)
    .orderBy('savedAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .execute()
  const found = new Map<string, string>()
  for (const version of versions) {
    const row = parseRow(version.row)
    for (const { field, revision } of wanted) {
      if (found.has(field)) continue
      const text = textOf(row[field])
      if (fieldRevision(area, field, text) === revision) found.set(field, text)
    }
    if (found.size === wanted.length) break
  }
  return found
}

export type TranslationInput = {
  source: Lang
  /** false: `source` is the language recorded already, not one staff named (nothing to record). */
  chosen?: boolean
  /** Per field: the text in the other language ('' removes it) and the revision of the source it was written from. */
  fields: Record<string, { text: string; basedOn?: string | undefined }>
}

/**
 * Saves an item's language and its translations in one transaction, and refreshes its search
 * entry. A field not named keeps its translation; `basedOn` missing means the source as it is now.
 */
export async function saveTranslation(db: Db, area: TranslatedArea, id: string, input: TranslationInput, by: string, at = new Date().toISOString()): Promise<void> {
  const current = await readTranslation(db, area, id)
  if (!current) throw new Error(`no ${area.key} item ${id}`)
  await db.transaction().execute(async (trx) => {
    // staff's choice: no later write that names no language changes it (docs/decisions/162)
    if (input.chosen !== false) {
      await trx
        .insertInto('contentLangs')
        .values({ area: area.key, rowId: id, lang: input.source, chosen: 1 })
        .onConflict((oc) => oc.columns(['area', 'rowId']).doUpdateSet({ lang: input.source, chosen: 1 }))
        .execute()
    }
    for (const [field, value] of Object.entries(input.fields)) {
      const text = value.text.normalize('NFC').trim()
      await trx.deleteFrom('translations').where('area', '=', area.key).where('rowId', '=', id).where('field', '=', field).execute()
      if (!text) continue
      const revision = value.basedOn ?? current.fields.find((f) => f.field === field)!.revision
      await trx.insertInto('translations').values({ area: area.key, rowId: id, field, text, sourceRevision: revision, updatedBy: by, updatedAt: at }).execute()
    }
    if (area.search) await refreshSearchEntry(trx, area, id)
  })
}


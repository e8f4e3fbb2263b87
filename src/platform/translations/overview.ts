import type { Db } from '../../db/connection.js'
import type { StaffReader } from '../../db/visibility.js'
import { translatableFields, translationHref, type TranslatedArea, type TranslationOverview } from './area.js'
import { fieldRevision, sourceLangs, sourceRows, textOf, translationsOf } from './sources.js'
import { hasWordsToTranslate, listWordsOf, readableText } from './lists.js'

/** How many rows of each area the overview lists (the counts are of all). */
const OVERVIEW_ROWS = 200

/** Per area: the items whose other language is missing or needs update, each with a link to it; of the rows `reader` may see (no other person's draft). */
export async function translationOverview(db: Db, areas: readonly TranslatedArea[], reader: StaffReader): Promise<TranslationOverview> {
  const overview: TranslationOverview = []
  for (const area of areas) {
    const fields = translatableFields(area)
    const [rows, langs, translations] = await Promise.all([sourceRows(db, area, undefined, reader), sourceLangs(db, area, null), translationsOf(db, area, null)])
    const entry = { area: area.key, label: area.label, total: rows.length, missing: 0, stale: 0, rows: [] as TranslationOverview[number]['rows'] }
    for (const row of rows) {
      const kept = translations.get(row.id)
      const missing: string[] = []
      const stale: string[] = []
      for (const field of fields) {
        const text = textOf(row[field])
        const saved = kept?.get(field)
        if (!saved) {
          if (hasWordsToTranslate(text, listWordsOf(area, field))) missing.push(field)
        } else if (saved.sourceRevision !== fieldRevision(area, field, text)) stale.push(field)
      }
      if (missing.length) entry.missing++
      if (stale.length) entry.stale++
      if ((missing.length || stale.length) && entry.rows.length < OVERVIEW_ROWS) {
        const name = readableText(textOf(row[fields[0]!]), listWordsOf(area, fields[0]!)).replace(/\s+/g, ' ').trim().slice(0, 80)
        entry.rows.push({ id: row.id, name, source: langs.get(row.id) ?? 'en', missing, stale, href: translationHref(area.key, row.id) })
      }
    }
    // stale first: they say something that is no longer so
    entry.rows.sort((a, b) => Number(b.stale.length > 0) - Number(a.stale.length > 0))
    overview.push(entry)
  }
  return overview
}


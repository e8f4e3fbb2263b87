import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import { staffSeesRowSql, type StaffReader } from '../../db/visibility.js'
import { translatableFields, type TranslatedArea } from './area.js'

/*
 * The rows of a translated area and their stored translations and languages, as the editor, the
 * overview and the public pages read them.
 */

export { fieldRevision, revisionOf } from './revision.js'

export type SourceRow = { id: string } & Record<string, unknown>

/** The rows of an area as stored (all, or the given ids), with their translatable fields; with `reader`, only those that member of staff may see (no other person's draft). */
export async function sourceRows(db: Db, area: TranslatedArea, ids?: readonly string[], reader?: StaffReader): Promise<SourceRow[]> {
  const fields = translatableFields(area)
  // Kysely cannot follow a table name held in a value: the area's declaration names it.
  let query = db.selectFrom(area.table as 'blogs').select(['id', ...fields] as never[])
  if (area.oneRow) query = query.orderBy('updatedAt', 'desc').limit(1)
  else if (ids) query = query.where('id', 'in', ids.length ? (ids as string[]) : [''])
  if (reader && !area.oneRow) query = query.where(staffSeesRowSql(reader, area.table))
  const rows = (await query.execute()) as unknown as SourceRow[]
  // a one-row area's translations are its own, whichever row is current
  return area.oneRow ? rows.map((row) => ({ ...row, id: area.key })) : rows
}

export const textOf = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

export async function sourceLangs(db: Db, area: TranslatedArea, ids: readonly string[] | null): Promise<Map<string, Lang>> {
  let query = db.selectFrom('contentLangs').select(['rowId', 'lang']).where('area', '=', area.key)
  if (ids) query = query.where('rowId', 'in', ids.length ? (ids as string[]) : [''])
  return new Map((await query.execute()).map((row) => [row.rowId, row.lang as Lang]))
}

export async function translationsOf(db: Db, area: TranslatedArea, ids: readonly string[] | null) {
  let query = db.selectFrom('translations').selectAll().where('area', '=', area.key)
  if (ids) query = query.where('rowId', 'in', ids.length ? (ids as string[]) : [''])
  const byRow = new Map<string, Map<string, { text: string; sourceRevision: string; updatedBy: string; updatedAt: string }>>()
  for (const row of await query.execute()) {
    if (!byRow.has(row.rowId)) byRow.set(row.rowId, new Map())
    byRow.get(row.rowId)!.set(row.field, row)
  }
  return byRow
}

/**
 * Of these rows of an area, those whose main text (its first translatable field) is there in
 * `lang`: written in it, or translated into it. Their page in that language is its own canonical
 * (untranslated() in src/ui/StaffText.tsx says the same from the shown items), so the sitemap lists it.
 */
export async function rowsWrittenIn(db: Db, area: TranslatedArea, ids: readonly string[], lang: Lang): Promise<Set<string>> {
  const main = translatableFields(area)[0]
  if (!ids.length || !main) return new Set()
  const [langs, translated] = await Promise.all([
    sourceLangs(db, area, ids),
    db.selectFrom('translations').select('rowId').where('area', '=', area.key).where('field', '=', main).where('rowId', 'in', ids as string[]).execute(),
  ])
  const hasTranslation = new Set(translated.map((row) => row.rowId))
  // a translation is in the other language than the row's own
  return new Set(ids.filter((id) => ((langs.get(id) ?? 'en') === lang) !== hasTranslation.has(id)))
}


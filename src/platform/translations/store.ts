import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import { log } from '../../log.js'
import { parseRow } from '../versions/store.js'
import { translatableFields, translationHref, FALLBACK_NOTES, type TranslatedArea, type TranslationItem, type TranslationOverview, type Shown } from './area.js'

/**
 * The revision of a source text: what a translation records it was written from. A translation
 * whose revision is not the source's current one "needs update" (docs/decisions/124).
 */
export function revisionOf(text: string): string {
  return createHash('sha256').update(text.normalize('NFC'), 'utf8').digest('hex').slice(0, 16)
}

type SourceRow = { id: string } & Record<string, unknown>

/** The rows of an area as stored (all, or the given ids), with their translatable fields. */
async function sourceRows(db: Db, area: TranslatedArea, ids?: readonly string[]): Promise<SourceRow[]> {
  const fields = translatableFields(area)
  // Kysely cannot follow a table name held in a value: the area's declaration names it.
  let query = db.selectFrom(area.table as 'blogs').select(['id', ...fields] as never[])
  if (area.oneRow) query = query.orderBy('updatedAt', 'desc').limit(1)
  else if (ids) query = query.where('id', 'in', ids.length ? (ids as string[]) : [''])
  const rows = (await query.execute()) as unknown as SourceRow[]
  // a one-row area's translations are its own, whichever row is current
  return area.oneRow ? rows.map((row) => ({ ...row, id: area.key })) : rows
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

async function sourceLangs(db: Db, area: TranslatedArea, ids: readonly string[] | null): Promise<Map<string, Lang>> {
  let query = db.selectFrom('contentLangs').select(['rowId', 'lang']).where('area', '=', area.key)
  if (ids) query = query.where('rowId', 'in', ids.length ? (ids as string[]) : [''])
  return new Map((await query.execute()).map((row) => [row.rowId, row.lang as Lang]))
}

async function translationsOf(db: Db, area: TranslatedArea, ids: readonly string[] | null) {
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

/** One item's texts in both languages, as the side-by-side editor shows them; null: no such item. */
export async function readTranslation(db: Db, area: TranslatedArea, id: string): Promise<TranslationItem | null> {
  const [row] = await sourceRows(db, area, [id])
  if (!row || row.id !== id) return null
  const [langs, translations] = await Promise.all([sourceLangs(db, area, [id]), translationsOf(db, area, [id])])
  const kept = translations.get(id)
  const fields: TranslationItem['fields'] = translatableFields(area).map((field) => {
    const text = textOf(row[field])
    const revision = revisionOf(text)
    const saved = kept?.get(field)
    return {
      field,
      label: area.fields[field]?.label,
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
      if (revisionOf(text) === revision) found.set(field, text)
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
    if (area.search) await reindex(trx, area, id)
  })
}

/**
 * The item's search entry: its language and its translation beside its own text (the triggers of
 * migrations 014 and 017 make the same entry when the item is written).
 */
async function reindex(db: Db, area: TranslatedArea, id: string): Promise<void> {
  const search = area.search!
  const lang = (await db.selectFrom('contentLangs').select('lang').where('area', '=', area.key).where('rowId', '=', id).executeTakeFirst())?.lang ?? 'en'
  const rows = await db.selectFrom('translations').select(['field', 'text']).where('area', '=', area.key).where('rowId', '=', id).orderBy('field').execute()
  const title = rows.find((row) => row.field === search.title)?.text ?? null
  const inBody = (field: string) => (search.body ? search.body.includes(field) : field !== search.title)
  const body = rows.filter((row) => inBody(row.field)).map((row) => indexedText(row.text)).join(' ') || null
  await sql`update search_index set lang = ${lang}, alt_title = ${title}, alt_body = ${body} where kind = ${search.kind} and ref = ${search.ref ?? id}`.execute(db)
}

/** A translation as the index holds it: a JSON list (a committee's members) by its texts, not its JSON. */
function indexedText(text: string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return text
  }
  if (!Array.isArray(parsed)) return text
  const texts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim()) texts.push(value)
    }
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(parsed)
  return texts.join(' ')
}

/** How many rows of each area the overview lists (the counts are of all). */
const OVERVIEW_ROWS = 200

/** Per area: the items whose other language is missing or needs update, each with a link to it. */
export async function translationOverview(db: Db, areas: readonly TranslatedArea[]): Promise<TranslationOverview> {
  const overview: TranslationOverview = []
  for (const area of areas) {
    const fields = translatableFields(area)
    const [rows, langs, translations] = await Promise.all([sourceRows(db, area), sourceLangs(db, area, null), translationsOf(db, area, null)])
    const entry = { area: area.key, label: area.label, total: rows.length, missing: 0, stale: 0, rows: [] as TranslationOverview[number]['rows'] }
    for (const row of rows) {
      const kept = translations.get(row.id)
      const missing: string[] = []
      const stale: string[] = []
      for (const field of fields) {
        const text = textOf(row[field])
        const saved = kept?.get(field)
        if (!saved) {
          if (text.trim()) missing.push(field)
        } else if (saved.sourceRevision !== revisionOf(text)) stale.push(field)
      }
      if (missing.length) entry.missing++
      if (stale.length) entry.stale++
      if ((missing.length || stale.length) && entry.rows.length < OVERVIEW_ROWS) {
        const name = textOf(row[fields[0]!]).replace(/\s+/g, ' ').trim().slice(0, 80)
        entry.rows.push({ id: row.id, name, source: langs.get(row.id) ?? 'en', missing, stale, href: translationHref(area.key, row.id) })
      }
    }
    // stale first: they say something that is no longer so
    entry.rows.sort((a, b) => Number(b.stale.length > 0) - Number(a.stale.length > 0))
    overview.push(entry)
  }
  return overview
}

/**
 * The one choice of text for a public page (docs/decisions/125): each translatable field in the
 * page's language where there is one, else the text there is, marked with its own language, and a
 * note when the item's main field is not in the page's language. An item written in the page's
 * language with nothing to mark comes back as it was (English pages stay byte for byte).
 * `as` names the item's property for a field its public shape calls otherwise (an event
 * category's `name` is its `category`); `shown.langs` is keyed by the property.
 */
export async function localize<T extends object>(
  db: Db,
  area: TranslatedArea,
  items: T[],
  lang: Lang,
  idOf: (item: T) => string,
  as: Record<string, string> = {},
): Promise<(T & { shown?: Shown })[]> {
  if (!items.length) return items
  const ids = area.oneRow ? [area.key] : items.map(idOf)
  const [langs, translations] = await Promise.all([sourceLangs(db, area, ids), translationsOf(db, area, ids)])
  const fields = translatableFields(area)
  return items.map((item) => {
    const id = area.oneRow ? area.key : idOf(item)
    const source = langs.get(id) ?? 'en'
    const kept = translations.get(id)
    if (source === lang) return item
    const values: Record<string, unknown> = {}
    const marked: Record<string, Lang> = {}
    let staleSince: string | undefined
    for (const field of fields) {
      const property = as[field] ?? field
      const own = (item as Record<string, unknown>)[property]
      const saved = kept?.get(field)
      const translated = asShown(own, saved?.text, `${area.key}/${id}/${field}`)
      if (translated !== undefined) {
        values[property] = translated
        // written from another text than the item's own now (a JSON list is stored as its JSON)
        if (saved!.sourceRevision !== revisionOf(Array.isArray(own) ? JSON.stringify(own) : textOf(own)) && (!staleSince || saved!.updatedAt < staleSince)) staleSince = saved!.updatedAt
      } else if (typeof own === 'string' ? own.trim() : Array.isArray(own) && own.length > 0) marked[property] = source
    }
    const main = fields[0] && (as[fields[0]] ?? fields[0])
    const note = main && marked[main] ? FALLBACK_NOTES[lang] : null
    return { ...item, ...values, shown: staleSince ? { langs: marked, note, staleSince } : { langs: marked, note } }
  })
}

/**
 * A translation as the item's field holds it: text as it is; for a JSON list (a committee's members,
 * a fee row's other fees) the translation is that list's JSON, used only when it parses to a list
 * whose items have the shape of the item's own (docs/decisions/157): a malformed one stored before
 * the write checked it, or written to the table by hand, is logged and the page shows the item's
 * own list instead of failing.
 */
function asShown(own: unknown, translated: string | undefined, where: string): unknown {
  if (!translated) return undefined
  if (!Array.isArray(own)) return translated
  try {
    const parsed: unknown = JSON.parse(translated)
    if (Array.isArray(parsed) && parsed.every((entry) => sameShape(entry, own[0]))) return parsed
  } catch {
    // not JSON: as bad as a wrong shape
  }
  log.warn('stored translation not shown: not a list of the field\'s shape', { where })
  return undefined
}

/**
 * Whether a translated list's entry has the shape of the own list's entries: a string where they
 * are strings; an object of strings (the keys the own entry has, if any, as text) where they are
 * objects. With no own entry to compare, a string or an object of strings.
 */
function sameShape(entry: unknown, model: unknown): boolean {
  if (typeof model === 'string') return typeof entry === 'string'
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (model === undefined && typeof entry === 'string') return true
  if (!isRecord(entry)) return false
  const keys = isRecord(model) ? Object.keys(model).filter((key) => typeof model[key] === 'string') : Object.keys(entry)
  return keys.every((key) => entry[key] === undefined || typeof entry[key] === 'string')
}

/** localize() for a one-row area's current item (about, mission and vision): its translations are kept under the area's key. */
export async function localizeOne<T extends object>(db: Db, area: TranslatedArea, item: T | null, lang: Lang): Promise<(T & { shown?: Shown }) | null> {
  if (!item) return null
  const [shown] = await localize(db, { ...area, oneRow: true }, [item], lang, () => area.key)
  return shown ?? null
}

import fs from 'node:fs/promises'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import type { UploadFolder } from '../../config.js'
import { newId } from '../../db/ids.js'
import { sql } from 'kysely'
import { compiledSql, draftSeenSql, staffSeesBinEntrySql, staffSeesDraft, type StaffReader } from '../../db/visibility.js'
import { deleteImageFiles, parseImageMeta } from '../../http/images.js'

/** How long a deleted item waits in the bin before it (and its files) is gone for good. */
export const BIN_DAYS = 30

/** Tables whose deleted rows go to the bin (and only these: the name is put into SQL). */
export const BIN_TABLES = ['blogs', 'programs', 'foundation_entries', 'banners', 'event_images', 'event_categories', 'faculty', 'fee_rows', 'documents'] as const
export type BinTable = (typeof BIN_TABLES)[number]

/**
 * Rows of other tables that pointed at a deleted row (their foreign key set them to null): a
 * restore points them at it again where nothing else was chosen meanwhile. Only these columns.
 */
export const LINKS_TO = {
  documents: [
    ['committees', 'order_document_id'],
    ['blogs', 'attachment_id'],
    ['fee_rows', 'refund_document_id'],
  ],
} as const satisfies Partial<Record<BinTable, readonly (readonly [string, string])[]>>
type Links = Record<string, string[]>

/**
 * Rows deleted with the item because they belong to it (a gallery category's photos): kept in
 * its entry, put back with it, their files emptied with it (docs/decisions/178).
 */
export type Dependants = { table: BinTable; folder: UploadFolder | null; rows: Record<string, unknown>[] }

/** Where a deleted row came from and what it looked like, kept as JSON in bin.row. */
type Kept = { table: BinTable; folder: UploadFolder | null; row: Record<string, unknown>; links?: Links; dependants?: Dependants[] }

/** The stored name of a library PDF (UPLOADS_DIR/Documents), never a path. */
const STORED_PDF = /^[a-f0-9]{24}\.pdf$/

function linkColumns(table: BinTable): readonly (readonly [string, string])[] {
  return (LINKS_TO as Partial<Record<BinTable, readonly (readonly [string, string])[]>>)[table] ?? []
}

/** The ids of the rows that point at this one, per `table.column` (read before the delete). */
export function snapshotLinks(sqlite: SQLite.Database, table: BinTable, id: string): Links {
  const links: Links = {}
  for (const [other, column] of linkColumns(table)) {
    const ids = sqlite.prepare(`SELECT id FROM ${other} WHERE ${column} = ?`).pluck().all(id) as string[]
    if (ids.length) links[`${other}.${column}`] = ids
  }
  return links
}

/** `photos`: the gallery photos kept in the entry with it (a category's), which come back with it. */
/** `image`: the deleted row's own picture (a banner, a photo, a notice's image), so that staff see what it was. */
export type BinImage = { folder: Exclude<UploadFolder, 'Documents'>; name: string; meta: ReturnType<typeof parseImageMeta> }
export type BinEntry = { _id: string; area: string; itemId: string; label: string; photos: number; image: BinImage | null; deletedBy: string; deletedAt: string; expiresAt: string }

/** The photos kept with an entry: counted from the entry, so its name stays as written (docs/decisions/271). */
export function photosKept(kept: Pick<Kept, 'dependants'>, reader?: StaffReader): number {
  return (kept.dependants ?? [])
    .filter((group) => group.table === 'event_images')
    .reduce((sum, group) => sum + group.rows.filter((photo) => !reader || staffSeesDraft(reader, photo.draft_by as string | null)).length, 0)
}

/**
 * The same count in SQL, for the list, of the photos `reader` sees: another person's draft photo
 * kept with an album is not counted for them (docs/decisions/289), by the drafts' one rule.
 */
function photosKeptSql(reader: StaffReader) {
  const owner = sql`json_extract(kept_photo.value, '$.draft_by')`
  return compiledSql(
    sql`(SELECT COUNT(*) FROM json_each(bin.row, '$.dependants') AS kept_group, json_each(kept_group.value, '$.rows') AS kept_photo WHERE json_extract(kept_group.value, '$.table') = 'event_images' AND ${draftSeenSql(reader, owner)})`,
  )
}


/** The row as stored, read before it is deleted (null when there is none). */
export function snapshotRow(sqlite: SQLite.Database, table: BinTable, id: string): Record<string, unknown> | null {
  return (sqlite.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined) ?? null
}

/** Keeps a deleted row (its files stay on disk) for BIN_DAYS; returns the bin entry's id. */
export function putInBin(sqlite: SQLite.Database, kept: Kept & { area: string; label: string; deletedBy: string }): string {
  const id = newId()
  const row: Kept = {
    table: kept.table,
    folder: kept.folder,
    row: kept.row,
    ...(kept.links && Object.keys(kept.links).length ? { links: kept.links } : {}),
    ...(kept.dependants?.some((group) => group.rows.length) ? { dependants: kept.dependants.filter((group) => group.rows.length) } : {}),
  }
  sqlite
    .prepare('INSERT INTO bin (id, area, item_id, label, row, deleted_by, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(id, kept.area, String(kept.row.id), kept.label.slice(0, 120), JSON.stringify(row), kept.deletedBy, new Date().toISOString())
  return id
}

/** The newest entries `reader` may see: another person's draft is not among them (docs/decisions/255). */
export function listBin(sqlite: SQLite.Database, reader: StaffReader): BinEntry[] {
  const seen = compiledSql(staffSeesBinEntrySql(reader))
  const photos = photosKeptSql(reader)
  const rows = sqlite
    .prepare(
      `SELECT id, area, item_id, label, ${photos.sql} AS photos, json_extract(row, '$.folder') AS folder, json_extract(row, '$.row.image_url') AS image_url, json_extract(row, '$.row.image_meta') AS image_meta, deleted_by, deleted_at FROM bin WHERE ${seen.sql} ORDER BY deleted_at DESC LIMIT 500`,
    )
    .all(...photos.parameters, ...seen.parameters) as (Record<string, string> & { photos: number; folder: BinImage['folder'] | 'Documents' | null; image_url: string | null; image_meta: string | null })[]
  return rows.map((row) => ({
    _id: row.id,
    area: row.area,
    itemId: row.item_id,
    label: row.label,
    photos: row.photos,
    image: row.folder && row.folder !== 'Documents' && row.image_url ? { folder: row.folder, name: row.image_url, meta: parseImageMeta(row.image_meta) } : null,
    deletedBy: row.deleted_by,
    deletedAt: row.deleted_at,
    expiresAt: new Date(Date.parse(row.deleted_at) + BIN_DAYS * 86_400_000).toISOString(),
  }))
}

/** A restore that would overwrite a row made meanwhile (the same course and year in the fee table). */
export class RestoreConflict extends Error {}

/** Unique keys besides the id: a restore never replaces another row through them. */
const UNIQUE_KEYS: Partial<Record<BinTable, { columns: string[]; message: string }>> = {
  fee_rows: { columns: ['course', 'academic_year'], message: 'The fee table has a row for this course and year again; delete or change that one first, then restore.' },
}

/**
 * What a binned row's foreign key pointed at, in words for the restore's answer ("… is back, without
 * its PDF attachment"). Every foreign key of every bin table has its words here (a test reads them
 * from SQLite's own list, so a new one cannot be missed).
 */
export const LINK_WORDS: Record<string, string> = {
  attachment_id: 'its PDF attachment',
  refund_document_id: 'its refund policy document',
  category_id: 'its category',
}

type ForeignKey = { from: string; table: string; to: string }

/** The foreign keys of a bin table, as SQLite declares them. */
export function foreignKeysOf(sqlite: SQLite.Database, table: BinTable): ForeignKey[] {
  return sqlite.prepare(`SELECT "from", "table", "to" FROM pragma_foreign_key_list(?)`).all(table) as ForeignKey[]
}

/**
 * Links of a kept row whose target is gone (deleted while the row was in the bin): set to null, as
 * the foreign key would have done had the row stayed; returns what was dropped, in words.
 */
function dropMissingLinks(sqlite: SQLite.Database, table: BinTable, row: Record<string, unknown>): string[] {
  const dropped: string[] = []
  for (const key of foreignKeysOf(sqlite, table)) {
    const value = row[key.from]
    if (value === null || value === undefined) continue
    if (sqlite.prepare(`SELECT 1 FROM "${key.table}" WHERE "${key.to}" = ?`).get(value as never)) continue
    row[key.from] = null
    dropped.push(LINK_WORDS[key.from] ?? `its link (${key.from})`)
  }
  return dropped
}

export type Restored = { area: string; label: string; itemId: string; photos: number; /** what it pointed at and came back without */ without: string[] }

/**
 * Puts a deleted row back as it was (same id, same files) and empties its bin entry, in one
 * transaction; links to rows deleted meanwhile are left out and named in `without`. Returns the
 * entry, or null when it is not in the bin (restored or expired) or is another person's draft.
 */
export function restoreFromBin(sqlite: SQLite.Database, binId: string, reader: StaffReader): Restored | null {
  const seen = compiledSql(staffSeesBinEntrySql(reader))
  return sqlite.transaction(() => {
    const entry = sqlite.prepare(`SELECT area, label, item_id, row FROM bin WHERE id = ? AND ${seen.sql}`).get(binId, ...seen.parameters) as { area: string; label: string; item_id: string; row: string } | undefined
    if (!entry) return null
    const { table, row, links = {}, dependants = [] } = JSON.parse(entry.row) as Kept
    if (![table, ...dependants.map((group) => group.table)].every((name) => (BIN_TABLES as readonly string[]).includes(name))) return null
    const unique = UNIQUE_KEYS[table]
    if (unique) {
      const where = unique.columns.map((c) => `"${c}" = ?`).join(' AND ')
      if (sqlite.prepare(`SELECT 1 FROM ${table} WHERE ${where} AND id != ?`).get(...unique.columns.map((c) => row[c] as never), row.id as never)) throw new RestoreConflict(unique.message)
    }
    const without = dropMissingLinks(sqlite, table, row)
    insertKept(sqlite, table, row)
    // what belonged to it comes back with it (after it: they point at it)
    for (const group of dependants) {
      for (const dependant of group.rows) {
        dropMissingLinks(sqlite, group.table, dependant)
        insertKept(sqlite, group.table, dependant)
      }
    }
    // what pointed at it points at it again, unless staff chose something else meanwhile
    for (const [other, column] of linkColumns(table)) {
      for (const ref of links[`${other}.${column}`] ?? []) sqlite.prepare(`UPDATE ${other} SET ${column} = ? WHERE id = ? AND ${column} IS NULL`).run(row.id, ref)
    }
    sqlite.prepare('DELETE FROM bin WHERE id = ?').run(binId)
    return { area: entry.area, label: entry.label, itemId: entry.item_id, photos: photosKept({ dependants }, reader), without }
  })()
}

/** Writes a kept row back as it was (same id). */
function insertKept(sqlite: SQLite.Database, table: BinTable, row: Record<string, unknown>): void {
  const columns = Object.keys(row)
  sqlite.prepare(`INSERT OR REPLACE INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => row[c] as never))
}

/** Empties entries older than BIN_DAYS and deletes their files (images, a library PDF); returns how many. */
export async function purgeBin(sqlite: SQLite.Database, uploadsDir: string, nowMs = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - BIN_DAYS * 86_400_000).toISOString()
  const old = sqlite.prepare('SELECT id, row FROM bin WHERE deleted_at < ?').all(cutoff) as { id: string; row: string }[]
  for (const entry of old) {
    const { folder, row, dependants = [] } = JSON.parse(entry.row) as Kept
    sqlite.prepare('DELETE FROM bin WHERE id = ?').run(entry.id)
    for (const kept of [{ folder, row }, ...dependants.flatMap((group) => group.rows.map((one) => ({ folder: group.folder, row: one })))]) {
      if (kept.folder) await deleteImageFiles(uploadsDir, kept.folder, (kept.row.image_url as string | null) ?? null, parseImageMeta((kept.row.image_meta as string | null) ?? null))
    }
    const pdf = typeof row.file_name === 'string' && STORED_PDF.test(row.file_name) ? row.file_name : null
    if (folder === 'Documents' && pdf) await fs.rm(path.join(uploadsDir, 'Documents', pdf), { force: true })
  }
  return old.length
}

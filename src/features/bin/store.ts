import type SQLite from 'better-sqlite3'
import type { UploadFolder } from '../../config.js'
import { newId } from '../../db/ids.js'
import { deleteImageFiles, parseImageMeta } from '../../http/images.js'

/** How long a deleted item waits in the bin before it (and its files) is gone for good. */
export const BIN_DAYS = 30

/** Tables whose deleted rows go to the bin (and only these: the name is put into SQL). */
export const BIN_TABLES = ['blogs', 'programs', 'foundation_entries', 'banners', 'event_images'] as const
export type BinTable = (typeof BIN_TABLES)[number]

/** Where a deleted row came from and what it looked like, kept as JSON in bin.row. */
type Kept = { table: BinTable; folder: UploadFolder; row: Record<string, unknown> }

export type BinEntry = { _id: string; area: string; itemId: string; label: string; deletedBy: string; deletedAt: string; expiresAt: string }

/** The row as stored, read before it is deleted (null when there is none). */
export function snapshotRow(sqlite: SQLite.Database, table: BinTable, id: string): Record<string, unknown> | null {
  return (sqlite.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined) ?? null
}

/** Keeps a deleted row (its files stay on disk) for BIN_DAYS; returns the bin entry's id. */
export function putInBin(sqlite: SQLite.Database, kept: Kept & { area: string; label: string; deletedBy: string }): string {
  const id = newId()
  sqlite
    .prepare('INSERT INTO bin (id, area, item_id, label, row, deleted_by, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(id, kept.area, String(kept.row.id), kept.label.slice(0, 120), JSON.stringify({ table: kept.table, folder: kept.folder, row: kept.row }), kept.deletedBy, new Date().toISOString())
  return id
}

export function listBin(sqlite: SQLite.Database): BinEntry[] {
  const rows = sqlite.prepare('SELECT id, area, item_id, label, deleted_by, deleted_at FROM bin ORDER BY deleted_at DESC LIMIT 500').all() as Record<string, string>[]
  return rows.map((row) => ({
    _id: row.id,
    area: row.area,
    itemId: row.item_id,
    label: row.label,
    deletedBy: row.deleted_by,
    deletedAt: row.deleted_at,
    expiresAt: new Date(Date.parse(row.deleted_at) + BIN_DAYS * 86_400_000).toISOString(),
  }))
}

/**
 * Puts a deleted row back exactly as it was (same id, same files) and empties its bin entry, in
 * one transaction. Returns the entry, or null when it is not in the bin (restored or expired).
 */
export function restoreFromBin(sqlite: SQLite.Database, binId: string): { area: string; label: string; itemId: string } | null {
  return sqlite.transaction(() => {
    const entry = sqlite.prepare('SELECT area, label, item_id, row FROM bin WHERE id = ?').get(binId) as { area: string; label: string; item_id: string; row: string } | undefined
    if (!entry) return null
    const { table, row } = JSON.parse(entry.row) as Kept
    if (!(BIN_TABLES as readonly string[]).includes(table)) return null
    const columns = Object.keys(row)
    // a row whose category was deleted meanwhile comes back without it (as the foreign key would have done)
    if (table === 'event_images' && row.category_id && !sqlite.prepare('SELECT 1 FROM event_categories WHERE id = ?').get(row.category_id)) row.category_id = null
    sqlite.prepare(`INSERT OR REPLACE INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => row[c] as never))
    sqlite.prepare('DELETE FROM bin WHERE id = ?').run(binId)
    return { area: entry.area, label: entry.label, itemId: entry.item_id }
  })()
}

/** Empties entries older than BIN_DAYS and deletes their image files; returns how many. */
export async function purgeBin(sqlite: SQLite.Database, uploadsDir: string, nowMs = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - BIN_DAYS * 86_400_000).toISOString()
  const old = sqlite.prepare('SELECT id, row FROM bin WHERE deleted_at < ?').all(cutoff) as { id: string; row: string }[]
  for (const entry of old) {
    const { folder, row } = JSON.parse(entry.row) as Kept
    sqlite.prepare('DELETE FROM bin WHERE id = ?').run(entry.id)
    await deleteImageFiles(uploadsDir, folder, (row.image_url as string | null) ?? null, parseImageMeta((row.image_meta as string | null) ?? null))
  }
  return old.length
}

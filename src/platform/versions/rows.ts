import type SQLite from 'better-sqlite3'
import type { Request, RequestHandler } from 'express'
import { sql } from 'kysely'
import { compiledSql, staffSeesItemSql, type StaffReader } from '../../db/visibility.js'
import { HttpError } from '../../http/errors.js'
import { requestIds } from '../../log.js'
import type { RowArea, SavedRow } from './area.js'
import { parseRow as parse, type ContentVersion } from './store.js'
import { savedBy } from './saved-by.js'
import { fieldTexts, type NameOf } from './values.js'

/** How many versions each content row keeps (the newest; older ones go on the next save). */
export const KEEP_ROW_VERSIONS = 30

/** One row's save, as the triggers saw it: the activity log words it field by field. */
export type RowChange = { area: string; itemId: string; before: SavedRow; after: SavedRow }

/** What an admin write saves as: its author, and the row changes it made. */
type Saving = { by: string; changes: RowChange[] }

// By request id (the log's AsyncLocalStorage, src/log.ts): no storage of its own, so no more async hooks.
const savings = new Map<string, Saving>()

const current = (): Saving | undefined => {
  const id = requestIds.getStore()
  return id === undefined ? undefined : savings.get(id)
}

/** An admin write's row changes so far (the activity hook reads them). */
export function rowChanges(res: { locals: Record<string, unknown> }): RowChange[] {
  return (res.locals.rowChanges as RowChange[] | undefined) ?? []
}

/** Every admin write runs as its author: the versions its saves keep name them, and their changes are collected. */
export function savingAs(): RequestHandler {
  return (req, res, next) => {
    const id = requestIds.getStore()
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.admin && id !== undefined) {
      const saving: Saving = { by: savedBy(req), changes: [] }
      savings.set(id, saving)
      res.locals.rowChanges = saving.changes
      res.once('close', () => savings.delete(id))
    }
    next()
  }
}

/** A linked row's name (a news item's PDF by its file name): table and column come from the areas' declarations, never from a request. */
export function sqliteNameOf(sqlite: SQLite.Database): NameOf {
  return (table, column, id) => {
    if (!/^\w+$/.test(table) || !/^\w+$/.test(column)) return null
    const row = sqlite.prepare(`SELECT ${column} AS name FROM ${table} WHERE id = ?`).get(id) as { name: unknown } | undefined
    return row && row.name !== null && row.name !== '' ? String(row.name) : null
  }
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The JSON of a row's declared fields, camelCase keys as the versions keep them. */
const rowJson = (area: RowArea, which: string) =>
  `json_object(${Object.keys(area.fields)
    .map((field) => `${quoted(field)}, ${which}.${snake(field)}`)
    .join(', ')})`

/**
 * Keeps a version of every save of every declared row area, in the save's own statement: a
 * trigger per area (and one keeping a new or restored row as its first version), made from its declaration each time the database is opened (TEMP: nothing of
 * it is stored, so a tool that opens the file without this sees plain tables). It fires when a
 * declared field changed (a new photo or the order is not a version), keeps the row it replaced
 * when that has no version yet (saved before versions were kept), and keeps the newest
 * KEEP_ROW_VERSIONS of the row. Whatever writes the row — a route, a put-back — is covered.
 */
export function keepRowVersions(sqlite: SQLite.Database, areas: readonly RowArea[]): void {
  sqlite.function('content_saver', { deterministic: false }, () => current()?.by ?? '')
  sqlite.function('content_row_saved', { deterministic: false }, (area: unknown, itemId: unknown, before: unknown, after: unknown) => {
    current()?.changes.push({ area: String(area), itemId: String(itemId), before: parse(String(before)), after: parse(String(after)) })
    return null
  })
  for (const area of areas) {
    const table = snake(area.table)
    const key = quoted(area.key)
    const changed = Object.keys(area.fields)
      .map((field) => `OLD.${snake(field)} IS NOT NEW.${snake(field)}`)
      .join(' OR ')
    sqlite.exec(`DROP TRIGGER IF EXISTS temp.versions_of_new_${table}`)
    sqlite.exec(`CREATE TEMP TRIGGER versions_of_new_${table} AFTER INSERT ON main.${table}
BEGIN
  INSERT INTO content_versions (id, area, item_id, row, saved_by, saved_at)
    VALUES (lower(hex(randomblob(12))), ${key}, NEW.id, ${rowJson(area, 'NEW')}, content_saver(), NEW.updated_at);
END`)
    sqlite.exec(`DROP TRIGGER IF EXISTS temp.versions_of_${table}`)
    sqlite.exec(`CREATE TEMP TRIGGER versions_of_${table} AFTER UPDATE ON main.${table} WHEN ${changed}
BEGIN
  INSERT INTO content_versions (id, area, item_id, row, saved_by, saved_at)
    SELECT lower(hex(randomblob(12))), ${key}, OLD.id, ${rowJson(area, 'OLD')}, '', OLD.updated_at
    WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE area = ${key} AND item_id = OLD.id);
  INSERT INTO content_versions (id, area, item_id, row, saved_by, saved_at)
    VALUES (lower(hex(randomblob(12))), ${key}, NEW.id, ${rowJson(area, 'NEW')}, content_saver(),
      CASE WHEN NEW.updated_at IS NOT OLD.updated_at THEN NEW.updated_at ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END);
  DELETE FROM content_versions WHERE area = ${key} AND item_id = NEW.id AND rowid NOT IN
    (SELECT rowid FROM content_versions WHERE area = ${key} AND item_id = NEW.id ORDER BY saved_at DESC, rowid DESC LIMIT ${KEEP_ROW_VERSIONS});
  SELECT content_row_saved(${key}, NEW.id, ${rowJson(area, 'OLD')}, ${rowJson(area, 'NEW')});
END`)
  }
}

/** Whether `reader` may see this item's versions: not another person's draft, standing or in the bin (docs/decisions/255). */
function seenItem(sqlite: SQLite.Database, area: RowArea, itemId: string, reader: StaffReader): boolean {
  const rule = compiledSql(staffSeesItemSql(reader, area.table, sql`${itemId}`))
  return (sqlite.prepare(`SELECT ${rule.sql} AS seen`).get(...rule.parameters) as { seen: number }).seen === 1
}

/** One row's versions, newest first; none of another person's draft (as for an unknown item). */
export function listRowVersions(sqlite: SQLite.Database, area: RowArea, itemId: string, reader: StaffReader): ContentVersion[] {
  if (!seenItem(sqlite, area, itemId, reader)) return []
  const rows = sqlite
    .prepare('SELECT id, row, saved_by, saved_at FROM content_versions WHERE area = ? AND item_id = ? ORDER BY saved_at DESC, rowid DESC LIMIT ?')
    .all(area.key, itemId, KEEP_ROW_VERSIONS) as { id: string; row: string; saved_by: string; saved_at: string }[]
  if (rows.length === 0) return unversioned(sqlite, area, itemId)
  // A deleted row (in the bin) is on the site in none of its versions.
  const onSite = sqlite.prepare(`SELECT 1 FROM ${snake(area.table)} WHERE id = ?`).get(itemId) !== undefined
  const nameOf = sqliteNameOf(sqlite)
  return rows.map((row, index) => {
    const kept = parse(row.row)
    return { _id: row.id, savedBy: row.saved_by, savedAt: row.saved_at, preview: area.preview(kept), current: onSite && index === 0, fields: fieldTexts(area.fields, kept, nameOf) }
  })
}

/** A row not saved since versions were kept: what the site shows now is its one (current) version, with nothing to put back. */
function unversioned(sqlite: SQLite.Database, area: RowArea, itemId: string): ContentVersion[] {
  const table = snake(area.table)
  const found = sqlite.prepare(`SELECT ${rowJson(area, table)} AS row, updated_at FROM ${table} WHERE id = ?`).get(itemId) as { row: string; updated_at: string } | undefined
  if (!found) return []
  const row = parse(found.row)
  return [{ _id: `current-${itemId}`, savedBy: '', savedAt: found.updated_at, preview: area.preview(row), current: true, fields: fieldTexts(area.fields, row, sqliteNameOf(sqlite)) }]
}

export const ROW_VERSION_NOT_FOUND = 'This version is not kept (any more): only the last 30 saves of each row are. Reload the list and choose another.'

/**
 * Writes a kept version's fields back to its row (the trigger keeps that as a version too).
 * Refused: a version not kept (404), a row in the bin (409, restore it first), a value another
 * row holds now or a document deleted since (409).
 */
export function putBackRow(sqlite: SQLite.Database, area: RowArea, versionId: string, reader: StaffReader): { itemId: string; savedAt: string; savedBy: string; row: SavedRow } {
  const version = sqlite.prepare("SELECT item_id, row, saved_by, saved_at FROM content_versions WHERE area = ? AND id = ? AND item_id != ''").get(area.key, versionId) as
    | { item_id: string; row: string; saved_by: string; saved_at: string }
    | undefined
  if (!version || !seenItem(sqlite, area, version.item_id, reader)) throw new HttpError(404, ROW_VERSION_NOT_FOUND)
  const table = snake(area.table)
  if (!sqlite.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(version.item_id)) {
    const binned = sqlite.prepare('SELECT label FROM bin WHERE item_id = ?').get(version.item_id) as { label: string } | undefined
    if (binned) throw new HttpError(409, `'${binned.label}' is in the bin (Deleted Items): restore it there first, then put back a version.`)
    throw new HttpError(404, 'This item no longer exists: its versions cannot be put back.')
  }
  const saved = parse(version.row)
  const fields = Object.keys(area.fields).filter((field) => Object.hasOwn(saved, field))
  const at = new Date().toISOString()
  try {
    sqlite
      .prepare(`UPDATE ${table} SET ${fields.map((field) => `${snake(field)} = ?`).join(', ')}${fields.length ? ', ' : ''}updated_at = ? WHERE id = ?`)
      .run(...fields.map((field) => saved[field] as string | number | null), at, version.item_id)
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) {
      throw new HttpError(409, 'This version cannot be put back as it is: another item has the same name now, or a document it linked was deleted. Change that first.')
    }
    throw err
  }
  return { itemId: version.item_id, savedAt: version.saved_at, savedBy: version.saved_by, row: saved }
}

/** The row area named by a request's :area, or a 404 listing the known ones. */
export function rowAreaOf(req: Request, areas: readonly RowArea[]): RowArea | undefined {
  return areas.find((area) => area.key === String(req.params.area ?? ''))
}

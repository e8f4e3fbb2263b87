import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/connection.js'
import { newId } from '../../db/ids.js'
import type { Database } from '../../db/schema.js'
import { fieldTexts, type FieldText } from './values.js'
import { keptKeys, type OneRowArea, type SavedRow as Row, type TextArea } from './area.js'
import { refuseEditedSinceOpened } from '../row-drafts/opened-revision.js'
import { rowRevision } from '../../db/row-revision.js'

/** What the versions of a one-row area need of its declaration. */
type Versioned = Pick<OneRowArea | TextArea, 'key' | 'fields' | 'preview'> & { photo?: TextArea['photo'] }

/** How many saved versions each one-row area keeps (the newest; older ones are dropped on the next save). */
export const KEEP_VERSIONS = 30

/** A kept version as the panel lists it: who saved it, when, and what it said in short. */
export type ContentVersion = {
  _id: string
  savedBy: string
  savedAt: string
  preview: string
  /** True for the newest version: what the site shows now. */
  current: boolean
  /** Each field as the panel shows it, for comparing two versions side by side. */
  fields: FieldText[]
}

/**
 * Keeps the row a save just wrote as a version of its area, inside the save's own transaction
 * (src/db/singleton.ts is the one caller, for about, mission & vision and the topbar alike). The
 * row it replaced is kept too when it has no version yet (saved before versions were kept), so
 * every save leaves the row it replaced among the versions. Keeps the newest KEEP_VERSIONS.
 */
export async function keepVersion(trx: Transaction<Database>, { key: area }: Pick<Versioned, 'key'>, replaced: Row | undefined, saved: Row, savedBy: string, at: string): Promise<void> {
  if (replaced) {
    const kept = await trx.selectFrom('contentVersions').select('id').where('area', '=', area).limit(1).executeTakeFirst()
    if (!kept) await trx.insertInto('contentVersions').values({ id: newId(), area, row: JSON.stringify(replaced), savedBy: '', savedAt: String(replaced.updatedAt ?? at) }).execute()
  }
  await trx.insertInto('contentVersions').values({ id: newId(), area, row: JSON.stringify(saved), savedBy, savedAt: at }).execute()
  await sql`DELETE FROM content_versions WHERE area = ${area} AND rowid NOT IN (SELECT rowid FROM content_versions WHERE area = ${area} ORDER BY saved_at DESC, rowid DESC LIMIT ${KEEP_VERSIONS})`.execute(trx)
}

/** A version's row from its JSON; {} when unreadable. */
export function parseRow(text: string): Row {
  try {
    const row = JSON.parse(text) as unknown
    return row && typeof row === 'object' ? (row as Row) : {}
  } catch {
    return {}
  }
}

/** An area's kept versions, newest first. */
export async function listVersions(db: Db, area: Versioned): Promise<ContentVersion[]> {
  const rows = await db
    .selectFrom('contentVersions')
    .select(['id', 'row', 'savedBy', 'savedAt'])
    .where('area', '=', area.key)
    .orderBy('savedAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(KEEP_VERSIONS)
    .execute()
  return rows.map((row, index) => {
    const kept = parseRow(row.row)
    return { _id: row.id, savedBy: row.savedBy, savedAt: row.savedAt, preview: area.preview(kept), current: index === 0, fields: fieldTexts(area.fields, kept) }
  })
}

/** One kept version of an area: when it was saved, by whom, and the values a put-back writes. */
export async function getVersion(db: Db, area: Versioned, id: string): Promise<{ savedAt: string; savedBy: string; values: Row } | null> {
  const found = await db.selectFrom('contentVersions').select(['row', 'savedBy', 'savedAt']).where('area', '=', area.key).where('id', '=', id).executeTakeFirst()
  if (!found) return null
  const row = parseRow(found.row)
  const values = Object.fromEntries(keptKeys(area).filter((column) => row[column] !== undefined).map((column) => [column, row[column]]))
  return { savedAt: found.savedAt, savedBy: found.savedBy, values }
}

/** A text area's current text: its newest version's fields, and its photo's when it has one ('' for each when never saved). */
export async function readText(db: Db, area: TextArea): Promise<Record<string, string>> {
  const newest = await db.selectFrom('contentVersions').select('row').where('area', '=', area.key).where('itemId', '=', '').orderBy('savedAt', 'desc').orderBy(sql`rowid`, 'desc').limit(1).executeTakeFirst()
  const row = newest ? parseRow(newest.row) : {}
  return Object.fromEntries(keptKeys(area).map((field) => [field, typeof row[field] === 'string' ? (row[field] as string) : '']))
}

/**
 * Saves a text area's fields as its newest version (the newest KEEP_VERSIONS are kept). `opened`,
 * the request's body: a form that says which revision it was opened on is refused when the text
 * changed since (docs/decisions/285), checked in the same transaction as the write. Returns the
 * revision the text has after it, read in the same transaction (docs/decisions/283).
 */
export async function saveText(db: Db, area: TextArea, values: Record<string, string>, savedBy: string, opened?: unknown): Promise<string> {
  const at = new Date().toISOString()
  return db.transaction().execute(async (trx) => {
    if (opened !== undefined) refuseEditedSinceOpened(opened, await readText(trx, area))
    await keepVersion(trx, area, undefined, { ...values, updatedAt: at }, savedBy, at)
    return rowRevision(await readText(trx, area))
  })
}

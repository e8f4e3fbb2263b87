import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/connection.js'
import { newId } from '../../db/ids.js'
import type { Database } from '../../db/schema.js'

/** Tables that hold one current row (the newest by updatedAt is the one shown); src/db/singleton.ts writes them. */
export type SingletonTable = 'aboutContent' | 'missionVision' | 'topbar'

/** How many saved versions each one-row area keeps (the newest; older ones are dropped on the next save). */
export const KEEP_VERSIONS = 30

/**
 * The one-row areas whose saves are kept, by the name the API and the panel use: the table, the
 * activity log's area name, and the columns a put-back writes back (and only these: a version's
 * JSON never names a column to write). The about picture is not among them: a replaced picture's
 * files are deleted when it is replaced (docs/decisions/011), so a put-back keeps today's picture.
 */
export const VERSION_AREAS = {
  about: { table: 'aboutContent', label: 'about', columns: ['title', 'description', 'students', 'collegeAcceptance', 'yearsOfExcellence'] },
  'mission-vision': { table: 'missionVision', label: 'mission & vision', columns: ['mission', 'vision'] },
  topbar: { table: 'topbar', label: 'topbar', columns: ['message', 'link'] },
} as const satisfies Record<string, { table: SingletonTable; label: string; columns: readonly string[] }>

export type VersionArea = keyof typeof VERSION_AREAS

export function isVersionArea(value: string): value is VersionArea {
  return Object.hasOwn(VERSION_AREAS, value)
}

function areaOfTable(table: SingletonTable): VersionArea {
  return (Object.keys(VERSION_AREAS) as VersionArea[]).find((area) => VERSION_AREAS[area].table === table)!
}

/** A kept version as the panel lists it: who saved it, when, and what it said in short. */
export type ContentVersion = {
  _id: string
  savedBy: string
  savedAt: string
  preview: string
  /** True for the newest version: what the site shows now. */
  current: boolean
}

type Row = Record<string, unknown>

/**
 * Keeps the row a save just wrote as a version of its area, inside the save's own transaction
 * (src/db/singleton.ts is the one caller, for about, mission & vision and the topbar alike). The
 * row it replaced is kept too when it has no version yet (saved before versions were kept), so
 * every save leaves the row it replaced among the versions. Keeps the newest KEEP_VERSIONS.
 */
export async function keepVersion(trx: Transaction<Database>, table: SingletonTable, replaced: Row | undefined, saved: Row, savedBy: string, at: string): Promise<void> {
  const area = areaOfTable(table)
  if (replaced) {
    const kept = await trx.selectFrom('contentVersions').select('id').where('area', '=', area).limit(1).executeTakeFirst()
    if (!kept) await trx.insertInto('contentVersions').values({ id: newId(), area, row: JSON.stringify(replaced), savedBy: '', savedAt: String(replaced.updatedAt ?? at) }).execute()
  }
  await trx.insertInto('contentVersions').values({ id: newId(), area, row: JSON.stringify(saved), savedBy, savedAt: at }).execute()
  await sql`DELETE FROM content_versions WHERE area = ${area} AND rowid NOT IN (SELECT rowid FROM content_versions WHERE area = ${area} ORDER BY saved_at DESC, rowid DESC LIMIT ${KEEP_VERSIONS})`.execute(trx)
}

function short(text: unknown, length: number): string {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}

/** What a version said, in one short line. */
export function previewOf(area: VersionArea, row: Row): string {
  // an about row made by a picture upload before any text was saved has no text yet: ''
  if (area === 'about') return row.title || row.description ? short(`${short(row.title, 60)} — ${String(row.description ?? '')}`, 140) : ''
  if (area === 'mission-vision') return short(`Mission: ${short(row.mission, 60)} · Vision: ${String(row.vision ?? '')}`, 140)
  return short(`${String(row.message ?? '')}${row.link ? ` (${String(row.link)})` : ''}`, 140)
}

function parseRow(text: string): Row {
  try {
    const row = JSON.parse(text) as unknown
    return row && typeof row === 'object' ? (row as Row) : {}
  } catch {
    return {}
  }
}

/** An area's kept versions, newest first. */
export async function listVersions(db: Db, area: VersionArea): Promise<ContentVersion[]> {
  const rows = await db
    .selectFrom('contentVersions')
    .select(['id', 'row', 'savedBy', 'savedAt'])
    .where('area', '=', area)
    .orderBy('savedAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(KEEP_VERSIONS)
    .execute()
  return rows.map((row, index) => ({ _id: row.id, savedBy: row.savedBy, savedAt: row.savedAt, preview: previewOf(area, parseRow(row.row)), current: index === 0 }))
}

/** One kept version of an area: when it was saved, by whom, and the values a put-back writes. */
export async function getVersion(db: Db, area: VersionArea, id: string): Promise<{ savedAt: string; savedBy: string; values: Row } | null> {
  const found = await db.selectFrom('contentVersions').select(['row', 'savedBy', 'savedAt']).where('area', '=', area).where('id', '=', id).executeTakeFirst()
  if (!found) return null
  const row = parseRow(found.row)
  const values = Object.fromEntries(VERSION_AREAS[area].columns.filter((column) => row[column] !== undefined).map((column) => [column, row[column]]))
  return { savedAt: found.savedAt, savedBy: found.savedBy, values }
}

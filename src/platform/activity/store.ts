import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { rowShownSql } from '../../db/visibility.js'
import type SQLite from 'better-sqlite3'
import type { ActivityNote } from './note.js'

/** How long the log keeps an entry. */
export const ACTIVITY_KEEP_DAYS = 365

export type ActivityEntry = {
  _id: number
  at: string
  adminId: string | null
  person: string
  area: string
  action: string
  itemId: string | null
  summary: string
  binId: string | null
}

export type ActivityFilter = { person: string; area: string; from: string; to: string }

export function recordActivity(sqlite: SQLite.Database, who: { id: string | null; name: string }, note: ActivityNote, at = new Date().toISOString()): void {
  sqlite
    .prepare('INSERT INTO activity_log (at, admin_id, admin_name, area, action, item_id, summary, bin_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(at, who.id, who.name, note.area, note.action, note.itemId ?? null, note.summary.slice(0, 300), note.binId ?? null)
}

/** Drops entries older than a year; returns how many. */
export function pruneActivity(sqlite: SQLite.Database, nowMs = Date.now()): number {
  const cutoff = new Date(nowMs - ACTIVITY_KEEP_DAYS * 86_400_000).toISOString()
  return sqlite.prepare('DELETE FROM activity_log WHERE at < ?').run(cutoff).changes
}

function indianDayStart(day: string, plusDays = 0): string {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000).toISOString()
}

/** A page of the log, newest first, filtered by person (admin id), area and an Indian date range. */
export function pageActivity(sqlite: SQLite.Database, filter: ActivityFilter, page: number, size: number) {
  const parts: string[] = []
  const params: unknown[] = []
  if (filter.person) parts.push('admin_id = ?'), params.push(filter.person)
  if (filter.area) parts.push('area = ?'), params.push(filter.area)
  if (filter.from) parts.push('at >= ?'), params.push(indianDayStart(filter.from))
  if (filter.to) parts.push('at < ?'), params.push(indianDayStart(filter.to, 1))
  const where = parts.length ? `WHERE ${parts.join(' AND ')}` : ''
  const total = (sqlite.prepare(`SELECT count(*) AS n FROM activity_log ${where}`).get(...params) as { n: number }).n
  const rows = sqlite
    .prepare(`SELECT id, at, admin_id, admin_name, area, action, item_id, summary, CASE WHEN bin_id IN (SELECT id FROM bin) THEN bin_id END AS bin_id FROM activity_log ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, size, (page - 1) * size) as Record<string, string | number | null>[]
  const items: ActivityEntry[] = rows.map((row) => ({
    _id: row.id as number,
    at: row.at as string,
    adminId: row.admin_id as string | null,
    person: row.admin_name as string,
    area: row.area as string,
    action: row.action as string,
    itemId: row.item_id as string | null,
    summary: row.summary as string,
    binId: row.bin_id as string | null,
  }))
  // the choices of the panel's filters
  const areas = (sqlite.prepare('SELECT DISTINCT area FROM activity_log ORDER BY area').all() as { area: string }[]).map((row) => row.area)
  const people = sqlite.prepare('SELECT admin_id AS id, max(admin_name) AS name FROM activity_log WHERE admin_id IS NOT NULL GROUP BY admin_id ORDER BY name').all() as { id: string; name: string }[]
  return { items, total, page, size, pages: Math.max(1, Math.ceil(total / size)), areas, people }
}

/**
 * When an area last changed, for "last updated" on /disclosure: the newest row, or the newest
 * write the activity log recorded for it (deletes, restores), whichever is later.
 */
export async function areaLastChanged(db: Db, table: 'faculty' | 'feeRows', area: string): Promise<string | null> {
  const name = table === 'faculty' ? 'faculty' : 'fee_rows'
  const tableRef = sql.table(name)
  // a draft is not on the site: neither its own time nor its writes count (docs/decisions/276)
  const { rows } = await sql<{ at: string | null }>`
    select max(at) as at from (
      select max(${sql.ref(`${name}.updated_at`)}) as at from ${tableRef} where ${rowShownSql(name)}
      union all
      select max(at) from activity_log where area = ${area} and (item_id is null or item_id not in (select id from ${tableRef} where not ${rowShownSql(name)}))
    )`.execute(db)
  return rows[0]?.at ?? null
}

import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { rowRevision } from '../../db/row-revision.js'
import { DRAFT_OWNERS, sqlTableName } from '../../db/visibility.js'
import type { SavedRow } from '../versions/area.js'

/** The column naming a draft's writer in a table with drafts (its SQL name). */
export function ownerColumn(table: string): string {
  const owner = DRAFT_OWNERS[table]
  if (!owner) throw new Error(`${table} has no drafts (DRAFT_OWNERS)`)
  return owner
}

/**
 * Rows of a table (its Kysely or SQL name) by id, each with the account keeping it as a draft
 * (null: published); unknown ids are absent. A table without drafts (the committees, the statutory
 * facts: only changes to them wait, docs/decisions/287) has every row published.
 */
async function storedDrafts(db: Db, table: string, ids: readonly string[]): Promise<Map<string, { row: SavedRow; owner: string | null }>> {
  if (!ids.length) return new Map()
  const name = sqlTableName(table)
  if (!DRAFT_OWNERS[name]) return new Map([...(await storedRows(db, name, ids))].map(([id, row]) => [id, { row, owner: null }]))
  const { rows } = await sql<SavedRow & { owner: string | null }>`select ${sql.ref(ownerColumn(name))} as owner, * from ${sql.table(name)} where id in (${sql.join(ids)})`.execute(db)
  return new Map(rows.map((row) => [String(row.id), { row, owner: row.owner }]))
}

/**
 * A stored row of a table with drafts or changes (its Kysely or SQL name), as the area's `name` reads it, and
 * the account keeping it as a draft (null: published); null for an unknown id. The one read of a
 * draft's state: the draft and change routes, publishing's transaction (through `db`, the
 * transaction's connection) and the preview (src/app/pages.ts); the staff lists read their
 * rows' revisions with withRevisions.
 */
export async function storedDraft(db: Db, table: string, id: string): Promise<{ row: SavedRow; owner: string | null } | null> {
  return (await storedDrafts(db, table, [id])).get(id) ?? null
}

/** Rows of any table (its Kysely or SQL name) by id, as stored; unknown ids are absent. */
export async function storedRows(db: Db, table: string, ids: readonly string[]): Promise<Map<string, SavedRow>> {
  if (!ids.length) return new Map()
  const { rows } = await sql<SavedRow>`select * from ${sql.table(sqlTableName(table))} where id in (${sql.join(ids)})`.execute(db)
  return new Map(rows.map((row) => [String(row.id), row]))
}

/**
 * The revision of each of these rows' content (rowRevision), by id, in any table: the staff list's
 * `revision`, which an edit form sends back so that an edit of a row changed since it was opened is
 * refused (opened-revision.ts). The same as storedDraft's reading gives (the owner read beside a
 * draft row is not content).
 */
export async function revisionsOf(db: Db, table: string, ids: readonly string[]): Promise<Map<string, string>> {
  const stored = await storedRows(db, table, ids)
  return new Map([...stored].map(([id, row]) => [id, rowRevision(row)]))
}

/** A staff list with each row's `revision` (docs/decisions/283); the public's answers never pass here. */
export async function withRevisions<T extends { _id: string }>(db: Db, table: string, rows: T[]): Promise<(T & { revision?: string })[]> {
  const revisions = await revisionsOf(db, table, rows.map((row) => row._id))
  return rows.map((row) => {
    const revision = revisions.get(row._id)
    return revision ? { ...row, revision } : row
  })
}

/**
 * A staff step's answer (publish, take off the site, publish a change; a one-row area's save,
 * photo or put-back) with the row's revision after it, read in the step's own transaction: a form open on the row beside the list goes on
 * from it at once, so a Save pressed before the list is read again is the person's own, not
 * refused as another's change (docs/decisions/283).
 */
export function withStepRevision(answer: unknown, revision: string | undefined): unknown {
  return revision && answer && typeof answer === 'object' && !Array.isArray(answer) ? { ...answer, revision } : answer
}

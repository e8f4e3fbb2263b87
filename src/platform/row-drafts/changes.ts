import type { Db } from '../../db/connection.js'
import { now } from '../../db/ids.js'
import { rowRevision } from '../../db/row-revision.js'
import { staffSeesDraft, type StaffReader } from '../../db/visibility.js'
import { HttpError } from '../../http/errors.js'
import { log } from '../../log.js'
import type { RowArea, SavedRow } from '../versions/area.js'
import { fieldWords } from '../versions/values.js'
import { baseOf, editedFields, editedOnBothSides } from './edited.js'
import { changeOfAnother, CHANGED_SINCE, NO_CHANGE } from './messages.js'
import { storedDraft } from './stored.js'

/**
 * A change to a published row kept as its writer's draft (docs/decisions/279): the fields the
 * edit form sent, beside the live row, which the site goes on showing until the change is
 * published onto it (through the area's own update, so versions and the log see an ordinary
 * edit) or discarded. One change per row at a time, seen by its writer and every Administrator,
 * as a draft row is (staffSeesDraft). The public never reads this table: only the staff's list,
 * the preview and these calls do.
 */
export type KeptChange = {
  fields: Record<string, unknown>
  authorId: string
  authorName: string | null
  /** The revision of the row's content when the change was saved (rowRevision): a later edit of the row makes the change stale. */
  baseRevision: string
  /** the row's values of `fields` when the change was kept, as the API answered them (null: kept before 044, every field the writer's) */
  baseFields: Record<string, unknown> | null
  savedAt: string
}

/**
 * What the staff's list carries of a row's change: who, when, the fields for the edit form, which
 * of them its writer edited (`edited`: the form lays only those over the row, so a field the office
 * edited since keeps the office's value), which of those the site changed too since (`bothEdited`,
 * in words, as the versions name fields: the form shows the writer's value there), and whether the
 * row's content changed since (`stale`: publishing refuses it until it is saved again).
 */
export type ChangeMark = { by: string; byName: string | null; savedAt: string; fields: Record<string, unknown>; edited: string[]; bothEdited: string[]; stale: boolean }

/** A change's base as kept; one that cannot be read (a damaged database) counts as none: every field the writer's, as before 044. */
function readBase(kept: string | null): Record<string, unknown> | null {
  if (kept === null) return null
  try {
    const base: unknown = JSON.parse(kept)
    return base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : null
  } catch {
    log.warn('a kept change has an unreadable base: every field of it counts as edited', { kept: kept.slice(0, 80) })
    return null
  }
}

function parsed(row: { fields: string; authorId: string; authorName: string | null; baseRevision: string; baseFields: string | null; savedAt: string }): KeptChange {
  return {
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    authorId: row.authorId,
    authorName: row.authorName,
    baseRevision: row.baseRevision,
    baseFields: readBase(row.baseFields),
    savedAt: row.savedAt,
  }
}

/**
 * Whether the row's content changed after the change was kept over it, from the row's revision now
 * (rowRevision; none: the row is gone): publishing it would undo that edit unseen. The one test,
 * for publishing, the preview and the staff list's mark alike. Only content counts: a reorder of
 * the list, or taking the row off the site and back, leaves the change as it was.
 */
export function changeIsStale(change: Pick<KeptChange, 'baseRevision'>, revision: string | undefined): boolean {
  return revision === undefined || change.baseRevision !== revision
}

function changesQuery(db: Db, area: string) {
  return db
    .selectFrom('rowChanges')
    .leftJoin('admins', 'admins.id', 'rowChanges.authorId')
    .select(['rowChanges.rowId', 'rowChanges.fields', 'rowChanges.authorId', 'admins.name as authorName', 'rowChanges.baseRevision', 'rowChanges.baseFields', 'rowChanges.savedAt'])
    .where('rowChanges.area', '=', area)
}

/** The row's kept change when `reader` may see it (its writer, an Administrator); null otherwise. */
export async function changeSeenBy(db: Db, area: string, rowId: string, reader: StaffReader): Promise<KeptChange | null> {
  const row = await changesQuery(db, area).where('rowChanges.rowId', '=', rowId).executeTakeFirst()
  return row && staffSeesDraft(reader, row.authorId) ? parsed(row) : null
}

/** An area as its changes are read: the key they are kept under, the table of its rows, and its declared fields' names. */
export type ChangedArea = Pick<RowArea, 'key' | 'table'> & Partial<Pick<RowArea, 'fields'>>

/**
 * The kept changes of these rows that `reader` may see, by row id, as the staff's list carries
 * them; `answered` are the rows as the area's API answers them now, which the change's base is
 * compared with, each with its revision (withRevisions), which its staleness is read from.
 */
export async function changeMarks(db: Db, area: ChangedArea, answered: readonly { _id: string; revision?: string }[], reader: StaffReader): Promise<Map<string, ChangeMark>> {
  const marks = new Map<string, ChangeMark>()
  const rowIds = answered.map((row) => row._id)
  if (!rowIds.length) return marks
  const rows = (await changesQuery(db, area.key).where('rowChanges.rowId', 'in', rowIds).execute()).filter((row) => staffSeesDraft(reader, row.authorId))
  if (!rows.length) return marks
  const now = new Map(answered.map((row) => [row._id, row]))
  for (const row of rows) {
    const change = parsed(row)
    const live = now.get(row.rowId)
    const edited = editedFields(change.fields, change.baseFields)
    const bothEdited = editedOnBothSides(change.fields, change.baseFields, (live ?? {}) as Record<string, unknown>, edited).map((key) => fieldWords(key, area.fields?.[key]?.label))
    // another's name only for an Administrator, as a draft row's writer is named (namedDrafts)
    marks.set(row.rowId, { by: change.authorId, byName: reader.role === 'administrator' ? change.authorName : null, savedAt: change.savedAt, fields: change.fields, edited, bothEdited, stale: changeIsStale(change, live?.revision) })
  }
  return marks
}

/**
 * Keeps `fields` as `by`'s change to the row as `base` (the row as stored now, storedDraft's reading)
 * holds it and `answered` (the same row as the area's API answers it, what the writer's form was
 * filled from) shows it, replacing their own earlier one. Refused (409) while
 * someone else's change to the row is kept: it names them to an Administrator and to an Editor
 * alike, because the Editor must know whom to ask (the change's content stays theirs).
 */
export async function keepChange(db: Db, change: { area: string; rowId: string; fields: Record<string, unknown>; by: StaffReader; base: SavedRow; answered: unknown }): Promise<void> {
  const at = now()
  const values = {
    area: change.area,
    rowId: change.rowId,
    fields: JSON.stringify(change.fields),
    authorId: change.by.id,
    baseRevision: rowRevision(change.base),
    baseFields: JSON.stringify(baseOf(change.fields, change.answered)),
    savedAt: at,
  }
  // one statement: a change of the same writer is replaced, another's is left and reported
  const result = await db
    .insertInto('rowChanges')
    .values(values)
    .onConflict((conflict) => conflict.columns(['area', 'rowId']).doUpdateSet({ fields: values.fields, baseRevision: values.baseRevision, baseFields: values.baseFields, savedAt: at }).where('rowChanges.authorId', '=', change.by.id))
    .executeTakeFirst()
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) {
    const other = await changesQuery(db, change.area).where('rowChanges.rowId', '=', change.rowId).executeTakeFirst()
    throw new HttpError(409, changeOfAnother(other?.authorName ?? null))
  }
}

/**
 * Takes the row's change for publishing: `reader` must see it (404 otherwise, as for no change)
 * and the row must be as it was when the change was saved (409 otherwise). All of it runs in one
 * transaction, which holds the one connection: the staleness test, `check` (what the change names
 * may have gone since) and `apply` read and write through `trx`, so no direct save can land between
 * the test and the write, and two clicks publish the change once.
 */
export async function publishChange<T>(
  db: Db,
  row: { area: string; table: string; id: string },
  reader: StaffReader,
  check: (trx: Db, fields: Record<string, unknown>) => Promise<void>,
  apply: (trx: Db, fields: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const seen = await changeSeenBy(trx, row.area, row.id, reader)
    if (!seen) throw new HttpError(404, NO_CHANGE)
    const stored = await storedDraft(trx, row.table, row.id)
    if (changeIsStale(seen, stored ? rowRevision(stored.row) : undefined)) throw new HttpError(409, CHANGED_SINCE)
    await check(trx, seen.fields)
    await trx.deleteFrom('rowChanges').where('area', '=', row.area).where('rowId', '=', row.id).execute()
    return apply(trx, seen.fields)
  })
}

/**
 * Taking a row off the site makes it the acting person's draft, which hides it from every other
 * Editor: a change another person keeps over it would vanish from its writer's list. Refused
 * (409, naming the writer) until that change is published or discarded; the writer's own is kept.
 */
export async function refuseOffSiteOverOthersChange(db: Db, area: string, rowId: string, by: StaffReader): Promise<void> {
  const other = await changesQuery(db, area).where('rowChanges.rowId', '=', rowId).where('rowChanges.authorId', '!=', by.id).executeTakeFirst()
  if (other) throw new HttpError(409, changeOfAnother(other.authorName))
}

/** Removes the row's change `reader` may see (404 when there is none for them); the change as it was. */
export async function discardChange(db: Db, area: string, rowId: string, reader: StaffReader): Promise<KeptChange> {
  const change = await changeSeenBy(db, area, rowId, reader)
  if (!change) throw new HttpError(404, NO_CHANGE)
  await db.deleteFrom('rowChanges').where('area', '=', area).where('rowId', '=', rowId).where('savedAt', '=', change.savedAt).execute()
  return change
}

/** A direct save of the row by the change's own writer carries what their form held: their change is done with. */
export async function dropOwnChange(db: Db, area: string, rowId: string, by: StaffReader): Promise<void> {
  await db.deleteFrom('rowChanges').where('area', '=', area).where('rowId', '=', rowId).where('authorId', '=', by.id).execute()
}

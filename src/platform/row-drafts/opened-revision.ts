import type { Db } from '../../db/connection.js'
import { rowRevision } from '../../db/row-revision.js'
import { HttpError } from '../../http/errors.js'
import type { SavedRow } from '../versions/area.js'
import { EDITED_SINCE_OPENED, REVISION_UNREAD } from './messages.js'
import { revisionsOf, storedRows } from './stored.js'

/**
 * An edit that says which revision of the row its form was opened on (the staff list's `revision`,
 * sent back as `revision` beside the fields) is refused (409) when the row's content changed since:
 * two people editing one row no longer overwrite each other unseen (docs/decisions/283). An edit
 * without it (the spec's clients, scripts) is saved as before. Read before anything is stored.
 */
export function refuseEditedSinceOpened(body: unknown, row: SavedRow): void {
  const sent = body && typeof body === 'object' ? (body as { revision?: unknown }).revision : undefined
  if (sent === undefined || sent === '') return
  if (typeof sent !== 'string' || sent.length > 100) throw new HttpError(400, REVISION_UNREAD, { revision: REVISION_UNREAD })
  if (sent !== rowRevision(row)) throw new HttpError(409, EDITED_SINCE_OPENED)
}

/**
 * Runs an edit's write in one transaction after checking the row's revision again: the check made
 * before the body is read leaves the time of a slow step (a photo being resized, several hundred
 * ms) in which another save could land and then be overwritten. The transaction holds the one
 * connection, so nothing lands between this check and the write. For the routes whose write
 * follows such a step (a photo's: faculty, founders, notices), and those with no step before
 * it that does the check (committees, statutory entries, documents).
 */
export async function writeUnchangedSinceOpened<T>(db: Db, edit: { body: unknown; table: string; id: string }, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const stored = (await storedRows(trx, edit.table, [edit.id])).get(edit.id)
    if (stored) refuseEditedSinceOpened(edit.body, stored)
    return write(trx)
  })
}

/**
 * writeUnchangedSinceOpened for a staff edit whose form stays open after it (a committee, a
 * statutory entry, a picture's description): its answer carries the row's revision after the
 * write, read in the same transaction, so another save landing just after cannot be taken for the
 * form's own. null when the write finds no row.
 */
export async function writeAnsweringRevision<T extends object>(db: Db, edit: { body: unknown; table: string; id: string }, write: (trx: Db) => Promise<T | null>): Promise<(T & { revision?: string }) | null> {
  return writeUnchangedSinceOpened(db, edit, async (trx) => {
    const written = await write(trx)
    if (!written) return null
    const revision = (await revisionsOf(trx, edit.table, [edit.id])).get(edit.id)
    return revision ? { ...written, revision } : written
  })
}

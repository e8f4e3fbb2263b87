import type { Insertable } from 'kysely'
import type { OneRowArea, SingletonTable } from '../platform/versions/area.js'
import { refuseEditedSinceOpened } from '../platform/row-drafts/opened-revision.js'
import { rowRevision } from './row-revision.js'
import { keepVersion } from '../platform/versions/store.js'
import type { Db } from './connection.js'
import { newId, now } from './ids.js'
import type { Database } from './schema.js'

export type { SingletonTable }
export type SingletonValues<T extends SingletonTable> = Partial<Omit<Insertable<Database[T]>, 'id' | 'createdAt' | 'updatedAt'>>

/** The current row of a one-row area's table, as its writes read it (the newest); undefined before the first save. */
export async function currentSingleton(db: Db, table: SingletonTable): Promise<Record<string, unknown> | undefined> {
  // Kysely cannot follow a table name that is a type parameter: the casts stay in this file.
  return (await db.selectFrom(table as 'topbar').selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()) as Record<string, unknown> | undefined
}

/**
 * Writes the current row of a one-row area's table: updates it when there is one, else inserts.
 * `values` must hold every required column when the table is still empty. In the same
 * transaction the saved row is kept as a version of its area, saved by `savedBy` (the staff
 * member's name), so it can be put back later (src/platform/versions). `opened`, the request's
 * body: a form that says which revision it was opened on is refused when the row changed since
 * (docs/decisions/285), checked in the same transaction as the write. Returns the row id,
 * whether it was created, and the revision the saved row has (read in the write's transaction: the
 * form that saved goes on from it, docs/decisions/283).
 */
export async function saveSingleton<A extends OneRowArea>(db: Db, area: A, values: SingletonValues<A['table']>, savedBy: string, opened?: unknown): Promise<{ id: string; created: boolean; revision: string }> {
  const at = now()
  const table = area.table
  return db.transaction().execute(async (trx) => {
    const current = await currentSingleton(trx, table)
    // before the first save, the form was opened on nothing (GET /api/revisions answers its revision too)
    if (opened !== undefined) refuseEditedSinceOpened(opened, current ?? {})
    let id: string
    if (current) {
      id = current.id as string
      await trx.updateTable(table as 'topbar').set({ ...values, updatedAt: at } as never).where('id', '=', id).execute()
    } else {
      id = newId()
      await trx.insertInto(table as 'topbar').values({ ...values, id, createdAt: at, updatedAt: at } as never).execute()
    }
    const saved = (await trx.selectFrom(table as 'topbar').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<string, unknown>
    await keepVersion(trx, area, current, saved, savedBy, at)
    return { id, created: !current, revision: rowRevision(saved) }
  })
}

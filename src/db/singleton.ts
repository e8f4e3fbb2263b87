import type { Insertable } from 'kysely'
import { keepVersion, type SingletonTable } from '../platform/versions/store.js'
import type { Db } from './connection.js'
import { newId, now } from './ids.js'
import type { Database } from './schema.js'

export type { SingletonTable }
export type SingletonValues<T extends SingletonTable> = Partial<Omit<Insertable<Database[T]>, 'id' | 'createdAt' | 'updatedAt'>>

/**
 * Writes the current row of a singleton table: updates it when there is one, else inserts.
 * `values` must hold every required column when the table is still empty. In the same
 * transaction the saved row is kept as a version of its area, saved by `savedBy` (the staff
 * member's name), so it can be put back later (src/features/versions). Returns the row id and
 * whether it was created.
 */
export async function saveSingleton<T extends SingletonTable>(db: Db, table: T, values: SingletonValues<T>, savedBy: string): Promise<{ id: string; created: boolean }> {
  const at = now()
  return db.transaction().execute(async (trx) => {
    // Kysely cannot follow a table name that is a type parameter: the casts stay in this function.
    const current = (await trx.selectFrom(table as SingletonTable).selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()) as Record<string, unknown> | undefined
    let id: string
    if (current) {
      id = current.id as string
      await trx.updateTable(table as 'topbar').set({ ...values, updatedAt: at } as never).where('id', '=', id).execute()
    } else {
      id = newId()
      await trx.insertInto(table as 'topbar').values({ ...values, id, createdAt: at, updatedAt: at } as never).execute()
    }
    const saved = (await trx.selectFrom(table as SingletonTable).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<string, unknown>
    await keepVersion(trx, table, current, saved, savedBy, at)
    return { id, created: !current }
  })
}

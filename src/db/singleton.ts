import type { Insertable } from 'kysely'
import type { Db } from './connection.js'
import { newId, now } from './ids.js'
import type { Database } from './schema.js'

/** Tables that hold one current row (the newest by updatedAt is the one shown). */
export type SingletonTable = 'aboutContent' | 'missionVision' | 'topbar'
export type SingletonValues<T extends SingletonTable> = Partial<Omit<Insertable<Database[T]>, 'id' | 'createdAt' | 'updatedAt'>>

/**
 * Writes the current row of a singleton table: updates it when there is one, else inserts.
 * `values` must hold every required column when the table is still empty. Returns the row id and whether it was created.
 */
export async function saveSingleton<T extends SingletonTable>(db: Db, table: T, values: SingletonValues<T>): Promise<{ id: string; created: boolean }> {
  const at = now()
  return db.transaction().execute(async (trx) => {
    // Kysely cannot follow a table name that is a type parameter: the casts stay in this function.
    const current = await trx.selectFrom(table as SingletonTable).select('id').orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
    if (current) {
      await trx.updateTable(table as 'topbar').set({ ...values, updatedAt: at } as never).where('id', '=', current.id).execute()
      return { id: current.id, created: false }
    }
    const id = newId()
    await trx.insertInto(table as 'topbar').values({ ...values, id, createdAt: at, updatedAt: at } as never).execute()
    return { id, created: true }
  })
}

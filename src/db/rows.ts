import type { Db } from './connection.js'
import { now } from './ids.js'
import type { Updateable } from 'kysely'
import type { Database } from './schema.js'

/** Tables whose rows the admin panel edits and deletes one at a time, by id. */
export type EditedTable = 'blogs' | 'foundationEntries' | 'programs'

/** Reads a row as the API shows it; null for an unknown id. */
type Getter<T> = (db: Db, id: string) => Promise<T | null>

/** Deletes a row and returns what it was (its image files are the caller's to remove); null for an unknown id. */
export async function deleteReturning<T>(db: Db, table: EditedTable, id: string, get: Getter<T>): Promise<T | null> {
  const row = await get(db, id)
  if (row) await db.deleteFrom(table).where('id', '=', id).execute()
  return row
}

/**
 * Sets the columns given (plus updatedAt) and returns the row before and after (the replaced
 * image's files are the caller's to remove); null for an unknown id.
 */
export async function updateReturning<T, K extends 'blogs' | 'foundationEntries'>(
  db: Db,
  table: K,
  id: string,
  values: Updateable<Database[K]>,
  get: Getter<T>,
): Promise<{ after: T; before: T } | null> {
  const before = await get(db, id)
  if (!before) return null
  // Kysely cannot follow a table name that is a type parameter: the cast stays here.
  await db
    .updateTable(table as 'blogs')
    .set({ ...values, updatedAt: now() } as never)
    .where('id', '=', id)
    .execute()
  return { after: (await get(db, id))!, before }
}

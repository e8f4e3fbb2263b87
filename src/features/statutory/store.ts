import type { Db } from '../../db/connection.js'
import { now } from '../../db/ids.js'
import type { StatutoryInput, StatutoryEntry } from './schema.js'
import type { StatutoryKind } from './kinds.js'

export async function listStatutory(db: Db): Promise<StatutoryEntry[]> {
  const rows = await db.selectFrom('statutoryEntries').selectAll().orderBy('sort').execute()
  return rows.map(({ id, kind, sort: _, createdAt: __, ...rest }) => ({ _id: id, kind: kind as StatutoryKind, ...rest }))
}

export async function updateStatutory(db: Db, id: string, input: Partial<StatutoryInput>): Promise<StatutoryEntry | null> {
  const result = await db.updateTable('statutoryEntries').set({ ...input, updatedAt: now() }).where('id', '=', id).executeTakeFirst()
  if (result.numUpdatedRows === 0n) return null
  return (await listStatutory(db)).find((entry) => entry._id === id) ?? null
}

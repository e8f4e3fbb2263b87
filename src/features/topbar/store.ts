import type { Db } from '../../db/connection.js'
import { saveSingleton } from '../../db/singleton.js'
import { topbarArea } from './area.js'
import type { TopbarInput } from './schema.js'

export type Topbar = { message: string; link: string; updatedAt: string }

export async function getTopbar(db: Db): Promise<Topbar | null> {
  const row = await db.selectFrom('topbar').selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
  return row ? { message: row.message, link: row.link, updatedAt: row.updatedAt } : null
}

/** Replaces the current message and link; `created` is true for the very first one. `opened`: the request's body, whose `revision` says what the form was opened on (docs/decisions/285). */
export async function saveTopbar(db: Db, input: TopbarInput, savedBy: string, opened?: unknown): Promise<{ topbar: Topbar; created: boolean; revision: string }> {
  const { created, revision } = await saveSingleton(db, topbarArea, input, savedBy, opened)
  return { topbar: (await getTopbar(db))!, created, revision }
}

import type { Db } from '../../db/connection.js'

export type Topbar = { message: string; link: string; updatedAt: string }

export async function getTopbar(db: Db): Promise<Topbar | null> {
  const row = await db.selectFrom('topbar').selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
  return row ? { message: row.message, link: row.link, updatedAt: row.updatedAt } : null
}

import { sql, type Kysely } from 'kysely'

/**
 * A holiday's name in Hindi beside its English one (docs/decisions/298): the status page names it
 * in the page's language. A name written in both at once, "Holi (होली)" as the demo and the office
 * wrote them, is split in two; any other stays the English name with no Hindi yet ('').
 */
const BOTH_AT_ONCE = /^(.*\S)\s*\(([^()]*[\u0900-\u097F][^()]*)\)\s*$/u

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('grievance_holidays').addColumn('name_hi', 'text', (column) => column.notNull().defaultTo('')).execute()
  const { rows } = await sql<{ day: string; name: string }>`select day, name from grievance_holidays`.execute(db)
  for (const row of rows) {
    const both = BOTH_AT_ONCE.exec(row.name)
    if (both) await sql`update grievance_holidays set name = ${both[1]!.trim()}, name_hi = ${both[2]!.trim()} where day = ${row.day}`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update grievance_holidays set name = name || ' (' || name_hi || ')' where name_hi <> ''`.execute(db)
  await db.schema.alterTable('grievance_holidays').dropColumn('name_hi').execute()
}

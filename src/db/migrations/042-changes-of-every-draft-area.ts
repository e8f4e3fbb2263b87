import { sql, type Kysely } from 'kysely'

/**
 * Changes kept as drafts for every area with drafts, not only notices (docs/decisions/280): a
 * deleted row takes its kept change with it, as a deleted notice does (041). The area keys are
 * the ones the changes are stored under (src/app/areas.ts).
 */
const TABLES = { programs: 'programs', faculty: 'faculty', fee_rows: 'fees', foundation_entries: 'founders', banners: 'banners', event_categories: 'event-categories' } as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, area] of Object.entries(TABLES)) {
    await sql`create trigger ${sql.raw(`row_changes_of_deleted_${table}`)} after delete on ${sql.table(table)} begin delete from row_changes where area = ${sql.lit(area)} and row_id = old.id; end`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(TABLES)) await sql`drop trigger if exists ${sql.raw(`row_changes_of_deleted_${table}`)}`.execute(db)
}

import { sql, type Kysely } from 'kysely'

/**
 * A kept change keeps the row's values of its fields as they were when it was kept (docs/decisions/282),
 * so the edit form lays only the fields its writer edited over the row. A change kept before this
 * has none (null): every field of it counts as edited, as it did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table row_changes add column base_fields text`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table row_changes drop column base_fields`.execute(db)
}

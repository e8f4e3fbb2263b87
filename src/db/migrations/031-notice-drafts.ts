import { sql, type Kysely } from 'kysely'

/**
 * Drafts of notices (issue 40, docs/decisions/225): `draft_by` is the account that keeps the
 * notice as a draft, null once it is published. A draft is never public (src/db/visibility.ts).
 * Every stored notice was published: null. The public column's index (009) carries the column too,
 * so counting what a column shows still never opens a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('draft_by', 'text').execute()
  await db.schema.dropIndex('blogs_by_column_shown').execute()
  await sql`create index blogs_by_column_shown on blogs (lower(trim(category)), pinned desc, date desc, created_at desc, publish_at, expire_at, draft_by)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blogs_by_column_shown').execute()
  await sql`create index blogs_by_column_shown on blogs (lower(trim(category)), pinned desc, date desc, created_at desc, publish_at, expire_at)`.execute(db)
  await db.schema.alterTable('blogs').dropColumn('draft_by').execute()
}

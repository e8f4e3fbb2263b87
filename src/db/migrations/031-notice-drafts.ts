import type { Kysely } from 'kysely'

/**
 * Drafts of notices (issue 40, docs/decisions/225): `draft_by` is the account that keeps the
 * notice as a draft, null once it is published. A draft is never public (src/db/visibility.ts).
 * Every stored notice was published: null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('draft_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('draft_by').execute()
}

import type { Kysely } from 'kysely'

/**
 * Drafts of the founders' entries, the home banners and the gallery's categories (issue 40,
 * docs/decisions/277), as faculty, programs and fee rows have had since migration 039: `draft_by`
 * is the account keeping the row as a draft, null once published (a category's photos are hidden
 * with it). Every stored row was published: null.
 */
const TABLES = ['foundation_entries', 'banners', 'event_categories'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('draft_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('draft_by').execute()
}

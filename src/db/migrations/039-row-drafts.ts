import type { Kysely } from 'kysely'

/**
 * Drafts of faculty entries, programs and fee rows (issue 40, docs/decisions/276), as notices
 * have had since migration 031: `draft_by` is the account that keeps the row as a draft, null
 * once it is published. A draft is never public (src/db/visibility.ts). Every stored row was
 * published: null.
 */
const TABLES = ['faculty', 'programs', 'fee_rows'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('draft_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('draft_by').execute()
}

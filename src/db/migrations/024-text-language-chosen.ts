import type { Kysely } from 'kysely'

/**
 * Whether a row's recorded language was chosen by staff (1) or read from the script of its text
 * (0): every write now records a language (docs/decisions/162), and a write that gives none must
 * not overrule what staff chose. Every language recorded before this was chosen in the panel.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_langs').addColumn('chosen', 'integer', (column) => column.notNull().defaultTo(1)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  // an English language recorded from its script was implicit before
  await db.deleteFrom('content_langs').where('lang', '=', 'en').execute()
  await db.schema.alterTable('content_langs').dropColumn('chosen').execute()
}

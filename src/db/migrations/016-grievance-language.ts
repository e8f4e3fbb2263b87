import type { Kysely } from 'kysely'

/**
 * The language a grievance was filed in (docs/decisions/139): 'hi' from the Hindi form, else 'en'
 * (every grievance so far). The student's e-mails go in it; staff see it in the panel.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('grievances').addColumn('lang', 'text', (column) => column.notNull().defaultTo('en')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('grievances').dropColumn('lang').execute()
}

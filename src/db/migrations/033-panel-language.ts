import type { Kysely } from 'kysely'

/**
 * The language a person reads the panel in (issue 40, docs/decisions/230): 'en' or 'hi', kept on
 * the account so that it follows the person to every sign-in and device. English until they choose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('panel_lang', 'text', (column) => column.notNull().defaultTo('en')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('panel_lang').execute()
}

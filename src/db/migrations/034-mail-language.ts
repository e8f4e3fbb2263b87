import type { Kysely } from 'kysely'

/**
 * The language a queued mail is written in (docs/decisions/268): an enquiry waiting for the next
 * digest is gathered with the others of its language, so a digest reads in one language. Every
 * mail queued before was English.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('lang', 'text', (column) => column.notNull().defaultTo('en')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('lang').execute()
}

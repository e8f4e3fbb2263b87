import type { Kysely } from 'kysely'

/**
 * The language of the page an enquiry was sent from (issue 29): 'hi' from a Hindi page, else 'en'
 * (every enquiry so far, and the existing frontend's). A column beside the spec's fields, which stay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['admission_queries', 'contact_queries']) {
    await db.schema.alterTable(table).addColumn('lang', 'text', (column) => column.notNull().defaultTo('en')).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admission_queries', 'contact_queries']) await db.schema.alterTable(table).dropColumn('lang').execute()
}

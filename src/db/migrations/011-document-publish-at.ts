import { sql, type Kysely } from 'kysely'

/**
 * A document's own publish time (docs/decisions/115): from it on the document is public by itself
 * (the library, /disclosure, search); null: only through a shown item that links it (a live
 * notice's attachment, a committee's order, a fee row's refund policy).
 *
 * Every document was public until now. A document attached to a notice is taken to be that
 * notice's: it is public with the notice (so one attached to a notice due later is hidden until
 * then); every other document stays public by itself from when it was added.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('publish_at', 'text').execute()
  await sql`update documents set publish_at = created_at where id not in (select attachment_id from blogs where attachment_id is not null)`.execute(db)
  await db.schema.createIndex('documents_by_publish_at').on('documents').column('publish_at').execute()
  await db.schema.createIndex('blogs_by_attachment').on('blogs').column('attachment_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blogs_by_attachment').execute()
  await db.schema.dropIndex('documents_by_publish_at').execute()
  await db.schema.alterTable('documents').dropColumn('publish_at').execute()
}

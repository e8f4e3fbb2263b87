import type { Kysely } from 'kysely'

/**
 * E-mail alerts (issue #16): what each outbox row is. `alert` (one enquiry), `digest` (several),
 * `test` (the panel's test e-mail) are mails to deliver; `digest-item` is an enquiry written in the
 * same transaction as the enquiry while the digest mode is on, waiting to be grouped into the next
 * digest (docs/decisions/103).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('kind', 'text', (c) => c.notNull().defaultTo('alert')).execute()
  await db.schema.createIndex('mail_outbox_kind_created').on('mail_outbox').columns(['kind', 'created_at']).execute()
}

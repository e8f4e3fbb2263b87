import { sql, type Kysely } from 'kysely'

/**
 * What a member of staff typed in a panel form and has not saved, kept on the server for them
 * alone (issue 40, docs/decisions/273), so that it follows them to another tab or device. One row
 * per person and form (`key` is the form's draft key); gone with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('panel_drafts')
    .addColumn('admin_id', 'text', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('panel_drafts_pk', ['admin_id', 'key'])
    .execute()
  await sql`CREATE INDEX panel_drafts_updated ON panel_drafts (updated_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('panel_drafts').execute()
}

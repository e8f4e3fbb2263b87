import { sql, type Kysely } from 'kysely'

/** SQL for the digits of a phone column: what a search for a number matches, however it was typed. */
const digits = (column: string) => `replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`

/**
 * One lower-case search column per enquiry table, kept by triggers: name, city or e-mail, the
 * phone as typed and as digits. A search is then one LIKE over one short column.
 */
const SEARCHED = [
  { table: 'admission_queries', text: (r: string) => `lower(${r}.fullname || ' ' || ${r}.city || ' ' || ${r}.phone) || ' ' || ${digits(`${r}.phone`)}`, columns: 'fullname, city, phone' },
  { table: 'contact_queries', text: (r: string) => `lower(${r}.name || ' ' || ${r}.email || ' ' || ${r}.mobile) || ' ' || ${digits(`${r}.mobile`)}`, columns: 'name, email, mobile' },
]

/**
 * Staff tools: roles and suspension of accounts, one-time set-password links, enquiry status and
 * notes, the activity log, the bin and previous versions of one-row areas, the mail outbox.
 * Existing admins become Administrators, so their sessions keep working.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('role', 'text', (c) => c.notNull().defaultTo('administrator')).execute()
  await db.schema.alterTable('admins').addColumn('suspended_at', 'text').execute()

  await db.schema
    .createTable('admin_invites')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()

  for (const table of ['admission_queries', 'contact_queries']) {
    await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute()
    await db.schema.createIndex(`${table}_status_created`).on(table).columns(['status', 'created_at']).execute()
  }

  for (const { table, text, columns } of SEARCHED) {
    await db.schema.alterTable(table).addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute()
    await sql.raw(`UPDATE ${table} SET search_text = ${text(table)}`).execute(db)
    await sql.raw(`CREATE TRIGGER ${table}_search_insert AFTER INSERT ON ${table} BEGIN UPDATE ${table} SET search_text = ${text('NEW')} WHERE id = NEW.id; END`).execute(db)
    await sql.raw(`CREATE TRIGGER ${table}_search_update AFTER UPDATE OF ${columns} ON ${table} BEGIN UPDATE ${table} SET search_text = ${text('NEW')} WHERE id = NEW.id; END`).execute(db)
  }

  await db.schema
    .createTable('enquiry_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('query_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('enquiry_notes_query').on('enquiry_notes').columns(['kind', 'query_id', 'created_at']).execute()

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text')
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('bin_id', 'text')
    .execute()
  await db.schema.createIndex('activity_log_at').on('activity_log').column('at').execute()
  await db.schema.createIndex('activity_log_admin_at').on('activity_log').columns(['admin_id', 'at']).execute()
  await db.schema.createIndex('activity_log_area_at').on('activity_log').columns(['area', 'at']).execute()

  await db.schema
    .createTable('bin')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('bin_deleted').on('bin').column('deleted_at').execute()

  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('content_versions_area').on('content_versions').columns(['area', 'saved_at']).execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema.createIndex('mail_outbox_pending').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute()

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
}

import type { Kysely } from 'kysely'

/**
 * Student grievances (docs/decisions/120): the grievance, its attachments (kept in the database,
 * never under UPLOADS_DIR: nothing serves them but the guarded staff call, and backups carry them
 * with the rows), its timeline and internal notes, the reminders sent (each once), and the
 * holidays staff list for the working-day deadlines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enrolment', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Deleted by an Administrator: kept (with everything of it) for the bin's 30 days, then removed.
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text')
    .execute()
  await db.schema.createIndex('grievances_year_seq').on('grievances').columns(['year', 'seq']).unique().execute()
  await db.schema.createIndex('grievances_status').on('grievances').columns(['status', 'received_at']).execute()

  await db.schema
    .createTable('grievance_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('grievance_id', 'text', (c) => c.notNull().references('grievances.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', 'blob', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('grievance_attachments_grievance').on('grievance_attachments').column('grievance_id').execute()

  await db.schema
    .createTable('grievance_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('grievance_id', 'text', (c) => c.notNull().references('grievances.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('grievance_events_grievance').on('grievance_events').columns(['grievance_id', 'at']).execute()

  await db.schema
    .createTable('grievance_reminders')
    .addColumn('grievance_id', 'text', (c) => c.notNull().references('grievances.id').onDelete('cascade'))
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('grievance_reminders_pk', ['grievance_id', 'deadline', 'moment'])
    .execute()

  await db.schema
    .createTable('grievance_holidays')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
}

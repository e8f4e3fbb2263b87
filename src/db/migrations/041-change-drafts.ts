import { sql, type Kysely } from 'kysely'

/**
 * A change to a published notice kept as a draft (issue 40, docs/decisions/279): the fields its
 * writer saved, beside the live row, until it is published onto the row or discarded. One per
 * item; `base_updated_at` is the row's `updated_at` when the change was saved, so publishing
 * over a later edit of the row is refused instead of undoing it. A deleted item takes its
 * change with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('row_changes')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('base_updated_at', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('row_changes_pk', ['area', 'row_id'])
    .execute()
  await sql`create trigger row_changes_of_deleted_blogs after delete on blogs begin delete from row_changes where area = 'news' and row_id = old.id; end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists row_changes_of_deleted_blogs`.execute(db)
  await db.schema.dropTable('row_changes').execute()
}

import { sql, type Kysely } from 'kysely'

/**
 * The page cache's content version, kept in the database so every process on the same data folder
 * sees a write (docs/decisions/051), and the indexes the bounded public lists and paged admin lists
 * read by: news per column newest first, event images per category newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute()
  await sql`create index blogs_by_column on blogs (lower(trim(category)), date desc, created_at desc)`.execute(db)
  await sql`create index blogs_by_date on blogs (date desc, created_at desc)`.execute(db)
  await sql`create index event_images_by_category on event_images (category_id, created_at desc, id)`.execute(db)
  await sql`create index event_images_by_date on event_images (created_at desc, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['blogs_by_column', 'blogs_by_date', 'event_images_by_category', 'event_images_by_date']) await db.schema.dropIndex(index).execute()
  await db.schema.dropTable('content_version').execute()
}

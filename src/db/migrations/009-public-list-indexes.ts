import { sql, type Kysely } from 'kysely'

/**
 * The indexes the public news and gallery pages read by (docs/decisions/068):
 * - a /blogs column in its shown order (pinned first, then newest), with the schedule columns
 *   beside it: a page reads only the index entries up to its last card and then its ten rows, and
 *   the column's count never opens a row. It replaces 004's `blogs_by_column`, whose order left out
 *   `pinned`, so every page sorted the whole column.
 * - expiry times on their own, so "when does the next notice expire" is one index seek (every
 *   public page asks it) instead of a pass over every news item.
 * - the photos that are shown, by category: /eventGallery counts each category's photos from the
 *   index alone instead of reading every photo row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index blogs_by_column_shown on blogs (lower(trim(category)), pinned desc, date desc, created_at desc, publish_at, expire_at)`.execute(db)
  await db.schema.dropIndex('blogs_by_column').execute()
  await db.schema.createIndex('blogs_by_expiry').on('blogs').column('expire_at').execute()
  await sql`create index event_images_shown_by_category on event_images (category_id) where image_url is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_images_shown_by_category').execute()
  await db.schema.dropIndex('blogs_by_expiry').execute()
  await sql`create index blogs_by_column on blogs (lower(trim(category)), date desc, created_at desc)`.execute(db)
  await db.schema.dropIndex('blogs_by_column_shown').execute()
}

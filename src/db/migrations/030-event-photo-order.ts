import { sql, type Kysely } from 'kysely'

/**
 * The order of a gallery category's photos, set by staff (issue 40 item 4, docs/decisions/220):
 * `position` within the photo's category (or among the uncategorised ones), smallest first. Every
 * list reads it, so a new batch shows in the order its files were chosen. The photos stored before
 * keep the order the site showed them in (newest first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_images').addColumn('position', 'integer', (column) => column.notNull().defaultTo(0)).execute()
  await sql`
    update event_images set position = (
      select n from (
        select id, row_number() over (partition by category_id order by created_at desc, id) as n from event_images
      ) as numbered where numbered.id = event_images.id
    )`.execute(db)
  await sql`create index event_images_by_position on event_images (category_id, position, created_at desc, id) where image_url is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_images_by_position').execute()
  await db.schema.alterTable('event_images').dropColumn('position').execute()
}

import type { Kysely } from 'kysely'

/**
 * Versions of every content row (docs/decisions/127): a version names the row it belongs to
 * ('' for the one-row areas, whose area has one row). The triggers that keep them are made from
 * the areas' declarations at start-up (src/platform/versions/rows.ts), not stored here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_versions').addColumn('item_id', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('content_versions_item').on('content_versions').columns(['area', 'item_id', 'saved_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_versions_item').execute()
  await db.schema.alterTable('content_versions').dropColumn('item_id').execute()
}

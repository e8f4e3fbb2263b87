import type { Kysely } from 'kysely'

/**
 * A photo added to a published album may wait as its uploader's draft (issue 40,
 * docs/decisions/289): `event_images.draft_by` is the account keeping that photo off the site,
 * null once published. A photo of a draft album is that album's draft already (its category's
 * `draft_by`, migration 040) and keeps null here. Every stored photo was published: null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_images').addColumn('draft_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_images').dropColumn('draft_by').execute()
}

import { sql, type Kysely } from 'kysely'

/**
 * Calls keeping a panel draft are applied in the order they were typed in a browser, not the order
 * they arrive (docs/decisions/275): `sent_from` names the browser, `sent_at` is its stamp of the
 * change. A removal sent with a stamp leaves a marker (`dropped_at`) so that an older keeping
 * arriving after it cannot bring the draft back; markers are not drafts and are pruned within a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('panel_drafts').addColumn('sent_from', 'text').execute()
  await db.schema.alterTable('panel_drafts').addColumn('sent_at', 'integer').execute()
  await db.schema.alterTable('panel_drafts').addColumn('dropped_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM panel_drafts WHERE dropped_at IS NOT NULL`.execute(db)
  await db.schema.alterTable('panel_drafts').dropColumn('dropped_at').execute()
  await db.schema.alterTable('panel_drafts').dropColumn('sent_at').execute()
  await db.schema.alterTable('panel_drafts').dropColumn('sent_from').execute()
}

import type { Kysely } from 'kysely'

/**
 * docs/decisions/155 and 156. A grievance's access code, kept only as its SHA-256 (NULL for the
 * grievances filed before it: the committee issues them one, and until then the status look-up
 * does not open them). And who asked for a set-password link: 'administrator' (an invitation or a
 * new link, every link so far) or 'reset' ("Forgot password?"), so that a stranger's request never
 * ends a link an Administrator issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('grievances').addColumn('access_code_hash', 'text').execute()
  await db.schema.alterTable('admin_invites').addColumn('kind', 'text', (column) => column.notNull().defaultTo('administrator')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_invites').dropColumn('kind').execute()
  await db.schema.alterTable('grievances').dropColumn('access_code_hash').execute()
}

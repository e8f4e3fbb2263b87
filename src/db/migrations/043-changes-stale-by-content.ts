import { sql, type Kysely } from 'kysely'
import { rowRevision } from '../row-revision.js'

/**
 * A kept change is stale when its row's content changed, no longer when its `updated_at` did
 * (docs/decisions/281): a faculty reorder, or taking a row off the site and back, touched the
 * time and made every change over it unpublishable. `base_revision` replaces `base_updated_at`;
 * a change kept before this is carried over as the revision of its row when the row is as it
 * was then, and as stale (a value no revision takes) when the row was edited since. The tables
 * are the ones the changes were stored under by now (src/app/areas.ts).
 */
const TABLES: Record<string, string> = { news: 'blogs', programs: 'programs', faculty: 'faculty', fees: 'fee_rows', founders: 'foundation_entries', banners: 'banners', 'event-categories': 'event_categories' }
const STALE = 'edited before 043'

type Kept = { area: string; rowId: string; baseUpdatedAt: string }

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table row_changes add column base_revision text not null default ''`.execute(db)
  // read through the raw connection's names and the plugin's alike: either may run a migration
  const { rows: kept } = await sql<Record<string, string>>`select area, row_id, base_updated_at from row_changes`.execute(db)
  for (const change of kept.map((row) => ({ area: row.area, rowId: row.row_id ?? row.rowId, baseUpdatedAt: row.base_updated_at ?? row.baseUpdatedAt }) as Kept)) {
    const table = TABLES[change.area]
    const { rows } = table ? await sql<Record<string, unknown>>`select * from ${sql.table(table)} where id = ${change.rowId}`.execute(db) : { rows: [] }
    const row = rows[0]
    const asThen = row && (row.updated_at ?? row.updatedAt) === change.baseUpdatedAt
    await sql`update row_changes set base_revision = ${asThen ? rowRevision(row) : STALE} where area = ${change.area} and row_id = ${change.rowId}`.execute(db)
  }
  await sql`alter table row_changes drop column base_updated_at`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  // every kept change reads as stale again: its time is not known
  await sql`alter table row_changes add column base_updated_at text not null default ''`.execute(db)
  await sql`alter table row_changes drop column base_revision`.execute(db)
}

import { sql, type Kysely } from 'kysely'

/**
 * Staff describe photos for people who cannot see them (WCAG 1.1.1): banners, event photos and
 * founders' photos get an `alt` text. Empty means "not written yet": the public pages then use a
 * default (docs/decisions/082).
 */
const TABLES = ['banners', 'event_images', 'foundation_entries'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('alt', 'text', (c) => c.notNull().defaultTo(sql`''`)).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('alt').execute()
}

import { AsyncLocalStorage } from 'node:async_hooks'
import { DummyDriver, Kysely, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type RawBuilder } from 'kysely'
import type { Db } from './connection.js'

/**
 * What the public sees at a moment, in one place (docs/decisions/115). Every public list, page,
 * search, sitemap, the PDF's own route and the page cache's expiry read these fragments; staff
 * (an admin session) read without them.
 *
 * - A notice is **published** when it is not a draft (docs/decisions/225) and from its publishAt on (its page exists; an expired one says so) and
 *   **live** while published and not expired (in the lists, the sitemap, and what it carries).
 * - A document is **visible** when it is published on its own (its publishAt has come) or when an
 *   item that is shown now links it: a live notice's attachment, a committee's order, a fee row's
 *   refund policy. A notice that is scheduled, expired or in the bin shows nothing it carries.
 *
 * The fragments are SQL text over a table alias (snake_case columns), so the same rule serves
 * Kysely queries and the raw search query.
 */

const at = (now: number) => new Date(now).toISOString()
const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`)

/** A notice whose page the public may open at `now`: not a draft, not before its publish time. */
export function noticePublishedSql(now: number, alias = 'blogs'): RawBuilder<boolean> {
  const publishAt = column(alias, 'publish_at')
  return sql<boolean>`(${column(alias, 'draft_by')} is null and (${publishAt} is null or ${publishAt} <= ${at(now)}))`
}

/** A notice shown in the lists at `now`: published and not expired. */
export function noticeLiveSql(now: number, alias = 'blogs'): RawBuilder<boolean> {
  const expireAt = column(alias, 'expire_at')
  return sql<boolean>`(${noticePublishedSql(now, alias)} and (${expireAt} is null or ${expireAt} > ${at(now)}))`
}

/**
 * Every column that links a document, with when the row holding it is shown. A foreign key to
 * documents that is not here fails tests/hardening/visibility.test.ts, so a new link cannot be
 * left out of the rule.
 */
export const DOCUMENT_LINKS: Record<string, { column: string; shown: (now: number, alias: string) => RawBuilder<boolean> }> = {
  blogs: { column: 'attachment_id', shown: noticeLiveSql },
  // committees and fee rows have no schedule: shown while they exist (a deleted fee row is in the bin), a fee row once it is not a draft
  committees: { column: 'order_document_id', shown: () => sql<boolean>`1` },
  fee_rows: { column: 'refund_document_id', shown: (_now, alias) => rowShownSql('fee_rows', alias) },
}

/** A document the public may list, find and open at `now`. */
export function documentVisibleSql(now: number, alias = 'documents'): RawBuilder<boolean> {
  const publishAt = column(alias, 'publish_at')
  const id = column(alias, 'id')
  const linked = Object.entries(DOCUMENT_LINKS).map(([table, link], i) => {
    const other = `link${i}`
    return sql`exists (select 1 from ${sql.table(table)} as ${sql.raw(other)} where ${column(other, link.column)} = ${id} and ${link.shown(now, other)})`
  })
  return sql<boolean>`((${publishAt} is not null and ${publishAt} <= ${at(now)}) or ${sql.join(linked, sql` or `)})`
}

/**
 * What a member of staff sees of other people's drafts (docs/decisions/225, 255): the one rule
 * every staff-side list and one-item read follows. A row kept as one person's draft is seen by
 * that person and by every Administrator (the principal's office signs notices off), by nobody
 * else: not its title in the news table, the Translations overview, a versions list, Deleted
 * Items, the panel search, nor its count.
 */

/** Tables whose rows may be one person's draft, and the column naming that person (docs/decisions/225, 276, 277). */
export const DRAFT_OWNERS: Readonly<Record<string, string>> = {
  blogs: 'draft_by',
  faculty: 'draft_by',
  programs: 'draft_by',
  fee_rows: 'draft_by',
  foundation_entries: 'draft_by',
  banners: 'draft_by',
  event_categories: 'draft_by',
  // a photo added to a published album (docs/decisions/289); one of a draft album is that album's draft (DRAFT_PARENTS)
  event_images: 'draft_by',
}

/**
 * Tables whose rows are drafts with the row they belong to, and the column naming that row: a
 * gallery photo is its category's draft while the category is one (docs/decisions/277). Every
 * rule below (the public's, the staff lists', the bin's, an item's) hides such a row with its
 * parent, so no read of photos needs a rule of its own. A table may be in DRAFT_OWNERS too (a
 * photo of its own, docs/decisions/289): its row is seen when both its parent and itself are.
 */
export const DRAFT_PARENTS: Readonly<Record<string, { column: string; table: string }>> = {
  event_images: { column: 'category_id', table: 'event_categories' },
}

/**
 * The parent of a row of `table` (its id in `parentId`) is seen by `seen` (a rule over the
 * parent's alias), or it has none or a parent that is gone. `1` for a table without parents.
 */
function parentSeenSql(table: string, parentId: RawBuilder<unknown>, seen: (parentTable: string, parentAlias: string) => RawBuilder<boolean>): RawBuilder<boolean> {
  const parent = DRAFT_PARENTS[table]
  if (!parent) return sql<boolean>`1`
  return sql<boolean>`not exists (select 1 from ${sql.table(parent.table)} as draft_parent where draft_parent.id = ${parentId} and not ${seen(parent.table, 'draft_parent')})`
}

/** Who reads: their account and role. */
export type StaffReader = { id: string; role: string }

/** A table's SQL name from its Kysely name (eventImages → event_images). */
export const sqlTableName = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The one draft a preview render shows (docs/decisions/276): `/preview/<area>/<id>` renders the
 * area's public page with that row in it, and every public read of its table in that render lets
 * it through. Nothing else changes: other drafts stay out, and the render is never kept.
 */
type Previewing = AsyncLocalStorage<{ table: string; id: string }>
// one store for the whole process: the server and the pages' build each carry a copy of this module
const previewing: Previewing = ((globalThis as Record<symbol, unknown>)[Symbol.for('college.rowPreview')] ??= new AsyncLocalStorage()) as Previewing

/** Runs `render` as the preview of one draft row of `table`. */
export function asPreviewOf<T>(table: string, id: string, render: () => T): T {
  return previewing.run({ table: sqlTableName(table), id }, render)
}

/**
 * A row of a table with drafts (DRAFT_OWNERS) that the public sees: not a draft, unless it is the
 * row a preview render is showing; a row of a table with parents (DRAFT_PARENTS) while its parent
 * is shown. Every row of a table with neither. Notices read the same column through
 * noticePublishedSql, which adds their schedule.
 */
export function rowShownSql(table: string, alias = sqlTableName(table)): RawBuilder<boolean> {
  const name = sqlTableName(table)
  const parent = DRAFT_PARENTS[name]
  const parentShown = parent ? parentSeenSql(name, column(alias, parent.column), (parentTable, parentAlias) => rowShownSql(parentTable, parentAlias)) : null
  const owner = DRAFT_OWNERS[name]
  if (!owner) return parentShown ?? sql<boolean>`1`
  const preview = previewing.getStore()
  const notDraft = sql<boolean>`${column(alias, owner)} is null`
  const own = preview?.table === name ? sql<boolean>`(${notDraft} or ${column(alias, 'id')} = ${preview.id})` : sql<boolean>`(${notDraft})`
  return parentShown ? sql<boolean>`(${parentShown} and ${own})` : own
}

/** Who reads a list: the public (rowShownSql), or a member of staff (staffSeesRowSql). */
export type RowsSeenBy = 'public' | StaffReader

/** The rows of `table` that `seenBy` may see, whichever of the two it is. */
export function rowsSeenSql(seenBy: RowsSeenBy, table: string, alias = sqlTableName(table)): RawBuilder<boolean> {
  return seenBy === 'public' ? rowShownSql(table, alias) : staffSeesRowSql(seenBy, table, alias)
}

/** The rule itself, for an item read already: its draft owner (null: not a draft). */
export function staffSeesDraft(reader: StaffReader, owner: string | null | undefined): boolean {
  return owner == null || owner === reader.id || reader.role === 'administrator'
}

/** The rule in SQL over the owner's value (a column, or a kept row's JSON field). */
export function draftSeenSql(reader: StaffReader, owner: RawBuilder<unknown>): RawBuilder<boolean> {
  return reader.role === 'administrator' ? sql<boolean>`1` : sql<boolean>`(${owner} is null or ${owner} = ${reader.id})`
}

/**
 * A row of `table` (as `alias`) that `reader` may see in a staff list: not another person's draft,
 * nor a row of another person's draft (DRAFT_PARENTS), nor both; every row of a table with neither.
 */
export function staffSeesRowSql(reader: StaffReader, table: string, alias = sqlTableName(table)): RawBuilder<boolean> {
  const name = sqlTableName(table)
  const parent = DRAFT_PARENTS[name]
  const parentSeen = parent ? parentSeenSql(name, column(alias, parent.column), (parentTable, parentAlias) => staffSeesRowSql(reader, parentTable, parentAlias)) : null
  const owner = DRAFT_OWNERS[name]
  const own = owner ? draftSeenSql(reader, column(alias, owner)) : null
  if (parentSeen && own) return sql<boolean>`(${parentSeen} and ${own})`
  return parentSeen ?? own ?? sql<boolean>`1`
}

/**
 * Whether `reader` may see the stored row `id` of `table` (staffSeesRowSql): the one check of the
 * by-id routes and the previews, which answer another person's draft, or a row of one, as an
 * unknown id. True for an id not stored: the route's own read says "not found".
 */
export async function staffSeesStoredRow(db: Db, reader: StaffReader, table: string, id: string): Promise<boolean> {
  const name = sqlTableName(table)
  const { rows } = await sql`select 1 from ${sql.table(name)} as asked where asked.id = ${id} and not ${staffSeesRowSql(reader, name, 'asked')}`.execute(db)
  return rows.length === 0
}

/**
 * Whether the stored row `id` of `table` belongs to a parent that is a draft (DRAFT_PARENTS: a
 * photo of a draft album). Such a row goes on the site with its parent, never on its own.
 */
export async function partOfADraft(db: Db, table: string, id: string): Promise<boolean> {
  const name = sqlTableName(table)
  const parent = DRAFT_PARENTS[name]
  const owner = parent && DRAFT_OWNERS[parent.table]
  if (!parent || !owner) return false
  const { rows } = await sql`select 1 from ${sql.table(name)} as asked join ${sql.table(parent.table)} as draft_parent on draft_parent.id = ${column('asked', parent.column)}
    where asked.id = ${id} and ${column('draft_parent', owner)} is not null`.execute(db)
  return rows.length > 0
}

/**
 * A bin entry (as `alias`) that `reader` may see: its kept row is none of another person's drafts,
 * nor a row of one (a photo deleted from another person's draft category).
 */
export function staffSeesBinEntrySql(reader: StaffReader, alias = 'bin'): RawBuilder<boolean> {
  const kept = (path: string) => sql`json_extract(${column(alias, 'row')}, ${path})`
  const hidden = Object.entries(DRAFT_OWNERS).map(([table, owner]) => sql`(${kept('$.table')} = ${table} and not ${draftSeenSql(reader, kept(`$.row.${owner}`))})`)
  const ofHidden = Object.entries(DRAFT_PARENTS).map(
    ([table, parent]) => sql`(${kept('$.table')} = ${table} and not ${parentSeenSql(table, kept(`$.row.${parent.column}`), (parentTable, parentAlias) => staffSeesRowSql(reader, parentTable, parentAlias))})`,
  )
  return sql<boolean>`not (${sql.join([...hidden, ...ofHidden], sql` or `)})`
}

/**
 * An item of `table` named by its id elsewhere (its versions, its translations) that `reader`
 * may see: neither a row nor a row kept in the bin that is another person's draft (or of one).
 */
export function staffSeesItemSql(reader: StaffReader, table: string, itemId: RawBuilder<unknown>): RawBuilder<boolean> {
  const name = sqlTableName(table)
  if (!DRAFT_OWNERS[name] && !DRAFT_PARENTS[name]) return sql<boolean>`1`
  const standing = sql`select id from ${sql.table(name)} as drafted where not ${staffSeesRowSql(reader, name, 'drafted')}`
  const binned = sql`select item_id from bin as kept where not ${staffSeesBinEntrySql(reader, 'kept')}`
  return sql<boolean>`(${itemId} not in (${standing}) and ${itemId} not in (${binned}))`
}

// compiles fragments only, never runs anything: for the stores that speak to better-sqlite3 directly
const compiler = new Kysely<unknown>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new SqliteIntrospector(db), createQueryCompiler: () => new SqliteQueryCompiler() },
})

/** A fragment as SQL text with its `?` parameters, for a prepared better-sqlite3 statement. */
export function compiledSql(fragment: RawBuilder<unknown>): { sql: string; parameters: readonly unknown[] } {
  return fragment.compile(compiler)
}

const earliest = (times: unknown[]): number | null => {
  const found = times.filter((t): t is string => typeof t === 'string').map(Date.parse)
  return found.length ? Math.min(...found) : null
}

/** The next moment after `now` at which a notice appears or expires (ms), or null: none is due. */
export async function nextNoticeChange(db: Db, now: number): Promise<number | null> {
  const iso = at(now)
  // Every public render asks this: two index seeks (blogs_schedule, blogs_by_expiry), never a pass over every item.
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('blogs').select((e) => e.fn.min('publishAt').as('t')).where('publishAt', '>', iso).as('publish'),
      eb.selectFrom('blogs').select((e) => e.fn.min('expireAt').as('t')).where('expireAt', '>', iso).as('expire'),
    ])
    .executeTakeFirst()
  return earliest([row?.publish, row?.expire])
}

/**
 * The next moment after `now` at which what the public sees changes by itself (ms), or null: a
 * notice appears or expires (taking what it carries with it), or a document's own publish time
 * comes. Cached pages last until then at most (src/http/page-cache.ts).
 */
export async function nextVisibilityChange(db: Db, now: number): Promise<number | null> {
  const [notice, document] = await Promise.all([
    nextNoticeChange(db, now),
    // one seek of documents_by_publish_at
    db.selectFrom('documents').select((e) => e.fn.min('publishAt').as('t')).where('publishAt', '>', at(now)).executeTakeFirst(),
  ])
  return earliest([notice === null ? null : at(notice), document?.t])
}

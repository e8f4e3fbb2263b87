import type SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { compiledSql, rowsSeenSql, staffSeesRowSql, type RowsSeenBy, type StaffReader } from '../../db/visibility.js'
import { parseImageMeta, type ImageMeta, type StoredImageFile } from '../../http/images.js'
import { PHOTOS_PER_PAGE } from './paging.js'

/** `draftBy` (staff answers only): the account keeping it, and its photos, as a draft (docs/decisions/277). */
export type EventCategory = { _id: string; category: string; createdAt: string; updatedAt: string; draftBy?: string }
/** A category as the list answers it: with how many photos are filed under it (a field beside the contract). */
export type EventCategoryWithCount = EventCategory & { photoCount: number }
export type EventImage = {
  _id: string
  image: string
  imageMeta: ImageMeta | null
  /** What the photo shows, '' until staff write it (beside the contract). */
  alt: string
  /** The category's current name; null when the image has none. */
  category: string | null
  categoryId: string | null
  createdAt: string
  updatedAt: string
  /** (staff answers only) the account keeping this photo off the site, in a published album (docs/decisions/289) */
  draftBy?: string
}

export const UNCATEGORIZED = 'Uncategorized'

export function toCategory(row: { id: string; name: string; createdAt: string; updatedAt: string; draftBy?: string | null }): EventCategory {
  const category = { _id: row.id, category: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt }
  // only a draft names its writer, and only staff read one: the public shape is the spec's
  return row.draftBy ? { ...category, draftBy: row.draftBy } : category
}

/**
 * The categories `seenBy` may see (src/db/visibility.ts) with how many of their photos `seenBy`
 * sees (the panel's delete confirmation says it), newest first.
 */
export function categoriesQuery(db: Db, seenBy: RowsSeenBy) {
  return db
    .selectFrom('eventCategories')
    .selectAll('eventCategories')
    .where(rowsSeenSql(seenBy, 'eventCategories'))
    .select((eb) =>
      eb
        .selectFrom('eventImages')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('eventImages.categoryId', '=', 'eventCategories.id')
        // only the photos the reader sees: a draft photo counted for a visitor says it exists (docs/decisions/289)
        .where(rowsSeenSql(seenBy, 'eventImages'))
        .as('photoCount'),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id')
}

export function toCategoryWithCount(row: Parameters<typeof toCategory>[0] & { photoCount: number | null }): EventCategoryWithCount {
  return { ...toCategory(row), photoCount: Number(row.photoCount ?? 0) }
}

export async function listCategories(db: Db, seenBy: RowsSeenBy): Promise<EventCategoryWithCount[]> {
  return (await categoriesQuery(db, seenBy).execute()).map(toCategoryWithCount)
}

/** A category's photos as stored (every column), read before they go to the bin with it. */
export function categoryPhotoRows(sqlite: SQLite.Database, id: string): Record<string, unknown>[] {
  return sqlite.prepare('SELECT * FROM event_images WHERE category_id = ? ORDER BY created_at, id').all(id) as Record<string, unknown>[]
}

/**
 * Deletes a category with its photos (docs/decisions/178: they wait in the bin with it, and do not
 * show meanwhile under "Uncategorized"). Run inside the transaction that bins them.
 */
export function deleteCategoryWithPhotos(sqlite: SQLite.Database, id: string): void {
  sqlite.prepare('DELETE FROM event_images WHERE category_id = ?').run(id)
  sqlite.prepare('DELETE FROM event_categories WHERE id = ?').run(id)
}

function selectEventImages(db: Db) {
  return db
    .selectFrom('eventImages')
    .leftJoin('eventCategories', 'eventCategories.id', 'eventImages.categoryId')
    .select([
      'eventImages.id',
      'eventImages.imageUrl',
      'eventImages.imageMeta',
      'eventImages.alt',
      'eventImages.categoryId',
      'eventImages.createdAt',
      'eventImages.updatedAt',
      'eventImages.draftBy',
      'eventCategories.name as categoryName',
    ])
}
type EventImageRow = Awaited<ReturnType<ReturnType<typeof selectEventImages>['executeTakeFirstOrThrow']>>

/**
 * The event images `seenBy` may see (a draft category's are its draft too), each with the current
 * name of its category, in the order staff set: by position (within a category that is its order;
 * across categories the first of each come first), then newest first (docs/decisions/220).
 */
export function eventImagesQuery(db: Db, seenBy: RowsSeenBy) {
  return inStaffOrder(selectEventImages(db).where(rowsSeenSql(seenBy, 'eventImages'))).orderBy('eventImages.createdAt', 'desc').orderBy('eventImages.id')
}

/** A query of event images in the order staff set for their category (ties: newest, then id). */
function inStaffOrder<Q extends ReturnType<typeof selectEventImages>>(query: Q) {
  return query.orderBy('eventImages.position')
}

/** A stored row as an event image; null for a row without an image (left out of every list). */
export function eventImageOrNull(row: EventImageRow): EventImage | null {
  return row.imageUrl ? toEventImage(row) : null
}

export async function listEventImages(db: Db, seenBy: RowsSeenBy): Promise<EventImage[]> {
  return (await eventImagesQuery(db, seenBy).execute()).map(eventImageOrNull).filter((image) => image !== null)
}

function toEventImage(row: EventImageRow): EventImage {
  const image: EventImage = {
      _id: row.id,
      image: row.imageUrl!,
      imageMeta: parseImageMeta(row.imageMeta),
      alt: row.alt,
      category: row.categoryName ?? null,
      categoryId: row.categoryName ? row.categoryId : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }
  // only a draft names its writer, and only staff read one: the public shape is the spec's
  return row.draftBy ? { ...image, draftBy: row.draftBy } : image
}

export type EventGroup = { category: string; images: EventImage[] }

/** Groups images under their category name, categories A→Z, "Uncategorized" last. */
export function groupByCategory(images: EventImage[]): EventGroup[] {
  const groups = new Map<string, EventImage[]>()
  for (const image of images) {
    const key = image.category ?? UNCATEGORIZED
    groups.set(key, [...(groups.get(key) ?? []), image])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === UNCATEGORIZED ? 1 : b === UNCATEGORIZED ? -1 : a.localeCompare(b)))
    .map(([category, list]) => ({ category, images: list }))
}

/** Thrown when a category name is already taken (names are unique, case-insensitively). */
export class CategoryNameTaken extends Error {}

/** Whether another category (drafts too) has this name. */
export async function isCategoryNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('eventCategories').select('id').where('name', '=', name)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return !!(await query.executeTakeFirst())
}

/** `draftBy`: the account keeping it as a draft (docs/decisions/277); null publishes it. */
export async function createCategory(db: Db, name: string, draftBy: string | null = null): Promise<EventCategory> {
  if (await isCategoryNameTaken(db, name)) throw new CategoryNameTaken(name)
  const at = now()
  const row = { id: newId(), name, draftBy, createdAt: at, updatedAt: at }
  await db.insertInto('eventCategories').values(row).execute()
  return toCategory(row)
}

/** Renames a category; its images refer to it by id, so they follow. Null when the id is unknown. */
export async function renameCategory(db: Db, id: string, name: string): Promise<EventCategory | null> {
  if (await isCategoryNameTaken(db, name, id)) throw new CategoryNameTaken(name)
  const result = await db.updateTable('eventCategories').set({ name, updatedAt: now() }).where('id', '=', id).executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return null
  const row = await db.selectFrom('eventCategories').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return toCategory(row)
}

/** A category as stored (drafts too), by id; null for an unknown id. */
export async function getCategory(db: Db, id: string): Promise<EventCategory | null> {
  const row = await db.selectFrom('eventCategories').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toCategory(row) : null
}

/** A category `reader` may see, by id or by name (case-insensitive), as earlier clients sent the name. */
export async function findCategory(db: Db, idOrName: string, reader: StaffReader): Promise<EventCategory | null> {
  const row = await db
    .selectFrom('eventCategories')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrName), eb('name', '=', idOrName)]))
    .where(rowsSeenSql(reader, 'eventCategories'))
    .orderBy(sql`id = ${idOrName}`, 'desc')
    .executeTakeFirst()
  return row ? toCategory(row) : null
}

/**
 * Records stored event images under a category (null: uncategorised), first in it and in the order
 * the files were chosen (`files`' order): the category's other photos move down by the batch's
 * size. The batch shares one time, so "newest first" lists (the home marquee) keep its order too.
 * `alts`: each photo's description, in the order of `files`; `draftBy`: the account keeping the
 * batch off the site in a published album (docs/decisions/289), null shows it with its album.
 */
export async function addEventImages(db: Db, categoryId: string | null, files: StoredImageFile[], alts: readonly string[] = [], draftBy: string | null = null): Promise<EventImage[]> {
  const at = now()
  const ids: string[] = []
  await db.transaction().execute(async (trx) => {
    await inCategory(trx.updateTable('eventImages').set((eb) => ({ position: eb('position', '+', files.length) })), categoryId).execute()
    for (const [i, file] of files.entries()) {
      const id = newId()
      ids.push(id)
      await trx
        .insertInto('eventImages')
        .values({ id, categoryId, position: i + 1, imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta), alt: alts[i] ?? '', draftBy, createdAt: at, updatedAt: at })
        .execute()
    }
  })
  const rows = await selectEventImages(db).where('eventImages.id', 'in', ids).orderBy('eventImages.position').execute()
  return rows.map(toEventImage)
}

/** A query narrowed to one category's photos (null: those filed under none). */
function inCategory<Q extends { where: (...args: any[]) => any }>(query: Q, categoryId: string | null): Q {
  return categoryId === null ? query.where('categoryId', 'is', null) : query.where('categoryId', '=', categoryId)
}

/** The photo `reader` may see (not of another person's draft category) whose stored file is imageUrl. */
export async function findEventImageByUrl(db: Db, imageUrl: string, reader: StaffReader): Promise<EventImage | null> {
  const row = await selectEventImages(db).where('eventImages.imageUrl', '=', imageUrl).where(rowsSeenSql(reader, 'eventImages')).executeTakeFirst()
  return row ? toEventImage(row) : null
}

export async function deleteEventImage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('eventImages').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The id that stands for "no category" in gallery links (?category=uncategorized). */
export const UNCATEGORIZED_ID = 'uncategorized'

/** A gallery category that has photos, and how many (images whose category is gone count as Uncategorized). */
export type GalleryCategory = { id: string; category: string; count: number }

/**
 * Categories with photos, A→Z with "Uncategorized" last, counted in SQL: per category id over the
 * index of shown photos (no row read, no sort), then named, so the cost is one pass over an index
 * instead of a join per photo (docs/decisions/068). Photos of a category that is gone, or of none,
 * add up to "Uncategorized".
 */
export async function listGalleryCategories(db: Db): Promise<GalleryCategory[]> {
  const counts = db
    .selectFrom('eventImages')
    .select((eb) => ['categoryId', eb.fn.countAll<number>().as('count')])
    .where('imageUrl', 'is not', null)
    .where(rowsSeenSql('public', 'eventImages'))
    .groupBy('categoryId')
    .as('counts')
  const rows = await db
    .selectFrom(counts)
    .leftJoin('eventCategories', 'eventCategories.id', 'counts.categoryId')
    .select(['eventCategories.id as id', 'eventCategories.name as name', 'counts.count as count'])
    .execute()
  const named: GalleryCategory[] = []
  let uncategorized = 0
  for (const row of rows) {
    if (row.id === null || row.name === null) uncategorized += Number(row.count)
    else named.push({ id: row.id, category: row.name, count: Number(row.count) })
  }
  named.sort((a, b) => a.category.localeCompare(b.category))
  return uncategorized ? [...named, { id: UNCATEGORIZED_ID, category: UNCATEGORIZED, count: uncategorized }] : named
}

/** One slice of a category's public photos in the order staff set (UNCATEGORIZED_ID: photos without a live category). */
export async function listCategoryImages(db: Db, categoryId: string, offset: number, limit: number): Promise<EventImage[]> {
  const rows = await publicAlbum(db, categoryId).limit(limit).offset(offset).execute()
  return rows.map(toEventImage)
}

/** An album's public photos (or "Uncategorized"'s) in the order its page shows them. */
function publicAlbum(db: Db, categoryId: string) {
  let query = selectEventImages(db).where('eventImages.imageUrl', 'is not', null).where(rowsSeenSql('public', 'eventImages'))
  query = categoryId === UNCATEGORIZED_ID ? query.where('eventCategories.id', 'is', null) : query.where('eventImages.categoryId', '=', categoryId)
  return inStaffOrder(query).orderBy('eventImages.createdAt', 'desc').orderBy('eventImages.id')
}

/**
 * The public page that shows the photo `id`: its album's (or "Uncategorized"), at the page of
 * PHOTOS_PER_PAGE that holds it in the public order. Read while a preview renders, the photo
 * being previewed counts as shown (docs/decisions/289), so a draft past the first page, or of no
 * album, is on the page its preview opens.
 */
export async function photoPreviewPage(db: Db, id: string, categoryId: string | null): Promise<string> {
  const album = categoryId ?? UNCATEGORIZED_ID
  const ids = (await publicAlbum(db, album).execute()).map((row) => row.id)
  const page = Math.floor(Math.max(0, ids.indexOf(id)) / PHOTOS_PER_PAGE) + 1
  return `/eventGallery?category=${encodeURIComponent(album)}${page > 1 ? `&page=${page}` : ''}`
}

/** Photos newest first, a batch (one time) in its category's order. */
function newestFirst<Q extends ReturnType<typeof selectEventImages>>(query: Q) {
  return query.orderBy('eventImages.createdAt', 'desc').orderBy('eventImages.position').orderBy('eventImages.id')
}

/** The newest public photos of every category (the home marquee), a batch in its category's order. */
export async function listRecentEventImages(db: Db, limit: number): Promise<EventImage[]> {
  const rows = await newestFirst(selectEventImages(db).where('eventImages.imageUrl', 'is not', null).where(rowsSeenSql('public', 'eventImages'))).limit(limit).execute()
  return rows.map(toEventImage)
}

/**
 * One page of the admin's event photos, total counted in SQL: of one category in the order staff
 * set (the public gallery's), or of all newest first, each batch in its category's order.
 */
export async function eventImagesPage(db: Db, reader: StaffReader, query: { categoryId: string; offset: number; limit: number }): Promise<{ items: EventImage[]; total: number }> {
  const shown = selectEventImages(db).where('eventImages.imageUrl', 'is not', null).where(rowsSeenSql(reader, 'eventImages'))
  let rows = query.categoryId ? inStaffOrder(shown).orderBy('eventImages.createdAt', 'desc').orderBy('eventImages.id') : newestFirst(shown)
  let count = db
    .selectFrom('eventImages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('imageUrl', 'is not', null)
    .where(rowsSeenSql(reader, 'eventImages'))
  if (query.categoryId) {
    const categoryId = query.categoryId === UNCATEGORIZED_ID ? null : query.categoryId
    rows = categoryId === null ? rows.where('eventImages.categoryId', 'is', null) : rows.where('eventImages.categoryId', '=', categoryId)
    count = inCategory(count, categoryId)
  }
  const [items, total] = await Promise.all([rows.limit(query.limit).offset(query.offset).execute(), count.executeTakeFirstOrThrow()])
  return { items: items.map(toEventImage), total: Number(total.n) }
}

/** One photo as the API answers it (with its category's name); null when the id is unknown. */
export async function getEventImage(db: Db, id: string): Promise<EventImage | null> {
  const row = await selectEventImages(db).where('eventImages.id', '=', id).executeTakeFirst()
  return row ? toEventImage(row) : null
}

/** Sets an event photo's description; null when the id is unknown. */
export async function setEventImageAlt(db: Db, id: string, alt: string): Promise<EventImage | null> {
  await db.updateTable('eventImages').set({ alt, updatedAt: now() }).where('id', '=', id).execute()
  const row = await selectEventImages(db).where('eventImages.id', '=', id).executeTakeFirst()
  return row ? toEventImage(row) : null
}

/** Where a photo stands in its category after a move: its 1-based place of how many. */
export type PhotoPlace = { _id: string; position: number; of: number; categoryId: string | null; category: string | null; image: string; alt: string }

/**
 * The ids of a category's photos that `reader` sees (null: those filed under none), in the order
 * staff set: another person's draft photos keep their place and are neither counted nor numbered,
 * so the places staff read are those of the photos they see (docs/decisions/289).
 */
function orderedIds(sqlite: SQLite.Database, categoryId: string | null, reader: StaffReader | 'every'): string[] {
  const where = categoryId === null ? 'category_id IS NULL' : 'category_id = ?'
  const seen = reader === 'every' ? { sql: '1', parameters: [] as unknown[] } : compiledSql(staffSeesRowSql(reader, 'event_images', 'p'))
  return sqlite
    .prepare(`SELECT id FROM event_images AS p WHERE ${where} AND image_url IS NOT NULL AND ${seen.sql} ORDER BY position, created_at DESC, id`)
    .pluck()
    .all(...(categoryId === null ? [] : [categoryId]), ...seen.parameters) as string[]
}

/** A position past the last photo of the category (docs/decisions/257): how many it has, and its name, for the refusal. */
export class PositionOutOfRange extends Error {
  constructor(
    readonly of: number,
    readonly category: string | null,
  ) {
    super(`position beyond ${of}`)
  }
}

/**
 * Moves a photo to the 1-based `position` in its category (beyond the end: PositionOutOfRange) and numbers the
 * category 1…n, writing only the rows whose place changed; one transaction. Null: unknown id.
 * The order is no field of the photo's versions (a put-back of a description never moves it).
 */
export function moveEventImage(sqlite: SQLite.Database, id: string, position: number, reader: StaffReader): PhotoPlace | null {
  return sqlite.transaction(() => {
    const photo = sqlite
      .prepare('SELECT p.id, p.category_id, p.image_url, p.alt, c.name FROM event_images AS p LEFT JOIN event_categories AS c ON c.id = p.category_id WHERE p.id = ? AND p.image_url IS NOT NULL')
      .get(id) as { id: string; category_id: string | null; image_url: string; alt: string; name: string | null } | undefined
    if (!photo) return null
    // the place is among the photos the reader sees; another person's draft photos keep theirs
    // among every photo, so the whole album is numbered again without two photos on one place
    const seen = orderedIds(sqlite, photo.category_id, reader).filter((other) => other !== id)
    if (position > seen.length + 1) throw new PositionOutOfRange(seen.length + 1, photo.name)
    const to = Math.max(1, position)
    const every = orderedIds(sqlite, photo.category_id, 'every').filter((other) => other !== id)
    const before = seen[to - 1]
    const after = seen.at(-1)
    const at = before !== undefined ? every.indexOf(before) : after !== undefined ? every.indexOf(after) + 1 : every.length
    every.splice(at, 0, id)
    const numbered = sqlite.prepare('UPDATE event_images SET position = ? WHERE id = ? AND position != ?')
    every.forEach((each, i) => numbered.run(i + 1, each, i + 1))
    return { _id: id, position: to, of: seen.length + 1, categoryId: photo.category_id, category: photo.name, image: photo.image_url, alt: photo.alt }
  })()
}

/** Rows of the photos named by `ids` that `reader` sees, as stored (every column); another person's draft photo is not among them. */
export function eventPhotoRowsByIds(sqlite: SQLite.Database, ids: readonly string[], reader: StaffReader): Record<string, unknown>[] {
  const seen = compiledSql(staffSeesRowSql(reader, 'event_images', 'p'))
  return sqlite.prepare(`SELECT * FROM event_images AS p WHERE id IN (SELECT value FROM json_each(?)) AND ${seen.sql} ORDER BY position, id`).all(JSON.stringify(ids), ...seen.parameters) as Record<string, unknown>[]
}

/** Deletes the photos named by `ids` (run inside the transaction that bins them). */
export function deleteEventImagesByIds(sqlite: SQLite.Database, ids: readonly string[]): number {
  return sqlite.prepare('DELETE FROM event_images WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids)).changes
}

/** Publishes the draft photos named by `ids` (run inside the transaction that read them as drafts). */
export function publishEventImageDrafts(sqlite: SQLite.Database, ids: readonly string[]): number {
  return sqlite.prepare('UPDATE event_images SET draft_by = NULL, updated_at = ? WHERE id IN (SELECT value FROM json_each(?)) AND draft_by IS NOT NULL').run(now(), JSON.stringify(ids)).changes
}

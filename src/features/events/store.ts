import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { parseImageMeta, type ImageMeta, type StoredImageFile } from '../../http/images.js'

export type EventCategory = { _id: string; category: string; createdAt: string; updatedAt: string }
export type EventImage = {
  _id: string
  image: string
  imageMeta: ImageMeta | null
  /** The category's current name; null when the image has none. */
  category: string | null
  categoryId: string | null
  createdAt: string
  updatedAt: string
}

export const UNCATEGORIZED = 'Uncategorized'

function toCategory(row: { id: string; name: string; createdAt: string; updatedAt: string }): EventCategory {
  return { _id: row.id, category: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

export async function listCategories(db: Db): Promise<EventCategory[]> {
  const rows = await db.selectFrom('eventCategories').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute()
  return rows.map(toCategory)
}

function selectEventImages(db: Db) {
  return db
    .selectFrom('eventImages')
    .leftJoin('eventCategories', 'eventCategories.id', 'eventImages.categoryId')
    .select([
      'eventImages.id',
      'eventImages.imageUrl',
      'eventImages.imageMeta',
      'eventImages.categoryId',
      'eventImages.createdAt',
      'eventImages.updatedAt',
      'eventCategories.name as categoryName',
    ])
}
type EventImageRow = Awaited<ReturnType<ReturnType<typeof selectEventImages>['executeTakeFirstOrThrow']>>

/** Event images, newest first, each with the current name of its category. */
export async function listEventImages(db: Db): Promise<EventImage[]> {
  const rows = await selectEventImages(db).orderBy('eventImages.createdAt', 'desc').orderBy('eventImages.id').execute()
  return rows.filter((row) => row.imageUrl).map(toEventImage)
}

function toEventImage(row: EventImageRow): EventImage {
  return {
      _id: row.id,
      image: row.imageUrl!,
      imageMeta: parseImageMeta(row.imageMeta),
      category: row.categoryName ?? null,
      categoryId: row.categoryName ? row.categoryId : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }
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

async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('eventCategories').select('id').where('name', '=', name)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return !!(await query.executeTakeFirst())
}

export async function createCategory(db: Db, name: string): Promise<EventCategory> {
  if (await nameTaken(db, name)) throw new CategoryNameTaken(name)
  const at = now()
  const row = { id: newId(), name, createdAt: at, updatedAt: at }
  await db.insertInto('eventCategories').values(row).execute()
  return toCategory(row)
}

/** Renames a category; its images refer to it by id, so they follow. Null when the id is unknown. */
export async function renameCategory(db: Db, id: string, name: string): Promise<EventCategory | null> {
  if (await nameTaken(db, name, id)) throw new CategoryNameTaken(name)
  const result = await db.updateTable('eventCategories').set({ name, updatedAt: now() }).where('id', '=', id).executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return null
  const row = await db.selectFrom('eventCategories').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return toCategory(row)
}

/** A category by id or by name (case-insensitive), as earlier clients sent the name. */
export async function findCategory(db: Db, idOrName: string): Promise<EventCategory | null> {
  const row = await db
    .selectFrom('eventCategories')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrName), eb('name', '=', idOrName)]))
    .orderBy(sql`id = ${idOrName}`, 'desc')
    .executeTakeFirst()
  return row ? toCategory(row) : null
}

/** Records stored event images under a category (null: uncategorised), in the order they were sent. */
export async function addEventImages(db: Db, categoryId: string | null, files: StoredImageFile[]): Promise<EventImage[]> {
  const base = Date.now()
  const ids: string[] = []
  await db.transaction().execute(async (trx) => {
    for (const [i, file] of files.entries()) {
      // one millisecond apart, so "newest first" keeps a batch in a stable order
      const at = new Date(base + i).toISOString()
      const id = newId()
      ids.push(id)
      await trx
        .insertInto('eventImages')
        .values({ id, categoryId, imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta), createdAt: at, updatedAt: at })
        .execute()
    }
  })
  const rows = await selectEventImages(db).where('eventImages.id', 'in', ids).orderBy('eventImages.createdAt', 'asc').execute()
  return rows.map(toEventImage)
}

export async function findEventImageByUrl(db: Db, imageUrl: string): Promise<EventImage | null> {
  const row = await selectEventImages(db).where('eventImages.imageUrl', '=', imageUrl).executeTakeFirst()
  return row ? toEventImage(row) : null
}

export async function deleteEventImage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('eventImages').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

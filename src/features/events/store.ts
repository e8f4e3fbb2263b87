import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'

export type EventCategory = { _id: string; category: string; createdAt: string }
export type EventImage = {
  _id: string
  image: string
  imageMeta: ImageMeta | null
  /** The category's current name; null when the image has none. */
  category: string | null
  categoryId: string | null
  createdAt: string
}

export const UNCATEGORIZED = 'Uncategorized'

export async function listCategories(db: Db): Promise<EventCategory[]> {
  const rows = await db.selectFrom('eventCategories').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute()
  return rows.map((row) => ({ _id: row.id, category: row.name, createdAt: row.createdAt }))
}

/** Event images, newest first, each with the current name of its category. */
export async function listEventImages(db: Db): Promise<EventImage[]> {
  const rows = await db
    .selectFrom('eventImages')
    .leftJoin('eventCategories', 'eventCategories.id', 'eventImages.categoryId')
    .select([
      'eventImages.id',
      'eventImages.imageUrl',
      'eventImages.imageMeta',
      'eventImages.categoryId',
      'eventImages.createdAt',
      'eventCategories.name as categoryName',
    ])
    .orderBy('eventImages.createdAt', 'desc')
    .orderBy('eventImages.id')
    .execute()
  return rows
    .filter((row) => row.imageUrl)
    .map((row) => ({
      _id: row.id,
      image: row.imageUrl!,
      imageMeta: parseImageMeta(row.imageMeta),
      category: row.categoryName ?? null,
      categoryId: row.categoryName ? row.categoryId : null,
      createdAt: row.createdAt,
    }))
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

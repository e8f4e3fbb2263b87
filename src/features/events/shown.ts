import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import type { Localized } from '../../platform/translations/area.js'
import { localize } from '../../platform/translations/localize.js'
import { eventCategoriesArea, eventPhotosArea } from './areas.js'
import { UNCATEGORIZED_ID, type EventImage, type GalleryCategory } from './store.js'

/** The public shape calls a category's `name` its `category`. */
const CATEGORY_AS = { name: 'category' }

/** Gallery categories with their names in the page's language where they have one (docs/decisions/140). */
export async function localizeCategories<T extends GalleryCategory>(db: Db, categories: T[], lang: Lang): Promise<Localized<T>[]> {
  // the photos of no category are named by the page's catalogue, not by staff
  const named = await localize(db, eventCategoriesArea, categories.filter((c) => c.id !== UNCATEGORIZED_ID), lang, (category) => category.id, CATEGORY_AS)
  const byId = new Map(named.map((c) => [c.id, c]))
  return categories.map((category) => byId.get(category.id) ?? category)
}

/**
 * Photos with their descriptions in the page's language where they have one (marked with their
 * own language where not), and their category's name likewise: it only goes into a generated
 * description, a sentence in the page's language, so it is not marked.
 */
export async function localizeImages(db: Db, images: EventImage[], lang: Lang): Promise<Localized<EventImage>[]> {
  const shown = await localize(db, eventPhotosArea, images, lang, (image) => image._id)
  const named = new Map<string, { id: string; category: string }>()
  for (const image of images) if (image.categoryId && image.category !== null) named.set(image.categoryId, { id: image.categoryId, category: image.category })
  const names = new Map((await localize(db, eventCategoriesArea, [...named.values()], lang, (category) => category.id, CATEGORY_AS)).map((c) => [c.id, c.category]))
  return shown.map((image) => (image.categoryId && names.has(image.categoryId) ? { ...image, category: names.get(image.categoryId)! } : image))
}

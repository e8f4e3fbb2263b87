import { z } from 'zod'
import { storedImageName } from '../banners/schema'

import { CATEGORY_EMPTY, CATEGORY_REQUIRED, EVENT_CATEGORY_MISSING } from './messages'
import { MAX_PHOTOS_PER_DELETE } from './paging'

export { CATEGORY_EMPTY, CATEGORY_REQUIRED, EVENT_CATEGORY_MISSING }

const name = (message: string) =>
  z.string({ error: message }).trim().max(80, { message: 'Category name must be at most 80 characters', abort: true }).min(1, message)

/** POST /api/event/addCategory */
export const addCategorySchema = z.object({ category: name(CATEGORY_REQUIRED) })
/** PUT /api/event/updateCategory/{id} */
export const updateCategorySchema = z.object({ category: name(CATEGORY_EMPTY) })

/**
 * POST /api/event/uploadEventImages: the category's name (as the existing frontend sends it) or its
 * _id. Missing or blank files the images as uncategorised ("Uncategorized", spec §3); our admin
 * panel still asks for one (EVENT_CATEGORY_MISSING, spec §5).
 */
export const uploadEventImagesSchema = z.object({
  category: z
    .string()
    .trim()
    .max(80, { message: 'Category name must be at most 80 characters', abort: true })
    .nullish()
    .transform((value) => value || null),
})

/** DELETE /api/event/deleteEventGalleryImage: body { imageUrl }. */
export const deleteEventImageSchema = z.object({ imageUrl: storedImageName })

/** Beside the contract, PUT /api/event/moveEventImage/{id}: the photo's new place in its category, from 1. */
export const moveEventImageSchema = z.object({
  // a number, or its digits as a form sends them; never true, [1] or null read as a place (coerced, they were 1, 1 and 0)
  position: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: 'Position must be a number' }).int('Position must be a whole number').min(1, 'Position starts at 1').max(1_000_000, 'Position is too large'),
  ),
})

/** Photos chosen together, all of one category (its id, or "uncategorized"), for one action on them all (`what`: "delete"). */
function chosenPhotosSchema(what: 'delete' | 'publish') {
  return z.object({
    category: z.string({ error: 'Say which category the photos are in' }).trim().min(1, 'Say which category the photos are in').max(64, 'Unknown category'),
    ids: z
      .array(z.string().min(1).max(64, 'Unknown photo id'), { error: `Choose the photos to ${what}` })
      // As refinements, not .min/.max: zod runs a length check on anything with a length, so a long
      // string in place of the list was told two things; a refinement runs only on a list.
      .refine((ids) => ids.length >= 1, 'Choose at least one photo')
      .refine((ids) => ids.length <= MAX_PHOTOS_PER_DELETE, `At most ${MAX_PHOTOS_PER_DELETE} photos at a time`),
  })
}

/** Beside the contract, POST /api/event/deleteEventImages: the chosen photos to Deleted Items in one action. */
export const deleteEventImagesSchema = chosenPhotosSchema('delete')

/** Beside the contract, POST /api/event/publishEventImages: the chosen draft photos on the site in one action (docs/decisions/289). */
export const publishEventImagesSchema = chosenPhotosSchema('publish')

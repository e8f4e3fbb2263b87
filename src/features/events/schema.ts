import { z } from 'zod'
import { storedImageName } from '../banners/schema'

import { CATEGORY_EMPTY, CATEGORY_REQUIRED, EVENT_CATEGORY_MISSING } from './messages'

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

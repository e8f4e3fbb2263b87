import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowByImageUrl, recordUploads, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { paramId, sendCreated, sendDone, sendList } from '../../http/replies.js'
import { receiveFields, receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { addCategorySchema, deleteEventImageSchema, updateCategorySchema, uploadEventImagesSchema } from './schema.js'
import {
  addEventImages,
  CategoryNameTaken,
  createCategory,
  deleteEventImage,
  findCategory,
  findEventImageByUrl,
  listCategories,
  listEventImages,
  renameCategory,
} from './store.js'

function nameTaken(err: unknown): never {
  if (err instanceof CategoryNameTaken) throw new HttpError(409, `A category named "${err.message}" already exists.`)
  throw err
}

/** Event gallery: categories and images. */
export function eventsApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/event/getEventImages', async (_req, res) => {
    sendList(res, await listEventImages(ctx.db))
  })

  router.get('/event/getAllCategories', async (_req, res) => {
    sendList(res, await listCategories(ctx.db))
  })

  router.post('/event/addCategory', requireAdmin, receiveFields, async (req, res) => {
    const { category } = parseInput(addCategorySchema, req.body)
    const created = await createCategory(ctx.db, category).catch(nameTaken)
    ctx.content.bump()
    log.info('event category added', { id: created._id })
    sendCreated(res, 'Category added successfully', created)
  })

  router.put('/event/updateCategory/:id', requireAdmin, receiveFields, async (req, res) => {
    const { category } = parseInput(updateCategorySchema, req.body)
    const updated = await renameCategory(ctx.db, paramId(req), category).catch(nameTaken)
    if (!updated) throw new HttpError(404, 'No category with this id.')
    ctx.content.bump()
    log.info('event category renamed', { id: updated._id })
    sendDone(res, 'Category updated', updated)
  })

  router.post('/event/uploadEventImages', requireAdmin, receiveImages(UPLOAD_CAPS.event), async (req, res) => {
    const { category: requested } = parseInput(uploadEventImagesSchema, req.body)
    const category = requested === null ? null : await findCategory(ctx.db, requested)
    if (requested !== null && !category) throw new HttpError(400, `There is no category "${requested}". Add it under Add Category first.`, { category: 'Unknown category' })
    const images = await recordUploads(ctx, req, 'Event', (stored) => addEventImages(ctx.db, category?._id ?? null, stored))
    ctx.content.bump()
    log.info('event images added', { count: images.length, category: category?._id ?? null })
    sendCreated(res, UPLOAD_SUCCESS, images)
  })

  router.delete(
    '/event/deleteEventGalleryImage',
    requireAdmin,
    deleteRowByImageUrl(ctx, {
      schema: deleteEventImageSchema,
      folder: 'Event',
      find: findEventImageByUrl,
      remove: deleteEventImage,
      imageOf: (image) => image.image,
      notFound: 'No event image with this imageUrl.',
      logText: 'event image deleted',
    }),
  )

  return router
}

import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowByImageUrl, recordUploads, saveImageDescription, uploadAlts, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { streamList } from '../../http/stream-list.js'
import { pageQuerySchema } from '../../http/paging.js'
import { paramId, sendCreated, sendData, sendDone } from '../../http/replies.js'
import { receiveFields, receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { keepInBin } from '../../platform/bin/keep.js'
import { snapshotRow } from '../../platform/bin/store.js'
import { addCategorySchema, deleteEventImageSchema, updateCategorySchema, uploadEventImagesSchema } from './schema.js'
import {
  addEventImages,
  CategoryNameTaken,
  createCategory,
  categoryPhotoRows,
  deleteCategoryWithPhotos,
  deleteEventImage,
  findCategory,
  findEventImageByUrl,
  categoriesQuery,
  eventImageOrNull,
  eventImagesPage,
  eventImagesQuery,
  toCategoryWithCount,
  renameCategory,
  setEventImageAlt,
} from './store.js'

function nameTaken(err: unknown): never {
  if (err instanceof CategoryNameTaken) throw new HttpError(409, `A category named "${err.message}" already exists.`)
  throw err
}

/** Event gallery: categories and images. */
export function eventsApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/event/getEventImages', guard('public'), async (_req, res) => {
    await streamList(ctx, res, eventImagesQuery(ctx.db), eventImageOrNull)
  })

  // The admin's photo grid: one page at a time (?category=<id> for one category), counted in SQL.
  router.get('/event/admin/page', guard('content'), async (req, res) => {
    const query = pageQuerySchema.parse(req.query)
    const categoryId = typeof req.query.category === 'string' ? req.query.category.slice(0, 64) : ''
    sendData(res, { ...(await eventImagesPage(ctx.db, { categoryId, offset: query.offset, limit: query.limit })), offset: query.offset, limit: query.limit })
  })

  router.get('/event/getAllCategories', guard('public'), async (_req, res) => {
    await streamList(ctx, res, categoriesQuery(ctx.db), toCategoryWithCount)
  })

  router.post('/event/addCategory', guard('content'), receiveFields, async (req, res) => {
    const { category } = parseInput(addCategorySchema, req.body)
    const created = await createCategory(ctx.db, category).catch(nameTaken)
    log.info('event category added', { id: created._id })
    sendCreated(res, 'Category added successfully', created)
  })

  router.put('/event/updateCategory/:id', guard('content'), receiveFields, async (req, res) => {
    const { category } = parseInput(updateCategorySchema, req.body)
    const updated = await renameCategory(ctx.db, paramId(req), category).catch(nameTaken)
    if (!updated) throw new HttpError(404, 'No category with this id.')
    log.info('event category renamed', { id: updated._id })
    sendDone(res, 'Category updated', updated)
  })

  // Beside the contract (spec §7 has no category delete): to the bin with its photos, named (docs/decisions/178).
  router.delete('/event/deleteCategory/:id', guard('content'), (req, res) => {
    const id = paramId(req)
    const stored = snapshotRow(ctx.sqlite, 'event_categories', id)
    if (!stored) throw new HttpError(404, 'No category with this id.')
    const photos = categoryPhotoRows(ctx.sqlite, id)
    const label = `${String(stored.name)}${photos.length ? ` with its ${photos.length === 1 ? 'photo' : `${photos.length} photos`}` : ''}`
    ctx.sqlite.transaction(() => {
      keepInBin(ctx, req, res, { table: 'event_categories', folder: null, stored, area: 'event categories', label, dependants: [{ table: 'event_images', folder: 'Event', rows: photos }] })
      deleteCategoryWithPhotos(ctx.sqlite, id)
    })()
    log.info('event category deleted', { id, photos: photos.length })
    sendDone(res, 'Category deleted', { _id: id, photos: photos.length })
  })

  router.post('/event/uploadEventImages', guard('content'), receiveImages(UPLOAD_CAPS.event), async (req, res) => {
    const { category: requested } = parseInput(uploadEventImagesSchema, req.body)
    const category = requested === null ? null : await findCategory(ctx.db, requested)
    if (requested !== null && !category) throw new HttpError(400, `There is no category "${requested}". Add it under Add Category first.`, { category: 'Unknown category' })
    const alts = uploadAlts(req)
    const images = await recordUploads(ctx, req, 'Event', (stored) => addEventImages(ctx.db, category?._id ?? null, stored, alts))
    log.info('event images added', { count: images.length, category: category?._id ?? null })
    sendCreated(res, UPLOAD_SUCCESS, images)
  })

  // Beside the contract: an event photo's description (alt text).
  router.put(
    '/event/updateEventImage/:id',
    guard('content'),
    receiveFields,
    saveImageDescription(ctx, { save: setEventImageAlt, notFound: 'No event image with this id.', logText: 'event photo description saved' }),
  )

  router.delete(
    '/event/deleteEventGalleryImage',
    guard('content'),
    deleteRowByImageUrl(ctx, {
      schema: deleteEventImageSchema,
      folder: 'Event',
      bin: { table: 'event_images', area: 'event gallery', label: (image) => `photo ${image.image}` },
      find: findEventImageByUrl,
      remove: deleteEventImage,
      imageOf: (image) => image.image,
      notFound: 'No event image with this imageUrl.',
      logText: 'event image deleted',
    }),
  )

  return router
}

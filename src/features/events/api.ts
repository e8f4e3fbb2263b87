import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowByImageUrl, describedAs, pictureLogged, recordUploads, saveImageDescription, uploadAlts, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { streamList } from '../../http/stream-list.js'
import { pageQuerySchema } from '../../http/paging.js'
import { paramId, sendCreated, sendData, sendDone, sendList } from '../../http/replies.js'
import { receiveFields, receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { keepEachInBin, keepInBin } from '../../platform/bin/keep.js'
import { BIN_DAYS, snapshotRow } from '../../platform/bin/store.js'
import { compiledSql, staffSeesRowSql, type StaffReader } from '../../db/visibility.js'
import { noteActivity } from '../../platform/activity/note.js'
import { DRAFT_SAVED, PART_OF_A_DRAFT } from '../../platform/row-drafts/messages.js'
import { withRevisions } from '../../platform/row-drafts/stored.js'
import { draftOwnerOf, mountDraftRoutes, namedDrafts, othersDraftsHidden } from '../../platform/row-drafts/rows.js'
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { eventCategoriesArea, eventPhotosArea } from './areas.js'
import { NONE_A_DRAFT } from './messages.js'
import { addCategorySchema, deleteEventImageSchema, deleteEventImagesSchema, moveEventImageSchema, publishEventImagesSchema, updateCategorySchema, uploadEventImagesSchema } from './schema.js'
import {
  addEventImages,
  CategoryNameTaken,
  isCategoryNameTaken,
  createCategory,
  categoryPhotoRows,
  deleteCategoryWithPhotos,
  deleteEventImage,
  deleteEventImagesByIds,
  eventPhotoRowsByIds,
  moveEventImage,
  PositionOutOfRange,
  publishEventImageDrafts,
  UNCATEGORIZED,
  UNCATEGORIZED_ID,
  photoPreviewPage,
  findCategory,
  findEventImageByUrl,
  categoriesQuery,
  getCategory,
  getEventImage,
  listCategories,
  listEventImages,
  eventImageOrNull,
  eventImagesPage,
  eventImagesQuery,
  toCategoryWithCount,
  renameCategory,
  setEventImageAlt,
} from './store.js'

const CATEGORY_NOT_FOUND = 'No category with this id.'
const PHOTO_NOT_FOUND = 'No event image with this id.'
const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`)

/** "There is no position 9: 'Convocation' has 5 photos, so 1 to 5." */
export const positionOutOfRange = (position: number, of: number, category: string) => `There is no position ${position}: '${category}' has ${photos(of)}, so 1 to ${of}.`

function nameTaken(err: unknown): never {
  if (err instanceof CategoryNameTaken) throw new HttpError(409, `A category named "${err.message}" already exists.`)
  throw err
}

/** Event gallery: categories and images. */
export function eventsApi(ctx: AppContext): Router {
  const router = Router()

  // the public: published photos of published categories (and of none), streamed; staff: those they see (docs/decisions/277),
  // their own draft photos too, every draft named for an Administrator (289)
  router.get('/event/getEventImages', guard('public'), async (req, res) => {
    if (!req.admin) return streamList(ctx, res, eventImagesQuery(ctx.db, 'public'), eventImageOrNull)
    sendList(res, await namedDrafts(ctx.db, req.admin, await listEventImages(ctx.db, req.admin)))
  })

  // The admin's photo grid: one page at a time (?category=<id> for one category), counted in SQL.
  router.get('/event/admin/page', guard('content'), async (req, res) => {
    const query = pageQuerySchema.parse(req.query)
    const categoryId = typeof req.query.category === 'string' ? req.query.category.slice(0, 64) : ''
    const page = await eventImagesPage(ctx.db, req.admin!, { categoryId, offset: query.offset, limit: query.limit })
    // each with the revision its description's editor sends back (docs/decisions/285), a draft photo named for an Administrator (289)
    const items = await namedDrafts(ctx.db, req.admin!, await withRevisions(ctx.db, 'eventImages', page.items))
    sendData(res, { ...page, items, offset: query.offset, limit: query.limit })
  })

  // the public: published categories; staff: their own drafts too, every draft named for an Administrator (docs/decisions/277)
  router.get('/event/getAllCategories', guard('public'), async (req, res) => {
    if (!req.admin) return streamList(ctx, res, categoriesQuery(ctx.db, 'public'), toCategoryWithCount)
    // staff: their drafts, and each published category's rename kept as a draft (docs/decisions/280)
    const categories = await namedDrafts(ctx.db, req.admin, await listCategories(ctx.db, req.admin))
    sendList(res, await withChanges(ctx.db, eventCategoriesArea, req.admin, categories))
  })

  // a category saved as a draft keeps its photos off the site with it until it is published
  router.post('/event/addCategory', guard('content'), receiveFields, async (req, res) => {
    const { category } = parseInput(addCategorySchema, req.body)
    const draftBy = draftOwnerOf(req.body, req.admin!)
    const created = await createCategory(ctx.db, category, draftBy).catch(nameTaken)
    // the log names what was added, not the area's bare "saved event categories"
    noteActivity(res, { area: eventCategoriesArea.label, action: 'added', itemId: created._id, summary: draftBy ? `saved a draft of the gallery category '${created.category}' (not on the site)` : `added the gallery category '${created.category}'` })
    log.info(draftBy ? 'event category draft saved' : 'event category added', { id: created._id })
    sendCreated(res, draftBy ? DRAFT_SAVED : 'Category added successfully', created)
  })

  // another Editor's draft is not there for them: rename, delete, publish (docs/decisions/277)
  const ownDraftsOnly = othersDraftsHidden(ctx, 'event_categories', CATEGORY_NOT_FOUND)
  // a photo of another person's draft category is theirs too: not there for the others
  const photoOfOthersDraftHidden = othersDraftsHidden(ctx, 'event_images', PHOTO_NOT_FOUND)
  const logged = (row: SavedRow) => `the gallery category '${eventCategoriesArea.name(row)}'`
  mountDraftRoutes(ctx, router, { declared: eventCategoriesArea, logged, answer: getCategory, notFound: CATEGORY_NOT_FOUND })
  // a photo added to a published album as a draft is published on its own, or a published one taken off (docs/decisions/289)
  mountDraftRoutes(ctx, router, {
    declared: eventPhotosArea,
    logged: (row) => pictureLogged('photo', String(row.alt ?? '')),
    answer: getEventImage,
    notFound: PHOTO_NOT_FOUND,
    // previewed on the page of its album that holds it, "Uncategorized" for a photo of none
    previewAt: (db, row) => photoPreviewPage(db, String(row.id), (row.categoryId as string | null | undefined) ?? null),
  })

  // "Save changes as draft" on a published category: its new name kept beside it, the gallery unchanged (docs/decisions/280)
  const keepsChange = mountChangeRoutes(ctx, router, {
    declared: eventCategoriesArea,
    parse: (body) => parseInput(updateCategorySchema, body),
    // the name may be taken by another category, now or by the time it is published
    check: async (db, id, { category }) => {
      if (await isCategoryNameTaken(db, category, id)) nameTaken(new CategoryNameTaken(category))
    },
    logged,
    answer: getCategory,
    apply: (db, id, { category }) => renameCategory(db, id, category).catch(nameTaken),
    notFound: CATEGORY_NOT_FOUND,
  })

  router.put('/event/updateCategory/:id', guard('content'), ownDraftsOnly, receiveFields, keepsChange, async (req, res) => {
    const { category } = parseInput(updateCategorySchema, req.body)
    const updated = await renameCategory(ctx.db, paramId(req), category).catch(nameTaken)
    if (!updated) throw new HttpError(404, CATEGORY_NOT_FOUND)
    log.info('event category renamed', { id: updated._id })
    sendDone(res, 'Category updated', updated)
  })

  // Beside the contract (spec §7 has no category delete): to the bin with its photos, named (docs/decisions/178).
  router.delete('/event/deleteCategory/:id', guard('content'), ownDraftsOnly, (req, res) => {
    const id = paramId(req)
    const stored = snapshotRow(ctx.sqlite, 'event_categories', id)
    if (!stored) throw new HttpError(404, CATEGORY_NOT_FOUND)
    const photos = categoryPhotoRows(ctx.sqlite, id)
    ctx.sqlite.transaction(() => {
      keepInBin(ctx, req, res, { table: 'event_categories', folder: null, stored, area: 'event categories', label: String(stored.name), dependants: [{ table: 'event_images', folder: 'Event', rows: photos }] })
      deleteCategoryWithPhotos(ctx.sqlite, id)
    })()
    log.info('event category deleted', { id, photos: photos.length })
    sendDone(res, 'Category deleted', { _id: id, photos: photos.length })
  })

  router.post('/event/uploadEventImages', guard('content'), receiveImages(UPLOAD_CAPS.event), async (req, res) => {
    const { category: requested } = parseInput(uploadEventImagesSchema, req.body)
    const category = requested === null ? null : await findCategory(ctx.db, requested, req.admin!)
    if (requested !== null && !category) throw new HttpError(400, `There is no category "${requested}". Add it under Add Category first.`, { category: 'Unknown category' })
    const alts = uploadAlts(req)
    // "Save as draft" keeps the batch off the site in a published album; a draft album's photos are its draft already (docs/decisions/289)
    const draftBy = category?.draftBy ? null : draftOwnerOf(req.body, req.admin!)
    const images = await recordUploads(ctx, req, 'Event', (stored) => addEventImages(ctx.db, category?._id ?? null, stored, alts, draftBy))
    // the log keeps one line a write: one photo by its name, a batch by its count and album
    const album = category?.category ?? UNCATEGORIZED
    const only = images.length === 1 ? images[0]!._id : null
    if (draftBy) noteActivity(res, { area: eventPhotosArea.label, action: 'added', itemId: only, summary: images.length === 1 ? `saved a draft of ${pictureLogged('photo', images[0]!.alt)} (not on the site)` : `saved drafts of ${images.length} photos of '${album}' (not on the site)` })
    // the log names the album and the count, not the area's bare "saved event gallery"
    else noteActivity(res, { area: eventPhotosArea.label, action: 'added', itemId: only, summary: `added ${photos(images.length)} to '${album}'` })
    log.info(draftBy ? 'event image drafts saved' : 'event images added', { count: images.length, category: category?._id ?? null })
    sendCreated(res, draftBy ? DRAFT_SAVED : UPLOAD_SUCCESS, images)
  })

  // Beside the contract: an event photo's description (alt text).
  router.put(
    '/event/updateEventImage/:id',
    guard('content'),
    photoOfOthersDraftHidden,
    receiveFields,
    saveImageDescription(ctx, { table: 'eventImages', save: setEventImageAlt, notFound: 'No event image with this id.', logText: 'event photo description saved' }),
  )

  router.delete(
    '/event/deleteEventGalleryImage',
    guard('content'),
    deleteRowByImageUrl(ctx, {
      schema: deleteEventImageSchema,
      folder: 'Event',
      bin: { table: 'event_images', area: 'event gallery', label: (photo) => describedAs(photo.alt), logged: (photo) => pictureLogged('photo', photo.alt) },
      find: findEventImageByUrl,
      remove: deleteEventImage,
      imageOf: (image) => image.image,
      notFound: 'No event image with this imageUrl.',
      logText: 'event image deleted',
    }),
  )

  // Beside the contract: a photo's place in its category (docs/decisions/220). Not a version of the photo.
  router.put('/event/moveEventImage/:id', guard('content'), photoOfOthersDraftHidden, receiveFields, (req, res) => {
    const { position } = parseInput(moveEventImageSchema, req.body)
    let moved
    try {
      moved = moveEventImage(ctx.sqlite, paramId(req), position, req.admin!)
    } catch (err) {
      if (!(err instanceof PositionOutOfRange)) throw err
      // a clear refusal, never a silent "last" (docs/decisions/257)
      const message = positionOutOfRange(position, err.of, err.category ?? UNCATEGORIZED)
      throw new HttpError(400, message, { position: message })
    }
    if (!moved) throw new HttpError(404, 'No event image with this id.')
    const category = moved.category ?? UNCATEGORIZED
    noteActivity(res, { area: 'event gallery', action: 'changed', itemId: moved._id, summary: `moved ${pictureLogged('photo', moved.alt)} to position ${moved.position} in '${category}'` })
    log.info('event image moved', { id: moved._id, position: moved.position, of: moved.of })
    sendDone(res, `Photo moved to position ${moved.position} of ${moved.of} in '${category}'.`, { _id: moved._id, position: moved.position, of: moved.of })
  })

  /**
   * Photos of one category chosen together (docs/decisions/221), as `reader` sees them: the whole
   * request is refused when the category, or one of the photos, is not there for them (another
   * person's draft answers as one that is not), or a photo is of another category. `done` says in
   * the refusal what did not happen: "nothing was deleted".
   */
  function chosenPhotos(reader: StaffReader, categoryId: string, sent: readonly string[], done: 'deleted' | 'published') {
    const ids = [...new Set(sent)]
    const uncategorized = categoryId === UNCATEGORIZED_ID
    // another person's draft category answers as an unknown one does (docs/decisions/277)
    const seen = compiledSql(staffSeesRowSql(reader, 'event_categories', 'c'))
    const category = uncategorized ? null : (ctx.sqlite.prepare(`SELECT name, draft_by FROM event_categories AS c WHERE id = ? AND ${seen.sql}`).get(categoryId, ...seen.parameters) as { name: string; draft_by: string | null } | undefined)
    if (!uncategorized && category === undefined) throw new HttpError(404, `No category with this id; nothing was ${done}.`)
    // a draft album's photos go on the site with it, never on their own
    if (done === 'published' && category?.draft_by) throw new HttpError(409, PART_OF_A_DRAFT)
    const name = category?.name ?? UNCATEGORIZED
    // another person's draft photo answers as an unknown one does (docs/decisions/289)
    const rows = eventPhotoRowsByIds(ctx.sqlite, ids, reader)
    const missing = ids.length - rows.length
    if (missing) throw new HttpError(404, `${photos(missing)} of the ${ids.length} chosen ${missing === 1 ? 'is' : 'are'} not in the gallery (deleted already?); nothing was ${done}.`)
    const elsewhere = rows.filter((row) => (row.category_id ?? null) !== (uncategorized ? null : categoryId)).length
    if (elsewhere) throw new HttpError(400, `${photos(elsewhere)} of the ${ids.length} chosen ${elsewhere === 1 ? 'is' : 'are'} not in '${name}'; nothing was ${done}.`)
    return { ids, rows, name }
  }

  // Beside the contract: photos of one category chosen together go to Deleted Items in one action,
  // each its own entry; ids unknown or of another category refuse the whole request (docs/decisions/221).
  router.post('/event/deleteEventImages', guard('content'), receiveFields, (req, res) => {
    const { category: categoryId, ids: sent } = parseInput(deleteEventImagesSchema, req.body)
    const { ids, rows, name } = chosenPhotos(req.admin!, categoryId, sent, 'deleted')
    const items = rows.map((row) => ({
      table: 'event_images' as const,
      folder: 'Event' as const,
      stored: row,
      area: 'event gallery',
      label: describedAs(String(row.alt ?? '')),
    }))
    ctx.sqlite.transaction(() => {
      keepEachInBin(ctx, req, res, items, `deleted ${photos(rows.length)} of '${name}'`)
      deleteEventImagesByIds(ctx.sqlite, ids)
    })()
    log.info('event images deleted', { count: rows.length, category: categoryId })
    sendDone(res, `${photos(rows.length)} of '${name}' moved to Deleted Items; each can be restored there for ${BIN_DAYS} days.`, { deleted: rows.length, ids })
  })

  // Beside the contract: draft photos of one album chosen together go on the site in one action, each
  // as its own Publish would (docs/decisions/289); the chosen that are not drafts are left as they are.
  router.post('/event/publishEventImages', guard('content'), receiveFields, (req, res) => {
    const { category: categoryId, ids: sent } = parseInput(publishEventImagesSchema, req.body)
    // read and written in one transaction: two presses at once publish each photo once
    const { published, others, name } = ctx.sqlite.transaction(() => {
      const { rows, name } = chosenPhotos(req.admin!, categoryId, sent, 'published')
      const drafts = rows.filter((row) => row.draft_by != null)
      if (!drafts.length) throw new HttpError(409, NONE_A_DRAFT)
      publishEventImageDrafts(ctx.sqlite, drafts.map((row) => String(row.id)))
      return { published: drafts, others: rows.length - drafts.length, name }
    })()
    // the log keeps one line a write: one photo as its own Publish says it, more by their count and album
    const [only] = published
    noteActivity(res, { area: eventPhotosArea.label, action: 'changed', itemId: published.length === 1 ? String(only!.id) : null, summary: published.length === 1 ? `published ${pictureLogged('photo', String(only!.alt ?? ''))}` : `published ${photos(published.length)} of '${name}'` })
    log.info('event image drafts published', { count: published.length, category: categoryId })
    const left = others ? ` ${others} of those chosen ${others === 1 ? 'was not a draft' : 'were not drafts'}.` : ''
    sendDone(res, `${photos(published.length)} of '${name}' published: on the site now.${left}`, { published: published.length, ids: published.map((row) => String(row.id)) })
  })

  return router
}

import fs from 'node:fs/promises'
import path from 'node:path'
import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowById, storeRequiredUploads, updateWithOptionalImage, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { deleteImageFiles, imageFileNames, type ImageMeta } from '../../http/images.js'
import { imageMetadata } from '../../http/image-process.js'
import { standardWidths } from '../../http/upload-rules.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendCreated, sendData, sendDone, sendList, sendSaved } from '../../http/replies.js'
import { streamList } from '../../http/stream-list.js'
import { imageColumns, receiveFields, receiveImages, recordStored, storeUploads, uploadedFiles, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../../platform/activity/note.js'
import { DRAFT_SAVED } from '../../platform/row-drafts/messages.js'
import { draftOwnerOf, mountDraftRoutes, namedDrafts, othersDraftsHidden } from '../../platform/row-drafts/rows.js'
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import { writeUnchangedSinceOpened } from '../../platform/row-drafts/opened-revision.js'
import { withStepRevision } from '../../platform/row-drafts/stored.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { savedBy } from '../../platform/versions/saved-by.js'
import { foundersArea } from './areas.js'
import { aboutContentSchema, foundationSchema, missionVisionSchema } from './schema.js'
import {
  createFoundationEntry,
  deleteFoundationEntry,
  getAboutContent,
  getFoundationEntry,
  getMissionVision,
  isAboutImageInUse,
  foundationQuery,
  listFoundationEntries,
  toFoundationEntry,
  saveAboutContent,
  saveMissionVision,
  setAboutImage,
  updateFoundationEntry,
  type ImageColumns,
} from './store.js'

const FOUNDATION_NOT_FOUND = 'No foundation entry with this id.'
export const ABOUT_IMAGE_UNKNOWN = 'The image was not found. Please upload it again.'

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then((stat) => stat.isFile(), () => false)
}

/**
 * The image named in uploadAboutContent: it must be a name storeImage produced (strict pattern,
 * so it can never be a path) whose file is in About/ and that no foundation entry uses. Its meta
 * is read back from the files on disk.
 */
async function uploadedAboutImage(ctx: AppContext, name: string): Promise<ImageColumns> {
  if (imageFileNames(name, null).length === 0) throw new HttpError(400, ABOUT_IMAGE_UNKNOWN, { image: 'Not an uploaded image' })
  const dir = path.join(ctx.config.uploadsDir, 'About')
  const jpeg = path.join(dir, name)
  if (!(await exists(jpeg))) throw new HttpError(400, ABOUT_IMAGE_UNKNOWN, { image: 'Not an uploaded image' })
  if (await isAboutImageInUse(ctx.db, name)) throw new HttpError(400, 'This image belongs to another entry. Please upload a new one.', { image: 'Image in use' })
  const id = name.slice(0, -'.jpg'.length)
  // storeImage wrote the JPEG at the largest width, and WebP at each smaller standard width and that one
  const { width = 0, height = 0 } = await imageMetadata(jpeg)
  const widths: number[] = []
  for (const candidate of standardWidths(width)) {
    if (await exists(path.join(dir, `${id}-${candidate}.webp`))) widths.push(candidate)
  }
  const meta: ImageMeta = { width, height, widths }
  return { imageUrl: name, imageMeta: JSON.stringify(meta) }
}

/** getAboutContent's data before anything was saved: empty strings and zeros, never null. */
export const EMPTY_ABOUT_CONTENT = { title: '', description: '', image: '', students: 0, collegeAcceptance: '', yearsOfExcellence: 0 }
/** getmissionVision's data before anything was saved. */
export const EMPTY_MISSION_VISION = { mission: '', vision: '' }

/** About content, mission and vision, and the foundation (founders) entries. */
export function aboutApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/about/getAboutContent', guard('public'), async (_req, res) => {
    sendData(res, (await getAboutContent(ctx.db)) ?? EMPTY_ABOUT_CONTENT)
  })

  // The image goes onto the about content at once, so a client that uploads it and saves the text
  // separately, in either order, ends with both (issue #10). The answer still names the file.
  router.post('/about/uploadAboutContentImages', guard('content'), receiveImages(UPLOAD_CAPS.aboutContent), async (req, res) => {
    const [stored] = await storeRequiredUploads(ctx, req, 'About')
    const { replaced, revision } = await recordStored(ctx, 'About', [stored], () => setAboutImage(ctx.db, imageColumns(stored), savedBy(req)))
    if (replaced) await deleteImageFiles(ctx.config.uploadsDir, 'About', replaced.image, replaced.imageMeta)
    log.info('about image uploaded', { image: stored.imageUrl })
    sendCreated(res, UPLOAD_SUCCESS, withStepRevision({ image: stored.imageUrl, imageMeta: stored.imageMeta }, revision))
  })

  router.post('/about/uploadAboutContent', guard('content'), receiveFields, async (req, res) => {
    const { image: requested, ...input } = parseInput(aboutContentSchema, req.body)
    const name = requested.split('/').pop() ?? ''
    const current = await getAboutContent(ctx.db)
    const image = name === '' || name === current?.image ? null : await uploadedAboutImage(ctx, name)
    const { content, replaced, created, revision } = await saveAboutContent(ctx.db, input, image, savedBy(req), req.body)
    if (replaced) await deleteImageFiles(ctx.config.uploadsDir, 'About', replaced.image, replaced.imageMeta)
    // The first text is a creation (201) even when an image upload made the row just before.
    const firstText = created || current?.title === ''
    log.info('about content saved', { created: firstText })
    sendSaved(res, firstText, 'Content added successfully!', withStepRevision(content, revision))
  })

  router.get('/about/getmissionVision', guard('public'), async (_req, res) => {
    sendData(res, (await getMissionVision(ctx.db)) ?? EMPTY_MISSION_VISION)
  })

  router.put('/about/missionVisionUpdate', guard('content'), receiveFields, async (req, res) => {
    const { missionVision, revision } = await saveMissionVision(ctx.db, parseInput(missionVisionSchema, req.body), savedBy(req), req.body)
    log.info('mission and vision saved')
    sendDone(res, 'Mission & Vision updated successfully!', withStepRevision(missionVision, revision))
  })

  // the public: published entries; staff: their own drafts too, every draft named for an Administrator (docs/decisions/277)
  router.get('/about/getfoundation', guard('public'), async (req, res) => {
    if (!req.admin) return streamList(ctx, res, foundationQuery(ctx.db, 'public'), toFoundationEntry, 'foundations')
    // staff: their drafts, and each published entry's change kept as a draft (docs/decisions/280)
    const entries = await namedDrafts(ctx.db, req.admin, await listFoundationEntries(ctx.db, req.admin))
    sendList(res, await withChanges(ctx.db, foundersArea, req.admin, entries), 'foundations')
  })

  router.post('/about/addfoundation', guard('content'), receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parseInput(foundationSchema, req.body)
    const draftBy = draftOwnerOf(req.body, req.admin!)
    const stored = await storeUploads(ctx, uploadedFiles(req), 'About')
    const entry = await recordStored(ctx, 'About', stored, () => createFoundationEntry(ctx.db, input, stored[0] ? imageColumns(stored[0]) : null, draftBy))
    if (draftBy) noteActivity(res, { area: foundersArea.label, action: 'added', itemId: entry._id, summary: `saved a draft of the founders' entry '${foundersArea.name(entry)}' (not on the site)` })
    log.info(draftBy ? 'foundation draft saved' : 'foundation entry added', { id: entry._id })
    sendCreated(res, draftBy ? DRAFT_SAVED : 'Foundation entry added successfully!', entry)
  })

  // another Editor's draft is not there for them: edit, delete, publish (docs/decisions/277)
  const ownDraftsOnly = othersDraftsHidden(ctx, 'foundation_entries', FOUNDATION_NOT_FOUND)
  const logged = (row: SavedRow) => `the founders' entry '${foundersArea.name(row)}'`
  mountDraftRoutes(ctx, router, { declared: foundersArea, logged, answer: getFoundationEntry, notFound: FOUNDATION_NOT_FOUND })

  // "Save changes as draft" on a published entry: kept beside it, About Us unchanged; a new photo is not kept in a change (docs/decisions/280)
  const readEdit = (body: unknown) => parsePartialInput(foundationSchema, body)
  const keepsChange = mountChangeRoutes(ctx, router, {
    declared: foundersArea,
    parse: readEdit,
    logged,
    answer: getFoundationEntry,
    apply: (db, id, input) => updateFoundationEntry(db, id, input, null),
    notFound: FOUNDATION_NOT_FOUND,
  })

  router.put('/about/updatefoundation/:id', guard('content'), ownDraftsOnly, receiveImages(UPLOAD_CAPS.single), keepsChange, async (req, res) => {
    const input = readEdit(req.body)
    const { entry } = await updateWithOptionalImage(ctx, req, 'About', {
      exists: () => getFoundationEntry(ctx.db, paramId(req)),
      // checked again with the write: the photo's resizing before it is time another save could take
      update: (image) => writeUnchangedSinceOpened(ctx.db, { body: req.body, table: 'foundationEntries', id: paramId(req) }, (trx) => updateFoundationEntry(trx, paramId(req), input, image)),
      previousImage: ({ before }) => ({ name: before.ourFoundationImage, meta: before.imageMeta }),
      notFound: FOUNDATION_NOT_FOUND,
    })
    log.info('foundation entry updated', { id: entry._id })
    sendDone(res, 'Foundation entry updated successfully!', entry)
  })

  router.delete(
    '/about/deletefoundation/:id',
    guard('content'),
    ownDraftsOnly,
    deleteRowById(ctx, {
      folder: 'About',
      bin: { table: 'foundation_entries', area: 'founders', label: (entry) => entry.name || entry.content.slice(0, 60) },
      remove: deleteFoundationEntry,
      imageOf: (entry) => entry.ourFoundationImage,
      notFound: FOUNDATION_NOT_FOUND,
      logText: 'foundation entry deleted',
      message: 'Foundation entry deleted successfully!',
    }),
  )

  return router
}

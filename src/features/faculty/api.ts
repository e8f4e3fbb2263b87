import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { deleteRowById, updateWithOptionalImage } from '../../http/image-rows.js'
import { deleteImageFiles } from '../../http/images.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendCreated, sendDone, sendList } from '../../http/replies.js'
import { imageColumns, receiveImages, recordStored, storeUploads, uploadedFiles, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../../platform/activity/note.js'
import { DRAFT_SAVED } from '../../platform/row-drafts/messages.js'
import { draftOwnerOf, mountDraftRoutes, namedDrafts, othersDraftsHidden } from '../../platform/row-drafts/rows.js'
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import { writeUnchangedSinceOpened } from '../../platform/row-drafts/opened-revision.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { facultyArea } from './area.js'
import { facultyOrderSchema, facultySchema, type FacultyInput } from './schema.js'
import { createFacultyMember, deleteFacultyMember, FACULTY_AREA, getFacultyMember, listFaculty, reorderFaculty, updateFacultyMember } from './store.js'

export const FACULTY_NOT_FOUND = 'No faculty member with this id.'

/** An edit's reading of its body (an absent field keeps its stored value); "Remove photo" only when asked for. The direct save's and a kept change's. */
function readEdit(body: unknown): Partial<FacultyInput> {
  const { removePhoto, ...fields } = parsePartialInput(facultySchema, body)
  return removePhoto === '1' ? { ...fields, removePhoto } : fields
}

/** A faculty entry in the activity log, from the stored row (the draft and change routes'). */
const logged = (row: SavedRow) => `the faculty entry of '${facultyArea.name(row)}'`

/**
 * The faculty (docs/decisions/094): the list is public; staff add, edit (photo optional, with its
 * description), reorder and delete (to the bin). Photos are stored like every other upload, in Faculty/.
 */
export function facultyApi(ctx: AppContext): Router {
  const router = Router()

  // the public: published entries; staff: their own drafts too, every draft for an Administrator (docs/decisions/276)
  router.get('/faculty', guard('public'), async (req, res) => {
    const seenBy = req.admin ?? 'public'
    const members = await namedDrafts(ctx.db, seenBy, await listFaculty(ctx.db, seenBy))
    // staff: each published entry's change kept as a draft too (docs/decisions/280)
    sendList(res, req.admin ? await withChanges(ctx.db, facultyArea, req.admin, members) : members)
  })

  router.post('/faculty', guard('content'), receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const { removePhoto: _, ...input } = parseInput(facultySchema, req.body)
    // every refusal before the photo is filed: a refused create leaves no file behind
    const draftBy = draftOwnerOf(req.body, req.admin!)
    const stored = await storeUploads(ctx, uploadedFiles(req), 'Faculty')
    const member = await recordStored(ctx, 'Faculty', stored, () => createFacultyMember(ctx.db, input, stored[0] ? imageColumns(stored[0]) : null, draftBy))
    noteActivity(res, { area: FACULTY_AREA, action: 'added', itemId: member._id, summary: draftBy ? `saved a draft of the faculty entry of '${member.name}' (not on the site)` : `added '${member.name}' to the faculty` })
    log.info(draftBy ? 'faculty draft saved' : 'faculty member added', { id: member._id })
    sendCreated(res, draftBy ? DRAFT_SAVED : 'Faculty member added successfully!', member)
  })

  router.post('/faculty/order', guard('content'), async (req, res) => {
    const { ids } = parseInput(facultyOrderSchema, req.body)
    const moved = await reorderFaculty(ctx.db, ids)
    noteActivity(res, { area: FACULTY_AREA, action: 'changed', summary: 'changed the order of the faculty' })
    log.info('faculty reordered', { moved })
    sendDone(res, 'Order saved', await namedDrafts(ctx.db, req.admin!, await listFaculty(ctx.db, req.admin!)))
  })

  // another Editor's draft is not there for them: edit, delete, publish (docs/decisions/276)
  const ownDraftsOnly = othersDraftsHidden(ctx, 'faculty', FACULTY_NOT_FOUND)
  mountDraftRoutes(ctx, router, { declared: facultyArea, logged, answer: getFacultyMember, notFound: FACULTY_NOT_FOUND })

  // "Save changes as draft" on a published entry: kept beside it, About Us unchanged; a new or removed photo is not kept in a change (docs/decisions/280)
  const keepsChange = mountChangeRoutes(ctx, router, {
    declared: facultyArea,
    parse: readEdit,
    logged,
    answer: getFacultyMember,
    apply: (db, id, { removePhoto: _, ...fields }) => updateFacultyMember(db, id, fields, null),
    changesPicture: (input) => input.removePhoto === '1',
    notFound: FACULTY_NOT_FOUND,
  })

  router.put('/faculty/:id', guard('content'), ownDraftsOnly, receiveImages(UPLOAD_CAPS.single), keepsChange, async (req, res) => {
    const { removePhoto, ...input } = readEdit(req.body)
    const removing = removePhoto === '1' && uploadedFiles(req).length === 0
    const { after, before } = await updateWithOptionalImage(ctx, req, 'Faculty', {
      exists: () => getFacultyMember(ctx.db, paramId(req)),
      // checked again with the write: the photo's resizing before it is time another save could take
      update: (image) => writeUnchangedSinceOpened(ctx.db, { body: req.body, table: 'faculty', id: paramId(req) }, (trx) => updateFacultyMember(trx, paramId(req), input, image ?? (removing ? imageColumns(null) : null))),
      previousImage: (result) => ({ name: result.before.image, meta: result.before.imageMeta }),
      notFound: FACULTY_NOT_FOUND,
    })
    if (removing && before.image) await deleteImageFiles(ctx.config.uploadsDir, 'Faculty', before.image, before.imageMeta)
    noteActivity(res, { area: FACULTY_AREA, action: 'changed', itemId: after._id, summary: `changed the faculty entry of '${after.name}'` })
    log.info('faculty member updated', { id: after._id })
    sendDone(res, 'Faculty member updated successfully!', after)
  })

  router.delete(
    '/faculty/:id',
    guard('content'),
    ownDraftsOnly,
    deleteRowById(ctx, {
      folder: 'Faculty',
      bin: { table: 'faculty', area: FACULTY_AREA, label: (member) => member.name },
      remove: deleteFacultyMember,
      imageOf: (member) => member.image,
      notFound: FACULTY_NOT_FOUND,
      logText: 'faculty member deleted',
      message: 'Faculty member deleted successfully!',
    }),
  )

  return router
}

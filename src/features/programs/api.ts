import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowById } from '../../http/image-rows.js'
import { streamList } from '../../http/stream-list.js'
import { paramId, sendCreated, sendDone, sendList } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../../platform/activity/note.js'
import { DRAFT_SAVED } from '../../platform/row-drafts/messages.js'
import { draftOwnerOf, mountDraftRoutes, namedDrafts, othersDraftsHidden } from '../../platform/row-drafts/rows.js'
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import { programsArea } from './area.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { programSchema } from './schema.js'
import { createProgram, deleteProgram, getProgram, listPrograms, programsQuery, toProgram, updateProgram } from './store.js'

const NOT_FOUND = 'No program with this id.'

/** An edit's reading of its body: the direct save's and a kept change's. */
const readEdit = (body: unknown) => parseInput(programSchema, body)
/** A program in the activity log, from the stored row (the draft and change routes'). */
const logged = (row: SavedRow) => `program '${programsArea.name(row)}'`

/** Academic programs (also what the admin panel's "Services" entries manage). */
export function programsApi(ctx: AppContext): Router {
  const router = Router()

  // the public: published programs, streamed; staff: their own drafts too, every draft for an Administrator (docs/decisions/276)
  router.get('/home/getAllPrograms', guard('public'), async (req, res) => {
    // staff: each published program's change kept as a draft too (docs/decisions/280)
    if (req.admin) return sendList(res, await withChanges(ctx.db, programsArea, req.admin, await namedDrafts(ctx.db, req.admin, await listPrograms(ctx.db, req.admin))))
    await streamList(ctx, res, programsQuery(ctx.db, 'public'), toProgram)
  })

  router.post('/home/uploadPrograms', guard('content'), receiveFields, async (req, res) => {
    const draftBy = draftOwnerOf(req.body, req.admin!)
    const program = await createProgram(ctx.db, parseInput(programSchema, req.body), draftBy)
    log.info(draftBy ? 'program draft saved' : 'program added', { id: program._id })
    if (draftBy) noteActivity(res, { area: 'programs', action: 'added', itemId: program._id, summary: `saved a draft of program '${program.title.slice(0, 60)}' (not on the site)` })
    sendCreated(res, draftBy ? DRAFT_SAVED : 'Program added successfully!', program)
  })

  // another Editor's draft is not there for them: edit, delete, publish (docs/decisions/276)
  const ownDraftsOnly = othersDraftsHidden(ctx, 'programs', NOT_FOUND)
  mountDraftRoutes(ctx, router, { declared: programsArea, logged, answer: getProgram, notFound: NOT_FOUND })

  // "Save changes as draft" on a published program: kept beside it, the site unchanged (docs/decisions/280)
  const keepsChange = mountChangeRoutes(ctx, router, { declared: programsArea, parse: readEdit, logged, answer: getProgram, apply: updateProgram, notFound: NOT_FOUND })

  router.put('/home/editProgram/:id', guard('content'), ownDraftsOnly, receiveFields, keepsChange, async (req, res) => {
    const program = await updateProgram(ctx.db, paramId(req), readEdit(req.body))
    if (!program) throw new HttpError(404, NOT_FOUND)
    log.info('program updated', { id: program._id })
    sendDone(res, 'Program updated successfully', program)
  })

  router.delete(
    '/home/deletePrograms/:id',
    guard('content'),
    ownDraftsOnly,
    deleteRowById(ctx, {
      folder: 'Home',
      bin: { table: 'programs', area: 'programs', label: (program) => program.title },
      remove: deleteProgram,
      imageOf: (program) => program.image,
      notFound: NOT_FOUND,
      logText: 'program deleted',
      message: 'Program deleted successfully',
    }),
  )

  return router
}

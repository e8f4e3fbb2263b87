import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowById } from '../../http/image-rows.js'
import { streamList } from '../../http/stream-list.js'
import { paramId, sendCreated, sendDone } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { programSchema } from './schema.js'
import { createProgram, deleteProgram, programsQuery, toProgram, updateProgram } from './store.js'

const NOT_FOUND = 'No program with this id.'

/** Academic programs (also what the admin panel's "Services" entries manage). */
export function programsApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/home/getAllPrograms', guard('public'), async (_req, res) => {
    await streamList(ctx, res, programsQuery(ctx.db), toProgram)
  })

  router.post('/home/uploadPrograms', guard('content'), receiveFields, async (req, res) => {
    const program = await createProgram(ctx.db, parseInput(programSchema, req.body))
    log.info('program added', { id: program._id })
    sendCreated(res, 'Program added successfully!', program)
  })

  router.put('/home/editProgram/:id', guard('content'), receiveFields, async (req, res) => {
    const program = await updateProgram(ctx.db, paramId(req), parseInput(programSchema, req.body))
    if (!program) throw new HttpError(404, NOT_FOUND)
    log.info('program updated', { id: program._id })
    sendDone(res, 'Program updated successfully', program)
  })

  router.delete(
    '/home/deletePrograms/:id',
    guard('content'),
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

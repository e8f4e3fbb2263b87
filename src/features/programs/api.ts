import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowById } from '../../http/image-rows.js'
import { paramId, sendCreated, sendDone, sendList } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { programSchema } from './schema.js'
import { createProgram, deleteProgram, listPrograms, updateProgram } from './store.js'

const NOT_FOUND = 'No program with this id.'

/** Academic programs (also what the admin panel's "Services" entries manage). */
export function programsApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/home/getAllPrograms', async (_req, res) => {
    sendList(res, await listPrograms(ctx.db))
  })

  router.post('/home/uploadPrograms', requireAdmin, receiveFields, async (req, res) => {
    const program = await createProgram(ctx.db, parseInput(programSchema, req.body))
    ctx.content.bump()
    log.info('program added', { id: program._id })
    sendCreated(res, 'Program added successfully!', program)
  })

  router.put('/home/editProgram/:id', requireAdmin, receiveFields, async (req, res) => {
    const program = await updateProgram(ctx.db, paramId(req), parseInput(programSchema, req.body))
    if (!program) throw new HttpError(404, NOT_FOUND)
    ctx.content.bump()
    log.info('program updated', { id: program._id })
    sendDone(res, 'Program updated successfully', program)
  })

  router.delete(
    '/home/deletePrograms/:id',
    requireAdmin,
    deleteRowById(ctx, {
      folder: 'Home',
      remove: deleteProgram,
      imageOf: (program) => program.image,
      notFound: NOT_FOUND,
      logText: 'program deleted',
      message: 'Program deleted successfully',
    }),
  )

  return router
}

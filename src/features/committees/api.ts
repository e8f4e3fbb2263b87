import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendData, sendDone } from '../../http/replies.js'
import { log } from '../../log.js'
import { committeeSchema } from './schema.js'
import { documentExists, getCommittee, listCommittees, updateCommittee } from './store.js'

const NOT_FOUND = 'No committee with this id.'
export const ORDER_NOT_FOUND = 'The constituting order must be a document of the library (upload it under Upload Documents first).'

/** Committees (docs/decisions/091): the set is fixed, staff edit each one's content. */
export function committeesApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/committees', guard('public'), async (_req, res) => {
    res.json(await listCommittees(ctx.db))
  })

  router.get('/committees/:id', guard('public'), async (req, res) => {
    const committee = await getCommittee(ctx.db, paramId(req))
    if (!committee) throw new HttpError(404, NOT_FOUND)
    sendData(res, committee)
  })

  router.put('/committees/:id', guard('content'), async (req, res) => {
    const input = parsePartialInput(committeeSchema, req.body)
    if (input.orderDocumentId && !(await documentExists(ctx.db, input.orderDocumentId))) {
      throw new HttpError(400, ORDER_NOT_FOUND, { orderDocumentId: ORDER_NOT_FOUND })
    }
    const committee = await updateCommittee(ctx.db, paramId(req), input)
    if (!committee) throw new HttpError(404, NOT_FOUND)
    log.info('committee updated', { id: committee._id, members: committee.members.length })
    sendDone(res, 'Committee updated successfully!', committee)
  })

  return router
}

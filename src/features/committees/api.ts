import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendData, sendDone } from '../../http/replies.js'
import { log } from '../../log.js'
import { committeeSchema } from './schema.js'
import { documentExists, getCommittee, listCommittees, updateCommittee } from './store.js'
import { writeAnsweringRevision } from '../../platform/row-drafts/opened-revision.js'
import { withRevisions } from '../../platform/row-drafts/stored.js'

const NOT_FOUND = 'No committee with this id.'
export const ORDER_NOT_FOUND = 'The constituting order must be a document of the library (upload it under Upload Documents first).'

/** Committees (docs/decisions/091): the set is fixed, staff edit each one's content. */
export function committeesApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/committees', guard('public'), async (req, res) => {
    const committees = await listCommittees(ctx.db)
    // staff: each with the revision its edit form sends back (docs/decisions/283)
    res.json(req.admin ? await withRevisions(ctx.db, 'committees', committees) : committees)
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
    // refused when the committee changed since its form was opened; the answer's revision is the form's from now on
    const committee = await writeAnsweringRevision(ctx.db, { body: req.body, table: 'committees', id: paramId(req) }, (trx) => updateCommittee(trx, paramId(req), input))
    if (!committee) throw new HttpError(404, NOT_FOUND)
    log.info('committee updated', { id: committee._id, members: committee.members.length })
    sendDone(res, 'Committee updated successfully!', committee)
  })

  return router
}

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
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import type { Db } from '../../db/connection.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { committeesArea } from './area.js'

const NOT_FOUND = 'No committee with this id.'
export const ORDER_NOT_FOUND = 'The constituting order must be a document of the library (upload it under Upload Documents first).'

/** An edit's reading of its body: the direct save's and a kept change's. */
const readEdit = (body: unknown) => parsePartialInput(committeeSchema, body)
/** The edit's check beyond its schema: the constituting order is a document of the library (at keeping a change, and again at publishing it). */
async function orderExists(db: Db, _id: string, input: ReturnType<typeof readEdit>): Promise<void> {
  if (input.orderDocumentId && !(await documentExists(db, input.orderDocumentId))) throw new HttpError(400, ORDER_NOT_FOUND, { orderDocumentId: ORDER_NOT_FOUND })
}
/** A committee in the activity log, from the stored row (the change routes'). */
const logged = (row: SavedRow) => `the committee '${committeesArea.name(row)}'`

/**
 * Committees (docs/decisions/091): the set is fixed, staff edit each one's content; an edit may
 * wait as its writer's draft and be previewed on /committees before it is published (287).
 */
export function committeesApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/committees', guard('public'), async (req, res) => {
    const committees = await listCommittees(ctx.db)
    // staff: each with the revision its edit form sends back (docs/decisions/283)
    // and the change to it kept as a draft that the reader may see (docs/decisions/287)
    res.json(req.admin ? await withChanges(ctx.db, committeesArea, req.admin, committees) : committees)
  })

  router.get('/committees/:id', guard('public'), async (req, res) => {
    const committee = await getCommittee(ctx.db, paramId(req))
    if (!committee) throw new HttpError(404, NOT_FOUND)
    sendData(res, committee)
  })

  const keepsChange = mountChangeRoutes(ctx, router, { declared: committeesArea, parse: readEdit, check: orderExists, logged, answer: getCommittee, apply: updateCommittee, notFound: NOT_FOUND })

  router.put('/committees/:id', guard('content'), keepsChange, async (req, res) => {
    const input = readEdit(req.body)
    await orderExists(ctx.db, paramId(req), input)
    // refused when the committee changed since its form was opened; the answer's revision is the form's from now on
    const committee = await writeAnsweringRevision(ctx.db, { body: req.body, table: 'committees', id: paramId(req) }, (trx) => updateCommittee(trx, paramId(req), input))
    if (!committee) throw new HttpError(404, NOT_FOUND)
    log.info('committee updated', { id: committee._id, members: committee.members.length })
    sendDone(res, 'Committee updated successfully!', committee)
  })

  return router
}

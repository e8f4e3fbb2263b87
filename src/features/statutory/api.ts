import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendData, sendDone } from '../../http/replies.js'
import { readChecklist } from './checklist.js'
import { statutorySchema } from './schema.js'
import { listStatutory, updateStatutory } from './store.js'
import { writeAnsweringRevision } from '../../platform/row-drafts/opened-revision.js'
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import type { Db } from '../../db/connection.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { statutoryArea } from './area.js'

const NOT_FOUND = 'No statutory entry with this id.'

/** An edit's reading of its body: the direct save's and a kept change's. */
const readEdit = (body: unknown) => parsePartialInput(statutorySchema, body)
/** One entry as the API answers it. */
const entryOf = async (db: Db, id: string) => (await listStatutory(db)).find((entry) => entry._id === id) ?? null
/** An entry in the activity log, from the stored row (the change routes'). */
const logged = (row: SavedRow) => `the statutory fact '${statutoryArea.name(row)}'`

/**
 * The statutory facts (docs/decisions/166): a fixed set, public to read, staff edit each one; an
 * edit may wait as its writer's draft and be previewed on Mandatory Disclosure first (287).
 */
export function statutoryApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/statutory', guard('public'), async (req, res) => {
    const entries = await listStatutory(ctx.db)
    // staff: each with the revision its edit form sends back (docs/decisions/283)
    // and the change to it kept as a draft that the reader may see (docs/decisions/287)
    res.json(req.admin ? await withChanges(ctx.db, statutoryArea, req.admin, entries) : entries)
  })

  const keepsChange = mountChangeRoutes(ctx, router, { declared: statutoryArea, parse: readEdit, logged, answer: entryOf, apply: updateStatutory, notFound: NOT_FOUND })

  router.put('/statutory/:id', guard('content'), keepsChange, async (req, res) => {
    const input = readEdit(req.body)
    // refused when the entry changed since its form was opened; the answer's revision is the form's from now on
    const entry = await writeAnsweringRevision(ctx.db, { body: req.body, table: 'statutoryEntries', id: paramId(req) }, (trx) => updateStatutory(trx, paramId(req), input))
    if (!entry) throw new HttpError(404, NOT_FOUND)
    sendDone(res, 'Saved.', entry)
  })

  // The principal's compliance checklist (docs/decisions/168): staff who keep the content read it.
  router.get('/compliance', guard('content'), async (_req, res) => {
    sendData(res, await readChecklist(ctx.db, ctx.clock.now()))
  })

  return router
}

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
import { withRevisions } from '../../platform/row-drafts/stored.js'

const NOT_FOUND = 'No statutory entry with this id.'

/** The statutory facts (docs/decisions/166): a fixed set, public to read, staff edit each one. */
export function statutoryApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/statutory', guard('public'), async (req, res) => {
    const entries = await listStatutory(ctx.db)
    // staff: each with the revision its edit form sends back (docs/decisions/283)
    res.json(req.admin ? await withRevisions(ctx.db, 'statutoryEntries', entries) : entries)
  })

  router.put('/statutory/:id', guard('content'), async (req, res) => {
    const input = parsePartialInput(statutorySchema, req.body)
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

import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendData, sendDone } from '../../http/replies.js'
import { readChecklist } from './checklist.js'
import { statutorySchema } from './schema.js'
import { listStatutory, updateStatutory } from './store.js'

const NOT_FOUND = 'No statutory entry with this id.'

/** The statutory facts (docs/decisions/166): a fixed set, public to read, staff edit each one. */
export function statutoryApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/statutory', guard('public'), async (_req, res) => {
    res.json(await listStatutory(ctx.db))
  })

  router.put('/statutory/:id', guard('content'), async (req, res) => {
    const entry = await updateStatutory(ctx.db, paramId(req), parsePartialInput(statutorySchema, req.body))
    if (!entry) throw new HttpError(404, NOT_FOUND)
    sendDone(res, 'Saved.', entry)
  })

  // The principal's compliance checklist (docs/decisions/168): staff who keep the content read it.
  router.get('/compliance', guard('content'), async (_req, res) => {
    sendData(res, await readChecklist(ctx.db, ctx.clock.now()))
  })

  return router
}

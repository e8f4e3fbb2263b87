import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { sendData, sendSaved } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { savedBy } from '../../platform/versions/saved-by.js'
import { withStepRevision } from '../../platform/row-drafts/stored.js'
import { topbarSchema } from './schema.js'
import { getTopbar, saveTopbar } from './store.js'

/** getTopbarData's data before any message was saved. */
export const EMPTY_TOPBAR = { message: '', link: '' }

/** The announcement bar: one current message and link. */
export function topbarApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/topbar/getTopbarData', guard('public'), async (_req, res) => {
    // Never saved: empty strings, so a client reading data.message shows an empty bar (docs/decisions/010).
    sendData(res, (await getTopbar(ctx.db)) ?? EMPTY_TOPBAR)
  })

  // "add" replaces the current message: the bar shows one (docs/decisions/011).
  router.post('/topbar/addTopbarData', guard('content'), receiveFields, async (req, res) => {
    const { topbar, created, revision } = await saveTopbar(ctx.db, parseInput(topbarSchema, req.body), savedBy(req), req.body)
    log.info('topbar saved', { created })
    sendSaved(res, created, 'Topbar content updated successfully!', withStepRevision(topbar, revision))
  })

  return router
}

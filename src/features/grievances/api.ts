import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { committeeGrievanceRoutes } from './committee-api.js'
import { studentGrievanceRoutes } from './student-api.js'

/**
 * Students' grievances (docs/decisions/120): the two public calls (./student-api.ts) and the
 * committee's side (./committee-api.ts). The hourly rounds (reminders, the bin's purge) are the
 * server's to start (./reminders.ts).
 */
export function grievancesApi(ctx: AppContext): Router {
  const router = Router()
  router.use(studentGrievanceRoutes(ctx))
  router.use(committeeGrievanceRoutes(ctx))
  return router
}

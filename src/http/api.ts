import { Router } from 'express'
import { apiBodyParsers } from './body-limits.js'
import type { AppContext } from './context.js'
import { apiNotFound } from './errors.js'
import { aboutApi } from '../features/about/api.js'
import { adminAuthApi, loginAddressGate } from '../features/admin-auth/api.js'
import { activityApi } from '../features/activity/api.js'
import { accountsApi } from '../features/accounts/api.js'
import { binApi } from '../features/bin/api.js'
import { bannersApi } from '../features/banners/api.js'
import { blogsApi } from '../features/blogs/api.js'
import { documentsApi } from '../features/documents/api.js'
import { committeesApi } from '../features/committees/api.js'
import { facultyApi } from '../features/faculty/api.js'
import { feesApi } from '../features/fees/api.js'
import { searchApi } from '../features/search/api.js'
import { dashboardApi } from '../features/dashboard/api.js'
import { enquiriesApi } from '../features/enquiries/api.js'
import { eventsApi } from '../features/events/api.js'
import { programsApi } from '../features/programs/api.js'
import { topbarApi } from '../features/topbar/api.js'
import { versionsApi } from '../features/versions/api.js'
import { mailApi } from '../features/mail/api.js'
import { grievancesApi } from '../features/grievances/api.js'

/** Every feature's router, mounted under /api. A new content area adds its router here. */
const featureRouters: ((ctx: AppContext) => Router)[] = [
  adminAuthApi,
  bannersApi,
  programsApi,
  eventsApi,
  enquiriesApi,
  aboutApi,
  blogsApi,
  topbarApi,
  documentsApi,
  committeesApi,
  facultyApi,
  feesApi,
  searchApi,
  dashboardApi,
  activityApi,
  accountsApi,
  binApi,
  versionsApi,
  mailApi,
  grievancesApi,
]

export function apiRouter(ctx: AppContext): Router {
  const router = Router()
  // An address that used up its sign-in attempts is refused before its body is read.
  router.use(loginAddressGate(ctx))
  // Each call's body read up to its limit: small for the public writes (src/http/body-limits.ts).
  router.use(apiBodyParsers())
  for (const make of featureRouters) router.use(make(ctx))
  router.use(apiNotFound)
  return router
}

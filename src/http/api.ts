import express, { Router } from 'express'
import type { AppContext } from './context.js'
import { apiNotFound } from './errors.js'
import { aboutApi } from '../features/about/api.js'
import { adminAuthApi } from '../features/admin-auth/api.js'
import { bannersApi } from '../features/banners/api.js'
import { blogsApi } from '../features/blogs/api.js'
import { documentsApi } from '../features/documents/api.js'
import { committeesApi } from '../features/committees/api.js'
import { searchApi } from '../features/search/api.js'
import { enquiriesApi } from '../features/enquiries/api.js'
import { eventsApi } from '../features/events/api.js'
import { programsApi } from '../features/programs/api.js'
import { topbarApi } from '../features/topbar/api.js'

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
  searchApi,
]

export function apiRouter(ctx: AppContext): Router {
  const router = Router()
  router.use(express.json({ limit: '100kb' }))
  router.use(express.urlencoded({ extended: false, limit: '100kb' }))
  for (const make of featureRouters) router.use(make(ctx))
  router.use(apiNotFound)
  return router
}

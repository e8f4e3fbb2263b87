import express, { Router } from 'express'
import type { AppContext } from './context.js'
import { apiNotFound } from './errors.js'

/** Every feature's router, mounted under /api. A new content area adds its router here. */
const featureRouters: ((ctx: AppContext) => Router)[] = []

export function apiRouter(ctx: AppContext): Router {
  const router = Router()
  router.use(express.json({ limit: '100kb' }))
  router.use(express.urlencoded({ extended: false, limit: '100kb' }))
  for (const make of featureRouters) router.use(make(ctx))
  router.use(apiNotFound)
  return router
}

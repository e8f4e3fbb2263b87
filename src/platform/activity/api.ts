import { Router } from 'express'
import { z } from 'zod'
import type { AdminWriteHook } from '../../http/auth-guard.js'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { sendData } from '../../http/replies.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import type { OneRowArea, RowArea } from '../versions/area.js'
import { rowChanges, sqliteNameOf } from '../versions/rows.js'
import { describeWrite, withChanges } from './describe.js'
import { notedActivity } from './note.js'
import { pageActivity, pruneActivity, recordActivity } from './store.js'

const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')]).optional().default('')
export const activityQuerySchema = z.object({
  person: z.string().max(64).optional().default(''),
  area: z.string().max(64).optional().default(''),
  from: day,
  to: day,
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).optional().default(1),
  size: z.coerce.number({ error: 'Size must be a number' }).int().min(1).max(100, 'At most 100 per page').optional().default(50),
})

const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * The activity log's part of the one admin-write hook: who, when, what. A route's own words
 * (noteActivity) are used when it gave them, else a description from the path, method and item;
 * the content rows it saved add what changed, field by field (before → after).
 */
export function activityHook(ctx: AppContext, oneRowAreas: readonly Pick<OneRowArea, 'writes' | 'label' | 'fields'>[], rowAreas: readonly RowArea[] = []): AdminWriteHook {
  let prunedAt = 0
  // A linked row's name (a news item's PDF by its file name): table and column come from the areas' declarations, never from a request.
  const nameOf = sqliteNameOf(ctx.sqlite)
  return ({ req, res, admin, sent }) => {
    const noted = notedActivity(res)
    recordActivity(ctx.sqlite, admin, withChanges(noted ?? describeWrite(req, sent, oneRowAreas, rowAreas), !!noted, rowChanges(res), rowAreas, nameOf))
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now()
      const dropped = pruneActivity(ctx.sqlite)
      if (dropped) log.info('activity log pruned', { entries: dropped })
    }
  }
}

/** GET /api/activity: the log for Administrators, paged, with filters by person, area and date. */
export function activityApi(ctx: AppContext): Router {
  const router = Router()
  router.get('/activity', guard('accounts'), (req, res) => {
    const { page, size, ...filter } = parseInput(activityQuerySchema, req.query)
    sendData(res, pageActivity(ctx.sqlite, filter, page, size))
  })
  return router
}

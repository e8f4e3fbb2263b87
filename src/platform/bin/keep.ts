import type { Request, Response } from 'express'
import type { UploadFolder } from '../../config.js'
import type { AppContext } from '../../http/context.js'
import { noteActivity } from '../activity/note.js'
import { BIN_DAYS, photosKept, putInBin, type BinTable, type Dependants } from './store.js'
import { withPhotosWords } from './words.js'

/**
 * `label`: the item's name as written, shown in Deleted Items beside its area ('' for a picture
 * without a description: the panel shows the picture); `logged`: the log's words for what went,
 * when the name alone does not say it ("the fees of LL.M. 2026-27", "a banner without a description").
 */
type BinItem = { table: BinTable; folder: UploadFolder | null; stored: Record<string, unknown>; area: string; label: string; logged?: string; links?: Record<string, string[]>; dependants?: Dependants[] }

function putItemInBin(ctx: AppContext, req: Request, item: BinItem): string {
  return putInBin(ctx.sqlite, { table: item.table, folder: item.folder, row: item.stored, links: item.links, dependants: item.dependants, area: item.area, label: item.label, deletedBy: req.admin?.name ?? '' })
}

/**
 * A deleted row goes to the bin for BIN_DAYS (its files stay on disk) and the activity log says
 * so: the one step every delete route of a binned area takes. Returns the bin entry's id.
 */
export function keepInBin(ctx: AppContext, req: Request, res: Response, item: BinItem): string {
  const binId = putItemInBin(ctx, req, item)
  noteActivity(res, { area: item.area, action: 'deleted', itemId: String(item.stored.id), summary: `deleted ${item.logged ?? `'${item.label}'`}${withPhotosWords(photosKept(item))} (in the bin for ${BIN_DAYS} days)`, binId })
  return binId
}

/**
 * Several rows deleted in one action (photos chosen together): each its own bin entry, restored
 * on its own, and one activity entry in `summary`'s words (it gets the bin's days). Run inside
 * the transaction that deletes them.
 */
export function keepEachInBin(ctx: AppContext, req: Request, res: Response, items: readonly BinItem[], summary: string): string[] {
  const binIds = items.map((item) => putItemInBin(ctx, req, item))
  if (items[0]) noteActivity(res, { area: items[0].area, action: 'deleted', summary: `${summary} (each in the bin for ${BIN_DAYS} days)` })
  return binIds
}

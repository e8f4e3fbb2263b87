import type { Request, Response } from 'express'
import type { UploadFolder } from '../../config.js'
import type { AppContext } from '../../http/context.js'
import { noteActivity } from '../activity/note.js'
import { BIN_DAYS, putInBin, type BinTable, type Dependants } from './store.js'

/**
 * A deleted row goes to the bin for BIN_DAYS (its files stay on disk) and the activity log says
 * so: the one step every delete route of a binned area takes. Returns the bin entry's id.
 */
export function keepInBin(
  ctx: AppContext,
  req: Request,
  res: Response,
  item: { table: BinTable; folder: UploadFolder | null; stored: Record<string, unknown>; area: string; label: string; links?: Record<string, string[]>; dependants?: Dependants[] },
): string {
  const label = item.label || 'untitled'
  const binId = putInBin(ctx.sqlite, { table: item.table, folder: item.folder, row: item.stored, links: item.links, dependants: item.dependants, area: item.area, label, deletedBy: req.admin?.name ?? '' })
  noteActivity(res, { area: item.area, action: 'deleted', itemId: String(item.stored.id), summary: `deleted '${label}' (in the bin for ${BIN_DAYS} days)`, binId })
  return binId
}

import { Router } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendDone, sendList } from '../../http/replies.js'
import { log } from '../../log.js'
import { noteActivity } from '../activity/note.js'
import { listBin, purgeBin, RestoreConflict, restoreFromBin, type Restored } from './store.js'
import { withPhotosWords } from './words.js'

const EMPTY_EVERY_MS = 60 * 60 * 1000
export const NOT_IN_BIN = 'This item is no longer in the bin: it was restored already, or its 30 days are over.'

/** "'Exam notice' is back, without its PDF attachment (deleted meanwhile)."; "'Sports Day' is back with its 3 photos." */
export function restoredMessage(restored: Pick<Restored, 'label' | 'without'> & Partial<Pick<Restored, 'photos'>>): string {
  if (!restored.label && !restored.without.length) return 'Restored.'
  const back = `${restored.label ? `'${restored.label}'` : 'It'} is back${withPhotosWords(restored.photos ?? 0)}`
  return restored.without.length ? `${back}, without ${restored.without.join(' and ')} (deleted meanwhile).` : `${back}.`
}

/** The bin of deleted news, programs, founders, banners, event photos, faculty, fee rows and documents: list and Restore (content roles). */
export function binApi(ctx: AppContext): Router {
  const router = Router()

  // The bin empties itself: at start and every hour, entries older than 30 days go with their files.
  const empty = () =>
    purgeBin(ctx.sqlite, ctx.config.uploadsDir).then(
      (removed) => removed && log.info('bin emptied', { items: removed }),
      (err) => log.error('emptying the bin failed', err),
    )
  void empty()
  setInterval(empty, EMPTY_EVERY_MS).unref()

  router.get('/bin', guard('content'), (req, res) => {
    sendList(res, listBin(ctx.sqlite, req.admin!))
  })

  router.post('/bin/:id/restore', guard('content'), (req, res) => {
    let restored
    try {
      restored = restoreFromBin(ctx.sqlite, paramId(req), req.admin!)
    } catch (err) {
      if (!(err instanceof RestoreConflict)) throw err
      throw new HttpError(409, err.message)
    }
    if (!restored) throw new HttpError(404, NOT_IN_BIN)
    noteActivity(res, { area: restored.area, action: 'restored', itemId: restored.itemId, summary: restored.label ? `restored '${restored.label}' from the bin` : `restored an item of ${restored.area} without a description from the bin` })
    sendDone(res, restoredMessage(restored), { _id: restored.itemId })
  })

  return router
}

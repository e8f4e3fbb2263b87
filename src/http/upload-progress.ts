import { Router, type Request } from 'express'
import type { AppContext } from './context.js'
import { guard } from './auth-guard.js'
import { sendData } from './replies.js'
import { UPLOAD_PROGRESS_HEADER } from './upload-rules.js'

/**
 * How far the server is with a photo upload it is still processing (docs/decisions/176). The
 * browser's bar reaches 100 % once the files are sent; resizing them takes the server seconds per
 * photo, so the upload names itself with a token (header `x-upload-progress`) and the widget asks
 * `GET /api/uploads/progress/:token` for "stored 3 of 10" until the answer comes. Kept in memory
 * only while the request runs, per account, and bounded.
 */

const TOKEN = /^[A-Za-z0-9-]{8,64}$/
/** More uploads at once than this are not tracked (the upload itself still works). */
const MOST_TRACKED = 200

type Progress = { stored: number; total: number }
const running = new Map<string, Progress>()

const keyOf = (adminId: string, token: string) => `${adminId}:${token}`

/** Starts tracking the request's upload when it names a token: `stored(n)` after each photo, `end()` always. */
export function trackUpload(req: Request, total: number): { stored: (count: number) => void; end: () => void } {
  const token = req.get(UPLOAD_PROGRESS_HEADER) ?? ''
  const adminId = req.admin?.id
  if (!adminId || !TOKEN.test(token) || running.size >= MOST_TRACKED) return { stored: () => undefined, end: () => undefined }
  const key = keyOf(adminId, token)
  const progress: Progress = { stored: 0, total }
  running.set(key, progress)
  return {
    stored: (count) => void (progress.stored = count),
    end: () => void running.delete(key),
  }
}

/** The progress read: `{ data: { stored, total } }` while the upload runs, `{ data: {} }` before and after it. */
export function uploadProgressApi(_ctx: AppContext): Router {
  const router = Router()
  router.get('/uploads/progress/:token', guard('content'), (req, res) => {
    const token = String(req.params.token)
    const progress = TOKEN.test(token) ? running.get(keyOf(req.admin!.id, token)) : undefined
    sendData(res, progress ? { ...progress } : {})
  })
  return router
}

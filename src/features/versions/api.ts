import { Router, type Request } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendDone, sendList } from '../../http/replies.js'
import { log } from '../../log.js'
import type { Db } from '../../db/connection.js'
import { saveSingleton, type SingletonValues } from '../../db/singleton.js'
import { noteActivity } from '../../platform/activity/note.js'
import { getAboutContent, getMissionVision } from '../about/store.js'
import { getTopbar } from '../topbar/store.js'
import { savedBy } from '../../platform/versions/saved-by.js'
import { versionName } from '../../platform/versions/names.js'
import { getVersion, isVersionArea, listVersions, VERSION_AREAS, type VersionArea } from '../../platform/versions/store.js'

export const UNKNOWN_AREA = 'Previous versions are kept for about, mission-vision and topbar only.'
export const VERSION_NOT_FOUND = 'This version is not kept (any more): only the last 30 saves of each area are. Reload the list and choose another.'

/** An area's content as its public read answers it (what the site shows now). */
async function currentContent(db: Db, area: VersionArea): Promise<object | null> {
  if (area === 'about') return getAboutContent(db)
  if (area === 'mission-vision') return getMissionVision(db)
  return getTopbar(db)
}

function areaOf(req: Request): VersionArea {
  const area = String(req.params.area ?? '')
  if (!isVersionArea(area)) throw new HttpError(404, UNKNOWN_AREA)
  return area
}

/**
 * Previous versions of the one-row areas (about, mission & vision, topbar), beside the spec's
 * calls: the list, and Put back. A put-back is a save like any other: it goes through the same
 * saveSingleton (so it becomes a version itself), the guard's one write hook refreshes the page
 * cache and records it in the activity log.
 */
export function versionsApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/versions/:area', guard('content'), async (req, res) => {
    sendList(res, await listVersions(ctx.db, areaOf(req)))
  })

  router.post('/versions/:area/:id/putBack', guard('content'), async (req, res) => {
    const area = areaOf(req)
    const version = await getVersion(ctx.db, area, paramId(req))
    if (!version) throw new HttpError(404, VERSION_NOT_FOUND)
    const { table, label } = VERSION_AREAS[area]
    const { id } = await saveSingleton(ctx.db, table, version.values as SingletonValues<typeof table>, savedBy(req))
    const name = versionName(version.savedAt)
    noteActivity(res, { area: label, action: 'restored', itemId: id, summary: `put back the version of ${name}${version.savedBy ? ` (saved by ${version.savedBy})` : ''}` })
    log.info('version put back', { area, version: paramId(req) })
    sendDone(res, `The version of ${name} is back on the site.`, await currentContent(ctx.db, area))
  })

  return router
}

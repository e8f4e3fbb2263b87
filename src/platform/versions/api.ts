import { Router, type Request } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendDone, sendList } from '../../http/replies.js'
import { log } from '../../log.js'
import type { Db } from '../../db/connection.js'
import { saveSingleton } from '../../db/singleton.js'
import { noteActivity } from '../activity/note.js'
import type { OneRowArea } from './area.js'
import { savedBy } from './saved-by.js'
import { versionName } from './names.js'
import { getVersion, listVersions } from './store.js'

/** A one-row area and its public read: a put-back answers what the site shows now. */
export type VersionedArea = { area: OneRowArea; read: (db: Db) => Promise<object | null> }

/** "a, b and c" */
function listed(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words.join('')
}

export const VERSION_NOT_FOUND = 'This version is not kept (any more): only the last 30 saves of each area are. Reload the list and choose another.'

/**
 * Previous versions of the one-row areas (about, mission & vision, topbar), beside the spec's
 * calls: the list, and Put back. A put-back is a save like any other: it goes through the same
 * saveSingleton (so it becomes a version itself), the guard's one write hook refreshes the page
 * cache and records it in the activity log.
 */
export function versionsApi(areas: readonly VersionedArea[]): (ctx: AppContext) => Router {
  const unknownArea = `Previous versions are kept for ${listed(areas.map(({ area }) => area.key))} only.`
  const areaOf = (req: Request): VersionedArea => {
    const found = areas.find(({ area }) => area.key === String(req.params.area ?? ''))
    if (!found) throw new HttpError(404, unknownArea)
    return found
  }
  return (ctx) => {
    const router = Router()

    router.get('/versions/:area', guard('content'), async (req, res) => {
      sendList(res, await listVersions(ctx.db, areaOf(req).area))
    })

    router.post('/versions/:area/:id/putBack', guard('content'), async (req, res) => {
      const { area, read } = areaOf(req)
      const version = await getVersion(ctx.db, area, paramId(req))
      if (!version) throw new HttpError(404, VERSION_NOT_FOUND)
      const { id } = await saveSingleton(ctx.db, area, version.values, savedBy(req))
      const name = versionName(version.savedAt)
      noteActivity(res, { area: area.label, action: 'restored', itemId: id, summary: `put back the version of ${name}${version.savedBy ? ` (saved by ${version.savedBy})` : ''}` })
      log.info('version put back', { area: area.key, version: paramId(req) })
      sendDone(res, `The version of ${name} is back on the site.`, await read(ctx.db))
    })

    return router
  }
}

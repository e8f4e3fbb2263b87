import { Router, type Request } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendData, sendDone, sendList } from '../../http/replies.js'
import { log } from '../../log.js'
import type { Db } from '../../db/connection.js'
import { currentSingleton, saveSingleton } from '../../db/singleton.js'
import { rowRevision } from '../../db/row-revision.js'
import { noteActivity } from '../activity/note.js'
import { isTextArea, short, type OneRowArea, type RowArea, type TextArea } from './area.js'
import { savedBy } from './saved-by.js'
import { withStepRevision } from '../row-drafts/stored.js'
import { versionName } from './names.js'
import { getVersion, listVersions, readText, saveText } from './store.js'
import { listRowVersions, putBackRow, rowAreaOf } from './rows.js'

/** A one-row area and its public read: a put-back answers what the site shows now. */
export type VersionedArea = { area: OneRowArea | TextArea; read: (db: Db) => Promise<object | null> }

/**
 * The revision of a one-row area's current text (its table's row, or a text area's newest
 * version); before the first save, that of nothing, so that two forms opened then cannot both
 * save the first text unseen.
 */
async function oneRowRevision(db: Db, area: OneRowArea | TextArea): Promise<string> {
  if (isTextArea(area)) return rowRevision(await readText(db, area))
  return rowRevision((await currentSingleton(db, area.table)) ?? {})
}

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
export function versionsApi(areas: readonly VersionedArea[], rowAreas: readonly RowArea[] = []): (ctx: AppContext) => Router {
  const unknownArea = `Previous versions are kept for ${listed(areas.map(({ area }) => area.key))} only.`
  const areaOf = (req: Request): VersionedArea => {
    const found = areas.find(({ area }) => area.key === String(req.params.area ?? ''))
    if (!found) throw new HttpError(404, unknownArea)
    return found
  }
  const unknownRowArea = `Previous versions of single items are kept for ${listed(rowAreas.map((area) => area.key))} only.`
  return (ctx) => {
    const router = Router()

    // The revision a one-row area's form is opened on, sent back with its save (docs/decisions/285).
    router.get('/revisions/:area', guard('content'), async (req, res) => {
      sendData(res, { revision: await oneRowRevision(ctx.db, areaOf(req).area) })
    })

    router.get('/versions/:area', guard('content'), async (req, res) => {
      sendList(res, await listVersions(ctx.db, areaOf(req).area))
    })

    // One content row's versions (news, faculty, fees…: every RowArea).
    router.get('/versions/:area/:itemId', guard('content'), (req, res) => {
      const area = rowAreaOf(req, rowAreas)
      if (!area) throw new HttpError(404, unknownRowArea)
      sendList(res, listRowVersions(ctx.sqlite, area, String(req.params.itemId), req.admin!))
    })

    router.post('/versions/:area/:id/putBack', guard('content'), async (req, res) => {
      const rowArea = rowAreaOf(req, rowAreas)
      if (rowArea) {
        const back = putBackRow(ctx.sqlite, rowArea, paramId(req), req.admin!)
        const name = versionName(back.savedAt)
        const item = rowArea.name(back.row)
        noteActivity(res, { area: rowArea.label, action: 'restored', itemId: back.itemId, summary: `put back the version of ${name} of '${short(item, 60)}'${back.savedBy ? ` (saved by ${back.savedBy})` : ''}` })
        log.info('version put back', { area: rowArea.key, item: back.itemId, version: paramId(req) })
        sendDone(res, `The version of ${name} is back on the site.`, { _id: back.itemId, ...back.row })
        return
      }
      const { area, read } = areaOf(req)
      const version = await getVersion(ctx.db, area, paramId(req))
      if (!version) throw new HttpError(404, VERSION_NOT_FOUND)
      let id: string | null = null
      let revision: string
      if (isTextArea(area)) revision = await saveText(ctx.db, area, version.values as Record<string, string>, savedBy(req))
      else ({ id, revision } = await saveSingleton(ctx.db, area, version.values, savedBy(req)))
      const name = versionName(version.savedAt)
      noteActivity(res, { area: area.label, action: 'restored', itemId: id, summary: `put back the version of ${name}${version.savedBy ? ` (saved by ${version.savedBy})` : ''}` })
      log.info('version put back', { area: area.key, version: paramId(req) })
      sendDone(res, `The version of ${name} is back on the site.`, withStepRevision(await read(ctx.db), revision))
    })

    return router
  }
}

import type SQLite from 'better-sqlite3'
import { Router, type Request, type RequestHandler } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { recordUploads } from '../../http/image-rows.js'
import { sendData, sendDone } from '../../http/replies.js'
import { receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { log } from '../../log.js'
import { noteActivity } from '../activity/note.js'
import { describeChange } from '../activity/describe.js'
import { PHOTO_KEYS, textView, type TextArea } from './area.js'
import { savedBy } from './saved-by.js'
import { withStepRevision } from '../row-drafts/stored.js'
import { readText, saveText } from './store.js'

/** Where a text area's photo is stored: the about page's uploads (src/ops/orphans.ts keeps those its versions name). */
export const TEXT_PHOTO_FOLDER = 'About'

export const NO_SUCH_AREA = 'There is no such content area.'

/** The fields of a PUT, checked against the declaration: text, trimmed, at most `max`, required ones filled. */
function textInput(area: TextArea, body: unknown): Record<string, string> {
  const source = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const errors: Record<string, string> = {}
  const values: Record<string, string> = {}
  for (const [field, rule] of Object.entries(area.fields)) {
    const raw = source[field] ?? ''
    if (typeof raw !== 'string') errors[field] = `${rule.label} must be text`
    const value = typeof raw === 'string' ? raw.normalize('NFC').trim() : ''
    if (rule.required && !value && !errors[field]) errors[field] = `${rule.label} is required`
    else if (value.length > rule.max) errors[field] = `${rule.label} must be at most ${rule.max} characters`
    values[field] = value
  }
  const problems = Object.values(errors)
  if (problems.length) throw new HttpError(400, problems.join('. '), errors)
  return values
}

/** The photo's keys of a text area's current text (kept as they are by a save of its fields). */
function photoOf(area: TextArea, current: Record<string, string>): Record<string, string> {
  return area.photo ? Object.fromEntries(PHOTO_KEYS.map((key) => [key, current[key] ?? ''])) : {}
}

/**
 * GET (public) and PUT (staff) /api/content/<key> of every text area (TextArea), and POST
 * /api/content/<key>/photo for one with a photo: what follows from its declaration. A save is a
 * new version; the log says what changed, before → after.
 */
export function textAreasApi(areas: readonly TextArea[]): (ctx: AppContext) => Router {
  const areaOf = (req: Request): TextArea => {
    const found = areas.find((area) => area.key === String(req.params.area ?? ''))
    if (!found) throw new HttpError(404, NO_SUCH_AREA)
    return found
  }
  // before the upload is read: an area without a photo stores nothing
  const photoArea: RequestHandler = (req, _res, next) => {
    if (!areaOf(req).photo) throw new HttpError(404, 'This content area has no photo.')
    next()
  }
  return (ctx) => {
    const router = Router()

    router.get('/content/:area', guard('public'), async (req, res) => {
      sendData(res, await readText(ctx.db, areaOf(req)))
    })

    router.put('/content/:area', guard('content'), async (req, res) => {
      const area = areaOf(req)
      const values = textInput(area, req.body)
      const before = await readText(ctx.db, area)
      const saved = { ...values, ...photoOf(area, before) }
      const revision = await saveText(ctx.db, area, saved, savedBy(req), req.body)
      const changed = describeChange(area, { area: area.key, itemId: '', before, after: values })
      noteActivity(res, { area: area.label, action: 'changed', summary: `saved the ${area.label}${changed ? `: ${changed}` : ''}` })
      log.info('text area saved', { area: area.key })
      sendDone(res, `${area.title} saved.`, withStepRevision(saved, revision))
    })

    router.post('/content/:area/photo', guard('content'), photoArea, receiveImages(UPLOAD_CAPS.single), async (req, res) => {
      const area = areaOf(req)
      let revision: string | undefined
      const saved = await recordUploads(ctx, req, TEXT_PHOTO_FOLDER, async ([stored]) => {
        const values = { ...(await readText(ctx.db, area)), imageUrl: stored!.imageUrl, imageMeta: JSON.stringify(stored!.imageMeta) }
        revision = await saveText(ctx.db, area, values, savedBy(req))
        return values
      })
      noteActivity(res, { area: area.label, action: 'changed', summary: `changed the photo of the ${area.label}` })
      log.info('text area photo saved', { area: area.key, image: saved.imageUrl })
      sendDone(res, `${area.title}: photo saved.`, withStepRevision(saved, revision))
    })

    return router
  }
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * Each text area's newest version as a one-row table (id = its key, updated_at, a column per
 * field): a TEMP view made from the declarations when the database is opened, like the row
 * versions' triggers, so the translations read a text area as they read a one-row area's table.
 */
export function textAreaViews(sqlite: SQLite.Database, areas: readonly TextArea[]): void {
  for (const area of areas) {
    const view = snake(textView(area))
    const key = `'${area.key.replace(/'/g, "''")}'`
    const columns = Object.keys(area.fields).map((field) => `json_extract(row, '$.${field.replace(/[^\w]/g, '')}') AS ${snake(field)}`)
    sqlite.exec(`DROP VIEW IF EXISTS temp.${view}`)
    sqlite.exec(`CREATE TEMP VIEW ${view} AS SELECT ${key} AS id, saved_at AS updated_at, ${columns.join(', ')}
  FROM main.content_versions WHERE area = ${key} AND item_id = '' ORDER BY saved_at DESC, rowid DESC LIMIT 1`)
  }
}

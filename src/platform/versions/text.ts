import { Router, type Request } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { sendData, sendDone } from '../../http/replies.js'
import { log } from '../../log.js'
import { noteActivity } from '../activity/note.js'
import { describeChange } from '../activity/describe.js'
import type { TextArea } from './area.js'
import { savedBy } from './saved-by.js'
import { readText, saveText } from './store.js'

/** The fields of a PUT, checked against the declaration: text, trimmed, at most `max`, required ones filled. */
function textInput(area: TextArea, body: unknown): Record<string, string> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const errors: Record<string, string> = {}
  const values: Record<string, string> = {}
  for (const [field, rule] of Object.entries(area.fields)) {
    const raw = source[field] ?? ''
    if (typeof raw !== 'string') errors[field] = `${rule.label} must be text`
    const value = typeof raw === 'string' ? raw.trim() : ''
    if (rule.required && !value) errors[field] = `${rule.label} is required`
    else if (value.length > rule.max) errors[field] = `${rule.label} must be at most ${rule.max} characters`
    values[field] = value
  }
  const problems = Object.values(errors)
  if (problems.length) throw new HttpError(400, problems.join('. '), errors)
  return values
}

/**
 * GET (public) and PUT (staff) /api/content/<key> of every text area (TextArea): what follows
 * from its declaration. A save is a new version; the log says what changed, before → after.
 */
export function textAreasApi(areas: readonly TextArea[]): (ctx: AppContext) => Router {
  const areaOf = (req: Request): TextArea => {
    const found = areas.find((area) => area.key === String(req.params.area ?? ''))
    if (!found) throw new HttpError(404, 'There is no such content area.')
    return found
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
      await saveText(ctx.db, area, values, savedBy(req))
      const changed = describeChange(area, { area: area.key, itemId: '', before, after: values })
      noteActivity(res, { area: area.label, action: 'changed', summary: `saved the ${area.label}${changed ? `: ${changed}` : ''}` })
      log.info('text area saved', { area: area.key })
      sendDone(res, `${area.title} saved.`, values)
    })

    return router
  }
}

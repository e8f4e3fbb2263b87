import { Router, type Request } from 'express'
import { z } from 'zod'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendData, sendDone } from '../../http/replies.js'
import { text } from '../../http/fields.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../activity/note.js'
import { savedBy } from '../versions/saved-by.js'
import { translatableFields, TRANSLATION_NOT_FOUND, type TranslatedArea } from './area.js'
import { checkTranslation, schemasOfAreas, type FieldSchemas } from './check.js'
import { listWordsOf, readableText } from './lists.js'
import { translationOverview } from './overview.js'
import { readTranslation, saveTranslation } from './store.js'

export const NOTHING_TO_SAVE = 'Nothing to save: give a field’s translation or the language the item is written in.'

/** The longest translation of one field (the longest source field, a notice's description, is as long). */
export const TRANSLATION_MAX = 20_000

const inputSchema = z
  .object({
    source: z.enum(['en', 'hi'], { error: 'Written in must be en or hi' }).optional(),
    fields: z
      .record(
        z.string().max(40),
        z.object({
          text: text('Translation', TRANSLATION_MAX),
          basedOn: z
            .string({ error: 'basedOn must be text' })
            .regex(/^[0-9a-f]{16}$/, 'basedOn must be the revision read with the item')
            .optional(),
        }),
        { error: 'fields must be an object of field names' },
      )
      .optional()
      .default({}),
  })
  .strict()


/**
 * The translations of staff text, beside the spec's calls (docs/decisions/124): the overview, one
 * item's texts in both languages, and its save. Through the one guard as every content write: the
 * page cache is refreshed and the activity log records it.
 */
export function translationsApi(areas: readonly TranslatedArea[], fieldSchemas: Readonly<Record<string, FieldSchemas>>): (ctx: AppContext) => Router {
  const schemas = schemasOfAreas(areas, fieldSchemas)
  const unknownArea = `Translations are kept for ${areas.map((area) => area.key).join(', ')} only.`
  const areaOf = (req: Request): TranslatedArea => {
    const found = areas.find((area) => area.key === String(req.params.area ?? ''))
    if (!found) throw new HttpError(404, unknownArea)
    return found
  }
  return (ctx) => {
    const router = Router()

    // another person's draft is in none of them (docs/decisions/255)
    router.get('/translations', guard('content'), async (req, res) => {
      sendData(res, { areas: await translationOverview(ctx.db, areas, req.admin!) })
    })

    router.get('/translations/:area/:id', guard('content'), async (req, res) => {
      const item = await readTranslation(ctx.db, areaOf(req), paramId(req), req.admin!)
      if (!item) throw new HttpError(404, TRANSLATION_NOT_FOUND)
      sendData(res, item)
    })

    router.put('/translations/:area/:id', guard('content'), async (req, res) => {
      const area = areaOf(req)
      const input = parseInput(inputSchema, req.body ?? {})
      const allowed = translatableFields(area)
      const unknown = Object.keys(input.fields).filter((field) => !allowed.includes(field))
      if (unknown.length) {
        const message = `${area.label} has no translatable field ${unknown.map((f) => `'${f.slice(0, 40)}'`).join(', ')}: only ${allowed.join(', ')}.`
        throw new HttpError(400, message, { fields: message })
      }
      if (!Object.keys(input.fields).length && input.source === undefined) throw new HttpError(400, NOTHING_TO_SAVE)
      const id = paramId(req)
      const current = await readTranslation(ctx.db, area, id, req.admin!)
      if (!current) throw new HttpError(404, TRANSLATION_NOT_FOUND)
      // each translation by its own field's schema ('' removes one: nothing to check); a list laid on the item's own
      const problems: Record<string, string> = {}
      const fields: Record<string, { text: string; basedOn?: string | undefined }> = {}
      for (const [field, given] of Object.entries(input.fields)) {
        const text = given.text.normalize('NFC').trim()
        const words = listWordsOf(area, field)
        const checked = text ? checkTranslation(schemas.get(area.key)![field]!, text, words ? { words, own: current.fields.find((f) => f.field === field)!.text } : undefined) : { text }
        if (checked.problem !== undefined) problems[field] = checked.problem
        else fields[field] = { ...given, text: checked.text }
      }
      if (Object.keys(problems).length) {
        log.warn('translation refused', { area: area.key, fields: Object.keys(problems).join(',') })
        throw new HttpError(400, Object.values(problems)[0]!, problems)
      }
      await saveTranslation(ctx.db, area, id, { source: input.source ?? current.source, chosen: input.source !== undefined, fields }, savedBy(req))
      const saved = (await readTranslation(ctx.db, area, id))!
      const name = readableText(saved.fields[0]?.text ?? '', saved.fields[0]?.list).replace(/\s+/g, ' ').slice(0, 60)
      noteActivity(res, { area: area.label, action: 'changed', itemId: id, summary: `changed the translation of ${area.label} '${name}'` })
      log.info('translation saved', { area: area.key, id, fields: Object.keys(input.fields).join(',') })
      sendDone(res, 'Translation saved', saved)
    })

    return router
  }
}

import { Router } from 'express'
import { z } from 'zod'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { sendData } from '../../http/replies.js'
import { parseInput } from '../../http/validation.js'
import { dropDraft, keepDraft, listDrafts, MAX_DRAFTS_PER_PERSON, type SentOrder } from './store.js'

/** The largest draft kept, as JSON: a news item's text with its Hindi and every field around it. */
export const MAX_DRAFT_BYTES = 64 * 1024
/** A form's draft key (src/ui/admin/session.ts useDraft): its name, and an item's id after a colon. */
const DRAFT_KEY = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,159}$/

export const DRAFT_KEY_INVALID = 'A draft is named by its form: letters, digits and : . _ - only, at most 160.'
export const DRAFT_TOO_LARGE = `A draft is kept up to ${MAX_DRAFT_BYTES / 1024} KB; this one is larger. Save the form, or shorten it.`
export const NO_SUCH_DRAFT = 'You keep no draft of this form.'
export const TOO_MANY_DRAFTS = `You keep ${MAX_DRAFTS_PER_PERSON} unsaved drafts already: save or empty some forms first.`

/** A form's value is a few levels deep (a row with a list of members); deeper is not a form's. */
const MAX_DRAFT_DEPTH = 12
export const DRAFT_TOO_DEEP = `A draft is a form's fields: lists and objects at most ${MAX_DRAFT_DEPTH} deep.`

/** True when no list or object in `value` is nested deeper than `max` (walked without recursion: a hostile body is deep). */
function depthWithin(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth >= max) return false
    for (const inner of Object.values(item)) stack.push([inner, depth + 1])
  }
  return true
}

const keySchema = z.string().regex(DRAFT_KEY, { error: DRAFT_KEY_INVALID })
// the body is parsed JSON already: only its presence and depth are checked (a recursive schema overflows on a deep one)
const draftSchema = z.strictObject(
  { value: z.unknown().refine((value) => value !== undefined, { error: 'Send the draft as { "value": … }.' }).refine((value) => depthWithin(value, MAX_DRAFT_DEPTH), { error: DRAFT_TOO_DEEP }) },
  { error: 'Send the draft as { "value": … }.' },
)

/** A browser's name for itself (src/ui/admin/server-drafts.ts): letters, digits and dashes. */
const SENT_FROM = /^[A-Za-z0-9-]{8,64}$/
export const ORDER_INVALID = 'A change is ordered by ?from= (the browser: 8 to 64 letters, digits or dashes) and ?at= (its count: a whole number), both or neither.'
const orderSchema = z
  .strictObject(
    {
      from: z.string({ error: ORDER_INVALID }).regex(SENT_FROM, { error: ORDER_INVALID }).optional(),
      at: z
        .string({ error: ORDER_INVALID })
        .regex(/^\d{1,16}$/, { error: ORDER_INVALID })
        .transform(Number)
        .refine((at) => Number.isSafeInteger(at), { error: ORDER_INVALID })
        .optional(),
    },
    { error: ORDER_INVALID },
  )
  .refine((order) => (order.from === undefined) === (order.at === undefined), { error: ORDER_INVALID })
  .transform((order): SentOrder | undefined => (order.from !== undefined && order.at !== undefined ? { from: order.from, at: order.at } : undefined))
export const LATER_KEPT = 'A later change of this draft from this browser is kept already; this one is not applied.'

/**
 * A person's unsaved panel input, kept on the server for them alone (docs/decisions/273):
 * GET /api/admin/drafts (their own), PUT and DELETE /api/admin/drafts/:key (with ?from=&at=, applied
 * in the order typed: docs/decisions/275). Nobody else reads them,
 * an Administrator neither. Personal writes: no page of the site changes, the activity log is not
 * written (a draft is kept every few seconds while someone types).
 */
export function draftsApi(ctx: AppContext): Router {
  const router = Router()
  router.get('/admin/drafts', guard('signed-in'), (req, res) => {
    sendData(res, listDrafts(ctx.sqlite, req.admin!.id))
  })
  router.put('/admin/drafts/:key', guard('signed-in', { personal: true }), (req, res) => {
    const key = parseInput(keySchema, req.params.key)
    const { value } = parseInput(draftSchema, req.body)
    const json = JSON.stringify(value)
    if (Buffer.byteLength(json) > MAX_DRAFT_BYTES) throw new HttpError(413, DRAFT_TOO_LARGE)
    const done = keepDraft(ctx.sqlite, req.admin!.id, key, json, parseInput(orderSchema, req.query))
    if (done === 'too-many') throw new HttpError(409, TOO_MANY_DRAFTS)
    res.json({ success: true, message: done === 'later-kept' ? LATER_KEPT : 'Draft kept.' })
  })
  router.delete('/admin/drafts/:key', guard('signed-in', { personal: true }), (req, res) => {
    const key = parseInput(keySchema, req.params.key)
    const done = dropDraft(ctx.sqlite, req.admin!.id, key, parseInput(orderSchema, req.query))
    if (done === 'none') throw new HttpError(404, NO_SUCH_DRAFT)
    res.json({ success: true, message: done === 'later-kept' ? LATER_KEPT : 'Draft removed.' })
  })
  return router
}

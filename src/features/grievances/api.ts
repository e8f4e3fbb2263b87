import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost, pageLanguage } from '../../http/form-post.js'
import { langOfPath, type Lang } from '../../content/lang.js'
import { localPath } from '../../content/lang.js'
import { limitPerAddress, submitRateLimit, SUBMIT_WINDOW_MS } from '../../http/rate-limit.js'
import { sendCreated, sendData, sendDone } from '../../http/replies.js'
import { publicUploads } from '../../http/public-uploads.js'
import { receiveFields, uploadedFiles } from '../../http/uploads.js'
import { fieldErrors, parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { formatIndianDateTime } from '../../ui/admin/dates.js'
import { noteActivity } from '../../platform/activity/note.js'
import { BIN_DAYS } from '../../platform/bin/store.js'
import { HONEYPOT_FIELD } from '../enquiries/options.js'
import { AttachmentRejected, checkAttachment } from './attachments.js'
import { deadlinesOf } from './deadlines.js'
import { correctionState, currentDecision } from './decision.js'
import { queueAccessCode, queueFiled, queueStudentUpdate } from './mail.js'
import { holdAccessCode } from './receipts.js'
import { M } from './messages.js'
import { startHourlyRounds } from './reminders.js'
import { ACTION_NAMES, actionSchema, grievanceSchema, GRIEVANCE_ACTIONS, holidaySchema, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, noteSchema, REFERENCE_SHAPE, statusLookupSchema, type GrievanceAction } from './schema.js'
import { FORBIDDEN_MESSAGES, roleCan } from '../../platform/auth/roles.js'
import {
  addNote,
  attachmentFile,
  deletedGrievances,
  deleteGrievance,
  restoreGrievance,
  attachmentsOf,
  createGrievance,
  deadlineStates,
  eventsOf,
  findForStudent,
  grievanceByReference,
  grievanceQueue,
  holidaySet,
  issueAccessCode,
  listHolidays,
  nextStatus,
  recordAction,
  recordCorrection,
  removeHoliday,
  saveHoliday,
  type NewAttachment,
} from './store.js'
import { studentView, viewToken } from './view.js'
import { FORM_PAGE, STATUS_PAGE } from './ui/paths.js'
import { REFILLED_FIELDS } from './ui/form-result.js'
import { keepFormState } from '../../http/form-state.js'
import { formatIndianDate } from '../../ui/admin/dates.js'

/** Status look-ups per address per 10 minutes: enough for a student, too few to try references. */
export const LOOKUP_LIMIT = 10
/** Text fields of the grievance form: a 5,000-character description percent-encoded as Devanagari. */
const FORM_FIELDS_LIMIT = 64 * 1024


/** True when the request came from a page's form without JavaScript: answered by a redirect, not JSON. */
function wantsPage(req: Request): boolean {
  return isFormPost(req) || (req.is('multipart/form-data') === 'multipart/form-data' && req.accepts(['json', 'html']) === 'html')
}

/**
 * The language of the page a form post came from: its `returnTo` field (given by the Hindi pages'
 * forms, as the enquiry forms do); before a multipart body is read (the rate limit refuses first),
 * the page that sent it. English when neither says.
 */
function formLanguage(req: Request): Lang {
  const returnTo = (req.body as Record<string, unknown> | undefined)?.returnTo
  if (returnTo !== undefined) return pageLanguage(returnTo)
  try {
    return langOfPath(new URL(req.get('referer') ?? '').pathname)
  } catch {
    return 'en'
  }
}


/** The status view; after a filing, with the receipt that shows its access code once (./receipts.ts). */
const statusAddress = (token: string, filed = false, lang: Lang = 'en', receipt?: string) =>
  `${localPath(lang, STATUS_PAGE)}?view=${encodeURIComponent(token)}${filed ? '&filed=1' : ''}${receipt ? `&receipt=${receipt}` : ''}`
/** Back to the look-up, with the reference kept when it has the shape of one (never the access code). */
const lookupAgain = (req: Request, result: string, reference?: string) =>
  `${localPath(formLanguage(req), STATUS_PAGE)}?result=${result}${reference && REFERENCE_SHAPE.test(reference) ? `&reference=${reference}` : ''}`

/** Students' grievances (docs/decisions/120): two public calls, everything else for the committee. */
export function grievancesApi(ctx: AppContext): Router {
  const router = Router()

  /**
   * Where a refused or limited form post goes back to: the form in its language, with the refused
   * fields named and, once the body was read, what was typed kept for it (WCAG 3.3.7, form-state.ts).
   */
  function backToForm(req: Request, res: Response, result: string, fields: string[] = []): void {
    const query = new URLSearchParams({ result })
    if (fields.length) query.set('fields', fields.join(','))
    keepFormState(ctx.formStates, req, res, 'grievance', REFILLED_FIELDS)
    res.redirect(303, `${localPath(formLanguage(req), FORM_PAGE)}?${query}#grievance-form`)
  }
  startHourlyRounds(ctx)

  const limitFiling = submitRateLimit(ctx.config, (req, res) => {
    if (wantsPage(req)) return backToForm(req, res, 'limited')
    res.status(429).json({ success: false, message: M.errors.limited })
  })
  const limitLookups = limitPerAddress(SUBMIT_WINDOW_MS, LOOKUP_LIMIT, (req, res) => {
    log.warn('grievance look-up limit', { ip: req.ip })
    if (wantsPage(req)) return res.redirect(303, lookupAgain(req, 'limited'))
    res.status(429).json({ success: false, message: M.status.limited })
  })

  // The attachments: to disk under the public budget and quotas (src/http/public-uploads.ts); a
  // too-large one is refused with the form's own words. Without JavaScript, a refusal goes back to the form.
  const receiveAttachments = publicUploads(ctx).receive(
    { maxFiles: MAX_ATTACHMENTS, maxFileBytes: MAX_ATTACHMENT_BYTES, fieldsLimit: FORM_FIELDS_LIMIT, tooLarge: () => new HttpError(413, M.errors.tooLarge, { attachments: M.errors.tooLarge }) },
    (req, res, refusal) => {
      if (!wantsPage(req)) return false
      if (refusal.retryAfter !== undefined) res.setHeader('Retry-After', String(refusal.retryAfter))
      backToForm(req, res, refusal.status === 429 ? 'limited' : refusal.status >= 500 ? 'failed' : 'invalid', refusal.status < 429 ? ['attachments'] : [])
      return true
    },
  )

  router.post('/grievance', guard('public'), limitFiling, receiveAttachments, async (req, res) => {
    const page = wantsPage(req)
    const body = (req.body ?? {}) as Record<string, unknown>
    const honeypot = body[HONEYPOT_FIELD]
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      log.warn('honeypot filled: grievance dropped')
      return page ? backToForm(req, res, 'failed') : void res.status(400).json({ success: false, message: M.errors.failed })
    }
    const parsed = grievanceSchema.safeParse(body)
    const sentFiles = uploadedFiles(req)
    const tooMany = sentFiles.length > MAX_ATTACHMENTS
    if (!parsed.success || tooMany) {
      const errors = parsed.success ? {} : fieldErrors(parsed.error)
      if (tooMany) errors.attachments = M.errors.tooMany
      log.warn('grievance refused', { fields: Object.keys(errors).join(',') })
      if (page) return backToForm(req, res, 'invalid', Object.keys(errors))
      throw new HttpError(400, Object.values(errors)[0] ?? M.form.invalid, errors)
    }
    const attachments: NewAttachment[] = []
    try {
      for (const [index, file] of sentFiles.entries()) attachments.push(await checkAttachment(file, index))
    } catch (err) {
      // not checked now (503, Retry-After): without JavaScript, back to the form as any failed filing
      if (page && err instanceof HttpError) return backToForm(req, res, 'failed')
      if (!(err instanceof AttachmentRejected)) throw err
      if (page) return backToForm(req, res, 'invalid', ['attachments'])
      throw new HttpError(400, err.message, { attachments: err.message })
    }
    const at = ctx.clock.now()
    // Recorded from the form's own returnTo only, as an enquiry's language is (docs/decisions/123).
    const lang = pageLanguage(body.returnTo)
    let filed
    try {
      filed = await ctx.db.transaction().execute(async (trx) => {
        const created = await createGrievance(trx, parsed.data, attachments, at, lang)
        const due = deadlinesOf(created.receivedAt, null, holidaySet(ctx.sqlite))
        await queueFiled(ctx.mail, trx, ctx.sqlite, { reference: created.reference, accessCode: created.accessCode, email: parsed.data.email, category: M.categories[parsed.data.category], dueRefer: due.refer!, dueReport: due.report!, lang }, at)
        return { ...created, due }
      })
    } catch (err) {
      log.error('grievance not saved', err)
      if (page) return backToForm(req, res, 'failed')
      throw err
    }
    log.info('grievance filed', { reference: filed.reference, attachments: attachments.length })
    ctx.mail.kick()
    // The only public write a public page shows: /disclosure counts this year's grievances. That
    // page alone is rendered again; every other cached page stays (docs/decisions/150).
    ctx.content.touch('/disclosure')
    const token = viewToken(ctx.config.sessionSecret, filed.id, at)
    const receipt = holdAccessCode(ctx, filed.id, filed.accessCode, at)
    if (page) {
      keepFormState(ctx.formStates, req, res, 'grievance', []) // filed: an earlier refusal's text is not kept
      return res.redirect(303, statusAddress(token, true, formLanguage(req), receipt))
    }
    sendCreated(res, `${M.receipt.title}: ${filed.reference}`, {
      reference: filed.reference,
      accessCode: filed.accessCode,
      receivedAt: filed.receivedAt,
      deadlines: { refer: filed.due.refer, report: filed.due.report },
      statusUrl: statusAddress(token, true, 'en', receipt),
    })
  })

  // A wrong pair and an unknown reference get the same answer, after the same work. The access code
  // opens it; the e-mail or mobile given at filing never does (docs/decisions/155).
  router.post('/grievance/status', guard('public'), limitLookups, receiveFields, async (req, res) => {
    const page = wantsPage(req)
    const parsed = statusLookupSchema.safeParse(req.body ?? {})
    const id = parsed.success && REFERENCE_SHAPE.test(parsed.data.reference) ? findForStudent(ctx.sqlite, parsed.data.reference, parsed.data.accessCode) : null
    if (!id) {
      log.warn('grievance look-up found nothing')
      if (page) return res.redirect(303, lookupAgain(req, 'notfound', parsed.data?.reference))
      return void res.status(404).json({ success: false, message: M.status.notFound })
    }
    const token = viewToken(ctx.config.sessionSecret, id, ctx.clock.now())
    if (page) return res.redirect(303, statusAddress(token, false, formLanguage(req)))
    sendData(res, { ...(await studentView(ctx.db, ctx.sqlite, id, ctx.clock.now())), statusUrl: statusAddress(token) })
  })

  /* ---------- the committee's side: every call needs `grievances` ---------- */

  const byReference = (req: Request) => {
    const reference = String(req.params.reference ?? '').toUpperCase()
    const row = REFERENCE_SHAPE.test(reference) ? grievanceByReference(ctx.sqlite, reference) : null
    if (!row) throw new HttpError(404, M.staff.noGrievance)
    return row
  }

  router.get('/grievances', guard('grievances'), (_req, res) => {
    sendData(res, { items: grievanceQueue(ctx.sqlite, ctx.clock.now()) })
  })

  router.get('/grievances/holidays', guard('grievances'), (_req, res) => {
    sendData(res, { holidays: listHolidays(ctx.sqlite) })
  })

  router.post('/grievances/holidays', guard('grievances'), receiveFields, (req, res) => {
    const holiday = parseInput(holidaySchema, req.body)
    saveHoliday(ctx.sqlite, holiday)
    noteActivity(res, { area: 'grievances', action: 'added', itemId: holiday.day, summary: `listed ${formatIndianDate(holiday.day)} as a holiday for grievance deadlines` })
    sendCreated(res, M.staff.done.holiday, holiday)
  })

  router.delete('/grievances/holidays/:day', guard('grievances'), (req, res) => {
    const day = String(req.params.day)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !removeHoliday(ctx.sqlite, day)) throw new HttpError(404, M.staff.noHoliday)
    noteActivity(res, { area: 'grievances', action: 'removed', itemId: day, summary: `removed the holiday of ${formatIndianDate(day)} from grievance deadlines` })
    sendDone(res, M.staff.done.holidayRemoved)
  })

  // Deleting is an Administrator's alone, and goes to a bin of the grievances' own: the shared bin is
  // open to Editors, who must not see that a grievance exists (docs/decisions/120).
  router.get('/grievances/deleted', guard('grievance-removal'), (_req, res) => {
    sendData(res, { items: deletedGrievances(ctx.sqlite) })
  })

  router.delete('/grievances/:reference', guard('grievance-removal'), (req, res) => {
    const row = byReference(req)
    deleteGrievance(ctx.sqlite, row.id, req.admin!.name, ctx.clock.now())
    noteActivity(res, { area: 'grievances', action: 'deleted', itemId: row.reference, summary: `deleted grievance ${row.reference} (kept ${BIN_DAYS} days)` })
    sendDone(res, M.staff.done.deleted)
  })

  router.post('/grievances/:reference/restore', guard('grievance-removal'), (req, res) => {
    const reference = String(req.params.reference ?? '').toUpperCase()
    if (!REFERENCE_SHAPE.test(reference) || !restoreGrievance(ctx.sqlite, reference)) throw new HttpError(404, M.staff.noGrievance)
    noteActivity(res, { area: 'grievances', action: 'restored', itemId: reference, summary: `brought back grievance ${reference}` })
    sendDone(res, M.staff.done.restored)
  })

  router.get('/grievances/:reference', guard('grievances'), (req, res) => {
    const row = byReference(req)
    const now = ctx.clock.now()
    const events = eventsOf(ctx.sqlite, row.id)
    const correction = correctionState(row, events, now)
    sendData(res, {
      ...row,
      deadlines: deadlineStates(row, holidaySet(ctx.sqlite), now),
      events,
      // whether the decision may still be corrected, until when, and whether by this account
      correction: correction && { ...correction, mine: roleCan(req.admin!.role, GRIEVANCE_ACTIONS.decide.by) },
      attachments: attachmentsOf(ctx.sqlite, row.id),
      // the next steps, each marked whether this account's role takes it (else the panel says who does)
      actions: ACTION_NAMES.filter((action) => nextStatus(row.status, action) !== null && roleCan(req.admin!.role, GRIEVANCE_ACTIONS[action].by)),
      othersSteps: ACTION_NAMES.filter((action) => nextStatus(row.status, action) !== null && !roleCan(req.admin!.role, GRIEVANCE_ACTIONS[action].by)),
    })
  })

  // Served only here, through the guard, always as a download: never shown inside the panel's origin.
  router.get('/grievances/:reference/attachments/:id', guard('grievances'), (req, res) => {
    const row = byReference(req)
    const file = attachmentFile(ctx.sqlite, row.id, String(req.params.id))
    if (!file) throw new HttpError(404, M.staff.noGrievance)
    const ascii = file.name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '').trim() || 'attachment'
    res.setHeader('Content-Type', file.type)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'")
    res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    res.send(file.data)
  })

  // A new access code, shown once to the committee to hand to the student (a grievance filed before
  // codes, or a lost one) and e-mailed to the address given at filing; the old code stops working.
  router.post('/grievances/:reference/accessCode', guard('grievances'), async (req, res) => {
    const row = byReference(req)
    const accessCode = issueAccessCode(ctx.sqlite, row.id)
    await queueAccessCode(ctx.mail, ctx.db, { ...row, accessCode }, ctx.clock.now())
    ctx.mail.kick()
    noteActivity(res, { area: 'grievances', action: 'changed', itemId: row.reference, summary: `issued a new access code for grievance ${row.reference}` })
    sendCreated(res, M.staff.done.accessCode, { reference: row.reference, accessCode })
  })

  router.post('/grievances/:reference/notes', guard('grievances'), receiveFields, (req, res) => {
    const row = byReference(req)
    const { note } = parseInput(noteSchema, req.body)
    const event = addNote(ctx.sqlite, row.id, req.admin!, note, ctx.clock.now())
    noteActivity(res, { area: 'grievances', action: 'added', itemId: row.reference, summary: `added a note to grievance ${row.reference}` })
    sendCreated(res, M.staff.done.note, event)
  })

  // The committee corrects its decision within CORRECTION_HOURS of issuing it (docs/decisions/200):
  // the student is mailed under a subject that says it is a correction; the log names the correction
  // and how much changed, never the decision's words (docs/decisions/120).
  router.post('/grievances/:reference/correct', guard('grievances'), receiveFields, async (req, res) => {
    const row = byReference(req)
    const by = GRIEVANCE_ACTIONS.decide.by
    if (!roleCan(req.admin!.role, by)) throw new HttpError(403, FORBIDDEN_MESSAGES[by])
    const { text } = parseInput(actionSchema, req.body)
    const events = eventsOf(ctx.sqlite, row.id)
    const at = ctx.clock.now()
    const window = correctionState(row, events, at)
    if (!window) throw new HttpError(409, M.staff.notAllowed('corrected', M.statuses[row.status]))
    if (!window.open) {
      throw new HttpError(409, row.status === 'decided' ? M.staff.correction.ended(formatIndianDateTime(window.until)) : M.staff.notAllowed('corrected', M.statuses[row.status]))
    }
    if (!text.trim()) throw new HttpError(400, M.staff.textRequired, { text: M.staff.textRequired })
    const before = currentDecision(events) ?? ''
    if (text === before) throw new HttpError(400, M.staff.correction.unchanged, { text: M.staff.correction.unchanged })
    await ctx.db.transaction().execute(async (trx) => {
      await recordCorrection(trx, row, text, req.admin!, at)
      await queueStudentUpdate(ctx.mail, trx, row, 'corrected', at)
    })
    ctx.mail.kick()
    const words = (value: string) => value.split(/\s+/).filter(Boolean).length
    noteActivity(res, {
      area: 'grievances',
      action: 'changed',
      itemId: row.reference,
      summary: `corrected the decision: grievance ${row.reference}: decision of ${words(before)} words → ${words(text)} words (before and after in the grievance's timeline)`,
    })
    sendDone(res, M.staff.correction.done, { reference: row.reference, status: row.status })
  })

  router.post('/grievances/:reference/:action', guard('grievances'), receiveFields, async (req, res) => {
    const row = byReference(req)
    const action = String(req.params.action) as GrievanceAction
    if (!ACTION_NAMES.includes(action)) throw new HttpError(404, M.staff.noGrievance)
    if (!roleCan(req.admin!.role, GRIEVANCE_ACTIONS[action].by)) throw new HttpError(403, FORBIDDEN_MESSAGES[GRIEVANCE_ACTIONS[action].by])
    const { text } = parseInput(actionSchema, req.body)
    if (!nextStatus(row.status, action)) throw new HttpError(409, M.staff.notAllowed(M.staff.actions[action].toLowerCase(), M.statuses[row.status]))
    if (GRIEVANCE_ACTIONS[action].needsText && !text) throw new HttpError(400, M.staff.textRequired, { text: M.staff.textRequired })
    const at = ctx.clock.now()
    const status = await ctx.db.transaction().execute(async (trx) => {
      const next = await recordAction(trx, row, action, text, req.admin!, at)
      if (next === 'reported' || next === 'decided') await queueStudentUpdate(ctx.mail, trx, row, next, at)
      return next
    })
    ctx.mail.kick()
    // The log names the step and the reference, never the grievance's or the committee's text.
    noteActivity(res, { area: 'grievances', action: 'changed', itemId: row.reference, summary: `${M.staff.actions[action].toLowerCase()}: grievance ${row.reference}` })
    sendDone(res, M.staff.done[action], { reference: row.reference, status })
  })

  return router
}

import { Router, type Request } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { sendCreated, sendData, sendDone } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { formatIndianDate, formatIndianDateTime } from '../../ui/admin/dates.js'
import { noteActivity } from '../../platform/activity/note.js'
import { BIN_DAYS } from '../../platform/bin/store.js'
import { FORBIDDEN_MESSAGES, roleCan } from '../../platform/auth/roles.js'
import { correctionState, currentDecision } from './decision.js'
import { queueAccessCode, queueStudentUpdate } from './mail.js'
import { M } from './messages.js'
import { ACTION_NAMES, actionSchema, GRIEVANCE_ACTIONS, holidaySchema, noteSchema, REFERENCE_SHAPE, type GrievanceAction } from './schema.js'
import {
  addNote,
  attachmentFile,
  attachmentsOf,
  deadlineStates,
  deletedGrievances,
  deleteGrievance,
  eventsOf,
  grievanceByReference,
  grievanceQueue,
  holidaySet,
  issueAccessCode,
  listHolidays,
  nextStatus,
  recordAction,
  recordCorrection,
  removeHoliday,
  restoreGrievance,
  saveHoliday,
} from './store.js'

/**
 * The committee's side of students' grievances (docs/decisions/120, 177, 200): every call needs
 * `grievances` (deleting, `grievance-removal`); each step by the role the regulations give it.
 */
export function committeeGrievanceRoutes(ctx: AppContext): Router {
  const router = Router()

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

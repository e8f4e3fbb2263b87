import { Router, type Request, type Response } from 'express'
import type { z } from 'zod'
import type { Db } from '../../db/connection.js'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { isBlank } from '../../ui/blank.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost, pageLanguage, redirectBack, safeReturnPath } from '../../http/form-post.js'
import type { Lang } from '../../content/lang.js'
import { submitRateLimit } from '../../http/rate-limit.js'
import { streamList } from '../../http/stream-list.js'
import { drained, streamedBody } from '../../http/streamed-body.js'
import { receiveFields } from '../../http/uploads.js'
import { sendCreated, sendData, sendDone } from '../../http/replies.js'
import { fieldErrors } from '../../http/validation.js'
import { log } from '../../log.js'
import { admissionSchema, CONTACT_INCOMPLETE, contactSchema, HONEYPOT_FIELD, TOO_MANY_SUBMITS } from './schema.js'
import { ADMISSION_LIMITS, CONTACT_LIMITS } from './options.js'
import { countedLengths } from '../../http/over-limit-form.js'
import { keptLengths, overLimit, pastLimits } from '../../ui/text-limit.js'
import { writeFieldMarks } from './ui/form-status.js'
import { ADMISSION_ANCHOR, ADMISSION_FIELD_TEXT, admissionIdPrefix, CONTACT_ANCHOR, CONTACT_FIELD_TEXT, messageAnchor, type FieldMarks } from './ui/messages.js'
import { keepFormState } from '../../http/form-state.js'
import { noteActivity } from '../../platform/activity/note.js'
import type { EnquiryForMail } from '../mail/compose.js'
import { paramId } from '../../http/replies.js'
import { parseInput } from '../../http/validation.js'
import { csvHead, csvLines } from './csv.js'
import { indianToday } from '../../ui/admin/dates.js'
import { ENQUIRY_KINDS, NOT_A_STATUS_OF_CONTACT, statusesOf, statusLabel, type EnquiryKind, type EnquiryStatus } from './options.js'
import { enquiryFilterSchema, enquiryNoteSchema, enquiryPageSchema, enquiryStatusSchema, removeSpamSchema } from './schema.js'
import {
  addEnquiryNote,
  admissionQueriesQuery,
  contactQueriesQuery,
  createAdmissionQuery,
  createContactQuery,
  deleteEnquiry,
  enquiryBatches,
  enquiryName,
  pageEnquiries,
  removeSpam,
  setEnquiryStatus,
  statusCounts,
  toAdmissionQuery,
  toContactQuery,
} from './store.js'

export const ADMISSION_SUCCESS = 'Form submitted successfully!'
export const CONTACT_SUCCESS = 'Message sent successfully!'

/** One public form: where it posts, how it answers, what it writes. */
type PublicForm<S extends z.ZodType> = {
  path: string
  /** Query parameter and fragment of the redirect after a form post (no JavaScript). */
  resultKey: 'admission' | 'contact'
  fragment: string
  /** The fields a refused no-JS post brings back filled (form-state.ts). */
  fields: readonly string[]
  /** The id of a field's input on the page the post returns to (its path). */
  fieldId: (field: string, returnPath: string) => string
  schema: S
  /** The most characters of each text field (the schema's caps): a field past its limit is said with its length. */
  limits: Readonly<Record<string, number>>
  successMessage: string
  /** The redirect's result for input that failed the schema. */
  invalidResult: (errors: Record<string, string>) => string
  create: (db: Db, input: z.output<S>, lang: Lang) => Promise<unknown>
}

const admissionForm: PublicForm<typeof admissionSchema> = {
  path: '/admission/submit',
  resultKey: 'admission',
  fragment: ADMISSION_ANCHOR,
  fields: Object.keys(ADMISSION_FIELD_TEXT),
  fieldId: (field, returnPath) => `${admissionIdPrefix(returnPath)}-${field}`,
  schema: admissionSchema,
  limits: ADMISSION_LIMITS,
  successMessage: ADMISSION_SUCCESS,
  invalidResult: () => 'failed',
  create: createAdmissionQuery,
}

const contactForm: PublicForm<typeof contactSchema> = {
  path: '/contact/addContact',
  resultKey: 'contact',
  fragment: CONTACT_ANCHOR,
  fields: Object.keys(CONTACT_FIELD_TEXT),
  fieldId: (field) => `contact-${field}`,
  schema: contactSchema,
  limits: CONTACT_LIMITS,
  successMessage: CONTACT_SUCCESS,
  invalidResult: (errors) => (Object.values(errors).includes(CONTACT_INCOMPLETE) ? 'incomplete' : 'failed'),
  create: createContactQuery,
}

/** Each refused field: "missing" when it was left empty, "invalid" when its value was refused. */
function fieldMarks(errors: Record<string, string>, body: Record<string, unknown>): FieldMarks {
  const marks: FieldMarks = {}
  for (const field of Object.keys(errors)) {
    const value = body[field]
    marks[field] = value === undefined || value === null || (typeof value === 'string' && isBlank(value)) ? 'missing' : 'invalid'
  }
  return marks
}

/** A field past its limit is refused as "invalid", whatever of it was held. */
function marksOf(sent: Record<string, number>): FieldMarks {
  return Object.fromEntries(Object.keys(sent).map((field) => [field, 'invalid' as const]))
}

function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** Which form a rate-limited request was for, from its path. */
function formOf(req: Request): PublicForm<z.ZodType> {
  return (req.path === admissionForm.path ? admissionForm : contactForm) as PublicForm<z.ZodType>
}

/**
 * The handler of a public submit. JSON: 201 { success, message, data } or 400 with errors.
 * Form post (urlencoded): 303 back to the page it came from with ?admission=… or ?contact=…, also
 * when its body was over the call's limit (read as it came, src/http/over-limit-form.ts).
 * A filled honeypot looks like success and writes nothing.
 */
function submitHandler<S extends z.ZodType>(ctx: AppContext, form: PublicForm<S>) {
  return async (req: Request, res: Response) => {
    const formPost = isFormPost(req)
    const body = (req.body ?? {}) as Record<string, unknown>
    // Every redirect sets ?fields= (empty removes an earlier one), so only this post's marks show.
    // The fragment is the first field in error, else the form's message: the page opens at it.
    // `sent`: how long each field past its limit was, kept for the page to say (decision 296).
    const answer = (result: string, marks: FieldMarks = {}, sent: Record<string, number> = {}) => {
      const first = Object.keys(marks)[0]
      const fragment = first ? form.fieldId(first, safeReturnPath(body.returnTo)) : messageAnchor(form.fragment)
      // a refusal keeps what was typed for the page it goes back to (WCAG 3.3.7); a success forgets it
      keepFormState(ctx.formStates, req, res, form.resultKey, result === 'success' ? [] : form.fields, keptLengths(sent))
      redirectBack(req, res, form.resultKey, result, fragment, { fields: writeFieldMarks(marks) })
    }
    if (honeypotFilled(body)) {
      log.warn('honeypot filled: submit dropped', { path: req.path })
      return formPost ? answer('success') : void res.status(201).json({ success: true, message: form.successMessage })
    }
    // a post read past the call's body limit: only what it held is here, and it is refused whatever that is
    const counted = countedLengths(req)
    const parsed = form.schema.safeParse(body)
    if (!parsed.success || counted) {
      const errors = parsed.success ? {} : fieldErrors(parsed.error)
      const sent = { ...overLimit(body, form.limits), ...pastLimits(counted ?? {}, form.limits) }
      log.warn('submit refused', { path: req.path, fields: Object.keys(errors).join(','), pastLimits: Object.keys(sent).join(',') })
      if (formPost) return answer(form.invalidResult(errors), { ...fieldMarks(errors, body), ...marksOf(sent) }, sent)
      throw new HttpError(400, Object.values(errors)[0] ?? 'The form is not valid.', errors)
    }
    const lang = pageLanguage(body.returnTo)
    let data: unknown
    try {
      // With mail on, the enquiry and its e-mail alert are written together or not at all.
      data = !ctx.mail.enabled
        ? await form.create(ctx.db, parsed.data, lang)
        : await ctx.db.transaction().execute(async (trx) => {
            const row = await form.create(trx, parsed.data, lang)
            await ctx.mail.enquiryArrived(trx, { kind: form.resultKey, row } as EnquiryForMail)
            return row
          })
    } catch (err) {
      if (!formPost) throw err
      log.error('submit failed', err, { path: req.path })
      return answer('failed')
    }
    log.info('submit stored', { path: req.path })
    // The sender delivers the alert after the answer, never inside this request.
    ctx.mail.kick()
    // A public submit is no admin write: cached pages stay (enquiries appear on no public page, docs/decisions/013).
    if (formPost) return answer('success')
    res.status(201).json({ success: true, message: form.successMessage, data })
  }
}

/** Admission enquiries and contact messages: public submits, admin-only lists. */
export function enquiriesApi(ctx: AppContext): Router {
  const router = Router()
  // One counter per IP for both forms.
  const limitSubmits = submitRateLimit(ctx.config, (req, res) => {
    const form = formOf(req)
    if (!isFormPost(req)) return void res.status(429).json({ success: false, message: TOO_MANY_SUBMITS })
    keepFormState(ctx.formStates, req, res, form.resultKey, form.fields)
    redirectBack(req, res, form.resultKey, 'limited', messageAnchor(form.fragment), { fields: '' })
  })

  router.post(admissionForm.path, guard('public'), limitSubmits, receiveFields, submitHandler(ctx, admissionForm))
  router.post(contactForm.path, guard('public'), limitSubmits, receiveFields, submitHandler(ctx, contactForm))

  router.get('/contact/getAllContact', guard('enquiries'), async (_req, res) => {
    await streamList(ctx, res, contactQueriesQuery(ctx.db), toContactQuery)
  })

  router.get('/admission/getAllAddmissionQueries', guard('enquiries'), async (_req, res) => {
    await streamList(ctx, res, admissionQueriesQuery(ctx.db), toAdmissionQuery)
  })

  for (const kind of ENQUIRY_KINDS) followUpRoutes(ctx, router, kind)

  /** The sidebar's count of new enquiries and the overview's figures, counted in SQL. */
  router.get('/enquiries/summary', guard('enquiries'), (_req, res) => {
    sendData(res, { admission: statusCounts(ctx.sqlite, 'admission'), contact: statusCounts(ctx.sqlite, 'contact') })
  })

  return router
}

const NO_ENQUIRY = 'No enquiry with this id. It may have been removed.'
/** A status change refused because another changed it since the list was read: what it is now. */
export const statusChangedSince = (now: EnquiryStatus) => `Someone marked this enquiry ${statusLabel(now)} after your list was opened, so its status was not changed. The list shows it as it is now.`
const AREA: Record<EnquiryKind, string> = { admission: 'admission enquiries', contact: 'contact enquiries' }

/** Where the follow-up calls of a kind live, beside the spec's list call of that kind. */
export function followUpBase(kind: EnquiryKind): string {
  return `/${kind}/queries`
}

/**
 * Paged and filtered list, CSV export, status, notes and removal of one kind of enquiry. New calls
 * beside the spec's contract (its list calls keep answering every item).
 */
function followUpRoutes(ctx: AppContext, router: Router, kind: EnquiryKind) {
  const base = followUpBase(kind)
  const nameOf = (id: string) => {
    const name = enquiryName(ctx.sqlite, kind, id)
    if (name === undefined) throw new HttpError(404, NO_ENQUIRY)
    return name
  }

  router.get(base, guard('enquiries'), (req, res) => {
    const { page, size, ...filter } = parseInput(enquiryPageSchema, req.query)
    sendData(res, { ...pageEnquiries(ctx.sqlite, kind, filter, page, size), counts: statusCounts(ctx.sqlite, kind) })
  })

  // Streams rows from the database in batches: memory stays flat whatever the number of rows.
  router.get(`/${kind}/exportQueries`, guard('enquiries'), async (req, res) => {
    const filter = parseInput(enquiryFilterSchema, req.query)
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    // gzip at level 4: 100k rows go out in a few seconds.
    const out = streamedBody(res, 4)
    res.setHeader('Content-Disposition', `attachment; filename="${kind}-queries-${indianToday()}.csv"`)
    out.write(csvHead(kind))
    for (const rows of enquiryBatches(ctx.sqlite, kind, filter)) {
      if (res.destroyed) return void out.destroy()
      if (!out.write(csvLines(kind, rows))) await drained(out, res)
    }
    out.end()
  })

  router.put(`${base}/:id/status`, guard('enquiries'), receiveFields, (req, res) => {
    const { status, from } = parseInput(enquiryStatusSchema, req.body)
    if (!statusesOf(kind).some((option) => option.value === status)) throw new HttpError(400, NOT_A_STATUS_OF_CONTACT, { status: NOT_A_STATUS_OF_CONTACT })
    const id = paramId(req)
    const name = nameOf(id)
    // another member of the desk changed it since this person's list was read: theirs stands (docs/decisions/288)
    const set = setEnquiryStatus(ctx.sqlite, kind, id, status, from)
    if (!set.now) throw new HttpError(404, NO_ENQUIRY)
    if (!set.changed) throw new HttpError(409, statusChangedSince(set.now))
    noteActivity(res, { area: AREA[kind], action: 'changed', itemId: id, summary: `marked '${name}' ${statusLabel(status)}` })
    sendDone(res, `Marked ${statusLabel(status)}.`, { _id: id, status })
  })

  router.post(`${base}/:id/notes`, guard('enquiries'), receiveFields, (req, res) => {
    const { note } = parseInput(enquiryNoteSchema, req.body)
    const id = paramId(req)
    const name = nameOf(id)
    const saved = addEnquiryNote(ctx.sqlite, kind, id, req.admin!, note)
    noteActivity(res, { area: AREA[kind], action: 'added', itemId: id, summary: `added a note to '${name}'` })
    sendCreated(res, 'Note added.', saved)
  })

  router.delete(`${base}/:id`, guard('enquiries'), (req, res) => {
    const id = paramId(req)
    const name = nameOf(id)
    deleteEnquiry(ctx.sqlite, kind, id)
    noteActivity(res, { area: AREA[kind], action: 'removed', itemId: id, summary: `removed the enquiry of '${name}'` })
    sendDone(res, 'Enquiry removed.')
  })

  router.delete(`/${kind}/spamQueries`, guard('enquiries'), receiveFields, (req, res) => {
    parseInput(removeSpamSchema, req.body)
    const removed = removeSpam(ctx.sqlite, kind)
    noteActivity(res, { area: AREA[kind], action: 'removed', summary: `removed ${removed} spam ${removed === 1 ? 'enquiry' : 'enquiries'}` })
    sendDone(res, removed ? `Removed ${removed} spam ${removed === 1 ? 'enquiry' : 'enquiries'}.` : 'There was no spam to remove.', { removed })
  })
}

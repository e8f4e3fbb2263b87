import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost, pageLanguage } from '../../http/form-post.js'
import { keepFormState } from '../../http/form-state.js'
import { langOfPath, localPath, type Lang } from '../../content/lang.js'
import { limitPerAddress, submitRateLimit, SUBMIT_WINDOW_MS } from '../../http/rate-limit.js'
import { sendCreated, sendData } from '../../http/replies.js'
import { publicUploads } from '../../http/public-uploads.js'
import { receiveFields, uploadedFiles } from '../../http/uploads.js'
import { fieldErrors } from '../../http/validation.js'
import { log } from '../../log.js'
import { HONEYPOT_FIELD } from '../enquiries/options.js'
import { AttachmentNotChecked, AttachmentRejected, checkAttachment } from './attachments.js'
import { deadlinesOf } from './deadlines.js'
import { queueFiled } from './mail.js'
import { holdAccessCode } from './receipts.js'
import { M } from './messages.js'
import { grievanceSchema, noContact, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, normalizeReference, REFERENCE_SHAPE, statusLookupSchema } from './schema.js'
import { GRIEVANCE_LIMITS } from './limits.js'
import { keptLengths, overLimit } from '../../ui/text-limit.js'
import { createGrievance, findForStudent, holidaySet, type NewAttachment } from './store.js'
import { studentView, viewToken } from './view.js'
import { FORM_PAGE, STATUS_PAGE } from './ui/paths.js'
import { emptyLookupFields, isGrievanceField, REFILLED_FIELDS, REFUSED_FILE, writeRefusals, type EmptyLookup, type Refusal, type StatusResult } from './ui/form-result.js'
import { reasonOf } from './ui/grievance-checks.js'

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


/**
 * The refused fields of an answer's `errors`, each with the catalogue's reason its sentence is
 * (so that the page says it in its own language), or the field's own sentence when it is none.
 */
function refusalsOf(errors: Record<string, string> | undefined): Refusal[] {
  return Object.entries(errors ?? {}).flatMap(([field, message]) => {
    if (!isGrievanceField(field)) return []
    const reason = reasonOf(message)?.reason
    return [reason && reason !== field ? { field, reason } : { field }]
  })
}

/** The status view; after a filing, with the receipt that shows its access code once (./receipts.ts). */
const statusAddress = (token: string, filed = false, lang: Lang = 'en', receipt?: string) =>
  `${localPath(lang, STATUS_PAGE)}?view=${encodeURIComponent(token)}${filed ? '&filed=1' : ''}${receipt ? `&receipt=${receipt}` : ''}`
/**
 * Back to the look-up, with the reference kept when it has the shape of one (never the access
 * code), opened on the field to fill in when one was left empty.
 */
const lookupAgain = (req: Request, result: StatusResult, reference?: string) =>
  `${localPath(formLanguage(req), STATUS_PAGE)}?result=${result}${reference && REFERENCE_SHAPE.test(reference) ? `&reference=${reference}` : ''}${LOOKUP_ANCHORS[emptyLookupFields(result)[0] ?? ''] ?? ''}`
const LOOKUP_ANCHORS: Record<string, string> = { reference: '#lookup-reference', accessCode: '#lookup-access-code' }

/** The reference as sent, read as a receipt's (normalizeReference), or ''. */
const sentReference = (req: Request) => normalizeReference(typeof req.body?.reference === 'string' ? req.body.reference.slice(0, 30) : '')

/** Which of the look-up's two fields the sender left empty: the result that says so, or null. */
function emptyLookup(body: unknown): EmptyLookup | null {
  const filled = (key: string) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined
    return typeof value === 'string' && value.trim() !== ''
  }
  const reference = filled('reference')
  const accessCode = filled('accessCode')
  return reference && accessCode ? null : !reference && !accessCode ? 'noBoth' : reference ? 'noAccessCode' : 'noReference'
}

/**
 * The two public calls of students' grievances (docs/decisions/120): filing and the status
 * look-up, each answered as its sender reads it — a redirect back to the page for a form posted
 * without JavaScript, JSON for a script — under a stranger's limits.
 */
export function studentGrievanceRoutes(ctx: AppContext): Router {
  const router = Router()

  /**
   * Where a refused or limited form post goes back to: the form in its language, with the refused
   * fields named and, once the body was read, what was typed kept for it (WCAG 3.3.7, form-state.ts).
   */
  function backToForm(req: Request, res: Response, result: string, refused: Refusal[] = [], said: Record<string, string> = {}): void {
    const query = new URLSearchParams({ result })
    if (refused.length) query.set('fields', writeRefusals(refused))
    keepFormState(ctx.formStates, req, res, 'grievance', REFILLED_FIELDS, said)
    res.redirect(303, `${localPath(formLanguage(req), FORM_PAGE)}?${query}#grievance-form`)
  }

  // the form's urlencoded fields are read before any route: a limited look-up keeps the reference typed
  const limitLookups = limitPerAddress(SUBMIT_WINDOW_MS, LOOKUP_LIMIT, (req, res) => {
    log.warn('grievance look-up limit', { ip: req.ip })
    if (wantsPage(req)) return res.redirect(303, lookupAgain(req, 'limited', sentReference(req)))
    res.status(429).json({ success: false, message: M.status.limited })
  })

  // The attachments: to disk under the public budget and quotas (src/http/public-uploads.ts); a
  // too-large one is refused with the form's own words. Without JavaScript, a refusal goes back to
  // the form, its text read even when the files are refused unread (the day's quota, the budget in
  // flight), so that it is kept for the form.
  const receiveAttachments = publicUploads(ctx).receive(
    {
      maxFiles: MAX_ATTACHMENTS,
      maxFileBytes: MAX_ATTACHMENT_BYTES,
      fieldsLimit: FORM_FIELDS_LIMIT,
      tooLarge: () => new HttpError(413, M.errors.tooLarge, { attachments: M.errors.tooLarge }),
      fieldTooLong: (field) => {
        const said = isGrievanceField(field) ? M.errors[field] : M.form.invalid
        return new HttpError(413, said, { [field]: said })
      },
      readFieldsOfRefused: wantsPage,
    },
    (req, res, refusal) => {
      if (!wantsPage(req)) return false
      if (refusal.retryAfter !== undefined) res.setHeader('Retry-After', String(refusal.retryAfter))
      backToForm(req, res, refusal.status >= 500 ? 'failed' : 'invalid', refusalsOf(refusal.errors ?? { attachments: refusal.message }))
      return true
    },
  )

  // Without JavaScript, what was typed is read and kept even when the filing is limited before its body is read.
  const limitFiling = submitRateLimit(ctx.config, (req, res) => {
    if (wantsPage(req)) return receiveAttachments.readText(req, res, () => backToForm(req, res, 'limited'))
    res.status(429).json({ success: false, message: M.errors.limited })
  })

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
      if (!errors.email && noContact(body)) errors.email = M.errors.contact
      if (tooMany) errors.attachments = M.errors.tooMany
      log.warn('grievance refused', { fields: Object.keys(errors).join(',') })
      // how long each field past its limit was: the form says by how much (decision 296)
      if (page) return backToForm(req, res, 'invalid', refusalsOf(errors), keptLengths(overLimit(body, GRIEVANCE_LIMITS)))
      throw new HttpError(400, Object.values(errors)[0] ?? M.form.invalid, errors)
    }
    const attachments: NewAttachment[] = []
    try {
      for (const [index, file] of sentFiles.entries()) attachments.push(await checkAttachment(file, index))
    } catch (err) {
      // not checked now (503, Retry-After): without JavaScript, back to the form, failed, with the file named
      if (page && err instanceof AttachmentNotChecked) return backToForm(req, res, 'failed', [{ field: 'attachments', reason: 'checksBusy' }], { [REFUSED_FILE]: err.fileName })
      if (page && err instanceof HttpError) return backToForm(req, res, 'failed')
      if (!(err instanceof AttachmentRejected)) throw err
      if (page) return backToForm(req, res, 'invalid', [{ field: 'attachments', reason: err.reason }], { [REFUSED_FILE]: err.fileName })
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
        await queueFiled(ctx.mail, trx, ctx.sqlite, { reference: created.reference, accessCode: created.accessCode, email: parsed.data.email, category: parsed.data.category, dueRefer: due.refer!, dueReport: due.report!, lang }, at)
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
    // a field left empty is named, in the page's language, not answered as "no grievance matches"
    const empty = emptyLookup(req.body)
    if (empty) {
      if (page) return res.redirect(303, lookupAgain(req, empty, sentReference(req)))
      const errors = Object.fromEntries(emptyLookupFields(empty).map((field) => [field, M.status[empty]]))
      return void res.status(400).json({ success: false, message: M.status[empty], errors })
    }
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

  return router
}

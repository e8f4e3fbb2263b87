import { Router, type Request, type Response } from 'express'
import type { z } from 'zod'
import type { Db } from '../../db/connection.js'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost, redirectBack } from '../../http/form-post.js'
import { submitRateLimit } from '../../http/rate-limit.js'
import { receiveFields } from '../../http/uploads.js'
import { sendList } from '../../http/replies.js'
import { fieldErrors } from '../../http/validation.js'
import { log } from '../../log.js'
import { admissionSchema, CONTACT_INCOMPLETE, contactSchema, HONEYPOT_FIELD, TOO_MANY_SUBMITS } from './schema.js'
import { writeFieldMarks } from './ui/form-status.js'
import type { FieldMarks } from './ui/messages.js'
import { createAdmissionQuery, createContactQuery, listAdmissionQueries, listContactQueries } from './store.js'

export const ADMISSION_SUCCESS = 'Form submitted successfully!'
export const CONTACT_SUCCESS = 'Message sent successfully!'

/** One public form: where it posts, how it answers, what it writes. */
type PublicForm<S extends z.ZodType> = {
  path: string
  /** Query parameter and fragment of the redirect after a form post (no JavaScript). */
  resultKey: 'admission' | 'contact'
  fragment: string
  /** The id of a field's input on every page that shows the form, when it is the same everywhere. */
  fieldId?: (field: string) => string
  schema: S
  successMessage: string
  /** The redirect's result for input that failed the schema. */
  invalidResult: (errors: Record<string, string>) => string
  create: (db: Db, input: z.output<S>) => Promise<unknown>
}

const admissionForm: PublicForm<typeof admissionSchema> = {
  path: '/admission/submit',
  resultKey: 'admission',
  fragment: 'admission-form',
  schema: admissionSchema,
  successMessage: ADMISSION_SUCCESS,
  invalidResult: () => 'failed',
  create: createAdmissionQuery,
}

const contactForm: PublicForm<typeof contactSchema> = {
  path: '/contact/addContact',
  resultKey: 'contact',
  fragment: 'contact-form',
  fieldId: (field) => `contact-${field}`,
  schema: contactSchema,
  successMessage: CONTACT_SUCCESS,
  invalidResult: (errors) => (Object.values(errors).includes(CONTACT_INCOMPLETE) ? 'incomplete' : 'failed'),
  create: createContactQuery,
}

/** Each refused field: "missing" when it was left empty, "invalid" when its value was refused. */
function fieldMarks(errors: Record<string, string>, body: Record<string, unknown>): FieldMarks {
  const marks: FieldMarks = {}
  for (const field of Object.keys(errors)) {
    const value = body[field]
    marks[field] = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'missing' : 'invalid'
  }
  return marks
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
 * Form post (urlencoded): 303 back to the page it came from with ?admission=… or ?contact=….
 * A filled honeypot looks like success and writes nothing.
 */
function submitHandler<S extends z.ZodType>(ctx: AppContext, form: PublicForm<S>) {
  return async (req: Request, res: Response) => {
    const formPost = isFormPost(req)
    const body = (req.body ?? {}) as Record<string, unknown>
    // Every redirect sets ?fields= (empty removes an earlier one), so only this post's marks show.
    // The fragment is the first field in error when its id is known: the page opens at it.
    const answer = (result: string, marks: FieldMarks = {}) => {
      const first = Object.keys(marks)[0]
      const fragment = first && form.fieldId ? form.fieldId(first) : form.fragment
      redirectBack(req, res, form.resultKey, result, fragment, { fields: writeFieldMarks(marks) })
    }
    if (honeypotFilled(body)) {
      log.warn('honeypot filled: submit dropped', { path: req.path })
      return formPost ? answer('success') : void res.status(201).json({ success: true, message: form.successMessage })
    }
    const parsed = form.schema.safeParse(body)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      log.warn('submit refused', { path: req.path, fields: Object.keys(errors).join(',') })
      if (formPost) return answer(form.invalidResult(errors), fieldMarks(errors, body))
      throw new HttpError(400, Object.values(errors)[0] ?? 'The form is not valid.', errors)
    }
    let data: unknown
    try {
      data = await form.create(ctx.db, parsed.data)
    } catch (err) {
      if (!formPost) throw err
      log.error('submit failed', err, { path: req.path })
      return answer('failed')
    }
    log.info('submit stored', { path: req.path })
    // No ctx.content.bump(): enquiries appear on no public page (docs/decisions/013).
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
    if (isFormPost(req)) return redirectBack(req, res, form.resultKey, 'limited', form.fragment, { fields: '' })
    res.status(429).json({ success: false, message: TOO_MANY_SUBMITS })
  })

  router.post(admissionForm.path, limitSubmits, receiveFields, submitHandler(ctx, admissionForm))
  router.post(contactForm.path, limitSubmits, receiveFields, submitHandler(ctx, contactForm))

  router.get('/contact/getAllContact', requireAdmin, async (_req, res) => {
    sendList(res, await listContactQueries(ctx.db))
  })

  router.get('/admission/getAllAddmissionQueries', requireAdmin, async (_req, res) => {
    sendList(res, await listAdmissionQueries(ctx.db))
  })

  return router
}

import { useRef, useState, type FormEvent } from 'react'
import { island } from '../../../ui/island'
import { FormField } from '../../enquiries/ui/FormParts'
import { Honeypot } from '../../enquiries/ui/Honeypot'
import { FORM_TEXT } from '../../enquiries/ui/messages'
import { localPath, type Lang } from '../../../content/lang'
import { GRIEVANCE_CATEGORIES, GRIEVANCE_MESSAGES, type GrievanceMessages } from '../messages'
import { DESCRIPTION_MAX, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../limits'
import { FORM_FIELD_NAMES, type FormResult, type GrievanceField } from './form-result'

/** `lang` and `returnTo` only on the Hindi page, so the English page's HTML stays as it was. */
export type GrievanceFormProps = {
  result: FormResult | null
  refused: GrievanceField[]
  /** What a refused post without JavaScript typed, kept by the server (src/http/form-state.ts); files are chosen again. */
  values?: Record<string, string> | undefined
  lang?: Lang
  returnTo?: string
}

type Errors = Partial<Record<GrievanceField, string>>

const REQUIRED: GrievanceField[] = ['name', 'course', 'category', 'subject', 'description']

/** What the browser itself can tell before sending: empty required fields, no contact, too many or too large files. */
function localErrors(M: GrievanceMessages, form: HTMLFormElement): Errors {
  const errors: Errors = {}
  const value = (name: string) => String((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim()
  for (const field of REQUIRED) if (!value(field)) errors[field] = M.errors[field as keyof typeof M.errors] as string
  if (!value('email') && !value('mobile')) errors.email = M.errors.contact
  else if ((form.elements.namedItem('email') as HTMLInputElement).validity.typeMismatch) errors.email = M.errors.email
  const files = Array.from((form.elements.namedItem('attachments') as HTMLInputElement).files ?? [])
  if (files.length > MAX_ATTACHMENTS) errors.attachments = M.errors.tooMany
  else if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) errors.attachments = M.errors.tooLarge
  return errors
}

/**
 * The grievance form. Without JavaScript it posts multipart to the API, which redirects to the
 * status view or back here with the refused fields named (?result=…&fields=…). With it, the same
 * post goes by fetch: refusals are shown in place, success opens the same status view.
 */
export function GrievanceForm({ result, refused, values = {}, lang = 'en', returnTo }: GrievanceFormProps) {
  const M = GRIEVANCE_MESSAGES[lang]
  const initial: Errors = Object.fromEntries(refused.map((field) => [field, M.errors[field as keyof typeof M.errors] as string]))
  const [errors, setErrors] = useState<Errors>(initial)
  const [summary, setSummary] = useState<string | null>(result ? summaryOf(M, result) : null)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const show = (next: Errors, text: string) => {
    setErrors(next)
    setSummary(text)
    const first = FORM_FIELD_NAMES.find((field) => next[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const local = localErrors(M, form)
    if (Object.keys(local).length) return show(local, M.form.invalid)
    setBusy(true)
    setErrors({})
    setSummary(null)
    try {
      const res = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } })
      const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string>; data?: { statusUrl?: string } } | null
      // the API answers in English (spec): the status page's address is the English one
      if (res.status === 201 && body?.data?.statusUrl) return window.location.assign(localPath(lang, body.data.statusUrl))
      if (res.status === 429) return show({}, M.errors.limited)
      const fromServer: Errors = {}
      for (const [field, message] of Object.entries(body?.errors ?? {})) if ((FORM_FIELD_NAMES as readonly string[]).includes(field)) fromServer[field as GrievanceField] = inLanguage(M, field as GrievanceField, message)
      show(fromServer, Object.keys(fromServer).length ? M.form.invalid : lang === 'en' ? (body?.message ?? M.errors.failed) : M.errors.failed)
    } catch {
      show({}, M.errors.failed)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: GrievanceField) => ({ id: `grievance-${name}`, label: M.fields[name], required: M.form.required, error: errors[name] })
  return (
    <form ref={formRef} id="grievance-form" className="enquiry-form grievance-form" method="post" action="/api/grievance" encType="multipart/form-data" noValidate onSubmit={submit}>
      {/* first, so that it is read before the files, even when an attachment is refused */}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <div className="enquiry-form__row">
        <FormField {...field('name')}>
          <input id="grievance-name" name="name" defaultValue={values.name} type="text" required autoComplete="name" maxLength={120} />
        </FormField>
        <FormField {...field('enrolment')}>
          <input id="grievance-enrolment" name="enrolment" defaultValue={values.enrolment} type="text" maxLength={40} />
        </FormField>
      </div>
      <FormField {...field('course')}>
        <input id="grievance-course" name="course" defaultValue={values.course} type="text" required maxLength={80} />
      </FormField>
      <p className="muted">{M.form.contactHint}</p>
      <div className="enquiry-form__row">
        <FormField {...field('email')}>
          <input id="grievance-email" name="email" defaultValue={values.email} type="email" autoComplete="email" maxLength={200} />
        </FormField>
        <FormField {...field('mobile')}>
          <input id="grievance-mobile" name="mobile" defaultValue={values.mobile} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
        </FormField>
      </div>
      <FormField {...field('category')}>
        <select id="grievance-category" name="category" required defaultValue={values.category ?? ''}>
          <option value="" disabled>
            {M.form.categoryPlaceholder}
          </option>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {M.categories[category]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...field('subject')}>
        <input id="grievance-subject" name="subject" defaultValue={values.subject} type="text" required maxLength={150} />
      </FormField>
      <FormField {...field('description')}>
        <textarea id="grievance-description" name="description" defaultValue={values.description} required maxLength={DESCRIPTION_MAX} rows={8} />
      </FormField>
      <FormField {...field('attachments')}>
        <input id="grievance-attachments" name="attachments" type="file" multiple accept="application/pdf,image/*" />
      </FormField>
      <Honeypot idPrefix="grievance" label={FORM_TEXT[lang].honeypot} />
      <div role="status" className="form-message-slot">
        {summary && <p className={`form-message form-message--error`}>{summary}</p>}
      </div>
      <button className="button enquiry-form__submit" type="submit" aria-disabled={busy || undefined}>
        {busy ? M.form.busy : M.form.submit}
      </button>
    </form>
  )
}

function summaryOf(M: GrievanceMessages, result: FormResult): string {
  return result === 'limited' ? M.errors.limited : result === 'failed' ? M.errors.failed : M.form.invalid
}

/**
 * A refusal of the API (English, spec) in the form's language: the same sentence of this catalogue
 * when the API sent one of the English catalogue's, else the field's own sentence.
 */
function inLanguage(M: GrievanceMessages, field: GrievanceField, message: string): string {
  if (M === GRIEVANCE_MESSAGES.en) return message
  const key = (Object.keys(GRIEVANCE_MESSAGES.en.errors) as (keyof GrievanceMessages['errors'])[]).find((name) => GRIEVANCE_MESSAGES.en.errors[name] === message)
  return M.errors[key ?? field]
}

export const GrievanceFormIsland = island('grievance-form', GrievanceForm)

import { useRef, useState, type FormEvent } from 'react'
import { island } from '../../../ui/island'
import { FormField } from '../../enquiries/ui/FormParts'
import { Honeypot } from '../../enquiries/ui/Honeypot'
import { FORM_TEXT } from '../../enquiries/ui/messages'
import type { Lang } from '../../../content/lang'
import { GRIEVANCE_CATEGORIES, GRIEVANCE_MESSAGES } from '../messages'
import { GRIEVANCE_LIMITS } from '../limits'
import { overLimitSentences, sentLengths } from '../../../ui/text-limit'
import { FORM_FIELD_NAMES, REFUSED_FILE, type FormResult, type GrievanceField, type Refusal } from './form-result'
import { localErrors, refusalText, sendGrievance, summaryOf, type Errors } from './grievance-checks'

/** `lang` and `returnTo` only on the Hindi page, so the English page's HTML stays as it was. */
export type GrievanceFormProps = {
  result: FormResult | null
  /** The refused fields, each with why (?fields=name,email:contact), said in the form's language. */
  refused: Refusal[]
  /** What a refused post without JavaScript typed, kept by the server (src/http/form-state.ts); files are chosen again. */
  values?: Record<string, string> | undefined
  lang?: Lang
  returnTo?: string
}

/**
 * The grievance form. Without JavaScript it posts multipart to the API, which redirects to the
 * status view or back here with the refused fields named (?result=…&fields=…); no field stops at
 * its limit, one past it says by how much (docs/decisions/296). With it, the same
 * post goes by fetch: refusals are shown in place, success opens the same status view. The
 * page itself makes it live with a small script (grievance-form-script.ts, docs/decisions/196);
 * this component draws it on the server.
 */
export function GrievanceForm({ result, refused, values = {}, lang = 'en', returnTo }: GrievanceFormProps) {
  const M = GRIEVANCE_MESSAGES[lang]
  // a field refused past its limit says how long it was sent (and what of it came back)
  const lengthSentences = overLimitSentences(lang, M.lengthNames, GRIEVANCE_LIMITS, sentLengths(values), values)
  const initial: Errors = Object.fromEntries(refused.map((refusal) => [refusal.field, lengthSentences[refusal.field] ?? refusalText(M, refusal, values[REFUSED_FILE])]))
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
    const local = localErrors(M, form, lang)
    if (Object.keys(local).length) return show(local, M.form.invalid)
    setBusy(true)
    setErrors({})
    setSummary(null)
    const answer = await sendGrievance(form, M, lang)
    if ('statusUrl' in answer) return window.location.assign(answer.statusUrl)
    show(answer.errors, answer.summary)
    setBusy(false)
  }

  const field = (name: GrievanceField) => ({ id: `grievance-${name}`, label: M.fields[name], required: M.form.required, error: errors[name] })
  return (
    <form ref={formRef} id="grievance-form" className="enquiry-form grievance-form" method="post" action="/api/grievance" encType="multipart/form-data" noValidate onSubmit={submit}>
      {/* first, so that it is read before the files, even when an attachment is refused */}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <div className="enquiry-form__row">
        <FormField {...field('name')}>
          <input id="grievance-name" name="name" defaultValue={values.name} type="text" required autoComplete="name" />
        </FormField>
        <FormField {...field('enrolment')}>
          <input id="grievance-enrolment" name="enrolment" defaultValue={values.enrolment} type="text" />
        </FormField>
      </div>
      <FormField {...field('course')}>
        <input id="grievance-course" name="course" defaultValue={values.course} type="text" required />
      </FormField>
      <p className="muted">{M.form.contactHint}</p>
      <div className="enquiry-form__row">
        <FormField {...field('email')}>
          <input id="grievance-email" name="email" defaultValue={values.email} type="email" autoComplete="email" />
        </FormField>
        <FormField {...field('mobile')}>
          <input id="grievance-mobile" name="mobile" defaultValue={values.mobile} type="tel" autoComplete="tel" inputMode="tel" />
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
        <input id="grievance-subject" name="subject" defaultValue={values.subject} type="text" required />
      </FormField>
      <FormField {...field('description')}>
        <textarea id="grievance-description" name="description" defaultValue={values.description} required rows={8} />
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

export const GrievanceFormIsland = island('grievance-form', GrievanceForm)

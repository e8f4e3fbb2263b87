import { island } from '../../../ui/island'
import { COURSE_OPTIONS } from '../options'
import { FormEnd, FormField, summaryOf, useEnquirySubmit, type FormMessage } from './FormParts'
import type { Lang } from '../../../content/lang'
import { FORM_TEXT, type AdmissionOutcome, type FieldMarks, type FormText } from './messages'

export type AdmissionFormProps = {
  /** Unique per page: the popup and an inline form may share a page. */
  idPrefix: string
  returnTo: string
  /** The outcome of a no-JS post, read from the page URL on the server. */
  outcome: AdmissionOutcome | null
  /** The fields that post refused (?fields=…). */
  marks?: FieldMarks
  /** What a refused post without JavaScript typed, kept by the server (src/http/form-state.ts). */
  values?: Record<string, string>
  onSuccess?: () => void
  /** The page's language (English when left out). */
  lang?: Lang
}

const REQUIRED = ['fullname'] as const

/** The on-page summary: the spec's sentence (or the server's reason), then what to fix per field. */
function summary(text: FormText, kind: FormMessage['kind'], sentence: string, marks: FieldMarks): FormMessage {
  return summaryOf(kind, sentence, marks, text.admissionFields, ['missing', 'invalid'])
}

function initialMessage(text: FormText, outcome: AdmissionOutcome | null, marks: FieldMarks): FormMessage | null {
  if (!outcome) return null
  return summary(text, outcome === 'success' ? 'ok' : 'error', text.admission[outcome], marks)
}

/**
 * The admission enquiry: a real form that posts without JavaScript (the API redirects back with
 * ?admission=… and the refused fields), and, once hydrated, submits with fetch and answers with
 * an alert (spec §8). A refused field is marked and described, and takes the focus.
 */
export function AdmissionForm({ idPrefix, returnTo, outcome, marks = {}, values = {}, onSuccess, lang = 'en' }: AdmissionFormProps) {
  const text = FORM_TEXT[lang]
  const { formRef, errorOf, busy, message, submit } = useEnquirySubmit({
    texts: text.admissionFields,
    initialMarks: marks,
    initialMessage: initialMessage(text, outcome, marks),
    required: REQUIRED,
    refusedLocally: (local) => summary(text, 'error', text.admission.failed, local),
    answered: (answer) => {
      const ok = answer?.status === 201
      // A refusal carries the server's reason when it gives one; the API's reasons are English (spec):
      // a Hindi page says its own sentence, the fields say the rest.
      const serverMessage = answer && !ok && lang === 'en' && answer.status >= 400 && typeof answer.body?.message === 'string' ? answer.body.message : null
      const alertText = !answer ? text.admission.error : ok ? text.admission.success : (serverMessage ?? (answer.status === 429 ? text.admission.limited : text.admission.failed))
      return {
        message: summary(text, ok ? 'ok' : 'error', alertText, answer?.marks ?? {}),
        after: () => {
          window.alert(alertText)
          if (ok) onSuccess?.()
        },
      }
    },
  })

  const id = (name: string) => `${idPrefix}-${name}`
  const field = (name: keyof FormText['labels']) => ({ id: id(name), error: errorOf(name), label: text.labels[name], required: text.required })
  return (
    <form ref={formRef} className="enquiry-form" method="post" action="/api/admission/submit" noValidate onSubmit={submit}>
      <FormField {...field('fullname')}>
        <input id={id('fullname')} name="fullname" defaultValue={values.fullname} type="text" required autoComplete="name" maxLength={120} />
      </FormField>
      <FormField {...field('city')}>
        <input id={id('city')} name="city" defaultValue={values.city} type="text" autoComplete="address-level2" maxLength={80} />
      </FormField>
      <FormField {...field('phone')}>
        <input id={id('phone')} name="phone" defaultValue={values.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
      </FormField>
      <FormField {...field('course')}>
        <select id={id('course')} name="course" defaultValue={values.course ?? ''}>
          <option value="">{text.labels.course}</option>
          {COURSE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {text.courses[option.value]}
            </option>
          ))}
        </select>
      </FormField>
      <FormEnd idPrefix={idPrefix} returnTo={returnTo} busy={busy} text={text.submit} busyText={text.submitting} buttonClass="button button--gold enquiry-form__submit" message={message} trapLabel={text.honeypot} />
    </form>
  )
}

export const AdmissionFormIsland = island('admission-form', AdmissionForm)

import { island } from '../../../ui/island'
import { COURSE_OPTIONS } from '../options'
import { FormEnd, FormField, useEnquirySubmit } from './FormParts'
import type { Lang } from '../../../content/lang'
import { ADMISSION_ANCHOR, FORM_TEXT, messageAnchor, withLengths, type AdmissionOutcome, type FieldMarks, type FormText } from './messages'
import { sentLengths } from '../../../ui/text-limit'
import { admissionInitialMessage, admissionSubmit } from './admission-answer'

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

/**
 * The admission enquiry: a real form that posts without JavaScript (the API redirects back with
 * ?admission=… and the refused fields), and, once hydrated, submits with fetch and answers with
 * an alert (spec §8). A refused field is marked and described, and takes the focus; none stops at
 * its limit, one past it says by how much (docs/decisions/296). In the
 * browser the form pages enhance the same HTML with a small script instead (enquiry-form-script.ts),
 * and the home page's popup draws the same markup itself (admission-popup-script.ts, decision 210).
 */
export function AdmissionForm({ idPrefix, returnTo, outcome, marks = {}, values = {}, onSuccess, lang = 'en' }: AdmissionFormProps) {
  const text = FORM_TEXT[lang]
  const { formRef, errorOf, busy, message, submit } = useEnquirySubmit({
    ...admissionSubmit(text, lang, onSuccess),
    // a field refused past its limit says how long it was sent (and what of it came back)
    texts: withLengths(lang, sentLengths(values), values).admissionFields,
    initialMarks: marks,
    initialMessage: admissionInitialMessage(text, outcome, marks),
  })

  const id = (name: string) => `${idPrefix}-${name}`
  const field = (name: keyof FormText['labels']) => ({ id: id(name), error: errorOf(name), label: text.labels[name], required: text.required })
  return (
    <form ref={formRef} className="enquiry-form" method="post" action="/api/admission/submit" noValidate onSubmit={submit}>
      <FormField {...field('fullname')}>
        <input id={id('fullname')} name="fullname" defaultValue={values.fullname} type="text" required autoComplete="name" />
      </FormField>
      <FormField {...field('city')}>
        <input id={id('city')} name="city" defaultValue={values.city} type="text" autoComplete="address-level2" />
      </FormField>
      <FormField {...field('phone')}>
        <input id={id('phone')} name="phone" defaultValue={values.phone} type="tel" autoComplete="tel" inputMode="tel" />
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
      <FormEnd idPrefix={idPrefix} returnTo={returnTo} busy={busy} text={text.submit} busyText={text.submitting} buttonClass="button button--gold enquiry-form__submit" message={message} trapLabel={text.honeypot} messageId={outcome ? messageAnchor(ADMISSION_ANCHOR) : undefined} />
    </form>
  )
}

export const AdmissionFormIsland = island('admission-form', AdmissionForm)

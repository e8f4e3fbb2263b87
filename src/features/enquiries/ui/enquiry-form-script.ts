import type { Lang } from '../../../content/lang'
import { admissionSubmit } from './admission-answer'
import { islandLang, onIslands } from './form-dom'
import { enhanceEnquiryForm } from './enquiry-submit'
import { FORM_TEXT } from './messages'

/**
 * The admission enquiry on its own pages (/addmissionForm, /course), made live by a small script
 * over the server's HTML instead of React's hydration (docs/decisions/196): the same checks, marks,
 * summary, alert and focus as the React form (AdmissionForm.tsx, FormField), from the same
 * catalogue and the same plain functions (form-marks.ts, admission-answer.ts, enquiry-submit.ts).
 * Without JavaScript the form posts as before. The island's marker is kept: its props give the
 * language, and `data-hydrated` says the form is live, as for any island.
 */
export function enhanceAdmissionForms(): void {
  onIslands('admission-form', (marker) => {
    const form = marker.querySelector('form')
    if (form && enhanceAdmissionForm(form, islandLang<Lang>(marker, 'en'))) marker.dataset.hydrated = 'true'
  })
}

/** One admission form made live; `onSuccess` after the alert of a success (the home page's popup closes). */
export function enhanceAdmissionForm(form: HTMLFormElement, lang: Lang, onSuccess?: () => void): boolean {
  const text = FORM_TEXT[lang]
  // short fields only: none shows a count, each says when it is past its limit
  return enhanceEnquiryForm(form, { lang, counted: [], idleText: text.submit, busyText: text.submitting, parts: (said) => admissionSubmit(said, lang, onSuccess) })
}

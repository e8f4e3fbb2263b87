import type { Lang } from '../../../content/lang'
import { ADMISSION_REQUIRED, admissionAnswer, admissionSummary } from './admission-answer'
import { emptyFields, marksFromInputs, sendForm, type FormMessage } from './form-marks'
import { islandLang, onIslands, showBusy, showFieldErrors, showFormMessage } from './form-dom'
import { FORM_TEXT, type FieldMarks } from './messages'

/**
 * The admission enquiry on its own pages (/addmissionForm, /course), made live by a small script
 * over the server's HTML instead of React's hydration (docs/decisions/196): the same checks, marks,
 * summary, alert and focus as the React form (AdmissionForm.tsx, FormField), from the same
 * catalogue and the same plain functions (form-marks.ts, admission-answer.ts). Without JavaScript
 * the form posts as before. The island's marker is kept: its props give the language, and
 * `data-hydrated` says the form is live, as for any island.
 */
export function enhanceAdmissionForms(): void {
  onIslands('admission-form', enhance)
}

function enhance(marker: HTMLElement): void {
  const form = marker.querySelector('form')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const slot = form?.querySelector<HTMLElement>('.form-message-slot')
  if (!form || !button || !slot) return
  const lang = islandLang<Lang>(marker, 'en')
  const text = FORM_TEXT[lang]
  let busy = false
  const show = (marks: FieldMarks, message: FormMessage) => {
    showFieldErrors(form, Object.fromEntries(Object.entries(marks).map(([field, problem]) => [field, text.admissionFields[field]?.[problem]])))
    showFormMessage(slot, message)
    const first = Object.keys(marks)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    const local = marksFromInputs(form, ADMISSION_REQUIRED)
    if (Object.keys(local).length > 0) return show(local, admissionSummary(text, 'error', text.admission.failed, local))
    busy = true
    showBusy(button, true, text.submitting)
    const answer = await sendForm(form)
    const { ok, alertText, message } = admissionAnswer(text, lang, answer)
    if (ok) emptyFields(form)
    busy = false
    showBusy(button, false, text.submit)
    show(answer?.marks ?? {}, message)
    window.alert(alertText)
  })
  marker.dataset.hydrated = 'true'
}

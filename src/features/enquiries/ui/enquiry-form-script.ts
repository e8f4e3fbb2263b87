import type { Lang } from '../../../content/lang'
import { ADMISSION_REQUIRED, admissionAnswer, admissionSummary } from './admission-answer'
import { emptyFields, marksFromInputs, marksFromServer, type FormAnswer, type FormMessage } from './form-marks'
import { FORM_TEXT, type FieldMarks, type FieldProblem } from './messages'
import { postForm } from './post-json'

/**
 * The admission enquiry on its own pages (/addmissionForm, /course), made live by a small script
 * over the server's HTML instead of React's hydration (docs/decisions/196): the same checks, marks,
 * summary, alert and focus as the React form (AdmissionForm.tsx, FormField), from the same
 * catalogue and the same plain functions (form-marks.ts, admission-answer.ts). Without JavaScript
 * the form posts as before. The island's marker is kept: its props give the language, and
 * `data-hydrated` says the form is live, as for any island.
 */
export function enhanceAdmissionForms(): void {
  const run = () => {
    for (const marker of document.querySelectorAll<HTMLElement>('[data-island="admission-form"]')) enhance(marker)
  }
  // the page script is async: it may run before the parser has reached the form
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}

function enhance(marker: HTMLElement): void {
  const form = marker.querySelector('form')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const slot = form?.querySelector<HTMLElement>('.form-message-slot')
  if (!form || !button || !slot || marker.dataset.hydrated) return
  let lang: Lang = 'en'
  try {
    lang = (JSON.parse(marker.dataset.props ?? '{}') as { lang?: Lang }).lang ?? 'en'
  } catch {
    // a marker without readable props: the English form
  }
  const text = FORM_TEXT[lang]
  let busy = false
  const show = (marks: FieldMarks, message: FormMessage) => {
    markFields(form, marks, text.admissionFields)
    const p = document.createElement('p')
    p.className = `form-message form-message--${message.kind}`
    p.textContent = message.text
    slot.replaceChildren(p)
    const first = Object.keys(marks)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    const local = marksFromInputs(form, ADMISSION_REQUIRED)
    if (Object.keys(local).length > 0) return show(local, admissionSummary(text, 'error', text.admission.failed, local))
    busy = true
    // aria-disabled, not disabled: a disabled button would drop the visitor's focus to the page
    button.setAttribute('aria-disabled', 'true')
    button.textContent = text.submitting
    let answer: FormAnswer = null
    try {
      const { status, body } = await postForm(form)
      answer = { status, body, marks: status >= 200 && status < 300 ? {} : marksFromServer(form, body) }
    } catch {
      answer = null
    }
    const { ok, alertText, message } = admissionAnswer(text, lang, answer)
    if (ok) emptyFields(form)
    busy = false
    button.removeAttribute('aria-disabled')
    button.textContent = text.submit
    show(answer?.marks ?? {}, message)
    window.alert(alertText)
  })
  marker.dataset.hydrated = 'true'
}

/**
 * Marks the refused fields as FormField draws them: the field's box `form-field--invalid`, the
 * control `aria-invalid` and described by the sentence under it; every other field unmarked.
 */
function markFields(form: HTMLFormElement, marks: FieldMarks, texts: Record<string, Record<FieldProblem, string>>): void {
  for (const box of form.querySelectorAll<HTMLElement>('.form-field')) {
    const control = box.querySelector<HTMLElement>('input, select, textarea')
    const name = control?.getAttribute('name') ?? ''
    const error = marks[name] ? texts[name]?.[marks[name]] : undefined
    box.classList.toggle('form-field--invalid', Boolean(error))
    box.querySelector('.field-error')?.remove()
    if (!control) continue
    if (!error) {
      control.removeAttribute('aria-invalid')
      control.removeAttribute('aria-describedby')
      continue
    }
    const errorId = `${control.id}-error`
    control.setAttribute('aria-invalid', 'true')
    control.setAttribute('aria-describedby', errorId)
    const p = document.createElement('p')
    p.id = errorId
    p.className = 'field-error'
    const sign = document.createElement('span')
    sign.setAttribute('aria-hidden', 'true')
    sign.textContent = '⚠ '
    p.append(sign, error)
    box.append(p)
  }
}

import type { Lang } from '../../../content/lang'
import { emptyFields, marksFromInputs, sendForm, type FormAnswer, type FormMessage } from './form-marks'
import { showBusy, showFieldErrors, showFormMessage } from './form-dom'
import { FORM_TEXT, withLengths, type FieldMarks, type FieldProblem, type FormText } from './messages'
import { watchTextLimits } from './text-limit-watch'

/** What one enquiry form says and checks, from its texts (admissionSubmit, contactSubmit). */
export type EnquiryParts = {
  texts: Record<string, Record<FieldProblem, string>>
  required: readonly string[]
  limits: Readonly<Record<string, number>>
  refusedLocally: (marks: FieldMarks) => FormMessage
  answered: (answer: FormAnswer) => { message: FormMessage; after?: () => void }
}

/**
 * The submit of an enquiry form made live by a small script (docs/decisions/196, 197), the plain
 * twin of useEnquirySubmit (FormParts.tsx): the browser's own check first, then the post by fetch
 * (sendForm, shared with the React forms); field marks, the one summary and focus on the first
 * refused field as FormField and FormEnd draw them. Its limited fields take what is pasted and say
 * when it is too long (text-limit-watch.ts); the form is not sent until it fits, and the sentence
 * under a field past its limit says by how much (`parts` asked with the texts of the moment). A
 * success empties the fields. Returns false when the form is not the one FormEnd ends.
 */
export function enhanceEnquiryForm(form: HTMLFormElement, { lang, counted, idleText, busyText, parts }: {
  lang: Lang
  /** The long texts that show the characters left near their limit. */
  counted: readonly string[]
  idleText: string
  busyText: string
  parts: (text: FormText) => EnquiryParts
}): boolean {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const slot = form.querySelector<HTMLElement>('.form-message-slot')
  if (!button || !slot) return false
  const said = parts(FORM_TEXT[lang])
  const limits = watchTextLimits(form, { lang, limits: said.limits, counted, names: FORM_TEXT[lang].lengthNames })
  let busy = false
  const show = (marks: FieldMarks, message: FormMessage) => {
    // a field past its limit says by how much; the summary keeps the fixed sentence, which stays true as the text changes
    const texts = parts(withLengths(lang, limits.over())).texts
    showFieldErrors(form, Object.fromEntries(Object.entries(marks).map(([field, problem]) => [field, texts[field]?.[problem]])))
    showFormMessage(slot, message)
    const first = Object.keys(marks)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    const local = marksFromInputs(form, said.required, said.limits)
    if (Object.keys(local).length > 0) return show(local, said.refusedLocally(local))
    busy = true
    showBusy(button, true, busyText)
    const answer = await sendForm(form)
    const { message, after } = said.answered(answer)
    if (message.kind === 'ok') {
      emptyFields(form)
      limits.refresh()
    }
    busy = false
    showBusy(button, false, idleText)
    show(answer?.marks ?? {}, message)
    after?.()
  })
  return true
}

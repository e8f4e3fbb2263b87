import { emptyFields, marksFromInputs, sendForm, type FormAnswer, type FormMessage } from './form-marks'
import { showBusy, showFieldErrors, showFormMessage } from './form-dom'
import type { FieldMarks, FieldProblem } from './messages'

/**
 * The submit of an enquiry form made live by a small script (docs/decisions/196, 197), the plain
 * twin of useEnquirySubmit (FormParts.tsx): the browser's own check first, then the post by fetch
 * (sendForm, shared with the React forms); field marks, the one summary and focus on the first
 * refused field as FormField and FormEnd draw them. A success empties the fields. Returns false
 * when the form is not the one FormEnd ends.
 */
export function enhanceEnquiryForm(form: HTMLFormElement, { texts, required, idleText, busyText, refusedLocally, answered }: {
  texts: Record<string, Record<FieldProblem, string>>
  required: readonly string[]
  idleText: string
  busyText: string
  refusedLocally: (marks: FieldMarks) => FormMessage
  answered: (answer: FormAnswer) => { message: FormMessage; after?: () => void }
}): boolean {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const slot = form.querySelector<HTMLElement>('.form-message-slot')
  if (!button || !slot) return false
  let busy = false
  const show = (marks: FieldMarks, message: FormMessage) => {
    showFieldErrors(form, Object.fromEntries(Object.entries(marks).map(([field, problem]) => [field, texts[field]?.[problem]])))
    showFormMessage(slot, message)
    const first = Object.keys(marks)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    const local = marksFromInputs(form, required)
    if (Object.keys(local).length > 0) return show(local, refusedLocally(local))
    busy = true
    showBusy(button, true, busyText)
    const answer = await sendForm(form)
    const { message, after } = answered(answer)
    if (message.kind === 'ok') emptyFields(form)
    busy = false
    showBusy(button, false, idleText)
    show(answer?.marks ?? {}, message)
    after?.()
  })
  return true
}

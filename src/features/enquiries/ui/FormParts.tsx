import { cloneElement, useEffect, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react'
import { Honeypot } from './Honeypot'
import type { FieldMarks, FieldProblem } from './messages'
import { emptyFields, marksFromInputs, sendForm, type FormAnswer, type FormMessage } from './form-marks'

// plain functions and types of every enquiry form, with or without React (docs/decisions/196)
export { emptyFields, marksFromInputs, marksFromServer, summaryOf, type FormAnswer, type FormMessage } from './form-marks'

/**
 * A labelled control of a public enquiry form. A `required` control says so in its label before
 * anyone submits (WCAG 3.3.2; screen readers hear "required" from the attribute, so the word is
 * shown, not read twice). With an error, the control is marked (`aria-invalid`) and described by
 * the sentence under it, which says what to fix.
 */
export function FormField({ id, label, required = ' (required)', error, children }: { id: string; label: string; required?: string; error?: string; children: ReactElement<Record<string, unknown>> }) {
  const errorId = `${id}-error`
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {children.props.required === true && (
          // One text node in a bare <small> (styled by .form-field small): the home page's HTML budget
          // counts every byte of the five required labels it carries.
          <small aria-hidden="true">{required}</small>
        )}
      </label>
      {cloneElement(children, { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Per-field marks and the one summary of a form. After a refused submit, focus goes to the first
 * field in error (the summary beside the button is announced once, as a status).
 */
export function useFormErrors(texts: Record<string, Record<FieldProblem, string>>, initial: FieldMarks) {
  const [marks, setMarks] = useState<FieldMarks>(initial)
  const focusNext = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!focusNext.current) return
    focusNext.current = false
    const first = Object.keys(marks)[0]
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [marks])
  return {
    formRef,
    errorOf: (field: string) => (marks[field] ? texts[field]?.[marks[field]] : undefined),
    /** Shows these marks (none clears them) and moves focus to the first one. */
    show(next: FieldMarks) {
      focusNext.current = Object.keys(next).length > 0
      setMarks(next)
    },
  }
}

/**
 * The submit of an enquiry form with JavaScript, one for the admission and the contact form: the
 * browser's own check first (empty required fields, a field past its limit, a malformed e-mail),
 * then the post by fetch;
 * each form only says what to show for a local refusal and for the server's answer, and what to do
 * after it is shown (`after`: the admission form's alert). A success empties the fields.
 */
export function useEnquirySubmit({ texts, initialMarks, initialMessage, required, limits, refusedLocally, answered }: {
  texts: Record<string, Record<FieldProblem, string>>
  initialMarks: FieldMarks
  initialMessage: FormMessage | null
  required: readonly string[]
  limits: Readonly<Record<string, number>>
  refusedLocally: (marks: FieldMarks) => FormMessage
  answered: (answer: FormAnswer) => { message: FormMessage; after?: () => void }
}) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<FormMessage | null>(initialMessage)
  const fields = useFormErrors(texts, initialMarks)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const local = marksFromInputs(form, required, limits)
    if (Object.keys(local).length > 0) {
      fields.show(local)
      setMessage(refusedLocally(local))
      return
    }
    setBusy(true)
    const answer = await sendForm(form)
    const { message: next, after } = answered(answer)
    if (next.kind === 'ok') emptyFields(form)
    setBusy(false)
    fields.show(answer?.marks ?? {})
    setMessage(next)
    after?.()
  }
  return { formRef: fields.formRef, errorOf: fields.errorOf, busy, message, submit }
}

/**
 * The end of every enquiry form: the honeypot, where a no-JS post returns to, the form's message
 * (right above the button, where the eye is after pressing it) and the submit button.
 */
export function FormEnd({ idPrefix, returnTo, busy, text, busyText, buttonClass, message, trapLabel, messageId }: { idPrefix: string; returnTo: string; busy: boolean; text: string; busyText: string; buttonClass: string; message: FormMessage | null; trapLabel: string; messageId?: string | undefined }) {
  return (
    <>
      <Honeypot idPrefix={idPrefix} label={trapLabel} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div role="status" className="form-message-slot" id={messageId}>
        {message && <FormMessageText message={message} />}
      </div>
      {/* aria-disabled, not disabled: a disabled button would drop the visitor's focus to the page. */}
      <button className={buttonClass} type="submit" aria-disabled={busy || undefined}>
        {busy ? busyText : text}
      </button>
    </>
  )
}

function FormMessageText({ message }: { message: FormMessage }): ReactNode {
  return <p className={`form-message form-message--${message.kind}`}>{message.text}</p>
}

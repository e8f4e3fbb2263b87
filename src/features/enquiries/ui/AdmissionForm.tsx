import { useState, type FormEvent } from 'react'
import { island } from '../../../ui/island'
import { COURSE_OPTIONS } from '../options'
import { FormEnd, FormField } from './FormParts'
import { ADMISSION_MESSAGES, type AdmissionOutcome } from './messages'
import { postForm } from './post-json'
import './forms.css'

export type AdmissionFormProps = {
  /** Unique per page: the popup and an inline form may share a page. */
  idPrefix: string
  returnTo: string
  /** The outcome of a no-JS post, read from the page URL on the server. */
  outcome: AdmissionOutcome | null
  onSuccess?: () => void
}

type Message = { kind: 'ok' | 'error'; text: string }

function initialMessage(outcome: AdmissionOutcome | null): Message | null {
  if (outcome === 'success') return { kind: 'ok', text: ADMISSION_MESSAGES.success }
  if (outcome === 'failed') return { kind: 'error', text: ADMISSION_MESSAGES.failed }
  return null
}

/**
 * The admission enquiry: a real form that posts without JavaScript (the API redirects back with
 * ?admission=…), and, once hydrated, submits with fetch and answers with an alert (spec §8).
 */
export function AdmissionForm({ idPrefix, returnTo, outcome, onSuccess }: AdmissionFormProps) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message | null>(() => initialMessage(outcome))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    let result: Message
    try {
      const { status, body } = await postForm(form)
      if (status === 201) {
        result = { kind: 'ok', text: ADMISSION_MESSAGES.success }
        form.reset()
      } else {
        // A rejected request carries the server's reason when it gives one (e.g. a field error).
        const serverMessage = status >= 400 && typeof body?.message === 'string' ? body.message : null
        result = { kind: 'error', text: serverMessage ?? ADMISSION_MESSAGES.failed }
      }
    } catch {
      result = { kind: 'error', text: ADMISSION_MESSAGES.error }
    }
    setBusy(false)
    setMessage(result)
    window.alert(result.text)
    if (result.kind === 'ok') onSuccess?.()
  }

  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form className="enquiry-form" method="post" action="/api/admission/submit" onSubmit={submit}>
      {message && (
        <p className={`form-message form-message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <FormField id={id('fullname')} label="Full Name">
        <input id={id('fullname')} name="fullname" type="text" required autoComplete="name" maxLength={120} />
      </FormField>
      <FormField id={id('city')} label="City">
        <input id={id('city')} name="city" type="text" autoComplete="address-level2" maxLength={80} />
      </FormField>
      <FormField id={id('phone')} label="Mobile No.">
        <input id={id('phone')} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
      </FormField>
      <FormField id={id('course')} label="Select Course">
        <select id={id('course')} name="course" defaultValue="">
          <option value="">Select Course</option>
          {COURSE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormEnd idPrefix={idPrefix} returnTo={returnTo} busy={busy} text="Submit" busyText="Submitting…" buttonClass="button button--gold enquiry-form__submit" />
    </form>
  )
}

export const AdmissionFormIsland = island('admission-form', AdmissionForm)

import { useState, type FormEvent } from 'react'
import { island } from '../../../ui/island'
import { FormEnd, FormField } from './FormParts'
import { CONTACT_MESSAGES, type ContactOutcome } from './messages'
import { postForm } from './post-json'
import './forms.css'

export type ContactFormProps = { returnTo: string; outcome: ContactOutcome | null }

const FIELDS = ['name', 'mobile', 'email', 'message'] as const

/**
 * The home page contact form. `noValidate`: an incomplete form shows the spec's own message
 * ("Please fill out all fields.") instead of the browser's bubble, with or without JavaScript.
 */
export function ContactForm({ returnTo, outcome }: ContactFormProps) {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ContactOutcome | null>(outcome)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    if (FIELDS.some((field) => String(data.get(field) ?? '').trim() === '')) {
      setResult('incomplete')
      return
    }
    setBusy(true)
    let next: ContactOutcome
    try {
      const { status } = await postForm(form)
      next = status >= 200 && status < 300 ? 'success' : 'failed'
    } catch {
      next = 'failed'
    }
    if (next === 'success') form.reset()
    setBusy(false)
    setResult(next)
  }

  return (
    <form className="enquiry-form" method="post" action="/api/contact/addContact" noValidate onSubmit={submit}>
      <div aria-live="polite">
        {result && (
          <p className={`form-message form-message--${result === 'success' ? 'ok' : 'error'}`}>{CONTACT_MESSAGES[result]}</p>
        )}
      </div>
      <div className="enquiry-form__row">
        <FormField id="contact-name" label="Name">
          <input id="contact-name" name="name" type="text" required autoComplete="name" maxLength={120} />
        </FormField>
        <FormField id="contact-mobile" label="Mobile">
          <input id="contact-mobile" name="mobile" type="tel" required autoComplete="tel" inputMode="tel" maxLength={20} />
        </FormField>
      </div>
      <FormField id="contact-email" label="Email">
        <input id="contact-email" name="email" type="email" required autoComplete="email" maxLength={200} />
      </FormField>
      <FormField id="contact-message" label="Message">
        <textarea id="contact-message" name="message" required maxLength={2000} />
      </FormField>
      <FormEnd idPrefix="contact" returnTo={returnTo} busy={busy} text="Send Message" busyText="Sending…" buttonClass="button enquiry-form__submit" />
    </form>
  )
}

export const ContactFormIsland = island('contact-form', ContactForm)

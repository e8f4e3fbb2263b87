import { useState, type FormEvent } from 'react'
import { island } from '../../../ui/island'
import { FormEnd, FormField, marksFromInputs, marksFromServer, summaryOf, useFormErrors, type FormMessage } from './FormParts'
import { CONTACT_MESSAGE_MAX } from '../options'
import type { Lang } from '../../../content/lang'
import { FORM_TEXT, type ContactOutcome, type FieldMarks, type FormText } from './messages'
import { postForm } from './post-json'

export type ContactFormProps = { returnTo: string; outcome: ContactOutcome | null; marks?: FieldMarks; lang?: Lang }

const FIELDS = ['name', 'mobile', 'email', 'message'] as const

function messageOf(text: FormText, outcome: ContactOutcome | null, marks: FieldMarks): FormMessage | null {
  return outcome ? summaryOf(outcome === 'success' ? 'ok' : 'error', text.contact[outcome], marks, text.contactFields) : null
}

/**
 * The home page contact form. `noValidate`: an incomplete form shows the spec's own message
 * ("Please fill out all fields.") beside the button, marks each empty field and moves focus to the
 * first, with JavaScript; without it the API's redirect brings the same marks (?fields=…).
 */
export function ContactForm({ returnTo, outcome, marks = {}, lang = 'en' }: ContactFormProps) {
  const text = FORM_TEXT[lang]
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<FormMessage | null>(() => messageOf(text, outcome, marks))
  const fields = useFormErrors(text.contactFields, marks)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const local = marksFromInputs(form, FIELDS)
    if (Object.keys(local).length > 0) {
      fields.show(local)
      setMessage(messageOf(text, Object.values(local).includes('missing') ? 'incomplete' : 'failed', local))
      return
    }
    setBusy(true)
    let next: ContactOutcome
    let serverMarks: FieldMarks = {}
    try {
      const { status, body } = await postForm(form)
      serverMarks = marksFromServer(form, body)
      next = status >= 200 && status < 300 ? 'success' : status === 429 ? 'limited' : Object.values(serverMarks).includes('missing') ? 'incomplete' : 'failed'
    } catch {
      next = 'failed'
    }
    if (next === 'success') form.reset()
    setBusy(false)
    fields.show(serverMarks)
    setMessage(messageOf(text, next, serverMarks))
  }

  const field = (name: (typeof FIELDS)[number]) => ({ id: `contact-${name}`, error: fields.errorOf(name), label: text.labels[name], required: text.required })
  return (
    <form ref={fields.formRef} className="enquiry-form" method="post" action="/api/contact/addContact" noValidate onSubmit={submit}>
      <div className="enquiry-form__row">
        <FormField {...field('name')}>
          <input id="contact-name" name="name" type="text" required autoComplete="name" maxLength={120} />
        </FormField>
        <FormField {...field('mobile')}>
          <input id="contact-mobile" name="mobile" type="tel" required autoComplete="tel" inputMode="tel" maxLength={20} />
        </FormField>
      </div>
      <FormField {...field('email')}>
        <input id="contact-email" name="email" type="email" required autoComplete="email" maxLength={200} />
      </FormField>
      <FormField {...field('message')}>
        <textarea id="contact-message" name="message" required maxLength={CONTACT_MESSAGE_MAX} />
      </FormField>
      <FormEnd idPrefix="contact" returnTo={returnTo} busy={busy} text={text.send} busyText={text.sending} buttonClass="button enquiry-form__submit" message={message} trapLabel={text.honeypot} />
    </form>
  )
}

export const ContactFormIsland = island('contact-form', ContactForm)

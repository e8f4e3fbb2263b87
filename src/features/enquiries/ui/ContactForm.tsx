import { island } from '../../../ui/island'
import { FormEnd, FormField, useEnquirySubmit } from './FormParts'
import { sentLengths } from '../../../ui/text-limit'
import type { Lang } from '../../../content/lang'
import { CONTACT_ANCHOR, FORM_TEXT, messageAnchor, withLengths, type ContactOutcome, type FieldMarks } from './messages'
import { CONTACT_REQUIRED, contactMessage, contactSubmit } from './contact-answer'

/** `values`: what a refused post without JavaScript typed, kept by the server (src/http/form-state.ts). */
export type ContactFormProps = { returnTo: string; outcome: ContactOutcome | null; marks?: FieldMarks; values?: Record<string, string>; lang?: Lang }

/**
 * The home page contact form. `noValidate`: an incomplete form shows the spec's own message
 * ("Please fill out all fields.") beside the button, marks each empty field and moves focus to the
 * first, with JavaScript; without it the API's redirect brings the same marks (?fields=…). No field
 * stops at its limit: one past it is refused and says by how much (docs/decisions/296). In the
 * browser a small script makes this HTML live instead of React (contact-form-script.ts).
 */
export function ContactForm({ returnTo, outcome, marks = {}, values = {}, lang = 'en' }: ContactFormProps) {
  const text = FORM_TEXT[lang]
  const { formRef, errorOf, busy, message, submit } = useEnquirySubmit({
    ...contactSubmit(text),
    // a field refused past its limit says how long it was sent (and what of it came back)
    texts: withLengths(lang, sentLengths(values), values).contactFields,
    initialMarks: marks,
    initialMessage: contactMessage(text, outcome, marks),
  })

  const field = (name: (typeof CONTACT_REQUIRED)[number]) => ({ id: `contact-${name}`, error: errorOf(name), label: text.labels[name], required: text.required })
  return (
    <form ref={formRef} className="enquiry-form" method="post" action="/api/contact/addContact" noValidate onSubmit={submit}>
      <div className="enquiry-form__row">
        <FormField {...field('name')}>
          <input id="contact-name" name="name" defaultValue={values.name} type="text" required autoComplete="name" />
        </FormField>
        <FormField {...field('mobile')}>
          <input id="contact-mobile" name="mobile" defaultValue={values.mobile} type="tel" required autoComplete="tel" inputMode="tel" />
        </FormField>
      </div>
      <FormField {...field('email')}>
        <input id="contact-email" name="email" defaultValue={values.email} type="email" required autoComplete="email" />
      </FormField>
      <FormField {...field('message')}>
        <textarea id="contact-message" name="message" defaultValue={values.message} required />
      </FormField>
      <FormEnd idPrefix="contact" returnTo={returnTo} busy={busy} text={text.send} busyText={text.sending} buttonClass="button enquiry-form__submit" message={message} trapLabel={text.honeypot} messageId={outcome ? messageAnchor(CONTACT_ANCHOR) : undefined} />
    </form>
  )
}

export const ContactFormIsland = island('contact-form', ContactForm)

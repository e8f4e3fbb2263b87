import { startNearViewport } from '../../../ui/near-viewport'
import type { Lang } from '../../../content/lang'
import { contactSubmit } from './contact-answer'
import { islandLang, onIslands } from '../../../ui/island-markers'
import { enhanceEnquiryForm } from './enquiry-submit'
import { FORM_TEXT } from './messages'

/**
 * The home page's contact form made live by a small script over the server's HTML, no React in
 * the browser (docs/decisions/197): the same checks, marks, summaries and focus as the React form
 * (ContactForm.tsx), from the same catalogue and plain functions (contact-answer.ts,
 * enquiry-submit.ts). Without JavaScript it posts as before. The island's marker gives the
 * language and `data-hydrated` says the form is live.
 */
export function enhanceContactForms(): void {
  onIslands('contact-form', (marker) => {
    const form = marker.querySelector('form')
    if (!form) return
    const lang = islandLang<Lang>(marker, 'en')
    const text = FORM_TEXT[lang]
    const live = enhanceEnquiryForm(form, { lang, counted: ['message'], idleText: text.send, busyText: text.sending, parts: contactSubmit })
    if (live) marker.dataset.hydrated = 'true'
  }, startNearViewport)
}

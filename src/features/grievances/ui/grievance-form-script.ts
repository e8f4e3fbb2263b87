import type { Lang } from '../../../content/lang'
import { islandLang, onIslands, showBusy, showFieldErrors, showFormMessage } from '../../enquiries/ui/form-dom'
import { GRIEVANCE_MESSAGES } from '../messages'
import { GRIEVANCE_LIMITS } from '../limits'
import { watchTextLimits } from '../../enquiries/ui/text-limit-watch'
import { FORM_FIELD_NAMES } from './form-result'
import { localErrors, sendGrievance, type Errors } from './grievance-checks'

/**
 * The grievance form made live by a small script over the server's HTML, no React in the browser
 * (docs/decisions/196): the browser's own checks first, then the post by fetch (files included);
 * refusals are marked in place in the form's language, success opens the status view. Without
 * JavaScript it posts as before. The island's marker gives the language and says it is live.
 */
export function enhanceGrievanceForms(): void {
  onIslands('grievance-form', (marker) => {
    const form = marker.querySelector('form')
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
    const slot = form?.querySelector<HTMLElement>('.form-message-slot')
    if (!form || !button || !slot) return
    const lang = islandLang<Lang>(marker, 'en')
    const M = GRIEVANCE_MESSAGES[lang]
    // no field stops at its limit; one past it says by how much, the description its characters left near it
    watchTextLimits(form, { lang, limits: GRIEVANCE_LIMITS, counted: ['description'], names: M.lengthNames })
    let busy = false
    const show = (errors: Errors, summary: string | null) => {
      showFieldErrors(form, errors)
      showFormMessage(slot, summary ? { kind: 'error', text: summary } : null)
      const first = FORM_FIELD_NAMES.find((field) => errors[field])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    }
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      if (busy) return
      const local = localErrors(M, form, lang)
      if (Object.keys(local).length) return show(local, M.form.invalid)
      busy = true
      showBusy(button, true, M.form.busy)
      show({}, null)
      const answer = await sendGrievance(form, M, lang)
      if ('statusUrl' in answer) return window.location.assign(answer.statusUrl)
      busy = false
      showBusy(button, false, M.form.submit)
      show(answer.errors, answer.summary)
    })
    marker.dataset.hydrated = 'true'
  })
}

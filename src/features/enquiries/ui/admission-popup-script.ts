import type { Lang } from '../../../content/lang'
import { islandLang, onIslands } from '../../../ui/island-markers'
import { COURSE_OPTIONS, HONEYPOT_FIELD } from '../options'
import { enhanceAdmissionForm } from './enquiry-form-script'
import { FORM_TEXT, type FormText } from './messages'

/** sessionStorage key: set when the popup has been shown in this browser session. */
export const POPUP_SHOWN_KEY = 'admission-popup-shown'
export const POPUP_DELAY_MS = 1000

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SHOWN_KEY) !== null
  } catch {
    return false // storage blocked: better to show it than to fail
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(POPUP_SHOWN_KEY, '1')
  } catch {
    // storage blocked: nothing to record
  }
}

/** An element with its attributes and children, for the few the popup draws. */
function el(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/** A labelled control as FormField draws it: a required one says so in its label. */
function field(text: FormText, id: string, label: string, control: HTMLElement): HTMLElement {
  const required = control.hasAttribute('required') ? [el('small', { 'aria-hidden': 'true' }, text.required)] : []
  return el('div', { class: 'form-field' }, el('label', { for: id }, label, ...required), control)
}

/**
 * The popup's admission form: the markup AdmissionForm.tsx (FormField, FormEnd, Honeypot) gives
 * /addmissionForm, with the ids under "popup-". The page's HTML has no room for it (docs/decisions/210);
 * tests/e2e/public-home-popup.spec.ts holds it to the server's form, field for field.
 */
function admissionForm(text: FormText, returnTo: string): HTMLFormElement {
  const id = (name: string) => `popup-${name}`
  const input = (name: 'fullname' | 'city' | 'phone', attributes: Record<string, string>) => field(text, id(name), text.labels[name], el('input', { id: id(name), name, ...attributes }))
  const course = el('select', { id: id('course'), name: 'course' }, el('option', { value: '' }, text.labels.course), ...COURSE_OPTIONS.map((option) => el('option', { value: option.value }, text.courses[option.value])))
  return el(
    'form',
    { class: 'enquiry-form', method: 'post', action: '/api/admission/submit', novalidate: '' },
    input('fullname', { type: 'text', required: '', autocomplete: 'name' }),
    input('city', { type: 'text', autocomplete: 'address-level2' }),
    input('phone', { type: 'tel', autocomplete: 'tel', inputmode: 'tel' }),
    field(text, id('course'), text.labels.course, course),
    el('div', { class: 'honeypot', 'aria-hidden': 'true' }, el('label', { for: id(HONEYPOT_FIELD) }, text.honeypot), el('input', { id: id(HONEYPOT_FIELD), name: HONEYPOT_FIELD, type: 'text', tabindex: '-1', autocomplete: 'off', value: '' })),
    el('input', { type: 'hidden', name: 'returnTo', value: returnTo }),
    el('div', { role: 'status', class: 'form-message-slot' }),
    el('button', { class: 'button button--gold enquiry-form__submit', type: 'submit' }, text.submit),
  ) as HTMLFormElement
}

/** The dialog, drawn when it is due and opened modal (focus trap, Escape and aria-modal from the browser). */
function openPopup(marker: HTMLElement, lang: Lang, returnTo: string): void {
  const text = FORM_TEXT[lang]
  const close = el('button', { type: 'button', class: 'admission-popup__close', 'aria-label': text.close }, '×')
  const form = admissionForm(text, returnTo)
  const dialog = el('dialog', { class: 'admission-popup', 'aria-labelledby': 'admission-popup-title' }, el('div', { class: 'admission-popup__head' }, el('h2', { id: 'admission-popup-title' }, text.popupTitle), close), form) as HTMLDialogElement
  // It opened while nothing had focus, and closing gives focus back to nothing: the next Tab would
  // go on from the popup, near the foot of the page (WCAG 2.4.3). Start again at the top, in the
  // same task as the closing: the dialog's own close event comes a task later, after a quick Tab.
  const shut = () => {
    dialog.close()
    const focus = document.activeElement
    if (focus && focus !== document.body && !dialog.contains(focus)) return
    document.body.tabIndex = -1
    document.body.focus({ preventScroll: true })
    document.body.removeAttribute('tabindex')
  }
  close.addEventListener('click', shut)
  enhanceAdmissionForm(form, lang, shut)
  // Escape: closed here rather than by the browser, so the focus is reset at once too.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    shut()
  })
  marker.append(dialog)
  dialog.showModal()
}

/** Where a post without JavaScript comes back to, from the marker's props (the page's own path). */
function islandReturnTo(marker: HTMLElement): string {
  try {
    return (JSON.parse(marker.dataset.props ?? '{}') as { returnTo?: string }).returnTo ?? '/'
  } catch {
    return '/'
  }
}

/**
 * The home page's admission popup without React (docs/decisions/210): opened once per browser
 * session about a second after the page comes alive, never over a visitor who is already tabbing or
 * has clicked into the page (WCAG 2.4.3, 3.2.1; it may show on a later visit); a successful
 * submission closes it. Only JavaScript opens it, so the server sends only its marker; without
 * JavaScript the page's own links lead to /addmissionForm.
 */
export function startAdmissionPopups(): void {
  onIslands('admission-popup', (marker) => {
    marker.dataset.hydrated = 'true'
    if (shownThisSession()) return
    window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      markShown()
      openPopup(marker, islandLang<Lang>(marker, 'en'), islandReturnTo(marker))
    }, POPUP_DELAY_MS)
  })
}

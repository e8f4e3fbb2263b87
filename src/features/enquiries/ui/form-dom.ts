import type { FormMessage } from './form-marks'

// the island markers' reading, kept here for the form scripts that import it from this file
export { islandLang, onIslands } from '../../../ui/island-markers'

/**
 * What a form's small script draws (docs/decisions/196), exactly as the React parts do (FormField,
 * FormEnd): plain DOM, shared by the admission form's and the grievance form's scripts.
 */

/**
 * Marks the fields with an error as FormField draws them: the field's box `form-field--invalid`,
 * the control `aria-invalid` and described by the sentence under it; every other field unmarked.
 */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string | undefined>): void {
  for (const box of form.querySelectorAll<HTMLElement>('.form-field')) {
    const control = box.querySelector<HTMLElement>('input, select, textarea')
    if (control) showFieldError(control, errors[control.getAttribute('name') ?? ''])
    else box.querySelector('.field-error')?.remove()
  }
}

/**
 * One field's mark (showFieldErrors): with an error, the sentence under the control describes it;
 * without, the control is described by its count of characters left, when it shows one
 * (text-limit-watch.ts).
 */
export function showFieldError(control: HTMLElement, error: string | undefined): void {
  const box = control.closest<HTMLElement>('.form-field')
  if (!box) return
  box.classList.toggle('form-field--invalid', Boolean(error))
  box.querySelector('.field-error')?.remove()
  if (!error) {
    control.removeAttribute('aria-invalid')
    const count = box.querySelector('.field-count')
    if (count) control.setAttribute('aria-describedby', count.id)
    else control.removeAttribute('aria-describedby')
    return
  }
  const errorId = `${control.id}-error`
  control.setAttribute('aria-invalid', 'true')
  control.setAttribute('aria-describedby', errorId)
  const p = document.createElement('p')
  p.id = errorId
  p.className = 'field-error'
  const sign = document.createElement('span')
  sign.setAttribute('aria-hidden', 'true')
  sign.textContent = '⚠ '
  p.append(sign, error)
  box.append(p)
}

/** The form's one summary in its status slot (null empties it). */
export function showFormMessage(slot: HTMLElement, message: FormMessage | null): void {
  if (!message) return slot.replaceChildren()
  const p = document.createElement('p')
  p.className = `form-message form-message--${message.kind}`
  p.textContent = message.text
  slot.replaceChildren(p)
}

/** The submit button while a post is on its way: aria-disabled, not disabled (a disabled button would drop the visitor's focus). */
export function showBusy(button: HTMLButtonElement, busy: boolean, text: string): void {
  if (busy) button.setAttribute('aria-disabled', 'true')
  else button.removeAttribute('aria-disabled')
  button.textContent = text
}

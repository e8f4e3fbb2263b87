import type { Lang } from '../../../content/lang'
import { charactersLeft, overLimitSentence, typedLength } from '../../../ui/text-limit'
import { showFieldError } from './form-dom'

/** From this share of its limit on, a long text shows how many characters are left. */
export const COUNT_FROM = 0.9
/** The pause in typing after which a screen reader hears the count: once, not at every keystroke. */
export const ANNOUNCE_AFTER_MS = 1000

export type TextLimits = {
  lang: Lang
  /** The most characters each limited field takes, by its name. */
  limits: Readonly<Record<string, number>>
  /** The long texts, which show the characters left when near their limit; short fields only say when past it. */
  counted: readonly string[]
  /** Each field as the form's catalogue names it in the over-limit sentence. */
  names: Readonly<Record<string, string>>
}

export type WatchedLimits = {
  /** The fields past their limits now, with their lengths: the form is not sent while there are any. */
  over: () => Record<string, number>
  /** Looks at every field again (after the script emptied them). */
  refresh: () => void
}

type TextControl = HTMLInputElement | HTMLTextAreaElement

/**
 * A public form's limited fields take whatever is typed or pasted, never cut at the limit (no
 * `maxlength`, docs/decisions/296). A field past its limit is marked as any refused field is
 * (`aria-invalid`, the sentence under it by `aria-describedby`): how long it is and what to
 * shorten it to; a long text near its limit shows the characters left, which describes it. A
 * polite live region beside the form says either once typing pauses.
 */
export function watchTextLimits(form: HTMLFormElement, { lang, limits, counted, names }: TextLimits): WatchedLimits {
  const controls = Object.keys(limits)
    .map((name) => form.elements.namedItem(name))
    .filter((control): control is TextControl => control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
  const live = document.createElement('p')
  live.className = 'visually-hidden'
  live.setAttribute('aria-live', 'polite')
  form.after(live)
  /** Fields whose error on screen is the over-limit sentence: taken away once the text fits. */
  const marked = new WeakSet<TextControl>()
  let pause: number | undefined

  const update = (control: TextControl, typed: boolean) => {
    const max = limits[control.name]!
    const length = typedLength(control.value)
    const over = length > max ? overLimitSentence(lang, names[control.name] ?? control.name, length, max) : null
    const left = !over && counted.includes(control.name) && length >= max * COUNT_FROM ? charactersLeft(lang, max - length) : null
    showCount(control, left)
    const shown = control.closest('.form-field')?.querySelector('.field-error')
    if (over) {
      // a refusal the page came back with stays until the visitor types: it may say what was not kept
      if (typed || !shown) showFieldError(control, over)
      marked.add(control)
    } else if (marked.has(control)) {
      marked.delete(control)
      showFieldError(control, undefined)
    }
    if (!typed) return
    window.clearTimeout(pause)
    pause = window.setTimeout(() => (live.textContent = over ?? left ?? ''), ANNOUNCE_AFTER_MS)
  }

  for (const control of controls) {
    // a page kept from before (the offline copy) may still stop the field at its limit
    control.removeAttribute('maxlength')
    control.addEventListener('input', () => update(control, true))
    update(control, false)
  }
  return {
    over: () => Object.fromEntries(controls.flatMap((control) => (typedLength(control.value) > limits[control.name]! ? [[control.name, typedLength(control.value)]] : []))),
    refresh: () => controls.forEach((control) => update(control, false)),
  }
}

/** The characters left under a field (null takes it away); it describes the field while no error does. */
function showCount(control: TextControl, text: string | null): void {
  const box = control.closest('.form-field')
  let count = box?.querySelector<HTMLElement>('.field-count') ?? null
  if (!text) {
    count?.remove()
    if (count && control.getAttribute('aria-describedby') === count.id) control.removeAttribute('aria-describedby')
    return
  }
  if (!count) {
    count = document.createElement('p')
    count.className = 'field-count'
    count.id = `${control.id}-count`
    control.after(count)
  }
  count.textContent = text
  if (control.getAttribute('aria-invalid') !== 'true') control.setAttribute('aria-describedby', count.id)
}

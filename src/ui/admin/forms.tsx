import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { isSessionExpired } from './api'
import { PanelLink, type PanelProps } from './kit'
import type { PanelKey } from './panels'
import { LEFT_BEHIND, leftBehindIn } from './session'
import { notify } from './toasts'
import { useKitText } from './kit-text'

/**
 * Refuses a save while something the person chose inside `root` would not be sent with it
 * (docs/decisions/174): says what and why, and moves the focus to it. True when refused.
 */
export function refuseLeftBehind(root: ParentNode | null | undefined): boolean {
  const widget = leftBehindIn(root)
  if (!widget) return false
  notify.error(widget.getAttribute(LEFT_BEHIND) ?? '')
  // its own button (attach, upload) is the way on
  ;(widget.querySelector<HTMLElement>('button:not([disabled])') ?? widget.querySelector<HTMLElement>('input:not([disabled])'))?.focus()
  return true
}

/**
 * The submit flow of an admin form: check first (the problem is shown and nothing is sent), a
 * busy flag while sending, and one failure path that stays quiet when the session expired (the
 * dashboard shell speaks then). The panel brings the check, the call and its messages.
 */
export function useSubmit<P>(options: {
  /** What is wrong with the input, or null when it can be sent. */
  check?: () => P | null
  /** The call and what follows its success (toast, clearing the form). */
  send: () => Promise<void>
  /** Runs when sending failed for any reason but an expired session. */
  onFailed: (err: unknown) => void
}) {
  const [problem, setProblem] = useState<P | null>(null)
  const [busy, setBusy] = useState(false)
  /** The form whose first invalid control takes the focus once the marks are drawn. */
  const [invalidForm, setInvalidForm] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!invalidForm) return
    focusFirstInvalid(invalidForm)
    setInvalidForm(null)
  }, [invalidForm])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const form = event.currentTarget as HTMLElement
    if (refuseLeftBehind(form)) return
    const found = options.check?.() ?? null
    setProblem(found)
    if (found !== null) {
      setInvalidForm(form)
      return
    }
    setBusy(true)
    try {
      await options.send()
    } catch (err) {
      if (!isSessionExpired(err)) options.onFailed(err)
    } finally {
      setBusy(false)
    }
  }

  return { problem, setProblem, busy, submit: (event: FormEvent) => void submit(event) }
}

/** Moves focus to the first control marked aria-invalid inside `root` (WCAG 3.3.1: the person lands on what to fix). */
export function focusFirstInvalid(root: ParentNode): void {
  root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

/** How many problems a check found: a message, or an object of messages by field. */
export function problemCount(problem: unknown): number {
  if (!problem) return 0
  if (typeof problem === 'string') return 1
  if (typeof problem === 'object') return Object.values(problem).filter(Boolean).length
  return 0
}

/**
 * The one announcement of a failed check (instead of one alert per field): how many fields need
 * attention. The messages themselves sit under their fields, tied to them by aria-describedby.
 * The live region stays in the page so that screen readers announce each new summary.
 */
export function ErrorSummary({ problem }: { problem: unknown }) {
  const count = problemCount(problem)
  const text = useKitText()
  return (
    <p className="admin-form-summary" role="alert" data-empty={count ? undefined : true}>
      {count ? text.summary(count) : ''}
    </p>
  )
}

/** A form's submit button, showing `busyText` (and disabled) while the form is being sent. */
export function SubmitButton({ busy, text, busyText }: { busy: boolean; text: string; busyText: string }) {
  return (
    <button type="submit" className="admin-button" disabled={busy}>
      {busy ? busyText : text}
    </button>
  )
}

/** The end of an add form: its submit button, then a link to the panel that lists what it adds. */
export function AddFormActions({ busy, text, go, listPanel, listText, problem, children }: PanelProps & { busy: boolean; text: string; listPanel: PanelKey; listText: string; problem: unknown; children?: ReactNode }) {
  const kitText = useKitText()
  return (
    <div className="admin-actions">
      <ErrorSummary problem={problem} />
      <SubmitButton busy={busy} text={text} busyText={kitText.adding} />
      {children}
      <PanelLink go={go} to={listPanel}>
        {listText}
      </PanelLink>
    </div>
  )
}

/** Errors by field as the check found them, or null when there are none. */
export function problemsOrNull<E extends object>(errors: E): E | null {
  return Object.values(errors).some(Boolean) ? errors : null
}

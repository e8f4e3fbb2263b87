import { useState, type FormEvent } from 'react'
import { isSessionExpired } from './api'
import { PanelLink, type PanelProps } from './kit'
import type { PanelKey } from './panels'

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

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = options.check?.() ?? null
    setProblem(found)
    if (found !== null) return
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

/** A form's submit button, showing `busyText` (and disabled) while the form is being sent. */
export function SubmitButton({ busy, text, busyText }: { busy: boolean; text: string; busyText: string }) {
  return (
    <button type="submit" className="admin-button" disabled={busy}>
      {busy ? busyText : text}
    </button>
  )
}

/** The end of an add form: its submit button, then a link to the panel that lists what it adds. */
export function AddFormActions({ busy, text, go, listPanel, listText }: PanelProps & { busy: boolean; text: string; listPanel: PanelKey; listText: string }) {
  return (
    <div className="admin-actions">
      <SubmitButton busy={busy} text={text} busyText="Adding…" />
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

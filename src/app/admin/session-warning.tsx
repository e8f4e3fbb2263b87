import { useEffect, useRef, useState } from 'react'
import { api, isSessionExpired } from '../../ui/admin/api'
import { formatIndianDateTime } from '../../ui/admin/dates'
import { onSessionEnd } from '../../ui/admin/session-clock'
import { useModal } from '../../ui/admin/modal'

/** How long before the session ends the warning shows: two minutes to answer (WCAG 2.2.1 asks for 20 seconds at least). */
export const SESSION_WARNING_MS = 2 * 60_000
export const SESSION_WARNING_TITLE = 'Your session is about to end'
export const STAY_SIGNED_IN = 'Stay signed in'

/** Any signed-in call renews the session on the server; this one only answers who is signed in. */
const RENEW_PATH = '/api/admin/me'

/**
 * The session's end, announced before it comes (WCAG 2.2.1 "extend", issue 39 row 10): two minutes
 * before the end the server last told (never a guess of this browser), an alert dialog says when
 * it ends and "Stay signed in" asks the server, which renews it; the answer's new end closes the
 * dialog. At the end itself one call lets the server say whether the session is over (the shell's
 * notice and the sign-in follow, drafts kept) or was kept alive meanwhile (another tab).
 */
export function useSessionWarning(ended: boolean) {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [warning, setWarning] = useState(false)
  /** The end the person closed the warning for: it stays closed until the end moves. */
  const [closedFor, setClosedFor] = useState<number | null>(null)
  const [trouble, setTrouble] = useState('')
  /** Set when "Stay signed in" could not move the end: the session's seven days since sign-in are up. */
  const [final, setFinal] = useState(false)
  const latest = useRef<number | null>(null)

  useEffect(
    () =>
      onSessionEnd((at) => {
        latest.current = at
        setEndsAt(at)
      }),
    [],
  )

  useEffect(() => {
    if (endsAt === null || ended) return
    const warnIn = endsAt - SESSION_WARNING_MS - Date.now()
    setWarning(warnIn <= 0)
    if (warnIn > 0) setFinal(false)
    setTrouble('')
    const warnTimer = warnIn > 0 ? setTimeout(() => setWarning(true), warnIn) : undefined
    const endTimer = setTimeout(() => void api('GET', RENEW_PATH).catch(() => undefined), Math.max(0, endsAt - Date.now()) + 1000)
    return () => {
      clearTimeout(warnTimer)
      clearTimeout(endTimer)
    }
  }, [endsAt, ended])

  async function stay() {
    const before = latest.current
    setTrouble('')
    try {
      await api('GET', RENEW_PATH)
    } catch (err) {
      // An ended session is the shell's to say; anything else is said here, with the button kept.
      if (!isSessionExpired(err)) setTrouble('The server could not be reached. Please try again.')
      return
    }
    // Still as near an end: the session's seven days since sign-in are up, and nothing extends them.
    if (before !== null && latest.current !== null && latest.current - before < SESSION_WARNING_MS) setFinal(true)
  }

  if (!warning || ended || endsAt === null || closedFor === endsAt) return null
  return <SessionWarningDialog endsAt={endsAt} final={final} trouble={trouble} onStay={() => void stay()} onClose={() => setClosedFor(endsAt)} />
}

/** The warning: an alert dialog, focus on "Stay signed in", Escape or Close dismisses it, focus goes back where it was. */
function SessionWarningDialog({ endsAt, final, trouble, onStay, onClose }: { endsAt: number; final: boolean; trouble: string; onStay: () => void; onClose: () => void }) {
  const { dialogRef: ref, firstRef: stayRef } = useModal<HTMLButtonElement>()
  const minutes = Math.max(1, Math.round((endsAt - Date.now()) / 60_000))
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className="admin-dialog"
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-text"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id="session-warning-title">{SESSION_WARNING_TITLE}</h2>
      <div id="session-warning-text">
        <p>
          For your security you will be signed out at {formatIndianDateTime(new Date(endsAt).toISOString()).split(', ')[1]} (in about {minutes} minute{minutes === 1 ? '' : 's'}) unless you stay signed in. What you have typed is kept either way.
        </p>
        {final && <p>This session cannot be extended further: it has lasted the seven days a session may. Sign in again afterwards.</p>}
        {trouble && <p className="admin-field-error">{trouble}</p>}
      </div>
      <div className="admin-actions">
        <button ref={stayRef} type="button" className="admin-button" onClick={onStay}>
          {STAY_SIGNED_IN}
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  )
}

import { useEffect, useRef, useState } from 'react'
import { api, isSessionExpired } from '../../ui/admin/api'
import { formatPanelTime } from '../../ui/admin/dates'
import { PANEL_TEXT } from '../../ui/admin/panel-text'
import type { Lang } from '../../content/lang'
import { onSessionEnd } from '../../ui/admin/session-clock'
import { useModal } from '../../ui/admin/modal'

/** How long before the session ends the warning shows: two minutes to answer (WCAG 2.2.1 asks for 20 seconds at least). */
export const SESSION_WARNING_MS = 2 * 60_000
export const SESSION_WARNING_TITLE = PANEL_TEXT.en.session.warningTitle
export const STAY_SIGNED_IN = PANEL_TEXT.en.session.stay

/** Any signed-in call renews the session on the server; this one only answers who is signed in. */
const RENEW_PATH = '/api/admin/me'

/**
 * The session's end, announced before it comes (WCAG 2.2.1 "extend", issue 39 row 10): two minutes
 * before the end the server last told (never a guess of this browser), an alert dialog says when
 * it ends and "Stay signed in" asks the server, which renews it; the answer's new end closes the
 * dialog. At the end itself one call lets the server say whether the session is over (the shell's
 * notice and the sign-in follow, drafts kept) or was kept alive meanwhile (another tab).
 */
export function useSessionWarning(ended: boolean, lang: Lang = 'en') {
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
      if (!isSessionExpired(err)) setTrouble(PANEL_TEXT[lang].session.unreachable)
      return
    }
    // Still as near an end: the session's seven days since sign-in are up, and nothing extends them.
    if (before !== null && latest.current !== null && latest.current - before < SESSION_WARNING_MS) setFinal(true)
  }

  if (!warning || ended || endsAt === null || closedFor === endsAt) return null
  return <SessionWarningDialog lang={lang} endsAt={endsAt} final={final} trouble={trouble} onStay={() => void stay()} onClose={() => setClosedFor(endsAt)} />
}

/** The warning: an alert dialog, focus on "Stay signed in", Escape or Close dismisses it, focus goes back where it was. */
function SessionWarningDialog({ lang, endsAt, final, trouble, onStay, onClose }: { lang: Lang; endsAt: number; final: boolean; trouble: string; onStay: () => void; onClose: () => void }) {
  const { dialogRef: ref, firstRef: stayRef } = useModal<HTMLButtonElement>()
  const minutes = Math.max(1, Math.round((endsAt - Date.now()) / 60_000))
  const text = PANEL_TEXT[lang].session
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
      <h2 id="session-warning-title">{text.warningTitle}</h2>
      <div id="session-warning-text">
        <p>{text.warning(formatPanelTime(new Date(endsAt).toISOString(), lang), minutes)}</p>
        {final && <p>{text.final}</p>}
        {trouble && <p className="admin-field-error">{trouble}</p>}
      </div>
      <div className="admin-actions">
        <button ref={stayRef} type="button" className="admin-button" onClick={onStay}>
          {text.stay}
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </dialog>
  )
}

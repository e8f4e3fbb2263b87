import { useEffect, useState, type RefObject } from 'react'
import { setSessionExpiredHandler } from '../../ui/admin/api'
import type { PanelKey } from '../../ui/admin/panels'
import { isSuspension, SUSPENDED_LOGIN_HREF, SUSPENDED_NOTICE } from '../../ui/admin/session-end'
import { clearAdminUser, LOGIN_PATH, saveDrafts, SESSION_EXPIRED_MESSAGE } from '../../ui/admin/session'

/** How long the "session expired" notice stays before the login page opens. */
const EXPIRED_REDIRECT_MS = 2500

/** The login page, told why the person is there and where to return to. */
function expiredLoginHref(panel: PanelKey): string {
  return `${LOGIN_PATH}?expired=1${panel === 'overview' ? '' : `&next=${panel}`}`
}

/** Why the session ended (expired, or suspended by an Administrator) and where signing in again starts. */
export type SessionEnd = { text: string; href: () => string }

/**
 * What the shell does when any call answers 401: keep the drafts, say why the session ended, and
 * (unless the account was suspended: there is nothing to sign in to) open the login page after a
 * moment with the panel to come back to. Null while the session lasts.
 */
export function useSessionExpiry(panelRef: RefObject<PanelKey>, allowUnload: () => void): SessionEnd | null {
  const [ended, setEnded] = useState<SessionEnd | null>(null)
  useEffect(() => {
    let handled = false
    setSessionExpiredHandler((message) => {
      if (handled) return
      handled = true
      saveDrafts()
      clearAdminUser()
      const suspended = isSuspension(message)
      const href = () => (suspended ? SUSPENDED_LOGIN_HREF : expiredLoginHref(panelRef.current))
      setEnded({ text: suspended ? SUSPENDED_NOTICE : SESSION_EXPIRED_MESSAGE, href })
      allowUnload()
      if (suspended) return
      setTimeout(() => {
        saveDrafts() // again: typing may have gone on while the notice showed
        window.location.assign(href())
      }, EXPIRED_REDIRECT_MS)
    })
  }, [allowUnload, panelRef])
  return ended
}

/** The notice over the panel once the session has ended, with a way to sign in at once. */
export function ExpiredNotice({ ended }: { ended: SessionEnd }) {
  return (
    <div className="admin-expired" role="alert">
      <p>{ended.text}</p>
      <a className="admin-button" href={ended.href()} onClick={() => saveDrafts()}>
        {ended.text === SESSION_EXPIRED_MESSAGE ? 'Sign in' : 'Go to the sign-in page'}
      </a>
    </div>
  )
}

import { useEffect, useState, type RefObject } from 'react'
import { setSessionExpiredHandler } from '../../ui/admin/api'
import type { PanelKey } from '../../ui/admin/panels'
import { clearAdminUser, LOGIN_PATH, saveDrafts, SESSION_EXPIRED_MESSAGE } from '../../ui/admin/session'

/** How long the "session expired" notice stays before the login page opens. */
const EXPIRED_REDIRECT_MS = 2500

/** The login page, told why the person is there and where to return to. */
function expiredLoginHref(panel: PanelKey): string {
  return `${LOGIN_PATH}?expired=1${panel === 'overview' ? '' : `&next=${panel}`}`
}

/**
 * What the shell does when any call answers 401: keep the drafts, show the notice, and open the
 * login page after a moment (with the panel to come back to). True once the session has ended.
 */
export function useSessionExpiry(panelRef: RefObject<PanelKey>, allowUnload: () => void): boolean {
  const [expired, setExpired] = useState(false)
  useEffect(() => {
    let handled = false
    setSessionExpiredHandler(() => {
      if (handled) return
      handled = true
      saveDrafts()
      clearAdminUser()
      setExpired(true)
      allowUnload()
      setTimeout(() => {
        saveDrafts() // again: typing may have gone on while the notice showed
        window.location.assign(expiredLoginHref(panelRef.current))
      }, EXPIRED_REDIRECT_MS)
    })
  }, [allowUnload, panelRef])
  return expired
}

/** The notice over the panel once the session has ended, with a way to sign in at once. */
export function ExpiredNotice({ panel }: { panel: PanelKey }) {
  return (
    <div className="admin-expired" role="alert">
      <p>{SESSION_EXPIRED_MESSAGE}</p>
      <a className="admin-button" href={expiredLoginHref(panel)} onClick={() => saveDrafts()}>
        Sign in
      </a>
    </div>
  )
}

import { useEffect, useState, type RefObject } from 'react'
import { setSessionExpiredHandler } from '../../ui/admin/api'
import type { PanelKey } from '../../ui/admin/panels'
import { isSuspension, SUSPENDED_LOGIN_HREF } from '../../ui/admin/session-end'
import { clearAdminUser, LOGIN_PATH, saveDrafts } from '../../ui/admin/session'
import { PANEL_TEXT, type PanelText } from '../../ui/admin/panel-text'
import { signInHref } from '../../ui/admin/sign-in-text'
import type { Lang } from '../../content/lang'

/** How long the "session expired" notice stays before the login page opens. */
const EXPIRED_REDIRECT_MS = 2500

/** The login page, told why the person is there and where to return to, in the panel's language. */
function expiredLoginHref(panel: PanelKey, lang: Lang): string {
  return signInHref(`${LOGIN_PATH}?expired=1${panel === 'overview' ? '' : `&next=${panel}`}`, lang)
}

/** Why the session ended (expired, or suspended by an Administrator) and where signing in again starts. */
export type SessionEnd = { text: string; href: () => string; signIn: string }

/**
 * What the shell does when any call answers 401: keep the drafts, say why the session ended, and
 * (unless the account was suspended: there is nothing to sign in to) open the login page after a
 * moment with the panel to come back to. Null while the session lasts.
 */
export function useSessionExpiry(panelRef: RefObject<PanelKey>, allowUnload: () => void, panelText: PanelText = PANEL_TEXT.en, lang: Lang = 'en'): SessionEnd | null {
  const [ended, setEnded] = useState<SessionEnd | null>(null)
  const { session: text } = panelText
  useEffect(() => {
    let handled = false
    setSessionExpiredHandler((message) => {
      if (handled) return
      handled = true
      saveDrafts()
      clearAdminUser()
      const suspended = isSuspension(message)
      const href = () => (suspended ? signInHref(SUSPENDED_LOGIN_HREF, lang) : expiredLoginHref(panelRef.current, lang))
      setEnded({ text: suspended ? text.suspended : text.expired, href, signIn: suspended ? text.goToSignIn : text.signIn })
      allowUnload()
      if (suspended) return
      setTimeout(() => {
        saveDrafts() // again: typing may have gone on while the notice showed
        window.location.assign(href())
      }, EXPIRED_REDIRECT_MS)
    })
  }, [allowUnload, panelRef, text, lang])
  return ended
}

/** The notice over the panel once the session has ended, with a way to sign in at once. */
export function ExpiredNotice({ ended }: { ended: SessionEnd }) {
  return (
    <div className="admin-expired" role="alert">
      <p>{ended.text}</p>
      <a className="admin-button" href={ended.href()} onClick={() => saveDrafts()}>
        {ended.signIn}
      </a>
    </div>
  )
}

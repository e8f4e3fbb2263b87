import { useState, type RefObject } from 'react'
import { api, isSessionExpired } from '../../ui/admin/api'
import { usePanelText } from '../../ui/admin/panel-text'
import type { Lang } from '../../content/lang'
import { clearAdminUser, type AdminUser } from '../../ui/admin/session'
import { notify } from '../../ui/admin/toasts'
import { serverDraftsSent } from '../../ui/admin/server-drafts'
import { PanelSearch } from './PanelSearch'

type Props = {
  user: AdminUser
  /** False until the script has taken over: buttons rendered by the server do nothing before. */
  ready: boolean
  menuButtonRef: RefObject<HTMLButtonElement | null>
  menuOpen: boolean
  onMenu: () => void
  confirmLeave: (leave: () => void, leaveText?: string) => void
  allowUnload: () => void
  /** The panel language, once the server has kept it on the account. */
  onLang: (lang: Lang) => void
}

/** The dashboard's header: the Menu button (below 1024 px), the title, the panel search, who is signed in, the panel language, and Log out. */
export function AdminHeader({ user, ready, menuButtonRef, menuOpen, onMenu, confirmLeave, allowUnload, onLang }: Props) {
  const [loggingOut, setLoggingOut] = useState(false)
  const [switching, setSwitching] = useState(false)
  const { text } = usePanelText()

  /** Kept on the account first (every sign-in, every device), then shown: a failed save changes nothing. */
  async function switchLang() {
    const lang = text.switchTo.lang
    setSwitching(true)
    try {
      await api('PUT', '/api/admin/panel-language', { lang })
      onLang(lang)
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(text.switchFailed)
    } finally {
      setSwitching(false)
    }
  }

  async function leaveByLogOut() {
    setLoggingOut(true)
    // the draft kept on leaving reaches the server while the session still lets it in
    await serverDraftsSent()
    try {
      await api('POST', '/api/admin/logout')
    } catch (err) {
      if (!isSessionExpired(err)) {
        setLoggingOut(false)
        notify.error(text.shell.logOutFailed)
        return
      }
    }
    clearAdminUser()
    allowUnload()
    window.location.assign('/')
  }

  return (
    <header className="admin-header">
      <button type="button" ref={menuButtonRef} className="admin-menu-button" aria-controls="admin-sidebar" aria-expanded={menuOpen} disabled={!ready} onClick={onMenu}>
        <span aria-hidden="true">☰</span> <span className="admin-menu-button__text">{text.shell.menu}</span>
      </button>
      <h1 className="admin-title">{text.shell.title}</h1>
      <PanelSearch ready={ready} confirmLeave={confirmLeave} allowUnload={allowUnload} />
      <span className="admin-user" title={user.email}>
        <span className="admin-user__name" translate="no">{user.name || user.email}</span>
        <small className="admin-user__role">{text.roles[user.role]}</small>
      </span>
      {/* the other language, named in its own script (as on the public site) */}
      <button type="button" className="admin-button admin-button--ghost admin-lang" lang={text.switchTo.lang} title={text.switchName} disabled={switching || !ready} onClick={() => void switchLang()}>
        {text.switchTo.label}
      </button>
      <button type="button" className="admin-button admin-button--ghost admin-logout" disabled={loggingOut || !ready} onClick={() => confirmLeave(() => void leaveByLogOut(), text.shell.logOutKeepDraft)}>
        {text.shell.logOut}
      </button>
    </header>
  )
}

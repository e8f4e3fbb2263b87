import { useState, type RefObject } from 'react'
import { api, isSessionExpired } from '../../ui/admin/api'
import { ROLE_LABELS } from '../../platform/auth/roles'
import { clearAdminUser, type AdminUser } from '../../ui/admin/session'
import { notify } from '../../ui/admin/toasts'
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
}

/** The dashboard's header: the Menu button (below 1024 px), the title, the panel search, who is signed in, and Log out. */
export function AdminHeader({ user, ready, menuButtonRef, menuOpen, onMenu, confirmLeave, allowUnload }: Props) {
  const [loggingOut, setLoggingOut] = useState(false)

  async function leaveByLogOut() {
    setLoggingOut(true)
    try {
      await api('POST', '/api/admin/logout')
    } catch (err) {
      if (!isSessionExpired(err)) {
        setLoggingOut(false)
        notify.error('Could not log out. Please check the connection and try again.')
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
        <span aria-hidden="true">☰</span> <span className="admin-menu-button__text">Menu</span>
      </button>
      <h1 className="admin-title">Admin Dashboard</h1>
      <PanelSearch ready={ready} confirmLeave={confirmLeave} allowUnload={allowUnload} />
      <span className="admin-user" title={user.email}>
        <span className="admin-user__name">{user.name || user.email}</span>
        <small className="admin-user__role">{ROLE_LABELS[user.role]}</small>
      </span>
      <button type="button" className="admin-button admin-button--ghost admin-logout" disabled={loggingOut || !ready} onClick={() => confirmLeave(() => void leaveByLogOut(), 'Log out and keep the draft')}>
        Log out
      </button>
    </header>
  )
}

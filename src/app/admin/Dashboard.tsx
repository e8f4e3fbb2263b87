import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import { api, isSessionExpired, setSessionExpiredHandler } from '../../ui/admin/api'
import { groupOf, groupsFor, panelFromQuery, panelHref, panelLabel, type PanelKey } from '../../ui/admin/panels'
import { panelTitle } from '../../ui/admin/panel-title'
import { pageTitle } from '../../ui/Seo'
import { ROLE_LABELS } from '../../platform/auth/roles'
import { useNewEnquiries } from '../../ui/admin/useNewEnquiries'
import { useLeaveGuard } from '../../ui/admin/LeaveGuard'
import { SidebarNav } from '../../ui/admin/SidebarNav'
import { PanelView } from './registry'
import { clearAdminUser, hasAdminUser, hasUnsavedWork, LOGIN_PATH, saveDrafts, SESSION_EXPIRED_MESSAGE, storeAdminUser, type AdminUser } from '../../ui/admin/session'
import { notify, Toasts } from '../../ui/admin/toasts'
import { useMedia } from '../../ui/admin/useMedia'

export type DashboardProps = { initialPanel: PanelKey; user: AdminUser }

/** Breakpoints of spec §4/§9. */
const PHONE = '(max-width: 767.98px)'
const WIDE = '(min-width: 1024px)'
/** How long the "session expired" notice stays before the login page opens. */
const EXPIRED_REDIRECT_MS = 2500

/** The login page, told why the person is there and where to return to. */
function expiredLoginHref(panel: PanelKey): string {
  return `${LOGIN_PATH}?expired=1${panel === 'overview' ? '' : `&next=${panel}`}`
}

/** Plain left clicks move between panels in place; a middle click or ctrl-click opens a new tab as usual. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * The dashboard shell: sidebar (collapsible; below 768 px always expanded), the mobile overlay menu
 * (at 1024 px and wider always open), the header with Log out, and the current panel. Each panel
 * has its own address, so reload and the back button keep the place.
 */
export function Dashboard({ initialPanel, user }: DashboardProps) {
  const [panel, setPanel] = useState<PanelKey>(initialPanel)
  const [collapsed, setCollapsed] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [expired, setExpired] = useState(false)
  const [loggingOut, setLoggingOut] = useState(false)
  // Buttons rendered by the server do nothing until the script takes over: show them disabled till then.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const isPhone = useMedia(PHONE)
  const isWide = useMedia(WIDE)
  const sidebarCollapsed = collapsed && !isPhone
  const sidebarOpen = menuOpen || isWide
  const panelRef = useRef(panel)
  panelRef.current = panel
  const titleRef = useRef<HTMLHeadingElement>(null)
  const firstPanel = useRef(true)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  /** Set when the menu is dismissed (Escape, backdrop, close button) rather than left by choosing an entry. */
  const returnFocusToMenu = useRef(false)
  const overlayOpen = menuOpen && !isWide
  const { confirmLeave, allowUnload, dialog: leaveDialog } = useLeaveGuard()
  /** Set while the shell itself steps back through history after the person chose to leave. */
  const passNextPop = useRef(false)

  useEffect(() => {
    // The open overlay menu takes the focus; dismissed, it gives it back to the Menu button.
    if (overlayOpen) closeButtonRef.current?.focus()
    else if (returnFocusToMenu.current) {
      returnFocusToMenu.current = false
      menuButtonRef.current?.focus()
    }
  }, [overlayOpen])

  const dismissMenu = useCallback(() => {
    returnFocusToMenu.current = true
    setMenuOpen(false)
  }, [])

  useEffect(() => {
    document.title = pageTitle(panelTitle(panel))
  }, [panel])

  useEffect(() => {
    // After a switch (not on load), move focus to the new panel's heading so keyboard and screen
    // reader users land where the content changed instead of staying in the closed menu.
    if (firstPanel.current) {
      firstPanel.current = false
      return
    }
    titleRef.current?.focus()
  }, [panel])

  useEffect(() => {
    // A session that began in another tab has no admin-user entry here yet.
    if (!hasAdminUser()) storeAdminUser(user)
  }, [user])

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
  }, [allowUnload])

  useEffect(() => {
    const onPop = () => {
      const target = panelFromQuery(new URLSearchParams(window.location.search).get('panel'), user.role)
      if (passNextPop.current || target === panelRef.current || !hasUnsavedWork()) {
        passNextPop.current = false
        setPanel(target)
        return
      }
      // Back (or Forward) with unsaved input: stay on this panel's address and ask first.
      const from = panelRef.current
      window.history.pushState({ panel: from }, '', panelHref(from))
      confirmLeave(() => {
        passNextPop.current = true
        window.history.back()
      })
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [confirmLeave, user.role])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissMenu()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen, dismissMenu])

  const go = useCallback(
    (key: PanelKey) => {
      setMenuOpen(false)
      if (key === panelRef.current) return
      confirmLeave(() => {
        window.history.pushState({ panel: key }, '', panelHref(key))
        setPanel(key)
        window.scrollTo({ top: 0 })
      })
    },
    [confirmLeave],
  )

  function onEntryClick(event: MouseEvent, key: PanelKey) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    go(key)
  }

  function logOut() {
    confirmLeave(() => void leaveByLogOut(), 'Log out and keep the draft')
  }

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

  /** "Skip to panel": focus the panel's heading (the hash alone would not move focus everywhere). */
  function skipToPanel(event: MouseEvent) {
    event.preventDefault()
    titleRef.current?.focus()
    titleRef.current?.scrollIntoView({ block: 'start' })
  }

  const currentGroup = groupOf(panel)
  const groups = groupsFor(user.role)
  const newEnquiries = useNewEnquiries(user.role, panel)
  return (
    <div className="admin-shell" data-collapsed={sidebarCollapsed || undefined} data-menu-open={sidebarOpen || undefined}>
      <a className="admin-skip" href="#admin-panel" onClick={skipToPanel}>
        Skip to panel
      </a>
      {expired && (
        <div className="admin-expired" role="alert">
          <p>{SESSION_EXPIRED_MESSAGE}</p>
          <a className="admin-button" href={expiredLoginHref(panel)} onClick={() => saveDrafts()}>
            Sign in
          </a>
        </div>
      )}
      {overlayOpen && <div className="admin-backdrop" onClick={dismissMenu} aria-hidden="true" />}
      <aside className="admin-sidebar" id="admin-sidebar" aria-label="Admin menu">
        <div className="admin-brand">
          <span className="admin-brand__logo" aria-hidden="true">
            CA
          </span>
          <span className="admin-brand__text">
            <strong>College Admin</strong>
            <small>Management System</small>
          </span>
          <button ref={closeButtonRef} type="button" className="admin-close" aria-label="Close menu" title="Close menu" onClick={dismissMenu}>
            ×
          </button>
          <button
            type="button"
            className="admin-collapse"
            aria-pressed={sidebarCollapsed}
            aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            title={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={() => setCollapsed((value) => !value)}
          >
            {sidebarCollapsed ? '»' : '«'}
          </button>
        </div>
        <SidebarNav groups={groups} panel={panel} currentGroup={currentGroup} newEnquiries={newEnquiries} onEntryClick={onEntryClick} onExpand={() => setCollapsed(false)} />
      </aside>
      {/* While the overlay menu is open, the page behind it cannot be reached (keyboard, screen reader). */}
      <div className="admin-main" inert={overlayOpen || undefined}>
        <header className="admin-header">
          <button
            type="button"
            ref={menuButtonRef}
            className="admin-menu-button"
            aria-controls="admin-sidebar"
            aria-expanded={sidebarOpen}
            disabled={!ready}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span> <span className="admin-menu-button__text">Menu</span>
          </button>
          <h1 className="admin-title">Admin Dashboard</h1>
          <span className="admin-user" title={user.email}>
            {user.name || user.email}
            <small className="admin-user__role">{ROLE_LABELS[user.role]}</small>
          </span>
          <button type="button" className="admin-button admin-button--ghost admin-logout" disabled={loggingOut || !ready} onClick={logOut}>
            Log out
          </button>
        </header>
        <main className="admin-content" id="admin-content">
          <h2 className="admin-panel-title" id="admin-panel" ref={titleRef} tabIndex={-1}>
            {panelLabel(panel)}
          </h2>
          <PanelView key={panel} panel={panel} go={go} role={user.role} userId={user.id} />
        </main>
      </div>
      {leaveDialog}
      <Toasts />
    </div>
  )
}

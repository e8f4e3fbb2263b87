import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import { groupOf, groupsFor, panelFromQuery, panelHref, type PanelKey } from '../../ui/admin/panels'
import { panelTitle } from '../../ui/admin/panel-title'
import { pageTitle } from '../../ui/Seo'
import { useNewEnquiries } from '../../ui/admin/useNewEnquiries'
import { useLeaveGuard } from '../../ui/admin/LeaveGuard'
import { SidebarNav } from '../../ui/admin/SidebarNav'
import { PanelView } from './registry'
import { hasAdminUser, hasUnsavedWork, setDraftOwner, storeAdminUser, type AdminUser } from '../../ui/admin/session'
import { notify, Toasts } from '../../ui/admin/toasts'
import { onDraftBack, preloadServerDrafts } from '../../ui/admin/server-drafts'
import { KIT_TEXT } from '../../ui/admin/kit-text'
import { formatPanelDateTime } from '../../ui/admin/dates'
import { AdminHeader } from './AdminHeader'
import { useOverlayMenu } from './useOverlayMenu'
import { ExpiredNotice, useSessionExpiry } from './session-expiry'
import { useSessionWarning } from './session-warning'
import { RoleChangedNotice, useRoleChange } from './role-change'
import { useMedia } from '../../ui/admin/useMedia'
import { PANEL_TEXT, PanelTextContext } from '../../ui/admin/panel-text'
import { SignedInContext } from '../../ui/admin/signed-in'
import { inPanelLanguage, setPanelLanguage } from '../../ui/admin/panel-catalogue'
import type { Lang } from '../../content/lang'

/** `refusal`: why the panel the address named is not shown (docs/decisions/135), said over the Dashboard. */
/** `lang`: the panel language the person chose (docs/decisions/230), English until they do. */
export type DashboardProps = { initialPanel: PanelKey; user: AdminUser; refusal?: string | null; lang?: Lang }

/** Breakpoints of spec §4/§9. */
const PHONE = '(max-width: 767.98px)'
const WIDE = '(min-width: 1024px)'

/** Plain left clicks move between panels in place; a middle click or ctrl-click opens a new tab as usual. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * The dashboard shell: sidebar (collapsible; below 768 px always expanded), the mobile overlay menu
 * (at 1024 px and wider always open), the header with Log out, and the current panel. Each panel
 * has its own address, so reload and the back button keep the place.
 */
export function Dashboard({ initialPanel, user, refusal = null, lang: chosenLang = 'en' }: DashboardProps) {
  const [lang, setLang] = useState<Lang>(chosenLang)
  // Toasts are shown outside the tree: they read the language from the kit.
  setPanelLanguage(lang)
  // The tab's drafts are this person's only (set before any form mounts and takes one back).
  setDraftOwner(user.id)
  const text = PANEL_TEXT[lang]
  const [panel, setPanel] = useState<PanelKey>(initialPanel)
  const [collapsed, setCollapsed] = useState(false)
  // Buttons rendered by the server do nothing until the script takes over: show them disabled till then.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  // The person's drafts kept on the server are read before the panel's forms ask for them;
  // one that comes back into a form is said once (docs/decisions/273).
  const langRef = useRef(lang)
  langRef.current = lang
  useEffect(() => {
    preloadServerDrafts()
    return onDraftBack((draft, discard) => {
      const text = KIT_TEXT[langRef.current].leave
      notify.withAction(text.draftBack(formatPanelDateTime(draft.updatedAt, langRef.current)), { label: text.discardDraft, run: discard })
    })
  }, [])
  const isPhone = useMedia(PHONE)
  const isWide = useMedia(WIDE)
  const sidebarCollapsed = collapsed && !isPhone
  const panelRef = useRef(panel)
  panelRef.current = panel
  const titleRef = useRef<HTMLHeadingElement>(null)
  const firstPanel = useRef(true)
  const { menuOpen, setMenuOpen, overlayOpen, dismissMenu, menuButtonRef, closeButtonRef } = useOverlayMenu(isWide)
  const sidebarOpen = menuOpen || isWide
  const { confirmLeave, allowUnload, dialog: leaveDialog } = useLeaveGuard()
  /** Set while the shell itself steps back through history after the person chose to leave. */
  const passNextPop = useRef(false)

  useEffect(() => {
    document.title = pageTitle(panelTitle(panel, lang))
  }, [panel, lang])

  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])

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

  const ended = useSessionExpiry(panelRef, allowUnload, text, lang)
  const sessionWarning = useSessionWarning(ended !== null, lang)
  const roleNow = useRoleChange(user.role)

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
    [confirmLeave, setMenuOpen],
  )

  function onEntryClick(event: MouseEvent, key: PanelKey) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    go(key)
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
    <PanelTextContext.Provider value={{ lang, text }}>
    <SignedInContext.Provider value={user.id}>
    <div className="admin-shell" data-collapsed={sidebarCollapsed || undefined} data-menu-open={sidebarOpen || undefined}>
      <a className="admin-skip" href="#admin-panel" onClick={skipToPanel}>
        {text.shell.skip}
      </a>
      {ended && <ExpiredNotice ended={ended} />}
      {roleNow && !ended && <RoleChangedNotice roleNow={roleNow} allowUnload={allowUnload} />}
      {overlayOpen && <div className="admin-backdrop" onClick={dismissMenu} aria-hidden="true" />}
      <aside className="admin-sidebar" id="admin-sidebar" aria-label={text.shell.adminMenu}>
        <div className="admin-brand">
          <span className="admin-brand__logo" aria-hidden="true">
            CA
          </span>
          <span className="admin-brand__text">
            <strong>{text.shell.brand}</strong>
            <small>{text.shell.brandSub}</small>
          </span>
          <button ref={closeButtonRef} type="button" className="admin-close" aria-label={text.shell.closeMenu} title={text.shell.closeMenu} onClick={dismissMenu}>
            ×
          </button>
          <button
            type="button"
            className="admin-collapse"
            aria-pressed={sidebarCollapsed}
            aria-label={sidebarCollapsed ? text.shell.expand : text.shell.collapse}
            title={sidebarCollapsed ? text.shell.expand : text.shell.collapse}
            onClick={() => setCollapsed((value) => !value)}
          >
            {sidebarCollapsed ? '»' : '«'}
          </button>
        </div>
        <SidebarNav groups={groups} panel={panel} currentGroup={currentGroup} newEnquiries={newEnquiries} onEntryClick={onEntryClick} onExpand={() => setCollapsed(false)} />
      </aside>
      {/* While the overlay menu is open, the page behind it cannot be reached (keyboard, screen reader). */}
      <div className="admin-main" inert={overlayOpen || undefined}>
        <AdminHeader user={user} ready={ready} menuButtonRef={menuButtonRef} menuOpen={sidebarOpen} onMenu={() => setMenuOpen((open) => !open)} confirmLeave={confirmLeave} allowUnload={allowUnload} onLang={setLang} />
        <main className="admin-content" id="admin-content">
          <h2 className="admin-panel-title" id="admin-panel" ref={titleRef} tabIndex={-1}>
            {text.panels[panel]}
          </h2>
          {refusal && panel === initialPanel && (
            <p className="admin-notice admin-notice--refused" role="alert">
              {inPanelLanguage(refusal, lang)}
            </p>
          )}
          <PanelView key={panel} panel={panel} go={go} role={user.role} userId={user.id} />
        </main>
      </div>
      {leaveDialog}
      {sessionWarning}
      <Toasts />
    </div>
    </SignedInContext.Provider>
    </PanelTextContext.Provider>
  )
}

import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { NavIcon } from './NavIcon'
import { groupsFor, panelHref, type PanelKey } from './panels'
import { usePanelText } from './panel-text'

type Props = {
  groups: ReturnType<typeof groupsFor>
  panel: PanelKey
  /** The group of the panel shown, highlighted when the sidebar is collapsed. */
  currentGroup: string
  /** New enquiries by panel, shown beside its entry. */
  newEnquiries: Partial<Record<PanelKey, number>>
  onEntryClick: (event: MouseEvent, key: PanelKey) => void
  /** A group's icon in the collapsed sidebar expands it. */
  onExpand: () => void
}

/** The admin sidebar's entries: a link per panel, grouped, with each group's icon. */
export function SidebarNav({ groups, panel, currentGroup, newEnquiries, onEntryClick, onExpand }: Props) {
  const tips = useDismissibleTips()
  const { text } = usePanelText()
  return (
    <nav ref={tips.ref} className="admin-nav" aria-label={text.shell.panelsNav} data-tips-hidden={tips.hidden || undefined}>
      {groups.map((group) => {
        const active = currentGroup === group.group
        if ('key' in group) {
          return (
            <a
              key={group.group}
              className="admin-nav__top"
              href={panelHref(group.key)}
              aria-current={panel === group.key ? 'page' : undefined}
              data-tooltip={text.groups[group.group]}
              onClick={(event) => onEntryClick(event, group.key)}
            >
              <span className="admin-nav__badge">
                <NavIcon group={group.group} />
              </span>
              <span className="admin-nav__text">{text.groups[group.group]}</span>
            </a>
          )
        }
        return (
          <div key={group.group} className="admin-nav__group" data-active={active || undefined}>
            {/* Collapsed sidebar: the group's icon, named for screen readers and shown as a tooltip on hover and focus. */}
            <button
              type="button"
              className="admin-nav__expand"
              aria-label={text.shell.expandGroup(text.groups[group.group])}
              data-tooltip={text.groups[group.group]}
              aria-current={active || undefined}
              onClick={onExpand}
            >
              <span className="admin-nav__badge">
                <NavIcon group={group.group} />
              </span>
            </button>
            <p className="admin-nav__heading">
              <span className="admin-nav__badge">
                <NavIcon group={group.group} />
              </span>
              {text.groups[group.group]}
            </p>
            <ul className="admin-nav__entries">
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <a
                    href={panelHref(entry.key)}
                    aria-current={panel === entry.key ? 'page' : undefined}
                    onClick={(event) => onEntryClick(event, entry.key)}
                  >
                    {text.panels[entry.key]}
                  </a>
                  {/* beside the link, so the link's name stays the panel's name */}
                  {newEnquiries[entry.key] ? (
                    <span className="admin-nav__count" title={`${newEnquiries[entry.key]} ${text.shell.fresh}`}>
                      {newEnquiries[entry.key]}
                      <span className="visually-hidden"> {text.shell.fresh}</span>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}

/**
 * The collapsed sidebar's name tips (CSS, on hover and focus) are dismissible (WCAG 1.4.13): Escape
 * hides them wherever focus is, until focus moves or the pointer leaves the sidebar. They are
 * hoverable and stay while pointed at or focused (admin.css).
 */
function useDismissibleTips() {
  const ref = useRef<HTMLElement>(null)
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const nav = ref.current
    if (!nav) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHidden(true)
    }
    const show = () => setHidden(false)
    document.addEventListener('keydown', onKey)
    nav.addEventListener('focusin', show)
    nav.addEventListener('pointerleave', show)
    return () => {
      document.removeEventListener('keydown', onKey)
      nav.removeEventListener('focusin', show)
      nav.removeEventListener('pointerleave', show)
    }
  }, [])
  return { ref, hidden }
}

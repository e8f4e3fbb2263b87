/**
 * The sidebar of spec §2, letter for letter, and the address of each panel
 * (/vvs/panel/dashboard?panel=<key>, docs/decisions/030). Plain data: the server reads it to render
 * the panel named in the query, the browser to move between panels.
 */
export const PANEL_GROUPS = [
  { group: 'Dashboard', key: 'overview', permission: 'signed-in', entries: [] },
  {
    group: 'Home',
    permission: 'content',
    entries: [
      { key: 'add-banner', label: 'Add Home Banner' },
      { key: 'all-banners', label: 'All Banner Images' },
      { key: 'add-service', label: 'Add Services' },
      { key: 'all-services', label: 'All Services' },
    ],
  },
  {
    group: 'About Us',
    permission: 'content',
    entries: [
      { key: 'add-about', label: 'Add About Content' },
      { key: 'mission-vision', label: 'Mission & Vision' },
      { key: 'add-founder', label: 'Add Founders' },
      { key: 'all-founders', label: 'All Founders' },
    ],
  },
  {
    group: 'News Section',
    permission: 'content',
    entries: [
      { key: 'add-news', label: 'Add News Data' },
      { key: 'all-news', label: 'All News' },
    ],
  },
  {
    group: 'Event Gallery',
    permission: 'content',
    entries: [
      { key: 'add-category', label: 'Add Category' },
      { key: 'add-event-images', label: 'Add Event Images' },
      { key: 'all-event-images', label: 'All Event Gallery Images' },
    ],
  },
  { group: 'Topbar', permission: 'content', entries: [{ key: 'topbar', label: 'Add Topbar Content' }] },
  {
    group: 'Queries',
    permission: 'enquiries',
    entries: [
      { key: 'admission-queries', label: 'Show Addmission Queries' },
      { key: 'contact-queries', label: 'Contact Queries' },
    ],
  },
  // Beside the spec's sidebar, after it (docs/decisions/090): the disclosure content of issue #15.
  {
    group: 'Disclosures',
    permission: 'content',
    entries: [
      { key: 'add-documents', label: 'Upload Documents' },
      { key: 'all-documents', label: 'All Documents' },
      { key: 'committees', label: 'Committees' },
      { key: 'faculty', label: 'Faculty' },
      { key: 'fees', label: 'Fee Table' },
      // what a regulator checks (docs/decisions/166, 168)
      { key: 'statutory', label: 'Statutory Facts' },
      { key: 'compliance', label: 'Compliance Checklist' },
    ],
  },
  // Beside the spec's sidebar: the staff-written texts of the public pages, one entry per text area (docs/decisions/158).
  { group: 'Page Texts', permission: 'content', entries: [{ key: 'principal', label: "Principal's Message" }] },
  // Staff text in Hindi and English (issue 29, docs/decisions/124)
  { group: 'Translations', permission: 'content', entries: [{ key: 'translations', label: 'Translations' }] },
  { group: 'Bin', permission: 'content', entries: [{ key: 'bin', label: 'Deleted Items' }] },
  // Students' grievances: confidential, the Grievance committee and Administrators only (docs/decisions/120).
  { group: 'Grievances', permission: 'grievances', entries: [{ key: 'grievances', label: 'Student Grievances' }] },
  {
    group: 'Staff',
    permission: 'accounts',
    entries: [
      { key: 'accounts', label: 'Staff Accounts' },
      { key: 'activity', label: 'Activity Log' },
      { key: 'mail', label: 'E-mail Alerts' },
    ],
  },
  { group: 'My Account', permission: 'signed-in', entries: [{ key: 'my-password', label: 'Change Password' }] },
] as const satisfies readonly { group: string; key?: string; permission: Permission; entries: readonly { key: string; label: string }[] }[]

import { FORBIDDEN_MESSAGES, roleCan, type Permission, type Role } from '../../platform/auth/roles'

type Group = (typeof PANEL_GROUPS)[number]
export type PanelKey = 'overview' | Group['entries'][number]['key']

export const DEFAULT_PANEL: PanelKey = 'overview'

const LABELS: Record<string, string> = { overview: 'Dashboard' }
for (const group of PANEL_GROUPS) for (const entry of group.entries) LABELS[entry.key] = entry.label

export function isPanelKey(value: unknown): value is PanelKey {
  return typeof value === 'string' && Object.hasOwn(LABELS, value)
}

/** The sidebar groups a role may use: the panel shows only what the role may do. */
export function groupsFor(role: Role) {
  return PANEL_GROUPS.filter((group) => roleCan(role, group.permission))
}

/** True when the role may open this panel. */
export function panelAllowed(role: Role, key: PanelKey): boolean {
  return groupsFor(role).some((group) => ('key' in group && group.key === key) || group.entries.some((entry) => entry.key === key))
}

/** The panel named by ?panel=…; anything unknown, or outside the role, shows the overview. */
export function panelFromQuery(value: unknown, role?: Role): PanelKey {
  return isPanelKey(value) && (!role || panelAllowed(role, value)) ? value : DEFAULT_PANEL
}

/**
 * Why the panel named by a typed ?panel=… is not shown (the Dashboard is, instead), or null when
 * it is shown or none was named: the role's refusal in the server's words, or that none has the name.
 */
export function panelRefusal(value: unknown, role: Role): string | null {
  if (value === undefined || value === null || value === '' || value === DEFAULT_PANEL) return null
  if (!isPanelKey(value)) return `There is no panel called “${String(value).slice(0, 60)}”. The Dashboard is shown instead.`
  if (panelAllowed(role, value)) return null
  const permission = PANEL_GROUPS.find((group) => group.entries.some((entry) => entry.key === value))!.permission
  const why = permission === 'signed-in' ? '' : ` ${FORBIDDEN_MESSAGES[permission]}`
  return `“${LABELS[value]}” is not shown to your role.${why}`
}

export function panelLabel(key: PanelKey): string {
  return LABELS[key]
}

export function panelHref(key: PanelKey): string {
  return key === DEFAULT_PANEL ? '/vvs/panel/dashboard' : `/vvs/panel/dashboard?panel=${key}`
}

/** The group a panel belongs to (for the highlighted group in a collapsed sidebar). */
export function groupOf(key: PanelKey): string {
  for (const group of PANEL_GROUPS) {
    if ('key' in group && group.key === key) return group.group
    if (group.entries.some((entry) => entry.key === key)) return group.group
  }
  return 'Dashboard'
}

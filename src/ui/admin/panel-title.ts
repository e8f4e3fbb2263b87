import { DEFAULT_PANEL, panelLabel, type PanelKey } from './panels'

/**
 * Each panel's address has a title of its own (WCAG 2.4.2): the panel, then the dashboard. Not in
 * panels.ts, which the login page's script imports: the dashboard's words stay out of it.
 */
export function panelTitle(key: PanelKey): string {
  return key === DEFAULT_PANEL ? 'Admin Dashboard' : `${panelLabel(key)} – Admin Dashboard`
}

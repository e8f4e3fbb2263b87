import type { Lang } from '../../content/lang'
import { DEFAULT_PANEL, type PanelKey } from './panels'
import { PANEL_TEXT } from './panel-text'

/**
 * Each panel's address has a title of its own (WCAG 2.4.2): the panel, then the dashboard, in the
 * panel's language (docs/decisions/231). Not in panels.ts, which the login page's script imports:
 * the dashboard's words stay out of it.
 */
export function panelTitle(key: PanelKey, lang: Lang = 'en'): string {
  const text = PANEL_TEXT[lang]
  return key === DEFAULT_PANEL ? text.shell.title : `${text.panels[key]} – ${text.shell.title}`
}

import type { Lang } from '../../content/lang.js'
import type { PanelKey } from '../../ui/admin/panels.js'
import type { ListWords } from './lists.js'

/**
 * What the translations need of a content area (docs/decisions/124): its key, its table and which
 * of its fields are translatable, as the area declares them once (a one-row area's `OneRowArea`, a
 * list's declaration). Plain data: the admin bundle imports it too.
 */
export type TranslatedArea = {
  key: string
  label: string
  /** snake_case or camelCase table name as Kysely knows it; rows have an `id`. */
  table: string
  /** Field names are the table's columns (camelCase) and the public item's properties alike. */
  fields: Record<string, { translatable?: boolean; label?: string; shows?: unknown }>
  /** The panel that edits its items. */
  panel: PanelKey
  /** One current row (the newest by updatedAt): translations are kept under the area's key. */
  oneRow?: boolean
  /**
   * Its entry in the site search: the kind, the field that is the entry's title, and those of its
   * text (absent: every other); `ref`, the one entry's address where it is not the row's id.
   */
  search?: { kind: string; title: string; body?: string[]; ref?: string } | undefined
  /** A text area: its row is its newest version in content_versions (the table is a view of it). */
  keptInVersions?: boolean
}

/** The translatable fields, in declaration order (the first names an item in lists). */
export function translatableFields(area: Pick<TranslatedArea, 'fields'>): string[] {
  return Object.entries(area.fields)
    .filter(([, field]) => field.translatable)
    .map(([name]) => name)
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'hi' : 'en'
}

/** How the editor and the overview name a language, each in its own script. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' }

/** The note beside staff text shown in the other language, in the page's language. */
export const FALLBACK_NOTES: Record<Lang, string> = {
  hi: 'यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है',
  en: 'Available in Hindi only',
}

/**
 * The note over a translation older than the text it translates (issue 37; GIGW 5.7: an outdated
 * version must not stand as current), in the page's language: when it was written, and a link to
 * the current text in the other language.
 */
export const STALE_NOTES: Record<Lang, { note: (date: string) => string; link: string }> = {
  hi: { note: (date) => `यह हिन्दी पाठ ${date} का है। अंग्रेज़ी पाठ उसके बाद बदला गया है।`, link: 'वर्तमान अंग्रेज़ी पाठ पढ़ें' },
  en: { note: (date) => `This English text dates from ${date}; the Hindi has changed since.`, link: 'Read the current Hindi' },
}

/** Where staff edit one item's translation (the Translations panel, opened on it). */
export function translationHref(area: string, id: string): string {
  return `/vvs/panel/dashboard?panel=translations&area=${encodeURIComponent(area)}&item=${encodeURIComponent(id)}`
}

/** What the editor reads: GET /api/translations/:area/:id. */
export type TranslationItem = {
  area: string
  id: string
  /** The language the item's own fields are written in. */
  source: Lang
  fields: {
    field: string
    /** How staff read its name, when the declaration gives one ("link title"). */
    label?: string | undefined
    /** A list field's words, entry by entry (docs/decisions/284): its `text` and translation are JSON lists. */
    list?: ListWords | undefined
    /** The item's own text of the field, and its revision. */
    text: string
    revision: string
    /**
     * `was`: a stale translation's source as it was when the translation was written (from the
     * item's kept versions), so the editor shows what changed since; null when no kept version has it.
     */
    translation: { text: string; basedOn: string; stale: boolean; was?: string | null; updatedBy: string; updatedAt: string } | null
  }[]
}

/** One row of the Translations overview (GET /api/translations). */
export type TranslationGap = { id: string; name: string; source: Lang; missing: string[]; stale: string[]; href: string }
export type TranslationOverview = { area: string; label: string; total: number; missing: number; stale: number; rows: TranslationGap[] }[]

/** On a public page: which language each shown field is in, where it is not the page's, and the note to show. */
export type Shown = {
  langs: Record<string, Lang>
  note: string | null
  /** A translation shown that was written from an older text than the item's own: when (ISO). */
  staleSince?: string | undefined
}
/** An entry of a list of objects on a public page (docs/decisions/284): its own language where the translation gives none of its words, else the words it does not give (by key). */
export type LaidEntry = { lang?: Lang; langs?: Partial<Record<string, Lang>> }

/** A staff-written item as a public page shows it: `shown` when a field is not in the page's language. */
export type Localized<T> = T & { shown?: Shown }

export const TRANSLATION_NOT_FOUND = 'No item with this id in this area.'

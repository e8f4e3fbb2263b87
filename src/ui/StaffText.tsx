import type { Lang } from '../content/lang'
import type { Shown } from '../platform/translations/area'

/** A staff-written item as a public page shows it (src/platform/translations/store.ts, localize). */
type Localized = { shown?: Shown | undefined }

/**
 * The lang attribute of a field shown in another language than the page's (WCAG 3.1.2), to spread
 * on the element that holds it; nothing when it is in the page's language.
 */
export function langOf(item: Localized, field: string): { lang?: Lang } {
  const lang = item.shown?.langs[field]
  return lang ? { lang } : {}
}

/** The short note under an item shown in the other language ("Available in Hindi only"). */
export function LangNote({ item, className = 'lang-note' }: { item: Localized; className?: string }) {
  return item.shown?.note ? <p className={className}>{item.shown.note}</p> : null
}

import type { Lang } from '../content/lang'
import { STALE_NOTES, type Shown } from '../platform/translations/area'
import { otherLanguagePath } from './i18n'
import { useI18n, usePageContext } from './page-context'

/** A staff-written item as a public page shows it (src/platform/translations/localize.ts, localize). */
type Localized = { shown?: Shown | undefined }

/**
 * The lang attribute of a field shown in another language than the page's (WCAG 3.1.2), to spread
 * on the element that holds it; nothing when it is in the page's language.
 */
export function langOf(item: Localized, field: string): { lang?: Lang } {
  const lang = item.shown?.langs[field]
  return lang ? { lang } : {}
}

/**
 * The short note under an item shown in the other language ("Available in Hindi only"), or over a
 * translation older than its text: when it was written, and a link to the current text (the same
 * page in the other language; hreflang keeps it out of the Hindi page's link pass).
 */
export function LangNote({ item, className = 'lang-note' }: { item: Localized; className?: string }) {
  const pageContext = usePageContext()
  const { lang, date } = useI18n()
  if (item.shown?.note) return <p className={className}>{item.shown.note}</p>
  if (!item.shown?.staleSince) return null
  const other = lang === 'hi' ? 'en' : 'hi'
  const here = `${pageContext.urlPathname}${pageContext.urlParsed?.searchOriginal ?? ''}`
  const stale = STALE_NOTES[lang]
  return (
    <p className={`${className} lang-note--stale`}>
      {`${stale.note(date(item.shown.staleSince))} `}
      <a href={otherLanguagePath(lang, here)} hrefLang={other}>
        {stale.link}
      </a>
    </p>
  )
}

/**
 * A list whose items are all in the other language gets the note once, before it, rather than under
 * each item: `note` is the one to show (null when any item is in the page's language), and
 * `perItem` whether the items still carry their own.
 */
export function listNote(items: readonly Localized[]): { note: string | null; perItem: boolean } {
  const note = items.length > 1 && untranslated(items) ? items[0].shown!.note! : null
  return { note, perItem: note === null }
}

/**
 * A field's text inside a fixed sentence ("Members of the …"): the whole sentence as one text when
 * the field is in the page's language (English pages unchanged), else the field in a span with its lang.
 */
export function FieldIn({ item, field, text, template }: { item: Localized; field: string; text: string; template: (value: string) => string }) {
  const { lang } = langOf(item, field)
  if (!lang) return <>{template(text)}</>
  const [before = '', after = ''] = template('\u0000').split('\u0000')
  return (
    <>
      {before}
      <span lang={lang}>{text}</span>
      {after}
    </>
  )
}

/**
 * Whether a page's staff-written items have no text in the page's language: then its Hindi twin
 * points its canonical at the English page (<Seo staffContent>, docs/decisions/122).
 */
export function untranslated(items: readonly Localized[]): boolean {
  return !items.some((item) => !item.shown?.note)
}

import type { Lang } from '../../../content/lang'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { LANG_NAMES, otherLang, type TranslationItem } from '../area'
import { listTranslationText, parseList, wordsOf } from '../lists'
import { translationsText } from './text'

/**
 * A list field's translation, entry by entry (docs/decisions/284): each of the item's own words
 * (a highlight, what a fee covers, a member's name and role) with a box for its other language
 * beside it, never the list's JSON. What is typed is kept as the translation's stored form, so the
 * editor's draft, its save and a reload read it alike.
 */
export function ListTranslation({
  field,
  source,
  name,
  idPrefix,
  draft,
  onChange,
}: {
  field: TranslationItem['fields'][number]
  source: Lang
  /** The field's name as the panel says it ("Members"), for each box's full name. */
  name: { text: string; lang?: Lang | undefined }
  idPrefix: string
  draft: string
  onChange: (text: string) => void
}) {
  const t = usePanelCatalogue(translationsText)
  const words = field.list!
  const own = parseList(field.text) ?? []
  const typed = parseList(draft) ?? []
  const other = otherLang(source)
  const entryHasWords = (entry: unknown) => wordsOf(entry, words).some((word) => word.trim())
  if (!own.some(entryHasWords)) return <p className="admin-field-hint">{t.emptyList}</p>

  /** Entry k's word w typed: the whole list again, in its stored form. */
  const type = (k: number, w: number, value: string) => {
    const entries = own.map((_, i) => {
      const given = wordsOf(typed[i], words)
      if (i === k) given[w] = value
      return words === 'entry' ? given[0] : Object.fromEntries(words.map((key, j) => [key, given[j]]))
    })
    onChange(listTranslationText(entries, words, { typing: true }))
  }

  return (
    <div className="translation-list">
      <p className="admin-field-hint">{t.listHint(t.inSentence[other])}</p>
      <ol className="translation-list__entries">
        {own.map((entry, k) =>
          entryHasWords(entry) ? (
            <li key={k} value={k + 1} className="translation-list__entry">
              {wordsOf(entry, words).map((word, w) => {
                if (!word.trim()) return null
                const id = `${idPrefix}-${field.field}-${k}-${w}-${other}`
                return (
                  <div key={w} className="translation-grid translation-list__word">
                    <label htmlFor={id} className="translation-list__own">
                      <span className="visually-hidden" lang={name.lang}>{`${name.text} ${k + 1}: `}</span>
                      <span lang={source}>{word}</span> <span className="translation-list__lang">(<span lang={other}>{LANG_NAMES[other]}</span>)</span>
                    </label>
                    <input id={id} type="text" lang={other} value={wordsOf(typed[k], words)[w]} onChange={(event) => type(k, w, event.currentTarget.value)} />
                  </div>
                )
              })}
            </li>
          ) : null,
        )}
      </ol>
    </div>
  )
}

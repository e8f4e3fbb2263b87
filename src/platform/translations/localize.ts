import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import { log } from '../../log.js'
import { translatableFields, FALLBACK_NOTES, type TranslatedArea, type Shown } from './area.js'
import { fieldRevision, sourceLangs, translationsOf } from './sources.js'
import { isTranslatedEntry, listWordsOf, parseList, translatedList, wordsOf, type ListWords } from './lists.js'

/**
 * The one choice of text for a public page (docs/decisions/125): each translatable field in the
 * page's language where there is one, else the text there is, marked with its own language, and a
 * note when the item's main field is not in the page's language. An item written in the page's
 * language with nothing to mark comes back as it was (English pages stay byte for byte).
 * `as` names the item's property for a field its public shape calls otherwise (an event
 * category's `name` is its `category`); `shown.langs` is keyed by the property.
 */
export async function localize<T extends object>(
  db: Db,
  area: TranslatedArea,
  items: T[],
  lang: Lang,
  idOf: (item: T) => string,
  as: Record<string, string> = {},
): Promise<(T & { shown?: Shown })[]> {
  if (!items.length) return items
  const ids = area.oneRow ? [area.key] : items.map(idOf)
  const [langs, translations] = await Promise.all([sourceLangs(db, area, ids), translationsOf(db, area, ids)])
  const fields = translatableFields(area)
  return items.map((item) => {
    const id = area.oneRow ? area.key : idOf(item)
    const source = langs.get(id) ?? 'en'
    const kept = translations.get(id)
    if (source === lang) return item
    const values: Record<string, unknown> = {}
    const marked: Record<string, Lang> = {}
    let staleSince: string | undefined
    for (const field of fields) {
      const property = as[field] ?? field
      const own = (item as Record<string, unknown>)[property]
      const saved = kept?.get(field)
      const words = listWordsOf(area, field)
      const translated = words && Array.isArray(own) ? listShown(own, saved?.text, words, source, `${area.key}/${id}/${field}`) : saved?.text ? { value: saved.text, some: true } : undefined
      if (translated) {
        values[property] = translated.value
        // written from another text than the item's own now (a list: other words)
        if (saved && translated.some && saved.sourceRevision !== fieldRevision(area, field, own) && (!staleSince || saved.updatedAt < staleSince)) staleSince = saved.updatedAt
      }
      // a list with some entries translated: those without carry their own mark (lists of objects)
      if (!translated?.some && (typeof own === 'string' ? own.trim() : Array.isArray(own) && own.length > 0)) marked[property] = source
    }
    const main = fields[0] && (as[fields[0]] ?? fields[0])
    const note = main && marked[main] ? FALLBACK_NOTES[lang] : null
    return { ...item, ...values, shown: staleSince ? { langs: marked, note, staleSince } : { langs: marked, note } }
  })
}

/**
 * A list field in the page's language (docs/decisions/284): the item's own list with the
 * translation's words laid on it by position; an entry of objects the translation does not give
 * carries its own `lang`, and one given in part its untranslated words' `langs` (LaidEntry), as
 * the page marks them. `some` when any entry took words. A
 * stored translation that is not a list of a translation's entries (stored before the write
 * checked it, or by hand) is logged and the page shows the item's own list, marked, instead of failing.
 */
function listShown(own: unknown[], stored: string | undefined, words: ListWords, source: Lang, where: string): { value: unknown[]; some: boolean } {
  let translation = stored ? parseList(stored) : []
  if (!translation || !translation.every((entry) => isTranslatedEntry(entry, words))) {
    log.warn('stored translation not shown: not a list of the field\'s shape', { where })
    translation = []
  }
  const { list, translated } = translatedList(own, translation, words)
  const value = list.map((entry, k) => {
    if (words === 'entry' || typeof entry !== 'object' || entry === null) return entry
    // the words the translation does not give, each in the item's own language: the whole entry, or word by word
    const given = wordsOf(translation[k], words)
    const untranslated = words.filter((key, w) => !given[w]?.trim() && wordsOf(own[k], words)[w]!.trim())
    if (!untranslated.length) return entry
    return translated[k] ? { ...entry, langs: Object.fromEntries(untranslated.map((key) => [key, source])) } : { ...entry, lang: source }
  })
  return { value, some: translated.some(Boolean) }
}

/** localize() for a one-row area's current item (about, mission and vision): its translations are kept under the area's key. */
export async function localizeOne<T extends object>(db: Db, area: TranslatedArea, item: T | null, lang: Lang): Promise<(T & { shown?: Shown }) | null> {
  if (!item) return null
  const [shown] = await localize(db, { ...area, oneRow: true }, [item], lang, () => area.key)
  return shown ?? null
}

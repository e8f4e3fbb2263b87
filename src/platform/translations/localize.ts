import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import { log } from '../../log.js'
import { translatableFields, FALLBACK_NOTES, type TranslatedArea, type Shown } from './area.js'
import { revisionOf, sourceLangs, textOf, translationsOf } from './sources.js'

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
      const translated = asShown(own, saved?.text, `${area.key}/${id}/${field}`)
      if (translated !== undefined) {
        values[property] = translated
        // written from another text than the item's own now (a JSON list is stored as its JSON)
        if (saved!.sourceRevision !== revisionOf(Array.isArray(own) ? JSON.stringify(own) : textOf(own)) && (!staleSince || saved!.updatedAt < staleSince)) staleSince = saved!.updatedAt
      } else if (typeof own === 'string' ? own.trim() : Array.isArray(own) && own.length > 0) marked[property] = source
    }
    const main = fields[0] && (as[fields[0]] ?? fields[0])
    const note = main && marked[main] ? FALLBACK_NOTES[lang] : null
    return { ...item, ...values, shown: staleSince ? { langs: marked, note, staleSince } : { langs: marked, note } }
  })
}

/**
 * A translation as the item's field holds it: text as it is; for a JSON list (a committee's members,
 * a fee row's other fees) the translation is that list's JSON, used only when it parses to a list
 * whose items have the shape of the item's own (docs/decisions/157): a malformed one stored before
 * the write checked it, or written to the table by hand, is logged and the page shows the item's
 * own list instead of failing.
 */
function asShown(own: unknown, translated: string | undefined, where: string): unknown {
  if (!translated) return undefined
  if (!Array.isArray(own)) return translated
  try {
    const parsed: unknown = JSON.parse(translated)
    if (Array.isArray(parsed) && parsed.every((entry) => sameShape(entry, own[0]))) return parsed
  } catch {
    // not JSON: as bad as a wrong shape
  }
  log.warn('stored translation not shown: not a list of the field\'s shape', { where })
  return undefined
}

/**
 * Whether a translated list's entry has the shape of the own list's entries: a string where they
 * are strings; an object of strings (the keys the own entry has, if any, as text) where they are
 * objects. With no own entry to compare, a string or an object of strings.
 */
function sameShape(entry: unknown, model: unknown): boolean {
  if (typeof model === 'string') return typeof entry === 'string'
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (model === undefined && typeof entry === 'string') return true
  if (!isRecord(entry)) return false
  const keys = isRecord(model) ? Object.keys(model).filter((key) => typeof model[key] === 'string') : Object.keys(entry)
  return keys.every((key) => entry[key] === undefined || typeof entry[key] === 'string')
}

/** localize() for a one-row area's current item (about, mission and vision): its translations are kept under the area's key. */
export async function localizeOne<T extends object>(db: Db, area: TranslatedArea, item: T | null, lang: Lang): Promise<(T & { shown?: Shown }) | null> {
  if (!item) return null
  const [shown] = await localize(db, { ...area, oneRow: true }, [item], lang, () => area.key)
  return shown ?? null
}

// Plain code, no zod and no database: the editor in the admin bundle reads lists with it too.

/**
 * A list field's translation, entry by entry (docs/decisions/284). A programme's highlights, a
 * fee row's other fees and a committee's members are kept as JSON lists; their translation is a
 * JSON list of the same length whose entries hold only the staff's words: each entry itself for a
 * list of texts (`'entry'`), else the declared keys of each entry (`['covers']`, `['name',
 * 'role']`). Everything else of an entry (an amount, a phone, a seat) is always the item's own,
 * so a translation cannot change what a fee costs or whom to call, and an entry the translation
 * lacks (one added since) shows as the item has it.
 */
export type ListWords = 'entry' | readonly string[]

/** One entry of a list's translation: a text, or the translated keys' texts. */
export type TranslatedEntry = string | Record<string, string>

/**
 * The part of a list a translation is written from: its entries' words in place, as JSON; a
 * phone, an amount or a seat changed leaves it as it was. A text that is not a list as it is.
 */
export function listWordsJson(text: string, words: ListWords): string {
  const list = parseList(text)
  return list ? JSON.stringify(list.map((entry) => wordsOf(entry, words))) : text
}

/** A list's translation that is not one (the save's refusal). */
export const NOT_A_LIST = 'Write the translation as a list: one entry for each of the item’s own, as the editor does.'

/** What of a translatable field is words, when it is a list (its `shows` declaration); else null. */
export function listWordsOf(area: { fields: Readonly<Record<string, unknown>> }, field: string): ListWords | null {
  const shows = (area.fields[field] as { shows?: { kind?: unknown; words?: ListWords } } | undefined)?.shows
  return shows?.kind === 'list' ? (shows.words ?? 'entry') : null
}

/** A JSON list as stored (the item's own field or its translation); null when it is not one. */
export function parseList(text: string): unknown[] | null {
  if (!text.trimStart().startsWith('[')) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed : null
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const blank = (value: unknown) => typeof value !== 'string' || !value.trim()

/** An entry's words in declaration order: the entry itself, or its declared keys' texts ('' where it has none). */
export function wordsOf(entry: unknown, words: ListWords): string[] {
  if (words === 'entry') return [typeof entry === 'string' ? entry : '']
  return words.map((key) => (isRecord(entry) && typeof entry[key] === 'string' ? (entry[key] as string) : ''))
}

/** Whether a translation's entry has a translation's shape: a text ('' for none) for a list of texts, else an object whose declared keys hold text where present. */
export function isTranslatedEntry(entry: unknown, words: ListWords): boolean {
  if (words === 'entry') return typeof entry === 'string'
  return isRecord(entry) && words.every((key) => entry[key] === undefined || typeof entry[key] === 'string')
}

/**
 * The item's own list with the translation's words laid on it, by position. `translated[k]` says
 * whether entry k took any word of the translation (an entry without is still in its own language).
 */
export function translatedList(own: readonly unknown[], translation: readonly unknown[], words: ListWords): { list: unknown[]; translated: boolean[] } {
  const translated: boolean[] = []
  const list = own.map((entry, k) => {
    const other = translation[k]
    if (words === 'entry') {
      const took = typeof other === 'string' && !blank(other)
      translated.push(took)
      return took ? other.trim() : entry
    }
    const given = words.filter((key) => isRecord(other) && !blank(other[key]))
    translated.push(given.length > 0)
    if (!given.length || !isRecord(entry)) return entry
    return { ...entry, ...Object.fromEntries(given.map((key) => [key, String((other as Record<string, unknown>)[key]).trim()])) }
  })
  return { list, translated }
}

/**
 * A list's translation as it is stored: only the words, one entry per entry of the item's own
 * list, trailing untranslated entries left out; '' when nothing is translated (no translation).
 * `typing`: as the editor holds it while someone types (spaces kept; the save tidies them).
 */
export function listTranslationText(entries: readonly unknown[], words: ListWords, { typing = false } = {}): string {
  const tidy = (value: string) => (typing ? value : value.normalize('NFC').trim())
  const kept: TranslatedEntry[] = entries.map((entry) => {
    if (words === 'entry') return typeof entry === 'string' && !blank(entry) ? tidy(entry) : ''
    return Object.fromEntries(words.flatMap((key) => (isRecord(entry) && !blank(entry[key]) ? [[key, tidy(String(entry[key]))]] : [])))
  })
  const empty = (entry: TranslatedEntry) => (typeof entry === 'string' ? entry === '' : Object.keys(entry).length === 0)
  while (kept.length && empty(kept[kept.length - 1]!)) kept.pop()
  return kept.length ? JSON.stringify(kept) : ''
}

/** Whether a list as stored has any words to translate (an empty list, or one of amounts only, has none). */
export function listHasWords(text: string, words: ListWords): boolean {
  return (parseList(text) ?? []).some((entry) => wordsOf(entry, words).some((word) => word.trim() !== ''))
}

/** Whether a field's own text has anything to translate: a list's words, or any text. */
export function hasWordsToTranslate(text: string, words: ListWords | null | undefined): boolean {
  return words ? listHasWords(text, words) : text.trim() !== ''
}

/** A field's text as a line people read: a list by its entries' words, comma-separated (a fee row's notes, not their JSON). */
export function readableText(text: string, words: ListWords | null | undefined): string {
  return words ? listAsLines(text, words).split('\n').filter(Boolean).join(', ') : text
}

/** A list as lines of its words, for the "what changed" of a stale translation: one entry a line, its words joined. */
export function listAsLines(text: string, words: ListWords): string {
  const list = parseList(text)
  if (!list) return text
  return list.map((entry) => wordsOf(entry, words).filter((word) => word.trim()).join(' · ')).join('\n')
}

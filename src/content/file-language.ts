import type { Lang } from './lang.js'

/** The language a file is written in, as its reader meets it: English, Hindi, or both side by side. */
export type FileLanguage = Lang | 'both'
export const FILE_LANGUAGES = ['en', 'hi', 'both'] as const satisfies readonly FileLanguage[]

export function isFileLanguage(value: unknown): value is FileLanguage {
  return typeof value === 'string' && (FILE_LANGUAGES as readonly string[]).includes(value)
}

const DEVANAGARI_LETTER = /[\u0900-\u0963\u0966-\u097F\uA8E0-\uA8FF]/gu
const LATIN_WORD = /[a-z]+/gu
/** Fewer letters than this in a text layer: a scan, or a page of figures; nothing is read from it. */
const FEW_LETTERS = 200
/**
 * English prose is a quarter to a third function words; the Latin text layer of a Hindi PDF typed in
 * a legacy font (Kruti Dev, Chanakya: "Nk=ksa dks lwfpr fd;k tkrk gS") has next to none.
 */
const ENGLISH_WORDS = new Set(['the', 'of', 'and', 'to', 'in', 'for', 'is', 'are', 'be', 'by', 'on', 'with', 'as', 'at', 'or', 'from', 'this', 'that', 'will', 'shall', 'an', 'all', 'not', 'which', 'per', 'has', 'have'])
const ENGLISH_SHARE = 0.08

/**
 * The language of a PDF read from its text layer (docs/decisions/297): Hindi when nearly all its
 * letters are Devanagari, English when nearly all are Latin and read as English, both when each
 * has a fair share; null when it cannot be told (a scan, too few letters, or Latin letters that
 * are no English: a legacy Hindi font's encoding). Staff correct it in the panel.
 */
export function readFileLanguage(text: string): FileLanguage | null {
  const devanagari = text.match(DEVANAGARI_LETTER)?.length ?? 0
  const words = text.toLowerCase().match(LATIN_WORD) ?? []
  const latin = words.reduce((sum, word) => sum + word.length, 0)
  if (devanagari + latin < FEW_LETTERS) return null
  const english = words.length > 0 && words.filter((word) => ENGLISH_WORDS.has(word)).length / words.length >= ENGLISH_SHARE
  const hindiShare = devanagari / (devanagari + latin)
  if (hindiShare >= 0.8) return 'hi'
  if (hindiShare <= 0.2) return english ? 'en' : null
  return english ? 'both' : 'hi'
}

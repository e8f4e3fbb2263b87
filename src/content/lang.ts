/** The site's two languages. English pages are the spec's; every Hindi twin sits at the same path under /hi. */
export type Lang = 'en' | 'hi'

export const LANGS: readonly Lang[] = ['en', 'hi']

/** A page's language, from its URL path alone (no cookie, no Accept-Language): /hi and /hi/… are Hindi. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en'
}

/** Paths that are files or the API, never pages: they have no Hindi twin. */
const NOT_A_PAGE = /^\/(?:api|uploads|assets|images|hi)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i

/** A site path in a language: English paths as they are, Hindi ones under /hi (/ → /hi, /#x → /hi#x). */
export function localPath(lang: Lang, path: string): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//') || NOT_A_PAGE.test(path)) return path
  return path === '/' || /^\/[?#]/.test(path) ? `/hi${path.slice(1)}` : `/hi${path}`
}

const DEVANAGARI_LETTER = /[\u0900-\u0963\u0966-\u097F\uA8E0-\uA8FF]/gu
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu

/**
 * The language of a text nobody named, from its script (docs/decisions/162): Hindi when more of
 * its letters are Devanagari than Latin ("B.A. LL.B. प्रवेश सूचना 2026" is Hindi), else English.
 * Digits, marks and punctuation count for neither; a text without letters is English.
 */
export function scriptLang(text: string): Lang {
  const devanagari = text.match(DEVANAGARI_LETTER)?.length ?? 0
  const latin = text.match(LATIN_LETTER)?.length ?? 0
  return devanagari > latin ? 'hi' : 'en'
}

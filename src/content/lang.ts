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

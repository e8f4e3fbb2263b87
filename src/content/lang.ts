/** The site's two languages. English pages are the spec's; every Hindi twin sits at the same path under /hi. */
export type Lang = 'en' | 'hi'

export const LANGS: readonly Lang[] = ['en', 'hi']

/** A page's language, from its URL path alone (no cookie, no Accept-Language): /hi and /hi/… are Hindi. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en'
}

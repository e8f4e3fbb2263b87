import { localPath, type Lang } from '../content/lang'
import { en, type Messages } from '../content/messages/en'
import { hi } from '../content/messages/hi'

const CATALOGUES: Record<Lang, Messages> = { en, hi }
/** The locale Intl formats each language's dates and numbers with. */
const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' }

/**
 * One page render's language: its catalogue (read only) and its own Intl formatters. Made once per
 * request (pages/+onBeforeRender.ts), never shared between visitors, so no render can see another
 * language's state (the SSR trap of one global i18n instance).
 */
export type I18n = {
  lang: Lang
  t: Messages
  /** "2026-11-26" → "26 November 2026" / "26 नवंबर 2026"; unreadable dates as they are. */
  date: (date: string) => string
  /** An ISO time in IST, with hour and minute. */
  dateTime: (iso: string) => string
  /** A whole number with Indian grouping (1,20,000). */
  number: (value: number) => string
  /** The plural category of a count in this language: Hindi takes "one" for 0 and 1. */
  plural: (count: number) => Intl.LDMLPluralRule
  /** A site path as this language's page: /course → /hi/course on a Hindi page. */
  path: (path: string) => string
}

export function makeI18n(lang: Lang): I18n {
  const locale = LOCALE[lang]
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  // Hindi names the time of day ("रात 3:49 बजे"), never "3:49 am बजे"; English as it was
  const time = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata', ...(lang === 'hi' ? { dayPeriod: 'long' as const } : {}) })
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const plurals = new Intl.PluralRules(lang)
  return {
    lang,
    t: CATALOGUES[lang],
    date(date) {
      const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date)
      return Number.isNaN(parsed.getTime()) ? date : day.format(parsed)
    },
    dateTime(iso) {
      const parsed = new Date(iso)
      return Number.isNaN(parsed.getTime()) ? iso : time.format(parsed)
    },
    number: (value) => numbers.format(value),
    plural: (count) => plurals.select(count),
    path: (path) => localPath(lang, path),
  }
}

/** The same page in the other language, query kept: the language switch's target. */
export function otherLanguagePath(lang: Lang, logicalUrl: string): string {
  return lang === 'hi' ? logicalUrl : localPath('hi', logicalUrl)
}

/**
 * Every page link of a rendered Hindi page moved under /hi: href and action attributes holding a
 * site path that is a page (not the API, an upload or a file). Links that name their own language
 * (hreflang: the switch, the alternates) are left as written. One pass over the finished HTML, so
 * links built in page data, by staff (the announcement bar) or by any component are all covered.
 */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === 'en') return html
  return html.replace(/<(?:a|form|area)\s[^>]*>/g, (tag) => (/ hreflang=/i.test(tag) ? tag : tag.replace(/ (href|action)="(\/[^"]*)"/g, (_, name: string, path: string) => ` ${name}="${localPath(lang, path)}"`)))
}

import { courses } from '../content/courses.js'
import { ADMISSION_FIELD_TEXT, CONTACT_FIELD_TEXT } from '../features/enquiries/ui/messages.js'
import { ADMISSION_OUTCOMES, CONTACT_OUTCOMES } from '../features/enquiries/ui/form-status.js'
import { FORM_RESULTS, readRefusals, STATUS_RESULTS, writeRefusals } from '../features/grievances/ui/form-result.js'
import { RECEIPT_SHAPE } from '../features/grievances/receipts.js'
import { REFERENCE_SHAPE } from '../features/grievances/schema.js'
import { langOfPath } from '../content/lang.js'
import { searchWordsOf } from '../features/search/store.js'
import { searchPageNumber } from '../features/search/paging.js'

/**
 * The query parameters each public page reads, with the values it accepts. A page is rendered from
 * its canonical URL (the path plus only these parameters, valid values only, in this order), and
 * the page cache keys by the same URL: `/?x=1` is the entry of `/`, so unknown parameters neither
 * create entries nor cost a render (docs/decisions/051). A page that starts reading a new
 * parameter declares it here, or it never sees it.
 */
/** The canonical value of a parameter, or null to leave it out. */
type ParamRule = (value: string) => string | null

const oneOf =
  (...values: string[]): ParamRule =>
  (value) =>
    values.includes(value) ? value : null
/** A page number after the first ("1" is the page without the parameter). */
const laterPage: ParamRule = (value) => (/^[1-9]\d{0,5}$/.test(value) && value !== '1' ? value : null)
/** A row id as src/db/ids.ts makes them, or a fixed word such as "uncategorized". */
const idLike: ParamRule = (value) => (/^[a-z0-9-]{1,40}$/.test(value) ? value : null)
/** A course key; any other value is one "unknown" page ("Select a course to view details."). */
const courseKey: ParamRule = (value) => (courses.some((c) => c.key === value) ? value : 'unknown')

/**
 * The fields a form posted without JavaScript got wrong (?fields=name.missing,mobile.invalid): only
 * known field names and problems, each once, in a fixed order, so the values are a small set.
 */
const FORM_FIELDS = [...new Set([...Object.keys(CONTACT_FIELD_TEXT), ...Object.keys(ADMISSION_FIELD_TEXT)])].sort()
const fieldMarks: ParamRule = (value) => {
  const parts = new Set(value.split(',').slice(0, 10))
  const kept = FORM_FIELDS.flatMap((field) => ['missing', 'invalid'].filter((problem) => parts.has(`${field}.${problem}`)).map((problem) => `${field}.${problem}`))
  return kept.length ? kept.join(',') : null
}

/** The words searched for (/search?q=…), as the page reads them (searchWordsOf); empty is the page without. */
const searchWords: ParamRule = (value) => {
  const words = searchWordsOf(value)
  return words.trim() ? words : null
}
/** A page of results after the first, as the page reads it (searchPageNumber): a stranger's number is capped, so one search has at most MAX_SEARCH_PAGES entries. */
const searchPage: ParamRule = (value) => {
  const page = searchPageNumber(value)
  return page > 1 ? String(page) : null
}

// The outcomes the pages show (src/features/enquiries/ui/form-status.ts), one list for both.
const admission = oneOf(...ADMISSION_OUTCOMES)
const contact = oneOf(...CONTACT_OUTCOMES)

export const PAGE_PARAMS: Record<string, Record<string, ParamRule>> = {
  '/': { admission, contact, fields: fieldMarks },
  '/addmissionForm': { admission, fields: fieldMarks },
  '/course': { course: courseKey, admission, fields: fieldMarks },
  '/blogs': { newsPage: laterPage, admissionPage: laterPage },
  '/eventGallery': { category: idLike, page: laterPage },
  '/search': { q: searchWords, page: searchPage },
  '/grievance': { result: oneOf(...FORM_RESULTS), fields: (value) => writeRefusals(readRefusals(value)) || null },
  // never cached, but rendered from these alone too: the signed view (checked by its page), a new filing and
  // its one-time receipt, a refused look-up and its reference
  '/grievance/status': {
    view: (value) => (/^[\w.-]{1,100}$/.test(value) ? value : null),
    filed: oneOf('1'),
    receipt: (value) => (RECEIPT_SHAPE.test(value) ? value : null),
    result: oneOf(...STATUS_RESULTS),
    reference: (value) => (REFERENCE_SHAPE.test(value) ? value : null),
  },
}

/** Pages that show one person's data (a grievance's status view): rendered for each request, never kept. */
const PRIVATE_PAGES = new Set(['/grievance/status'])

/** A page's path without its language prefix: /hi/course → /course, /hi → /. */
export function logicalPath(pathname: string): string {
  return langOfPath(pathname) === 'hi' ? pathname.slice(3) || '/' : pathname
}

/** Public pages: everything but the admin panel. Each is rendered from its canonical URL. */
export function isPublicPage(pathname: string): boolean {
  return !pathname.startsWith('/vvs/') && pathname !== '/vvs'
}

/** Public pages that may be kept (a Hindi twin of a private page is private too). */
export function isCacheablePage(pathname: string): boolean {
  return isPublicPage(pathname) && !PRIVATE_PAGES.has(logicalPath(pathname))
}

/**
 * Per page, whether a query string names any parameter the page reads (as written: a name sent
 * percent-encoded is an unknown parameter). A query naming none is the page's own entry without
 * parsing it, so a flood of made-up query strings costs what a cache hit does.
 */
const NAMES_A_PARAM: Record<string, RegExp> = Object.fromEntries(Object.entries(PAGE_PARAMS).map(([page, rules]) => [page, new RegExp(`(?:^|&)(?:${Object.keys(rules).join('|')})=`)]))

/** The canonical URL of a request URL: its path plus the parameters that page reads. */
export function canonicalPageUrl(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt === -1) return url
  const pathname = url.slice(0, queryAt)
  // A Hindi page reads the parameters of its English twin.
  const page = logicalPath(pathname)
  const rules = PAGE_PARAMS[page]
  if (!rules || !NAMES_A_PARAM[page].test(url.slice(queryAt + 1))) return pathname
  const search = new URLSearchParams(url.slice(queryAt + 1))
  const kept = new URLSearchParams()
  for (const [name, canonicalValue] of Object.entries(rules)) {
    const value = search.get(name)
    const canonical = value === null ? null : canonicalValue(value)
    if (canonical !== null) kept.set(name, canonical)
  }
  const query = kept.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Where a fresh render helps the next visitor after a write under /api/<area>/: `/` and the area's page. */
const AREA_PAGES: Record<string, string[]> = {
  home: ['/'],
  event: ['/', '/eventGallery'],
  blogs: ['/', '/blogs'],
  about: ['/', '/aboutUs'],
}

export function pagesAfterWrite(apiPath: string): string[] {
  const area = /^\/api\/([^/?]+)/.exec(apiPath)?.[1] ?? ''
  return AREA_PAGES[area] ?? ['/']
}

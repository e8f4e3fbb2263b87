import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { blogHref } from '../blogs/ui/text.js'
import { documentUrl } from '../documents/store.js'
import { documentVisibleSql, noticePublishedSql, rowShownSql } from '../../db/visibility.js'
import type { Lang } from '../../content/lang.js'
import { isFileLanguage, type FileLanguage } from '../../content/file-language.js'
import { alternativesOf } from './words.js'
import { MAX_SEARCH_PAGES, SEARCH_PAGE_SIZE } from './paging.js'

/** Marks around matched words in titles and snippets (private-use characters, never typed). */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

/** 'section': a text area's section of its page (its entry's ref is that address, docs/decisions/185). */
export type SearchKind = 'news' | 'document' | 'program' | 'committee' | 'faculty' | 'course' | 'page' | 'disclosure' | 'section'

export type SearchResult = {
  kind: SearchKind
  /** What the result is, for people: "News", "Document", … */
  label: string
  href: string
  /** With MARK_START/MARK_END around matched words */
  title: string
  snippet: string
  /** The language of the title and of the snippet (an item in one language only shows that one). */
  lang: Lang
  snippetLang: Lang
  /** A document's: the language its PDF is written in, when known (docs/decisions/297); the page says it, the API leaves it out */
  fileLanguage?: FileLanguage
}

const LABELS: Record<SearchKind, string> = { news: 'News', document: 'Document', program: 'Programme', committee: 'Committee', faculty: 'Faculty', course: 'Course', page: 'Page', disclosure: 'Disclosure', section: 'Page' }

export const MAX_QUERY_CHARS = 200

/**
 * The words of ?q= as the search page reads and shows them: control characters (never typed; a
 * terminal's colour codes pasted) become spaces, at most MAX_QUERY_CHARS characters.
 */
export function searchWordsOf(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, MAX_QUERY_CHARS)
}
const MAX_TERMS = 8

/**
 * A person's words as an FTS5 query: each word quoted (so FTS5 syntax in it is only text) and
 * matched as a prefix, all words required. Null when nothing searchable is left.
 */
export function ftsQuery(q: string): string | null {
  const terms = queryTerms(q)
  return terms.length ? terms.map((term) => `"${term}"*`).join(' ') : null
}

/** A person's words, as many as a search takes (the panel search reads them alike). */
export function queryTerms(q: string): string[] {
  return q
    .normalize('NFC')
    .slice(0, MAX_QUERY_CHARS)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
}

const quotedTerm = (term: string) => `"${term.replace(/"/g, '""')}"`

/** What one of a person's words may be found as (src/features/search/words.ts). */
type WordGroup = Awaited<ReturnType<typeof alternativesOf>>

/**
 * A person's words as FTS5 queries. `any`: every word still required, any of its alternatives
 * found, a typed word or synonym also as the start of a longer word. "fees" → ("fees"* OR "शुल्क"*
 * OR … OR "फीस"). `whole`: each word alone, found only as a whole word ("fees" → ("fees" OR "शुल्क"
 * OR … OR "फीस")), for the ranking. Null when nothing searchable is left.
 */
async function searchQueries(db: Db, q: string): Promise<{ any: string; whole: string[]; groups: WordGroup[] } | null> {
  const terms = queryTerms(q)
  if (!terms.length) return null
  const groups = await Promise.all(terms.map((term) => alternativesOf(db, term)))
  const either = (words: string[]) => `(${words.join(' OR ')})`
  return {
    any: groups.map(({ prefixes, words }) => either([...prefixes.map((p) => `${quotedTerm(p)}*`), ...words.map(quotedTerm)])).join(' AND '),
    whole: groups.map(({ prefixes, words }) => either([...prefixes, ...words].map(quotedTerm))),
    groups,
  }
}

/**
 * What the public may find at `now` for an FTS5 query: the index rows it matches, joined to the rows
 * they stand for, and only those shown (src/db/visibility.ts). One fragment for the count and for
 * the page of results, so the count says how many there are to page through.
 */
function foundRows(match: string, now: number) {
  return sql`from search_index s
    left join documents d on s.kind = 'document' and d.id = s.ref
    left join committees c on s.kind = 'committee' and c.id = s.ref
    left join blogs b on s.kind = 'news' and b.id = s.ref
    left join programs p on s.kind = 'program' and p.id = s.ref
    left join faculty f on s.kind = 'faculty' and f.id = s.ref
    where search_index match ${match}
      and (s.kind != 'news' or ${noticePublishedSql(now, 'b')})
      and (s.kind != 'document' or ${documentVisibleSql(now, 'd')})
      and (s.kind != 'committee' or c.id is not null)
      and (s.kind != 'program' or ${rowShownSql('programs', 'p')})
      and (s.kind != 'faculty' or ${rowShownSql('faculty', 'f')})`
}

type Row = {
  kind: SearchKind
  ref: string
  title: string
  snippet: string
  /** The entry's own language, and its translation's title and snippet (null: none) */
  lang: Lang | null
  altTitle: string | null
  altSnippet: string | null
  documentName: string | null; fileLanguage: string | null; committeeKind: string | null; rank: number }

/** Where each statutory entry shows on /disclosure. */
const DISCLOSURE_PART: Record<string, string> = { accreditation: 'accreditation', head: 'administration', ombudsperson: 'administration', 'anti-ragging': 'anti-ragging', scholarships: 'scholarships' }

function hrefOf(row: Row): string | null {
  switch (row.kind) {
    case 'news':
      return blogHref(row.ref)
    case 'document':
      return row.documentName ? documentUrl({ id: row.ref, originalName: row.documentName }) : null
    case 'committee':
      return row.committeeKind ? `/committees#${row.committeeKind}` : null
    case 'program':
      return '/#programs'
    case 'faculty':
      return '/aboutUs#faculty'
    case 'disclosure':
      // a statutory entry (migration 026): its part of /disclosure
      return `/disclosure#${DISCLOSURE_PART[row.ref.replace(/^statutory-/, '')] ?? ''}`
    default:
      return row.ref
  }
}

/**
 * A snippet as a reader reads it: the stored form's bullet markers (a line starting with `**`,
 * spec §9) are not shown on the pages, so not in a snippet either; the gap closes to one space.
 */
export function withoutBulletMarks(text: string): string {
  return text.replace(/\s*\*\*+\s*/g, ' ').replace(/ {2,}/g, ' ').trim()
}

/** The entry's text in the page's language where it has one (docs/decisions/126). */
function inPageLang(row: Row, lang: Lang): Pick<SearchResult, 'title' | 'snippet' | 'lang' | 'snippetLang'> {
  const own: Lang = row.lang ?? 'en'
  const translated = own !== lang && !!row.altTitle
  return {
    title: translated ? row.altTitle! : row.title,
    lang: translated ? lang : own,
    snippet: withoutBulletMarks(translated && row.altSnippet ? row.altSnippet : row.snippet),
    snippetLang: translated && row.altSnippet ? lang : own,
  }
}

const MARKED = /\uE000([^\uE001]*)\uE001/g
const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Where the letter holding code unit `at - 1` of `word` ends: a cut there never parts a consonant from its vowel sign or virama. */
function letterEnd(word: string, at: number): number {
  for (const { index, segment } of letters.segment(word)) if (index + segment.length >= at) return index + segment.length
  return word.length
}

/**
 * The marks as a reader should read them: a word found whole stays marked whole; a longer word
 * found by its start has only the start typed marked ("fee": "\uE000Fee\uE001dback"), so a result
 * does not seem to hold a word it does not.
 */
function markedParts(groups: WordGroup[]): (text: string) => string {
  const whole = new Set(groups.flatMap(({ prefixes, words }) => [...prefixes, ...words]))
  // the longest first: "fees" before "fee" in "feesheet"
  const starts = [...new Set(groups.flatMap(({ prefixes }) => prefixes))].sort((a, b) => b.length - a.length)
  return (text) =>
    text.replace(MARKED, (marked, word: string) => {
      if (whole.has(word.normalize('NFC').toLowerCase())) return marked
      const typed = starts.find((start) => word.slice(0, start.length).normalize('NFC').toLowerCase() === start)
      const end = typed ? letterEnd(word, typed.length) : word.length
      return end < word.length ? `${MARK_START}${word.slice(0, end)}${MARK_END}${word.slice(end)}` : marked
    })
}

/** Highlight and snippet marks (private-use characters, never typed), as SQL text. */
const marks = sql`${MARK_START}, ${MARK_END}`

/**
 * One page of ranked results (`limit` from `offset`) with highlighted titles and snippets, in the
 * page's language `lang` where the item has it. The order: items with more of the words found
 * whole come first (searching "fee" lists "Fee structure" before "Feedback", प्रवेश "प्रवेश सूचना"
 * before "प्रवेशार्थियों"), then BM25 (a match in the title counts ten times one in the text, in
 * either language), then the newest entry of the index.
 */
async function rankedResults(db: Db, queries: NonNullable<Awaited<ReturnType<typeof searchQueries>>>, now: number, lang: Lang, limit: number, offset: number): Promise<SearchResult[]> {
  const wholeWords = sql.join(
    queries.whole.map((whole) => sql`(s.rowid in (select rowid from search_index where search_index match ${whole}))`),
    sql` + `,
  )
  const { rows } = await sql<Row>`
    select s.kind, s.ref,
      highlight(search_index, 2, ${marks}) as title,
      snippet(search_index, 3, ${marks}, '…', 24) as snippet,
      s.lang, case when s.alt_title is not null then highlight(search_index, 5, ${marks}) end as alt_title,
      case when s.alt_body is not null then snippet(search_index, 6, ${marks}, '…', 24) end as alt_snippet,
      d.original_name as document_name, d.file_language as file_language, c.kind as committee_kind,
      bm25(search_index, 0, 0, 10.0, 1.0, 0, 10.0, 1.0) as rank,
      ${wholeWords} as whole_words
    ${foundRows(queries.any, now)}
    order by whole_words desc, rank, s.rowid desc
    limit ${limit} offset ${offset}`.execute(db)
  const marked = markedParts(queries.groups)
  const results: SearchResult[] = []
  for (const row of rows) {
    const href = hrefOf(row)
    if (!href) continue
    const shown = inPageLang(row, lang)
    const fileLanguage = row.kind === 'document' && isFileLanguage(row.fileLanguage) ? { fileLanguage: row.fileLanguage } : {}
    results.push({ kind: row.kind, label: LABELS[row.kind], href, ...shown, title: marked(shown.title), snippet: marked(shown.snippet), ...fileLanguage })
  }
  return results
}

/**
 * The first `limit` results for `q` (GET /api/search): what the public may see at `now`, no notice
 * before its publish time, no document that is not visible, no draft.
 */
export async function searchSite(db: Db, q: string, now: number, limit = SEARCH_PAGE_SIZE, lang: Lang = 'en'): Promise<SearchResult[]> {
  const queries = await searchQueries(db, q)
  return queries ? rankedResults(db, queries, now, lang, limit, 0) : []
}

/** One page of /search: its results, how many there are in all, and which page of how many it is. */
export type SearchPage = { results: SearchResult[]; total: number; page: number; pages: number }

/**
 * Page `asked` of the results for `q` (SEARCH_PAGE_SIZE each, at most MAX_SEARCH_PAGES pages): a
 * page past the last is the last page.
 */
export async function searchSitePage(db: Db, q: string, now: number, asked: number, lang: Lang): Promise<SearchPage> {
  const queries = await searchQueries(db, q)
  if (!queries) return { results: [], total: 0, page: 1, pages: 1 }
  const { rows } = await sql<{ total: number }>`select count(*) as total ${foundRows(queries.any, now)}`.execute(db)
  const total = Number(rows[0]?.total ?? 0)
  const pages = Math.min(Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), MAX_SEARCH_PAGES)
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages)
  const results = total ? await rankedResults(db, queries, now, lang, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE) : []
  return { results, total, page, pages }
}

import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { blogHref } from '../blogs/ui/text.js'
import { documentUrl } from '../documents/store.js'
import { documentVisibleSql, noticePublishedSql, rowShownSql } from '../../db/visibility.js'
import type { Lang } from '../../content/lang.js'
import { alternativesOf } from './words.js'

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

/**
 * ftsQuery() with each word standing for its alternatives (src/features/search/words.ts): every
 * word still required, any of its alternatives found. "fees" → ("fees"* OR "शुल्क"* OR … OR "फीस").
 */
async function expandedQuery(db: Db, q: string): Promise<string | null> {
  const terms = queryTerms(q)
  if (!terms.length) return null
  const groups = await Promise.all(terms.map((term) => alternativesOf(db, term)))
  return groups.map(({ prefixes, words }) => `(${[...prefixes.map((p) => `${quotedTerm(p)}*`), ...words.map(quotedTerm)].join(' OR ')})`).join(' AND ')
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
  documentName: string | null; committeeKind: string | null; rank: number }

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

/**
 * Ranked results (BM25, a match in the title counts ten times one in the text, in either language)
 * with highlighted titles and snippets, in the page's language `lang` where the item has it. Only what the public may see at `now` is found: no notice before its publish
 * time, no document that is not visible, no draft (src/db/visibility.ts).
 */
export async function searchSite(db: Db, q: string, now: number, limit = 30, lang: Lang = 'en'): Promise<SearchResult[]> {
  const query = await expandedQuery(db, q)
  if (!query) return []
  const { rows } = await sql<Row>`
    select s.kind, s.ref,
      highlight(search_index, 2, ${MARK_START}, ${MARK_END}) as title,
      snippet(search_index, 3, ${MARK_START}, ${MARK_END}, '…', 24) as snippet,
      s.lang, case when s.alt_title is not null then highlight(search_index, 5, ${MARK_START}, ${MARK_END}) end as alt_title,
      case when s.alt_body is not null then snippet(search_index, 6, ${MARK_START}, ${MARK_END}, '…', 24) end as alt_snippet,
      d.original_name as document_name, c.kind as committee_kind,
      bm25(search_index, 0, 0, 10.0, 1.0, 0, 10.0, 1.0) as rank
    from search_index s
    left join documents d on s.kind = 'document' and d.id = s.ref
    left join committees c on s.kind = 'committee' and c.id = s.ref
    left join blogs b on s.kind = 'news' and b.id = s.ref
    left join programs p on s.kind = 'program' and p.id = s.ref
    left join faculty f on s.kind = 'faculty' and f.id = s.ref
    where search_index match ${query}
      and (s.kind != 'news' or ${noticePublishedSql(now, 'b')})
      and (s.kind != 'document' or ${documentVisibleSql(now, 'd')})
      and (s.kind != 'program' or ${rowShownSql('programs', 'p')})
      and (s.kind != 'faculty' or ${rowShownSql('faculty', 'f')})
    order by rank
    limit ${limit}`.execute(db)
  const results: SearchResult[] = []
  for (const row of rows) {
    const href = hrefOf(row)
    if (href) results.push({ kind: row.kind, label: LABELS[row.kind], href, ...inPageLang(row, lang) })
  }
  return results
}

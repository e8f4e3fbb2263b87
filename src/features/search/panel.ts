import { Router } from 'express'
import type { Kysely, RawBuilder } from 'kysely'
import type { Db } from '../../db/connection.js'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { sendData } from '../../http/replies.js'
import type { Role } from '../../platform/auth/roles.js'
import { textsOf } from '../../platform/translations/search-entry.js'
import { panelAllowed, panelHref, type PanelKey } from '../../ui/admin/panels.js'
import { MAX_QUERY_CHARS, queryTerms, withoutBulletMarks } from './store.js'
import { alternativesOf } from './words.js'

/**
 * The panel search (issue 40, docs/decisions/215): one box that finds any item staff may open,
 * drafts, scheduled and expired notices included, by reading the areas' own tables (the public
 * index holds only what the public may find, and never an enquiry or a grievance). Who may find a
 * source is who may open its panel (panelAllowed: the sidebar's permissions, read by roleCan).
 */

type Row = Record<string, unknown>

/** One kind of item the panel search reads, declared in the composition (src/app/panel-search.ts). */
export type PanelSearchSource = {
  /** What the item is, in staff words: "News", "Faculty", "Grievance". */
  area: string
  /** The panel that opens it; only a person who may open this panel finds it. */
  panel: PanelKey
  /** The table as Kysely names it; its rows have an id and an updatedAt. */
  table: string
  /** The columns searched (JSON lists are read as their texts). */
  fields: readonly string[]
  /** Columns that hold a choice's key, searched by its label: { course: { 'ba-llb': 'B.A. LL.B. (Integrated)' } }. */
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** The area key its other-language twins are kept under in `translations`. */
  translations?: string
  /** One current row (the newest by updatedAt): only it is searched. */
  oneRow?: boolean
  /** A column that, when set, takes the row out of the search (a grievance in the bin). */
  goneWhenSet?: string
  /** Only the rows this person may see: a notice's draft is its writer's and the Administrators' (docs/decisions/225). */
  seenBy?: (reader: Reader) => RawBuilder<boolean>
  /** The item's name in the results. */
  title: (row: Row) => string
  /** The address parameters that open the row in its panel (none: the panel itself). */
  link?: (row: Row) => Record<string, string>
  /** A word on its state the public cannot see, as `reader` reads it: "Your draft", "Scheduled", "Expired". */
  note?: (row: Row, now: number, reader: Reader) => string | null
}

/** Who searches: their account and role. */
export type Reader = { id: string; role: Role }

export type PanelSearchResult = {
  area: string
  title: string
  snippet: string
  note: string | null
  /** The panel's key and the address that opens the item in it. */
  panel: PanelKey
  href: string
}

export const PANEL_SEARCH_EMPTY = 'Type a word or a name to search for.'
export const PANEL_SEARCH_TOO_LONG = `Search for at most ${MAX_QUERY_CHARS} characters.`

/** Rows read per source before the words are checked, and results answered in all. */
const CANDIDATES = 60
const MAX_RESULTS = 40
const SNIPPET_CHARS = 140

type Loose = Kysely<Record<string, Row>>

/** The words of `q`, each with what it may stand for on the site (transliterations, synonyms: the public search's). */
async function termGroups(db: Db, q: string): Promise<string[][]> {
  return Promise.all(
    queryTerms(q).map(async (term) => {
      const { prefixes, words } = await alternativesOf(db, term)
      return [...new Set([...prefixes, ...words].map((word) => word.toLowerCase()))]
    }),
  )
}

const WORD_START = /[^\p{L}\p{M}\p{N}]/u

/** Where one of `words` starts a word of `text` (lower case), or -1. */
function wordStart(text: string, words: readonly string[]): number {
  for (const word of words) {
    let at = text.indexOf(word)
    while (at !== -1) {
      if (at === 0 || WORD_START.test(text[at - 1]!)) return at
      at = text.indexOf(word, at + 1)
    }
  }
  return -1
}

/** A short piece of `text` around `at`, on word boundaries where it can. */
function snippetAround(text: string, at: number): string {
  const flat = withoutBulletMarks(text.replace(/\s+/g, ' '))
  if (flat.length <= SNIPPET_CHARS) return flat
  const start = Math.max(0, Math.min(at - 40, flat.length - SNIPPET_CHARS))
  const piece = flat.slice(start, start + SNIPPET_CHARS)
  return `${start > 0 ? '…' : ''}${piece}${start + SNIPPET_CHARS < flat.length ? '…' : ''}`
}

async function searchSource(db: Loose, source: PanelSearchSource, reader: Reader, groups: string[][], now: number): Promise<(PanelSearchResult & { inTitle: boolean })[]> {
  let query = db.selectFrom(source.table).selectAll()
  if (source.oneRow) {
    query = query.orderBy('updatedAt', 'desc').limit(1)
  } else {
    if (source.goneWhenSet) query = query.where(source.goneWhenSet, 'is', null)
    if (source.seenBy) query = query.where(source.seenBy(reader))
    for (const words of groups) {
      // a choice is found by a word of its label: the keys of the labels that hold one
      const chosen = Object.entries(source.choices ?? {}).map(([field, labels]) => [field, Object.keys(labels).filter((key) => wordStart(labels[key]!.toLowerCase(), words) !== -1)] as const)
      query = query.where((eb) =>
        eb.or([
          ...source.fields.flatMap((field) => words.map((word) => eb(eb.ref(field), 'like', `%${word}%`))),
          ...chosen.filter(([, keys]) => keys.length).map(([field, keys]) => eb(eb.ref(field), 'in', keys)),
          ...(source.translations
            ? [
                eb.exists(
                  eb
                    .selectFrom('translations')
                    .select('translations.rowId')
                    .where('translations.area', '=', source.translations)
                    .whereRef('translations.rowId', '=', eb.ref(`${source.table}.id`))
                    .where((inner) => inner.or(words.map((word) => inner(inner.ref('translations.text'), 'like', `%${word}%`)))),
                ),
              ]
            : []),
        ]),
      )
    }
    query = query.orderBy('updatedAt', 'desc').limit(CANDIDATES)
  }
  const rows = await query.execute()
  if (!rows.length) return []
  const twins = source.translations
    ? await db
        .selectFrom('translations')
        .select(['rowId', 'text'])
        .where('area', '=', source.translations)
        .where(
          'rowId',
          'in',
          rows.map((row) => String(row.id)),
        )
        .execute()
    : []
  const results: (PanelSearchResult & { inTitle: boolean })[] = []
  for (const row of rows) {
    const texts = [
      ...source.fields.map((field) => (row[field] == null ? '' : textsOf(String(row[field])))),
      ...Object.entries(source.choices ?? {}).map(([field, labels]) => labels[String(row[field] ?? '')] ?? ''),
      ...twins.filter((twin) => twin.rowId === row.id).map((twin) => textsOf(String(twin.text))),
    ].filter(Boolean)
    const lower = texts.map((text) => text.toLowerCase())
    // every word starts a word somewhere in the item (a prefix match, as on the public search)
    if (!groups.every((words) => lower.some((text) => wordStart(text, words) !== -1))) continue
    const title = source.title(row)
    // the snippet says more than the name: the first other text holding a word, else the first other text
    const others = texts.map((_, i) => i).filter((i) => texts[i] !== title)
    const holding = others.find((i) => groups.some((words) => wordStart(lower[i]!, words) !== -1))
    const shownAt = holding ?? others[0]
    const found = shownAt === undefined ? [] : groups.map((words) => wordStart(lower[shownAt]!, words)).filter((at) => at >= 0)
    const params = source.link?.(row) ?? {}
    const href = [panelHref(source.panel), ...Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(value)}`)].join('&')
    results.push({
      area: source.area,
      title,
      snippet: shownAt === undefined ? '' : snippetAround(texts[shownAt]!, found.length ? Math.min(...found) : 0),
      note: source.note?.(row, now, reader) ?? null,
      panel: source.panel,
      href,
      inTitle: groups.every((words) => wordStart(title.toLowerCase(), words) !== -1),
    })
  }
  return results
}

/**
 * What `reader` finds for `q` across `sources`: only the sources whose panel their role may open
 * are read at all, and of those only the rows they may see; items whose name holds every word come first.
 */
export async function searchPanel(db: Db, sources: readonly PanelSearchSource[], reader: Reader, q: string, now: number): Promise<PanelSearchResult[]> {
  const groups = await termGroups(db, q)
  if (!groups.length) return []
  const allowed = sources.filter((source) => panelAllowed(reader.role, source.panel))
  const found = (await Promise.all(allowed.map((source) => searchSource(db as unknown as Loose, source, reader, groups, now)))).flat()
  // a stable sort: within each half, the sources' order and newest first
  found.sort((a, b) => Number(b.inTitle) - Number(a.inTitle))
  return found.slice(0, MAX_RESULTS).map(({ inTitle: _, ...result }) => result)
}

/** The searched words from ?q=, or a 400 that says what to type. */
export function panelSearchQuery(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, PANEL_SEARCH_EMPTY)
  if (value.length > MAX_QUERY_CHARS) throw new HttpError(400, PANEL_SEARCH_TOO_LONG)
  if (!queryTerms(value).length) throw new HttpError(400, PANEL_SEARCH_EMPTY)
  return value
}

/** GET /api/admin/search?q=…: { data: { results } } for the signed-in person's role (beside the contract). */
export function panelSearchApi(sources: readonly PanelSearchSource[]) {
  return (ctx: AppContext): Router => {
    const router = Router()
    router.get('/admin/search', guard('signed-in'), async (req, res) => {
      const q = panelSearchQuery(req.query.q)
      sendData(res, { results: await searchPanel(ctx.db, sources, req.admin!, q, ctx.clock.now()) })
    })
    return router
  }
}

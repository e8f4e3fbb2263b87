import Sanscript from '@indic-transliteration/sanscript'
import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { SEARCH_SYNONYMS } from '../../content/search-words.js'

/**
 * What a person's search word may be on the site (issue 37, docs/decisions/164): the word, the
 * other words of its synonym group (src/content/search-words.ts), and every Devanagari word of the
 * index with the same loose key — so "pravesh" finds प्रवेश, "fees" फीस, "जिला" ज़िला, "हिंदी" हिन्दी.
 */

const DEVANAGARI = /[\u0900-\u097F]/
const NUKTA = /\u093C/g

/**
 * A word's loose key: how it sounds, spelled the way people type Hindi in Latin letters on a phone.
 * Devanagari is first written in IAST (sanscript); then both are folded alike: no vowel length,
 * sh/ṣ/ś → s, no aspirates (kh → k, chh → c), ṛ → ri, nasals → n, f → p, w → v, z → j, doubled
 * letters once, no final a.
 */
export function looseKey(word: string): string {
  let text = word.normalize('NFC').toLowerCase()
  if (DEVANAGARI.test(text)) text = Sanscript.t(text.replace(NUKTA, ''), 'devanagari', 'iast')
  return text
    .replace(/jñ/g, 'gy')
    .replace(/ṛ/g, 'ri')
    .replace(/[ṃṁ~]|m̐/g, 'n')
    .replace(/ḥ/g, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ph|f/g, 'p')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/([kgcjtdpbs])h+/g, '$1')
    .replace(/(.)\1+/g, '$1')
    .replace(/(.)a$/, '$1')
}

const GROUPS = new Map<string, readonly string[]>()
for (const group of SEARCH_SYNONYMS) for (const word of group) GROUPS.set(word.normalize('NFC').toLowerCase(), group)

/** The Devanagari words of the index by loose key, remade when the index has changed (its newest rowid). */
let known: { newest: number; byKey: Map<string, string[]> } | null = null

async function devanagariWords(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ newest: number | null }>`select max(rowid) as newest from search_index`.execute(db)
  const newest = rows[0]?.newest ?? 0
  if (known?.newest === newest) return known.byKey
  await sql`create virtual table if not exists temp.search_terms using fts5vocab(main, search_index, row)`.execute(db)
  const terms = await sql<{ term: string }>`select term from temp.search_terms`.execute(db)
  const byKey = new Map<string, string[]>()
  for (const { term } of terms.rows) {
    if (!DEVANAGARI.test(term)) continue
    const key = looseKey(term)
    if (!key) continue
    const list = byKey.get(key)
    if (list) list.push(term)
    else byKey.set(key, [term])
  }
  known = { newest, byKey }
  return byKey
}

/** At most this many words one search word may stand for. */
const MAX_ALTERNATIVES = 24

/**
 * The words one search word stands for: itself (as a prefix), its synonyms (as prefixes), and the
 * index's Devanagari words sounding like any of them (a Latin word typed in part matches their
 * start: "prave" → प्रवेश).
 */
export async function alternativesOf(db: Db, term: string): Promise<{ prefixes: string[]; words: string[] }> {
  const lower = term.normalize('NFC').toLowerCase()
  const prefixes = [...new Set([lower, ...(GROUPS.get(lower) ?? [])])]
  const byKey = await devanagariWords(db)
  const words = new Set<string>()
  for (const word of prefixes) {
    const key = looseKey(word)
    if (key.length < 2) continue
    const latinTyped = !DEVANAGARI.test(word)
    for (const [candidate, list] of byKey) {
      if (candidate === key || (latinTyped && key.length >= 3 && candidate.startsWith(key))) for (const found of list) words.add(found)
      if (words.size >= MAX_ALTERNATIVES) break
    }
  }
  return { prefixes, words: [...words].filter((word) => !prefixes.includes(word)).slice(0, MAX_ALTERNATIVES) }
}

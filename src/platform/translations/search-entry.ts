import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import type { TranslatedArea } from './area.js'

/**
 * The item's search entry: its language and its translation beside its own text (the triggers of
 * migrations 014 and 017 make the same entry when the item is written).
 */
export async function refreshSearchEntry(db: Db, area: TranslatedArea, id: string): Promise<void> {
  const search = area.search!
  const lang = (await db.selectFrom('contentLangs').select('lang').where('area', '=', area.key).where('rowId', '=', id).executeTakeFirst())?.lang ?? 'en'
  const rows = await db.selectFrom('translations').select(['field', 'text']).where('area', '=', area.key).where('rowId', '=', id).orderBy('field').execute()
  const title = rows.find((row) => row.field === search.title)?.text ?? null
  const inBody = (field: string) => (search.body ? search.body.includes(field) : field !== search.title)
  const body = rows.filter((row) => inBody(row.field)).map((row) => textsOf(row.text)).join(' ') || null
  await sql`update search_index set lang = ${lang}, alt_title = ${title}, alt_body = ${body} where kind = ${search.kind} and ref = ${search.ref ?? id}`.execute(db)
}

/**
 * A stored text as words: a JSON list or object (a committee's members, their translation) by its
 * non-blank texts, not its keys or JSON; any other text as it is. The language of a row and its
 * search entry read it alike.
 */
export function textsOf(text: string): string {
  if (!/^\s*[[{]/.test(text)) return text
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return text
  }
  const texts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim()) texts.push(value)
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(parsed)
  return texts.join(' ')
}

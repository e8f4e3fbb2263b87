import type SQLite from 'better-sqlite3'
import { scriptLang } from '../../content/lang.js'
import { translatableFields, type TranslatedArea } from './area.js'

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`

/** A stored field as words: a JSON list (a committee's members) by its texts, not its keys. */
function wordsOf(value: unknown): string {
  if (typeof value !== 'string') return ''
  if (!/^\s*[[{]/.test(value)) return value
  try {
    const texts: string[] = []
    const walk = (item: unknown): void => {
      if (typeof item === 'string') texts.push(item)
      else if (item && typeof item === 'object') Object.values(item).forEach(walk)
    }
    walk(JSON.parse(value))
    return texts.join(' ')
  } catch {
    return value
  }
}

/** The language of a row's translatable fields, from their script (the SQL function `text_lang`). */
export function textLangOf(...fields: unknown[]): string {
  return scriptLang(fields.map(wordsOf).join(' '))
}

/**
 * Records the language of every write of a translated area's row where it is written
 * (docs/decisions/162): TEMP triggers, made from the declarations each time the database is opened
 * (as the versions', src/platform/versions/rows.ts), so the spec's API, the original client, a
 * put-back, a bin restore and the demo seed all record it. A write names no language (the spec's
 * fields have none), so it is read from the script of the text, unless staff chose it in the panel
 * (`chosen`, which only the Translations call sets) or the row has a translation (its language is
 * then what the translation was written against). The search entry takes the same language.
 * Rows stored before (or by a tool without these triggers) are recorded once here.
 */
export function recordTextLangs(sqlite: SQLite.Database, areas: readonly TranslatedArea[]): void {
  sqlite.function('text_lang', { varargs: true, deterministic: true }, textLangOf)
  for (const area of areas) {
    const table = snake(area.table)
    const columns = translatableFields(area).map(snake)
    const key = quoted(area.key)
    const rowId = (row: string) => (area.oneRow ? key : `${row}.id`)
    const translated = (row: string) => `EXISTS (SELECT 1 FROM translations WHERE area = ${key} AND row_id = ${rowId(row)})`
    const entry = area.search
      ? `UPDATE search_index SET lang = (SELECT lang FROM content_langs WHERE area = ${key} AND row_id = NEW.id) WHERE kind = ${quoted(area.search.kind)} AND ref = NEW.id;`
      : ''
    const record = `INSERT INTO content_langs (area, row_id, lang, chosen) VALUES (${key}, ${rowId('NEW')}, text_lang(${columns.map((c) => `NEW.${c}`).join(', ')}), 0)
    ON CONFLICT (area, row_id) DO UPDATE SET lang = excluded.lang WHERE content_langs.chosen = 0 AND NOT ${translated('NEW')};
  ${entry}`
    sqlite.exec(`DROP TRIGGER IF EXISTS temp.text_lang_of_new_${table}`)
    sqlite.exec(`CREATE TEMP TRIGGER text_lang_of_new_${table} AFTER INSERT ON main.${table}
BEGIN
  ${record}
END`)
    sqlite.exec(`DROP TRIGGER IF EXISTS temp.text_lang_of_${table}`)
    sqlite.exec(`CREATE TEMP TRIGGER text_lang_of_${table} AFTER UPDATE OF ${columns.join(', ')} ON main.${table}
BEGIN
  ${record}
END`)
    // rows with no language yet: one pass (a one-row area: its current row)
    const rows = area.oneRow ? `(SELECT * FROM ${table} ORDER BY updated_at DESC LIMIT 1) AS r` : `${table} AS r`
    const recorded = sqlite
      .prepare(
        `INSERT INTO content_langs (area, row_id, lang, chosen)
         SELECT ${key}, ${rowId('r')}, CASE WHEN ${translated('r')} THEN 'en' ELSE text_lang(${columns.map((c) => `r.${c}`).join(', ')}) END, 0 FROM ${rows}
         WHERE NOT EXISTS (SELECT 1 FROM content_langs WHERE area = ${key} AND row_id = ${rowId('r')})`,
      )
      .run().changes
    if (recorded && area.search) {
      sqlite
        .prepare(`UPDATE search_index SET lang = (SELECT lang FROM content_langs WHERE area = ? AND row_id = search_index.ref) WHERE kind = ? AND ref IN (SELECT row_id FROM content_langs WHERE area = ?)`)
        .run(area.key, area.search.kind, area.key)
    }
  }
}

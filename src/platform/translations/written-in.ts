import type SQLite from 'better-sqlite3'
import { scriptLang } from '../../content/lang.js'
import { translatableFields, type TranslatedArea } from './area.js'
import { textsOf } from './search-entry.js'

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The language of a row's translatable fields, from their script (the SQL function `text_lang`). */
export function textLangOf(...fields: unknown[]): string {
  return scriptLang(fields.map((field) => (typeof field === 'string' ? textsOf(field) : '')).join(' '))
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
    if (area.keptInVersions) {
      recordTextAreaLang(sqlite, area)
      continue
    }
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

/**
 * A text area's language and search entry (docs/decisions/185): its row is its newest version, so
 * the trigger watches content_versions for the area's versions (a save, a photo, a put-back, the
 * seed alike), records the language as a table's row has it, and writes the entry anew: the area's
 * text under the kind and address its declaration's `search` gives, its translation beside it.
 */
function recordTextAreaLang(sqlite: SQLite.Database, area: TranslatedArea): void {
  const key = quoted(area.key)
  const trigger = `text_lang_of_area_${area.key.replace(/\W/g, '_')}`
  const fields = translatableFields(area)
  const field = (row: string, name: string) => `json_extract(${row}.row, ${quoted(`$.${name}`)})`
  const lang = (row: string) => `text_lang(${fields.map((name) => field(row, name)).join(', ')})`
  const translated = `EXISTS (SELECT 1 FROM translations WHERE area = ${key} AND row_id = ${key})`
  const record = (row: string) => `INSERT INTO content_langs (area, row_id, lang, chosen) VALUES (${key}, ${key}, ${lang(row)}, 0)
    ON CONFLICT (area, row_id) DO UPDATE SET lang = excluded.lang WHERE content_langs.chosen = 0 AND NOT ${translated}`
  const search = area.search
  /** `from`: where `row` is read (none in the trigger, which reads NEW). */
  const entry = (row: string, from = '') => {
    if (!search) return ''
    const ref = quoted(search.ref ?? area.key)
    const body = fields.filter((name) => (search.body ? search.body.includes(name) : name !== search.title))
    const text = (names: string[]) => (names.length ? names.map((name) => `coalesce(${field(row, name)}, '')`).join(` || ' ' || `) : `''`)
    const fromTranslations = `FROM translations WHERE area = ${key} AND row_id = ${key}`
    return `DELETE FROM search_index WHERE kind = ${quoted(search.kind)} AND ref = ${ref};
  INSERT INTO search_index (kind, ref, title, body, lang, alt_title, alt_body)
    SELECT ${quoted(search.kind)}, ${ref}, ${field(row, search.title)}, ${text(body)},
      coalesce((SELECT lang FROM content_langs WHERE area = ${key} AND row_id = ${key}), 'en'),
      (SELECT text ${fromTranslations} AND field = ${quoted(search.title)}),
      (SELECT group_concat(text, ' ') ${fromTranslations} AND field IN (${body.map(quoted).join(', ') || `''`}))
    ${from} WHERE coalesce(${field(row, search.title)}, '') != '';`
  }
  const newest = `(SELECT * FROM main.content_versions WHERE area = ${key} AND item_id = '' ORDER BY saved_at DESC, rowid DESC LIMIT 1)`
  sqlite.exec(`DROP TRIGGER IF EXISTS temp.${trigger}`)
  sqlite.exec(`CREATE TEMP TRIGGER ${trigger} AFTER INSERT ON main.content_versions WHEN NEW.area = ${key} AND NEW.item_id = ''
BEGIN
  ${record('NEW')};
  ${entry('NEW')}
END`)
  // the newest version saved before (or by a tool without this trigger): its language once, its entry anew
  sqlite.transaction(() => {
    sqlite.prepare(`INSERT INTO content_langs (area, row_id, lang, chosen) SELECT ${key}, ${key}, ${lang('v')}, 0 FROM ${newest} AS v WHERE NOT EXISTS (SELECT 1 FROM content_langs WHERE area = ${key} AND row_id = ${key})`).run()
    if (search) sqlite.exec(entry('v', `FROM ${newest} AS v`))
  })()
}

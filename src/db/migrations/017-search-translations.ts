import { sql, type Kysely } from 'kysely'

/**
 * Search in both languages for documents, programmes, committees and faculty (issue 29 item 6,
 * docs/decisions/140). Their triggers (migrations 005 and 007) delete and re-insert the entry on
 * every write, which dropped the `lang`, `alt_title` and `alt_body` a translation's save had put
 * there. Made anew, they fill those from `translations` and `content_langs` as migration 014 does
 * for news; the entries are written again, so translations saved before this have their search.
 *
 * `alt_body` is the translation of the fields the entry's own body is made of; a JSON list (a
 * committee's members) counts with its texts, not its JSON. The translations' search entry (refreshSearchEntry) makes
 * the same entry when a translation is saved.
 */
type Indexed = {
  table: string
  kind: string
  /** The area's key in `translations` and `content_langs`. */
  area: string
  title: string
  body: string
  /** The translated fields: the title's, and those of the body. */
  titleField: string
  bodyFields: string[]
  /** The columns an update must touch to refresh the entry (all when absent). */
  updateOf?: string
}

const INDEXED: Indexed[] = [
  { table: 'documents', kind: 'document', area: 'documents', title: 'new.title', body: "new.text || ' ' || new.academic_year", titleField: 'title', bodyFields: [] },
  { table: 'programs', kind: 'program', area: 'programs', title: 'new.title', body: "new.duration || ' ' || new.description", titleField: 'title', bodyFields: ['duration', 'description'] },
  {
    table: 'committees',
    kind: 'committee',
    area: 'committees',
    title: 'new.name',
    // Members as "name (role)", not as their JSON text, so that snippets read well (as 005).
    body: "coalesce((select group_concat(json_extract(m.value, '$.name') || ' (' || json_extract(m.value, '$.role') || ')', ', ') from json_each(new.members) as m), '') || ' ' || new.basis || ' ' || new.how_to_complain",
    titleField: 'name',
    bodyFields: ['members', 'basis', 'howToComplain'],
  },
  {
    table: 'faculty',
    kind: 'faculty',
    area: 'faculty',
    title: 'new.name',
    body: "new.designation || ' ' || new.qualifications",
    titleField: 'name',
    bodyFields: ['designation', 'qualifications'],
    updateOf: 'name, designation, qualifications',
  },
]

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`

/** A translation's text as the index holds it: a JSON list's texts, else the text itself. */
const ENTRY_TEXT = `case when json_valid(t.text) then case when json_type(t.text) = 'array'
  then (select group_concat(j.value, ' ') from json_tree(t.text) as j where j.type = 'text' and trim(j.value) != '') else t.text end else t.text end`

function entry(item: Indexed): string {
  const fromRow = `from translations as t where t.area = ${quoted(item.area)} and t.row_id = new.id`
  const altBody = item.bodyFields.length ? `(select group_concat(${ENTRY_TEXT}, ' ') ${fromRow} and t.field in (${item.bodyFields.map(quoted).join(', ')}))` : 'null'
  return `${quoted(item.kind)}, new.id, ${item.title}, ${item.body},
    coalesce((select lang from content_langs where area = ${quoted(item.area)} and row_id = new.id), 'en'),
    (select t.text ${fromRow} and t.field = ${quoted(item.titleField)}),
    ${altBody}`
}

async function triggers(db: Kysely<any>, item: Indexed, columns: string, values: string): Promise<void> {
  const insert = `insert into search_index (${columns}) select ${values};`
  const remove = `delete from search_index where kind = ${quoted(item.kind)} and ref = old.id;`
  const on = item.updateOf ? `update of ${item.updateOf} on ${item.table}` : `update on ${item.table}`
  for (const event of ['insert', 'update']) await sql.raw(`drop trigger if exists ${item.table}_search_${event}`).execute(db)
  await sql.raw(`create trigger ${item.table}_search_insert after insert on ${item.table} begin ${insert} end`).execute(db)
  await sql.raw(`create trigger ${item.table}_search_update after ${on} begin ${remove} ${insert} end`).execute(db)
  // every entry written anew: the backfill of the translations saved before
  await sql.raw(`delete from search_index where kind = ${quoted(item.kind)}`).execute(db)
  await sql.raw(`insert into search_index (${columns}) select ${values} from ${item.table} as new`).execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const item of INDEXED) await triggers(db, item, 'kind, ref, title, body, lang, alt_title, alt_body', entry(item))
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const item of INDEXED) await triggers(db, item, 'kind, ref, title, body', `${quoted(item.kind)}, new.id, ${item.title}, ${item.body}`)
}

import { sql, type Kysely } from 'kysely'

/**
 * Staff text in Hindi and English (issue 29, docs/decisions/124): one store for every content area.
 *
 * - `content_langs`: the language a row's own columns are written in, when it is not English
 *   (a notice written only in Hindi keeps its Hindi in the spec's own fields).
 * - `translations`: the other language's text of one field of one row, with the revision (a hash)
 *   of the source text it was written from: when the source changes, the two differ ("needs update").
 *
 * The site search indexes both languages of a row in one entry (docs/decisions/126): `lang` (the
 * row's own language), `alt_title` and `alt_body` (its translation). The news triggers fill them
 * from the translations whatever code writes a notice (a bin restore too); a translation's own save
 * refreshes them (src/platform/translations/search-entry.ts).
 */
const TOKENIZER = `unicode61 remove_diacritics 2 categories 'L* N* Co Mc Mn'`

/** The news entry of the index, from the blogs row `new` and its translations. */
const NEWS_ENTRY = `'news', new.id, new.title, new.description,
  coalesce((select lang from content_langs where area = 'news' and row_id = new.id), 'en'),
  (select text from translations where area = 'news' and row_id = new.id and field = 'title'),
  (select group_concat(text, ' ') from translations where area = 'news' and row_id = new.id and field != 'title')`

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('translations')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('source_revision', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['area', 'row_id', 'field'])
    .execute()
  await db.schema
    .createTable('content_langs')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('en', 'hi')`))
    .addPrimaryKeyConstraint('content_langs_pk', ['area', 'row_id'])
    .execute()

  await sql.raw(`create virtual table search_index_new using fts5(kind unindexed, ref unindexed, title, body, lang unindexed, alt_title, alt_body, tokenize = "${TOKENIZER}")`).execute(db)
  await sql`insert into search_index_new (kind, ref, title, body) select kind, ref, title, body from search_index`.execute(db)
  await replaceIndex(db)
  await newsTriggers(db, 'kind, ref, title, body, lang, alt_title, alt_body', NEWS_ENTRY)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`create virtual table search_index_new using fts5(kind unindexed, ref unindexed, title, body, tokenize = "${TOKENIZER}")`).execute(db)
  await sql`insert into search_index_new (kind, ref, title, body) select kind, ref, title, body from search_index`.execute(db)
  await replaceIndex(db)
  await newsTriggers(db, 'kind, ref, title, body', `'news', new.id, new.title, new.description`)
  await db.schema.dropTable('content_langs').execute()
  await db.schema.dropTable('translations').execute()
}

async function replaceIndex(db: Kysely<any>): Promise<void> {
  await sql`drop table search_index`.execute(db)
  // The legacy rename leaves the triggers' text alone: they name search_index, which this becomes.
  await sql`pragma legacy_alter_table = on`.execute(db)
  await sql`alter table search_index_new rename to search_index`.execute(db)
  await sql`pragma legacy_alter_table = off`.execute(db)
}

/** The news triggers of the index (their delete trigger stays), and the news entries made anew. */
async function newsTriggers(db: Kysely<any>, columns: string, entry: string): Promise<void> {
  const insert = `insert into search_index (${columns}) select ${entry};`
  const remove = `delete from search_index where kind = 'news' and ref = old.id;`
  for (const event of ['insert', 'update']) await sql.raw(`drop trigger if exists blogs_search_${event}`).execute(db)
  await sql.raw(`create trigger blogs_search_insert after insert on blogs begin ${insert} end`).execute(db)
  await sql.raw(`create trigger blogs_search_update after update on blogs begin ${remove} ${insert} end`).execute(db)
  await sql`delete from search_index where kind = 'news'`.execute(db)
  await sql.raw(`insert into search_index (${columns}) select ${entry} from blogs as new`).execute(db)
}

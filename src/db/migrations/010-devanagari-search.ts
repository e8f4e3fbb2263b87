import { sql, type Kysely } from 'kysely'

/**
 * Hindi words stay whole in the site search. FTS5's unicode61 tokenizer counts only letters and
 * numbers as parts of a word by default, and Devanagari's vowel signs and virama are combining
 * marks (Mn, Mc): "प्रवेश" became the tokens प, र, व, श, so a query for र or वेश found it, and a
 * highlight marked syllables. Keeping the marks (categories 'L* N* Co Mc Mn') indexes each Hindi
 * word as it is written. A tokenizer cannot be changed in place: the index is made anew with the
 * same rows. Its triggers name the table, not its tokenizer, so they are kept as they are.
 */
const TOKENIZER = `unicode61 remove_diacritics 2 categories 'L* N* Co Mc Mn'`

export async function up(db: Kysely<any>): Promise<void> {
  await remake(db, TOKENIZER)
}

export async function down(db: Kysely<any>): Promise<void> {
  await remake(db, 'unicode61 remove_diacritics 2')
}

async function remake(db: Kysely<any>, tokenizer: string): Promise<void> {
  await sql.raw(`create virtual table search_index_new using fts5(kind unindexed, ref unindexed, title, body, tokenize = "${tokenizer}")`).execute(db)
  await sql`insert into search_index_new (kind, ref, title, body) select kind, ref, title, body from search_index`.execute(db)
  await sql`drop table search_index`.execute(db)
  // The legacy rename leaves the triggers' text alone: they name search_index, which this becomes.
  await sql`pragma legacy_alter_table = on`.execute(db)
  await sql`alter table search_index_new rename to search_index`.execute(db)
  await sql`pragma legacy_alter_table = off`.execute(db)
}

import { sql, type Kysely } from 'kysely'

/**
 * What a regulator checks (issue 38, docs/decisions/166): the statutory facts staff keep beside the
 * committees — accreditation, the head of the institution, the university's Ombudsperson, the
 * anti-ragging nodal officer and yearly undertaking, scholarships — one row per kind, a fixed set
 * like the committees; and two committees more, the IQAC and the alumni association. The rows'
 * search entries are kept by triggers like the committees' (migration 017), under the kind
 * 'disclosure'.
 */
const KINDS = [
  ['accreditation', 'Accreditation and recognition'],
  ['head', 'Head of the institution'],
  ['ombudsperson', 'Ombudsperson'],
  ['anti-ragging', 'Anti-ragging: nodal officer and yearly undertaking'],
  ['scholarships', 'Scholarships'],
] as const

const COMMITTEES = [
  ['iqac', 'Internal Quality Assurance Cell (IQAC)', 'UGC Public Self-Disclosure Guidelines 2024; NAAC guidelines for the IQAC'],
  ['alumni-association', 'Alumni Association', 'UGC Public Self-Disclosure Guidelines 2024'],
] as const

// the accreditation's facts with their names, so that "NAAC" finds them
const named = (label: string, column: string) => `case when new.${column} != '' then '${label} ' || new.${column} else '' end`
const BODY = `new.name || ' ' || new.designation || ' ' || new.body || ' ' || ${named('NAAC', 'naac')} || ' ' || ${named('NIRF', 'nirf')} || ' ' || ${named('UGC', 'ugc')}`
const ALT = (field: string) => `(select t.text from translations as t where t.area = 'statutory' and t.row_id = new.id and t.field = '${field}')`
const ALT_BODY = `(select group_concat(t.text, ' ') from translations as t where t.area = 'statutory' and t.row_id = new.id and t.field in ('name', 'designation', 'body', 'naac', 'nirf', 'ugc'))`
const ENTRY = `'disclosure', new.id, new.title, ${BODY}, coalesce((select lang from content_langs where area = 'statutory' and row_id = new.id), 'en'), ${ALT('title')}, ${ALT_BODY}`
const COLUMNS = 'kind, ref, title, body, lang, alt_title, alt_body'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statutory_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    /** The person of the entry (the head, the Ombudsperson, the nodal officer, who to ask) */
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('designation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    /** Paragraphs, one per line */
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    /** Accreditation only: NAAC grade and cycle (or not accredited yet), NIRF, UGC 2(f)/12B */
    .addColumn('naac', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nirf', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ugc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await sql.raw(`create trigger statutory_entries_search_insert after insert on statutory_entries begin insert into search_index (${COLUMNS}) select ${ENTRY}; end`).execute(db)
  await sql
    .raw(
      `create trigger statutory_entries_search_update after update on statutory_entries begin delete from search_index where kind = 'disclosure' and ref = old.id; insert into search_index (${COLUMNS}) select ${ENTRY}; end`,
    )
    .execute(db)

  const at = new Date().toISOString()
  for (const [index, [kind, title]] of KINDS.entries()) {
    await db.insertInto('statutory_entries').values({ id: `statutory-${kind}`, kind, title, sort: index, created_at: at, updated_at: at }).execute()
  }
  const last = await db.selectFrom('committees').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst()
  for (const [index, [kind, name, basis]] of COMMITTEES.entries()) {
    await db
      .insertInto('committees')
      .values({ id: `committee-${kind}`, kind, name, basis, how_to_complain: '', members: '[]', sort: Number(last?.sort ?? 0) + 1 + index, created_at: at, updated_at: at })
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('committees').where('kind', 'in', COMMITTEES.map(([kind]) => kind)).execute()
  await sql`delete from search_index where kind = 'disclosure'`.execute(db)
  await db.schema.dropTable('statutory_entries').execute()
}

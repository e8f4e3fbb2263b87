import { sql, type Kysely } from 'kysely'

/**
 * Documents library, committees, the site-search index and the notices' new optional fields
 * (issue #15, docs/decisions/090–093).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('academic_year', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_until', 'text')
    /** The stored file's random name in UPLOADS_DIR/Documents (never the sent name). */
    .addColumn('file_name', 'text', (c) => c.notNull())
    /** The sent file name, cleaned: the readable name the download carries. */
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('has_text', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('documents_category').on('documents').columns(['category', 'created_at']).execute()

  await db.schema
    .createTable('committees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('how_to_complain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    /** JSON array of { name, role, phone, email } */
    .addColumn('members', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // Notices: the spec's news items gain optional fields beside the contract (docs/decisions/093).
  await db.schema.alterTable('blogs').addColumn('attachment_id', 'text', (c) => c.references('documents.id').onDelete('set null')).execute()
  await db.schema.alterTable('blogs').addColumn('publish_at', 'text').execute()
  await db.schema.alterTable('blogs').addColumn('expire_at', 'text').execute()
  await db.schema.alterTable('blogs').addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.createIndex('blogs_schedule').on('blogs').columns(['publish_at', 'expire_at']).execute()

  const at = new Date().toISOString()
  const committees = [
    ['anti-ragging-committee', 'Anti-Ragging Committee', 'UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009'],
    ['anti-ragging-squad', 'Anti-Ragging Squad', 'UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009'],
    ['icc', 'Internal Complaints Committee', 'UGC (Prevention, Prohibition and Redressal of Sexual Harassment of Women Employees and Students in HEIs) Regulations, 2015; the POSH Act, 2013'],
    ['sgrc', "Students' Grievance Redressal Committee", 'UGC (Redressal of Grievances of Students) Regulations, 2023'],
    ['equal-opportunity-cell', 'Equal Opportunity Cell', 'UGC guidelines for Equal Opportunity Cells in HEIs'],
  ]
  for (const [index, [kind, name, basis]] of committees.entries()) {
    await db
      .insertInto('committees')
      .values({ id: `committee-${kind}`, kind, name, basis, how_to_complain: '', members: '[]', sort: index, created_at: at, updated_at: at })
      .execute()
  }

  // Site search (FTS5). Rows of the database's own tables are kept in step by the triggers below,
  // whatever code writes them; fixed pages and courses are written at start (src/features/search).
  await sql`create virtual table search_index using fts5(kind unindexed, ref unindexed, title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db)
  const indexed: [table: string, kind: string, title: string, body: string][] = [
    ['blogs', 'news', 'new.title', 'new.description'],
    ['documents', 'document', 'new.title', "new.text || ' ' || new.academic_year"],
    ['programs', 'program', 'new.title', "new.duration || ' ' || new.description"],
    [
      'committees',
      'committee',
      'new.name',
      // Members as "name (role)", not as their JSON text, so that snippets read well.
      "coalesce((select group_concat(json_extract(m.value, '$.name') || ' (' || json_extract(m.value, '$.role') || ')', ', ') from json_each(new.members) as m), '') || ' ' || new.basis || ' ' || new.how_to_complain",
    ],
  ]
  for (const [table, kind, title, body] of indexed) {
    const insert = `insert into search_index (kind, ref, title, body) values ('${kind}', new.id, ${title}, ${body});`
    const remove = `delete from search_index where kind = '${kind}' and ref = old.id;`
    await sql.raw(`create trigger ${table}_search_insert after insert on ${table} begin ${insert} end`).execute(db)
    await sql.raw(`create trigger ${table}_search_update after update on ${table} begin ${remove} ${insert} end`).execute(db)
    await sql.raw(`create trigger ${table}_search_delete after delete on ${table} begin ${remove} end`).execute(db)
    await sql.raw(`insert into search_index (kind, ref, title, body) select '${kind}', new.id, ${title}, ${body} from ${table} as new`).execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blogs', 'documents', 'programs', 'committees']) {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${table}_search_${event}`).execute(db)
  }
  await sql`drop table if exists search_index`.execute(db)
  await db.schema.dropTable('committees').ifExists().execute()
  await db.schema.dropIndex('blogs_schedule').ifExists().execute()
  for (const column of ['attachment_id', 'publish_at', 'expire_at', 'pinned']) await db.schema.alterTable('blogs').dropColumn(column).execute()
  await db.schema.dropTable('documents').ifExists().execute()
}

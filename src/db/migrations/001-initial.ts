import { sql, type Kysely } from 'kysely'

/** Every entity of the spec, §3. Later changes go into new numbered files, never here. */
export async function up(db: Kysely<any>): Promise<void> {
  const withTimestamps = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())

  await withTimestamps('admins')
    .addColumn('email', 'text', (c) => c.notNull().unique().modifyEnd(sql`collate nocase`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await withTimestamps('banners')
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .execute()

  await withTimestamps('programs')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('highlights', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .execute()

  await withTimestamps('event_categories')
    .addColumn('name', 'text', (c) => c.notNull().unique().modifyEnd(sql`collate nocase`))
    .execute()

  await withTimestamps('event_images')
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .addColumn('category_id', 'text', (c) => c.references('event_categories.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('event_images_category').on('event_images').column('category_id').execute()

  await withTimestamps('contact_queries')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute()

  await withTimestamps('admission_queries')
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('course', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  await withTimestamps('foundation_entries')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .execute()

  await withTimestamps('about_content')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .addColumn('students', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('college_acceptance', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('years_of_excellence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await withTimestamps('mission_vision')
    .addColumn('mission', 'text', (c) => c.notNull())
    .addColumn('vision', 'text', (c) => c.notNull())
    .execute()

  await withTimestamps('blogs')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .addColumn('link_title', 'text')
    .addColumn('link', 'text')
    .execute()

  await withTimestamps('topbar')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  for (const table of ['banners', 'programs', 'event_images', 'contact_queries', 'admission_queries', 'foundation_entries', 'blogs']) {
    await db.schema.createIndex(`${table}_created`).on(table).column('created_at').execute()
  }
}

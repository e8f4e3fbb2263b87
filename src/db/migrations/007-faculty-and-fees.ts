import { sql, type Kysely } from 'kysely'

/**
 * The faculty as content staff edit (it was a fixed list in code) and the fee table per course
 * and academic year (issue #15, docs/decisions/094–095). The spec's 11 faculty entries are the
 * initial rows, on a new install and on an existing one alike; their portraits stay the
 * placeholders in public/images/faculty/ until staff upload photos.
 */
export const INITIAL_FACULTY: { name: string; designation: string; qualifications: string; experienceYears: number; slug: string }[] = [
  { name: 'Dr. Anil Kumar Mishra', designation: 'Principal', qualifications: 'LL.M., Ph.D. (Law)', experienceYears: 26, slug: 'anil-kumar-mishra' },
  { name: 'Dr. Sunita Pandey', designation: 'Professor, Constitutional Law', qualifications: 'LL.M., Ph.D., NET', experienceYears: 21, slug: 'sunita-pandey' },
  { name: 'Shri Rajesh Dwivedi', designation: 'Associate Professor, Criminal Law', qualifications: 'LL.M., NET', experienceYears: 17, slug: 'rajesh-dwivedi' },
  { name: 'Smt. Meena Tripathi', designation: 'Associate Professor, Family Law', qualifications: 'LL.M., SET', experienceYears: 15, slug: 'meena-tripathi' },
  { name: 'Dr. Vivek Shukla', designation: 'Assistant Professor, Jurisprudence', qualifications: 'LL.M., Ph.D.', experienceYears: 12, slug: 'vivek-shukla' },
  { name: 'Shri Amit Singh Baghel', designation: 'Assistant Professor, Law of Contracts', qualifications: 'LL.M., NET', experienceYears: 10, slug: 'amit-singh-baghel' },
  { name: 'Ku. Pooja Soni', designation: 'Assistant Professor, Environmental Law', qualifications: 'LL.M., NET', experienceYears: 7, slug: 'pooja-soni' },
  { name: 'Shri Deepak Gupta', designation: 'Assistant Professor, Procedural Law', qualifications: 'LL.M.', experienceYears: 8, slug: 'deepak-gupta' },
  { name: 'Dr. Rekha Chaturvedi', designation: 'Assistant Professor, Political Science', qualifications: 'M.A., Ph.D.', experienceYears: 14, slug: 'rekha-chaturvedi' },
  { name: 'Shri Manoj Kol', designation: 'Assistant Professor, Sociology', qualifications: 'M.A., NET', experienceYears: 9, slug: 'manoj-kol' },
  { name: 'Smt. Neha Jain', designation: 'Librarian', qualifications: 'M.Lib.I.Sc.', experienceYears: 11, slug: 'neha-jain' },
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('faculty')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('qualifications', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0))
    /** An uploaded photo in UPLOADS_DIR/Faculty (null: none) and its description */
    .addColumn('image_url', 'text')
    .addColumn('image_meta', 'text')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    /** A site path of a placeholder portrait shown while there is no photo ('' : drawn from the name) */
    .addColumn('placeholder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('faculty_sort').on('faculty').columns(['sort', 'created_at']).execute()

  await db.schema
    .createTable('fee_rows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** a course key of src/content/courses.ts */
    .addColumn('course', 'text', (c) => c.notNull())
    /** e.g. 2026-27 */
    .addColumn('academic_year', 'text', (c) => c.notNull())
    /** whole rupees a year */
    .addColumn('tuition_fee', 'integer', (c) => c.notNull())
    /** JSON array of { covers, amount } */
    .addColumn('other_fees', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('refund_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('fee_rows_course_year', ['course', 'academic_year'])
    .execute()

  const at = new Date().toISOString()
  for (const [index, person] of INITIAL_FACULTY.entries()) {
    await db
      .insertInto('faculty')
      .values({
        id: `faculty-${person.slug}`,
        name: person.name,
        designation: person.designation,
        qualifications: person.qualifications,
        experience_years: person.experienceYears,
        alt: '',
        placeholder: `/images/faculty/${person.slug}.svg`,
        sort: index,
        created_at: at,
        updated_at: at,
      })
      .execute()
  }

  // Site search finds the faculty by name, designation and qualifications (kept in step by triggers).
  const insert = `insert into search_index (kind, ref, title, body) values ('faculty', new.id, new.name, new.designation || ' ' || new.qualifications);`
  const remove = `delete from search_index where kind = 'faculty' and ref = old.id;`
  await sql.raw(`create trigger faculty_search_insert after insert on faculty begin ${insert} end`).execute(db)
  await sql.raw(`create trigger faculty_search_update after update of name, designation, qualifications on faculty begin ${remove} ${insert} end`).execute(db)
  await sql.raw(`create trigger faculty_search_delete after delete on faculty begin ${remove} end`).execute(db)
  await sql.raw(`insert into search_index (kind, ref, title, body) select 'faculty', new.id, new.name, new.designation || ' ' || new.qualifications from faculty as new`).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists faculty_search_${event}`).execute(db)
  await sql`delete from search_index where kind = 'faculty'`.execute(db)
  await db.schema.dropTable('fee_rows').ifExists().execute()
  await db.schema.dropTable('faculty').ifExists().execute()
}

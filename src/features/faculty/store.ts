import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import type { FacultyTable } from '../../db/schema.js'
import { rowsSeenSql, type RowsSeenBy } from '../../db/visibility.js'
import { parseImageMeta } from '../../http/images.js'
import { portraitSvg } from '../../content/portrait.js'
import type { FacultyInput, FacultyMember } from './schema.js'

/** The activity log's area for faculty writes (also read for "last updated"). */
export const FACULTY_AREA = 'faculty'

/** A drawn portrait for a person without a photo or a placeholder file: initials on a calm tone. */
function drawnPortrait(name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(portraitSvg(name))}`
}

export function toFacultyMember(row: Omit<FacultyTable, 'alt'> & { alt?: string }): FacultyMember {
  return {
    _id: row.id,
    name: row.name,
    designation: row.designation,
    qualifications: row.qualifications,
    experienceYears: row.experienceYears,
    image: row.imageUrl,
    imageMeta: parseImageMeta(row.imageMeta),
    alt: row.alt ?? '',
    placeholder: row.placeholder || drawnPortrait(row.name),
    sort: row.sort,
    updatedAt: row.updatedAt,
    // only a draft names its writer, and only staff read one (docs/decisions/276): the public shape is the spec's
    ...(row.draftBy ? { draftBy: row.draftBy } : {}),
  }
}

/** Everyone `seenBy` may see (src/db/visibility.ts), in the order staff set (then the order they were added). */
export async function listFaculty(db: Db, seenBy: RowsSeenBy): Promise<FacultyMember[]> {
  const rows = await db.selectFrom('faculty').selectAll().where(rowsSeenSql(seenBy, 'faculty')).orderBy('sort').orderBy('createdAt').orderBy('id').execute()
  return rows.map(toFacultyMember)
}

export async function getFacultyMember(db: Db, id: string): Promise<FacultyMember | null> {
  const row = await db.selectFrom('faculty').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toFacultyMember(row) : null
}

type ImageColumns = { imageUrl: string | null; imageMeta: string | null }
type Fields = Omit<FacultyInput, 'removePhoto'>

/** A new member goes last. */
export async function createFacultyMember(db: Db, input: Fields, image: ImageColumns | null, draftBy: string | null = null): Promise<FacultyMember> {
  const at = now()
  return db.transaction().execute(async (trx) => {
    const last = await trx.selectFrom('faculty').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst()
    const row = {
      id: newId(),
      name: input.name,
      designation: input.designation,
      qualifications: input.qualifications,
      experienceYears: input.experienceYears,
      alt: input.alt ?? '',
      imageUrl: image?.imageUrl ?? null,
      imageMeta: image?.imageMeta ?? null,
      placeholder: '',
      draftBy,
      sort: (Number(last?.sort ?? -1) || 0) + 1,
      createdAt: at,
      updatedAt: at,
    }
    await trx.insertInto('faculty').values(row).execute()
    return toFacultyMember(row)
  })
}

/**
 * Sets the fields given; `image` replaces the photo (null: keep it; { imageUrl: null }: take it
 * away). Returns the member before and after (the replaced photo's files are the caller's to
 * remove), or null for an unknown id.
 */
export async function updateFacultyMember(db: Db, id: string, input: Partial<Fields>, image: ImageColumns | null): Promise<{ after: FacultyMember; before: FacultyMember } | null> {
  const before = await getFacultyMember(db, id)
  if (!before) return null
  await db
    .updateTable('faculty')
    .set({ ...input, ...(image ?? {}), updatedAt: now() })
    .where('id', '=', id)
    .execute()
  return { after: (await getFacultyMember(db, id))!, before }
}

export async function deleteFacultyMember(db: Db, id: string): Promise<FacultyMember | null> {
  const row = await getFacultyMember(db, id)
  if (row) await db.deleteFrom('faculty').where('id', '=', id).execute()
  return row
}

/**
 * Puts the members in the order of `ids` (ids not named keep their place after them, unknown ids
 * are ignored). Returns how many were moved.
 */
export async function reorderFaculty(db: Db, ids: string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('faculty').select(['id', 'sort']).orderBy('sort').orderBy('createdAt').orderBy('id').execute()
    const known = new Set(current.map((row) => row.id))
    const named = [...new Set(ids)].filter((id) => known.has(id))
    const order = [...named, ...current.map((row) => row.id).filter((id) => !named.includes(id))]
    const at = now()
    let moved = 0
    for (const [index, id] of order.entries()) {
      if (current.find((row) => row.id === id)!.sort === index) continue
      await trx.updateTable('faculty').set({ sort: index, updatedAt: at }).where('id', '=', id).execute()
      moved++
    }
    return moved
  })
}

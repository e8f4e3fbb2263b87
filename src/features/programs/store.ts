import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { deleteReturning } from '../../db/rows.js'
import type { ProgramInput } from './schema.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { ProgramTable } from '../../db/schema.js'
import { rowsSeenSql, type RowsSeenBy } from '../../db/visibility.js'

export type Program = {
  _id: string
  title: string
  duration: string
  description: string
  highlights: string[]
  image: string | null
  imageMeta: ImageMeta | null
  createdAt: string
  updatedAt: string
  /** staff answers only: the account keeping it as a draft (docs/decisions/276) */
  draftBy?: string
}

export function parseHighlights(text: string): string[] {
  try {
    const value = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function toProgram(row: ProgramTable): Program {
  return {
    _id: row.id,
    title: row.title,
    duration: row.duration,
    description: row.description,
    highlights: parseHighlights(row.highlights),
    image: row.imageUrl,
    imageMeta: parseImageMeta(row.imageMeta),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // only a draft names its writer, and only staff read one: the public shape is the spec's
    ...(row.draftBy ? { draftBy: row.draftBy } : {}),
  }
}

/** The programs `seenBy` may see (src/db/visibility.ts), in the order they were added, so the home page reads like the prospectus. */
export function programsQuery(db: Db, seenBy: RowsSeenBy) {
  return db.selectFrom('programs').selectAll().where(rowsSeenSql(seenBy, 'programs')).orderBy('createdAt', 'asc').orderBy('id')
}

export async function listPrograms(db: Db, seenBy: RowsSeenBy): Promise<Program[]> {
  return (await programsQuery(db, seenBy).execute()).map(toProgram)
}

export async function getProgram(db: Db, id: string): Promise<Program | null> {
  const row = await db.selectFrom('programs').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toProgram(row) : null
}

export async function createProgram(db: Db, input: ProgramInput, draftBy: string | null = null): Promise<Program> {
  const at = now()
  const row: ProgramTable = { id: newId(), ...input, highlights: JSON.stringify(input.highlights), imageUrl: null, imageMeta: null, draftBy, createdAt: at, updatedAt: at }
  await db.insertInto('programs').values(row).execute()
  return toProgram(row)
}

/** Replaces a program's text; null when there is no program with this id. */
export async function updateProgram(db: Db, id: string, input: ProgramInput): Promise<Program | null> {
  const result = await db
    .updateTable('programs')
    .set({ ...input, highlights: JSON.stringify(input.highlights), updatedAt: now() })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0 ? getProgram(db, id) : null
}

/** Deletes a program and returns what it was (its image files are the caller's to remove). */
export async function deleteProgram(db: Db, id: string): Promise<Program | null> {
  return deleteReturning(db, 'programs', id, getProgram)
}

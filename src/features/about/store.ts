import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { deleteReturning, updateReturning } from '../../db/rows.js'
import type { FoundationEntryTable } from '../../db/schema.js'
import { rowsSeenSql, type RowsSeenBy } from '../../db/visibility.js'
import { saveSingleton } from '../../db/singleton.js'
import { aboutArea, missionVisionArea } from './areas.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { AboutContentInput, FoundationInput, MissionVisionInput } from './schema.js'

/** An image as the database keeps it: the file name and its JSON meta text. */
export type ImageColumns = { imageUrl: string | null; imageMeta: string | null }

export type AboutContent = {
  _id: string
  title: string
  description: string
  image: string | null
  imageMeta: ImageMeta | null
  students: number
  collegeAcceptance: string
  yearsOfExcellence: number
  updatedAt: string
}
export type FoundationEntry = {
  _id: string
  name: string
  content: string
  ourFoundationImage: string | null
  imageMeta: ImageMeta | null
  /** What the photo shows, for people who cannot see it; '' until staff write it (beside the contract). */
  alt: string
  createdAt: string
  updatedAt: string
  /** staff answers only: the account keeping it as a draft (docs/decisions/277) */
  draftBy?: string
}
export type MissionVision = { mission: string; vision: string; updatedAt: string }

export function toFoundationEntry(row: Omit<FoundationEntryTable, 'alt'> & { alt?: string }): FoundationEntry {
  return {
    _id: row.id,
    name: row.name,
    content: row.content,
    ourFoundationImage: row.imageUrl,
    imageMeta: parseImageMeta(row.imageMeta),
    alt: row.alt ?? '',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // only a draft names its writer, and only staff read one: the public shape is the spec's
    ...(row.draftBy ? { draftBy: row.draftBy } : {}),
  }
}

export async function getAboutContent(db: Db): Promise<AboutContent | null> {
  const row = await db.selectFrom('aboutContent').selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
  if (!row) return null
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.imageUrl,
    imageMeta: parseImageMeta(row.imageMeta),
    students: row.students,
    collegeAcceptance: row.collegeAcceptance,
    yearsOfExcellence: row.yearsOfExcellence,
    updatedAt: row.updatedAt,
  }
}

/** The foundation entries `seenBy` may see (src/db/visibility.ts), in the order they were added (the founder first). */
export function foundationQuery(db: Db, seenBy: RowsSeenBy) {
  return db.selectFrom('foundationEntries').selectAll().where(rowsSeenSql(seenBy, 'foundationEntries')).orderBy('createdAt', 'asc').orderBy('id')
}

export async function listFoundationEntries(db: Db, seenBy: RowsSeenBy): Promise<FoundationEntry[]> {
  return (await foundationQuery(db, seenBy).execute()).map(toFoundationEntry)
}

export async function getMissionVision(db: Db): Promise<MissionVision | null> {
  const row = await db.selectFrom('missionVision').selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
  return row ? { mission: row.mission, vision: row.vision, updatedAt: row.updatedAt } : null
}

/**
 * Saves the about content (one current row). `image` null keeps the current image. Returns the
 * saved content, the image it replaced (its files are the caller's to remove) and whether the row
 * was created. `opened`: the request's body, whose `revision` says what the form was opened on
 * (docs/decisions/285).
 */
export async function saveAboutContent(
  db: Db,
  input: Omit<AboutContentInput, 'image'>,
  image: ImageColumns | null,
  savedBy: string,
  opened?: unknown,
): Promise<{ content: AboutContent; replaced: AboutContent | null; created: boolean; revision: string }> {
  const before = await getAboutContent(db)
  const { created, revision } = await saveSingleton(db, aboutArea, { ...input, ...(image ?? (before ? {} : { imageUrl: null, imageMeta: null })) }, savedBy, opened)
  const content = (await getAboutContent(db))!
  const replaced = before && image && before.image !== image.imageUrl ? before : null
  return { content, replaced, created, revision }
}

/**
 * Puts a freshly stored image on the about content; before any text was saved the row starts
 * with empty text and zeros (the text follows in uploadAboutContent). Returns the content it
 * replaced the image of, whose files are the caller's to remove.
 */
export async function setAboutImage(db: Db, image: ImageColumns, savedBy: string): Promise<{ content: AboutContent; replaced: AboutContent | null; revision: string }> {
  const before = await getAboutContent(db)
  const blank = { title: '', description: '', students: 0, collegeAcceptance: '', yearsOfExcellence: 0 }
  const { revision } = await saveSingleton(db, aboutArea, before ? image : { ...blank, ...image }, savedBy)
  const content = (await getAboutContent(db))!
  return { content, replaced: before?.image && before.image !== image.imageUrl ? before : null, revision }
}

/** `opened`: the request's body, whose `revision` says what the form was opened on (docs/decisions/285). */
export async function saveMissionVision(db: Db, input: MissionVisionInput, savedBy: string, opened?: unknown): Promise<{ missionVision: MissionVision; created: boolean; revision: string }> {
  const { created, revision } = await saveSingleton(db, missionVisionArea, input, savedBy, opened)
  return { missionVision: (await getMissionVision(db))!, created, revision }
}

/** True when a file name in About/ belongs to a foundation entry or the about content. */
export async function isAboutImageInUse(db: Db, imageUrl: string): Promise<boolean> {
  const entry = await db.selectFrom('foundationEntries').select('id').where('imageUrl', '=', imageUrl).executeTakeFirst()
  const about = await db.selectFrom('aboutContent').select('id').where('imageUrl', '=', imageUrl).executeTakeFirst()
  return !!entry || !!about
}

export async function getFoundationEntry(db: Db, id: string): Promise<FoundationEntry | null> {
  const row = await db.selectFrom('foundationEntries').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toFoundationEntry(row) : null
}

/** `draftBy`: the account keeping it as a draft (docs/decisions/277); null publishes it. */
export async function createFoundationEntry(db: Db, input: FoundationInput, image: ImageColumns | null, draftBy: string | null = null): Promise<FoundationEntry> {
  const at = now()
  const row = { id: newId(), ...input, alt: input.alt ?? '', imageUrl: image?.imageUrl ?? null, imageMeta: image?.imageMeta ?? null, draftBy, createdAt: at, updatedAt: at }
  await db.insertInto('foundationEntries').values(row).execute()
  return toFoundationEntry(row)
}

/**
 * Updates an entry: fields given replace the stored ones, `image` null keeps the current image.
 * Returns the updated entry and the replaced one (whose image files are the caller's to remove),
 * or null for an unknown id.
 */
export async function updateFoundationEntry(
  db: Db,
  id: string,
  input: Partial<FoundationInput>,
  image: ImageColumns | null,
): Promise<{ entry: FoundationEntry; before: FoundationEntry } | null> {
  const result = await updateReturning(db, 'foundationEntries', id, { ...input, ...(image ?? {}) }, getFoundationEntry)
  return result && { entry: result.after, before: result.before }
}

export async function deleteFoundationEntry(db: Db, id: string): Promise<FoundationEntry | null> {
  return deleteReturning(db, 'foundationEntries', id, getFoundationEntry)
}

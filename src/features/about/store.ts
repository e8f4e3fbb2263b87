import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'

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
  createdAt: string
}
export type MissionVision = { mission: string; vision: string; updatedAt: string }

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

/** Foundation entries in the order they were added (the founder first). */
export async function listFoundationEntries(db: Db): Promise<FoundationEntry[]> {
  const rows = await db.selectFrom('foundationEntries').selectAll().orderBy('createdAt', 'asc').orderBy('id').execute()
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    content: row.content,
    ourFoundationImage: row.imageUrl,
    imageMeta: parseImageMeta(row.imageMeta),
    createdAt: row.createdAt,
  }))
}

export async function getMissionVision(db: Db): Promise<MissionVision | null> {
  const row = await db.selectFrom('missionVision').selectAll().orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
  return row ? { mission: row.mission, vision: row.vision, updatedAt: row.updatedAt } : null
}

import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { ProgramTable } from '../../db/schema.js'

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
  }
}

/** Programs in the order they were added, so the home page reads like the prospectus. */
export async function listPrograms(db: Db): Promise<Program[]> {
  const rows = await db.selectFrom('programs').selectAll().orderBy('createdAt', 'asc').orderBy('id').execute()
  return rows.map(toProgram)
}

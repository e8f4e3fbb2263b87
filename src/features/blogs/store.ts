import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { BlogTable } from '../../db/schema.js'
import { newId, now } from '../../db/ids.js'
import { deleteReturning, updateReturning } from '../../db/rows.js'
import type { BlogInput } from './schema.js'

/** An image as the database keeps it: the file name and its JSON meta text. */
type ImageColumns = { imageUrl: string | null; imageMeta: string | null }

export type Blog = {
  _id: string
  title: string
  description: string
  date: string
  category: string
  image: string | null
  imageMeta: ImageMeta | null
  linkTitle: string | null
  link: string | null
  createdAt: string
  updatedAt: string
}

export function toBlog(row: BlogTable): Blog {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    category: row.category,
    image: row.imageUrl,
    imageMeta: parseImageMeta(row.imageMeta),
    linkTitle: row.linkTitle,
    link: row.link,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** All news items, newest date first. */
export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db.selectFrom('blogs').selectAll().orderBy('date', 'desc').orderBy('createdAt', 'desc').execute()
  return rows.map(toBlog)
}

export async function getBlog(db: Db, id: string): Promise<Blog | null> {
  const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toBlog(row) : null
}

/** Categories are compared case-insensitively: "News", "news" and " NEWS " are one. */
export function isCategory(blog: Pick<Blog, 'category'>, category: 'news' | 'admission news'): boolean {
  return blog.category.trim().toLowerCase() === category
}

export async function createBlog(db: Db, input: BlogInput, image: ImageColumns): Promise<Blog> {
  const at = now()
  const row: BlogTable = { id: newId(), ...input, ...image, createdAt: at, updatedAt: at }
  await db.insertInto('blogs').values(row).execute()
  return toBlog(row)
}

/**
 * Updates a news item: fields given replace the stored ones, `image` null keeps the current image.
 * Returns the updated item and the one before (whose image files are the caller's to remove), or
 * null for an unknown id.
 */
export async function updateBlog(db: Db, id: string, input: Partial<BlogInput>, image: ImageColumns | null): Promise<{ blog: Blog; before: Blog } | null> {
  const result = await updateReturning(db, 'blogs', id, { ...input, ...(image ?? {}) }, getBlog)
  return result && { blog: result.after, before: result.before }
}

export async function deleteBlog(db: Db, id: string): Promise<Blog | null> {
  return deleteReturning(db, 'blogs', id, getBlog)
}

import { sql } from 'kysely'
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
export function blogsQuery(db: Db) {
  return db.selectFrom('blogs').selectAll().orderBy('date', 'desc').orderBy('createdAt', 'desc')
}

export async function listBlogs(db: Db): Promise<Blog[]> {
  return (await blogsQuery(db).execute()).map(toBlog)
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

/** The two columns of /blogs, by category as stored (compared trimmed and lower-cased, as isCategory does). */
export type NewsColumn = 'news' | 'admission news'

/** One page of a /blogs column, newest first, and how many items the column has in all (SQL does both). */
export async function listColumnPage(db: Db, column: NewsColumn, offset: number, limit: number): Promise<{ items: Blog[]; total: number }> {
  const inColumn = sql<boolean>`lower(trim(category)) = ${column}`
  const [rows, count] = await Promise.all([
    db.selectFrom('blogs').selectAll().where(inColumn).orderBy('date', 'desc').orderBy('createdAt', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).where(inColumn).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toBlog), total: Number(count.n) }
}

/** Ids and change times of news items, newest first, one slice at a time (the sitemap). */
export async function listBlogStamps(db: Db, offset: number, limit: number): Promise<{ _id: string; updatedAt: string }[]> {
  const rows = await db.selectFrom('blogs').select(['id', 'updatedAt']).orderBy('date', 'desc').orderBy('createdAt', 'desc').limit(limit).offset(offset).execute()
  return rows.map((row) => ({ _id: row.id, updatedAt: row.updatedAt }))
}

export async function countBlogs(db: Db): Promise<number> {
  const row = await db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** `%text%` for LIKE, with the pattern characters of the text taken literally (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** One page of the admin's news table, newest first, searched in SQL (title or description); total counts the matches. */
export async function searchBlogsPage(db: Db, query: { q: string; offset: number; limit: number }): Promise<{ items: Blog[]; total: number }> {
  const pattern = likePattern(query.q.trim())
  const matches = sql<boolean>`(title like ${pattern} escape '\\' or description like ${pattern} escape '\\')`
  const filtered = query.q.trim() ? matches : sql<boolean>`1`
  const [rows, count] = await Promise.all([
    blogsQuery(db).where(filtered).limit(query.limit).offset(query.offset).execute(),
    db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).where(filtered).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toBlog), total: Number(count.n) }
}

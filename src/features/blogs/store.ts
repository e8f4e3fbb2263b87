import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { BlogTable } from '../../db/schema.js'

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

import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { BlogTable } from '../../db/schema.js'
import { newId, now } from '../../db/ids.js'
import { deleteReturning, updateReturning } from '../../db/rows.js'
import type { BlogInput } from './schema.js'
import { documentUrl } from '../documents/store.js'

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
  /** Notices (issue #15, beside the spec's fields): the attached PDF from the documents library */
  attachmentId: string | null
  attachment: { title: string; url: string; sizeBytes: number } | null
  publishAt: string | null
  expireAt: string | null
  pinned: boolean
  createdAt: string
  updatedAt: string
}

export { noticeState, type NoticeState } from './notice.js'

type Attachment = { attachmentTitle: string | null; attachmentName: string | null; attachmentSize: number | null }

export function toBlog(row: BlogTable & Partial<Attachment>): Blog {
  const attachmentId = row.attachmentId ?? null
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
    attachmentId,
    attachment:
      attachmentId && row.attachmentName && row.attachmentTitle
        ? { title: row.attachmentTitle, url: documentUrl({ id: attachmentId, originalName: row.attachmentName }), sizeBytes: row.attachmentSize ?? 0 }
        : null,
    publishAt: row.publishAt ?? null,
    expireAt: row.expireAt ?? null,
    pinned: row.pinned === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

function blogQuery(db: Db) {
  return db
    .selectFrom('blogs')
    .leftJoin('documents', 'documents.id', 'blogs.attachmentId')
    .selectAll('blogs')
    .select(['documents.title as attachmentTitle', 'documents.originalName as attachmentName', 'documents.sizeBytes as attachmentSize'])
}

/**
 * News items, pinned first, then newest date first. With `publicAt` (a time): only what the public
 * sees then, i.e. neither scheduled for later nor expired.
 */
export async function listBlogs(db: Db, options: { publicAt?: number } = {}): Promise<Blog[]> {
  let query = blogQuery(db)
  if (options.publicAt !== undefined) {
    const at = new Date(options.publicAt).toISOString()
    query = query
      .where((eb) => eb.or([eb('blogs.publishAt', 'is', null), eb('blogs.publishAt', '<=', at)]))
      .where((eb) => eb.or([eb('blogs.expireAt', 'is', null), eb('blogs.expireAt', '>', at)]))
  }
  const rows = await query.orderBy('blogs.pinned', 'desc').orderBy('blogs.date', 'desc').orderBy('blogs.createdAt', 'desc').execute()
  return rows.map(toBlog)
}

export async function getBlog(db: Db, id: string): Promise<Blog | null> {
  const row = await blogQuery(db).where('blogs.id', '=', id).executeTakeFirst()
  return row ? toBlog(row) : null
}

/** The next moment after `now` at which a notice appears or expires (ms), or null: none is due. */
export async function nextNoticeChange(db: Db, now: number): Promise<number | null> {
  const at = new Date(now).toISOString()
  const row = await db
    .selectFrom('blogs')
    .select((eb) => [
      eb.fn.min(eb.case().when('publishAt', '>', at).then(eb.ref('publishAt')).end()).as('publish'),
      eb.fn.min(eb.case().when('expireAt', '>', at).then(eb.ref('expireAt')).end()).as('expire'),
    ])
    .executeTakeFirst()
  const times = [row?.publish, row?.expire].filter((t): t is string => typeof t === 'string').map(Date.parse)
  return times.length ? Math.min(...times) : null
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

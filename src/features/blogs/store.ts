import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'
import type { BlogTable } from '../../db/schema.js'
import { newId, now } from '../../db/ids.js'
import { deleteReturning, updateReturning } from '../../db/rows.js'
import type { BlogInput } from './schema.js'
import { documentUrl } from '../documents/store.js'
import { isFileLanguage, type FileLanguage } from '../../content/file-language.js'
import { documentVisibleSql, noticeLiveSql, noticePublishedSql, staffSeesDraft, staffSeesRowSql } from '../../db/visibility.js'
import type { Role } from '../../platform/auth/roles.js'

export { nextNoticeChange } from '../../db/visibility.js'

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
  /** `fileLanguage`: the language the PDF is written in, null when not known (docs/decisions/297) */
  attachment: { title: string; url: string; sizeBytes: number; fileLanguage: FileLanguage | null } | null
  publishAt: string | null
  expireAt: string | null
  pinned: boolean
  /** The account keeping it as a draft, null once published (docs/decisions/225); never in a public answer */
  draftBy: string | null
  createdAt: string
  updatedAt: string
}

export { noticeState, type NoticeState } from './notice.js'

type Attachment = { attachmentTitle: string | null; attachmentName: string | null; attachmentSize: number | null; attachmentLanguage: string | null }

export function toBlog(row: BlogTable & Partial<Attachment>): Blog {
  // read with its attachment joined, an id whose document the reader may not see is left out too
  const attachmentId = 'attachmentName' in row && !row.attachmentName ? null : (row.attachmentId ?? null)
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
        ? { title: row.attachmentTitle, url: documentUrl({ id: attachmentId, originalName: row.attachmentName }), sizeBytes: row.attachmentSize ?? 0, fileLanguage: isFileLanguage(row.attachmentLanguage) ? row.attachmentLanguage : null }
        : null,
    publishAt: row.publishAt ?? null,
    expireAt: row.expireAt ?? null,
    pinned: row.pinned === 1,
    draftBy: row.draftBy ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** A member of staff reading notices: drafts are their writer's, and every Administrator's (docs/decisions/225). */
export type Reader = { id: string; role: Role }

/** The notices a member of staff may see: every published one, their own drafts, and every draft for an Administrator. */
export function seenBySql(reader: Reader) {
  return staffSeesRowSql(reader, 'blogs')
}

/** Whether this member of staff may see the item (seenBySql, for one item read already). */
export function mayRead(reader: Reader, blog: Pick<Blog, 'draftBy'>): boolean {
  return staffSeesDraft(reader, blog.draftBy)
}

/**
 * News items with their attachment, pinned first, then newest date first. With `publicAt` (a
 * time): only what the public sees then (docs/decisions/093, 115); with `reader`: what that member
 * of staff sees. Streamed by GET /blogs/getAllBlogs (streamList).
 */
export function blogsQuery(db: Db, options: { publicAt?: number; reader?: Reader } = {}) {
  const query = withAttachment(db, options.publicAt)
    .where(options.publicAt === undefined ? sql<boolean>`1` : noticeLiveSql(options.publicAt))
    .where(options.reader ? seenBySql(options.reader) : sql<boolean>`1`)
  return query.orderBy('blogs.pinned', 'desc').orderBy('blogs.date', 'desc').orderBy('blogs.createdAt', 'desc')
}

/** News items with their attachment; with `publicAt`, only an attachment the public may see then. */
function withAttachment(db: Db, publicAt?: number) {
  return db
    .selectFrom('blogs')
    .leftJoin('documents', (join) => {
      const on = join.onRef('documents.id', '=', 'blogs.attachmentId')
      return publicAt === undefined ? on : on.on(documentVisibleSql(publicAt))
    })
    .selectAll('blogs')
    .select(['documents.title as attachmentTitle', 'documents.originalName as attachmentName', 'documents.sizeBytes as attachmentSize', 'documents.fileLanguage as attachmentLanguage'])
}

export async function listBlogs(db: Db, options: { publicAt?: number } = {}): Promise<Blog[]> {
  return (await blogsQuery(db, options).execute()).map(toBlog)
}

/**
 * One news item, scheduled, expired and draft ones too; with `publicAt`, only one whose page the
 * public may open then (src/db/visibility.ts), with its attachment only when the public may see it.
 */
export async function getBlog(db: Db, id: string, publicAt?: number): Promise<Blog | null> {
  const row = await withAttachment(db, publicAt)
    .where('blogs.id', '=', id)
    .where(publicAt === undefined ? sql<boolean>`1` : noticePublishedSql(publicAt))
    .executeTakeFirst()
  return row ? toBlog(row) : null
}

/**
 * A notice as its change kept as a draft would make it (docs/decisions/279): the stored row with
 * the change's fields, its attachment read for the id the change names. Staff only (the preview).
 */
export async function getBlogAsChanged(db: Db, id: string, fields: Partial<BlogInput>): Promise<Blog | null> {
  const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const changed: BlogTable = { ...row, ...fields }
  const document = changed.attachmentId
    ? await db.selectFrom('documents').select(['title', 'originalName', 'sizeBytes', 'fileLanguage']).where('id', '=', changed.attachmentId).executeTakeFirst()
    : undefined
  return toBlog({ ...changed, attachmentTitle: document?.title ?? null, attachmentName: document?.originalName ?? null, attachmentSize: document?.sizeBytes ?? null, attachmentLanguage: document?.fileLanguage ?? null })
}

/** Categories are compared case-insensitively: "News", "news" and " NEWS " are one. */
export function isCategory(blog: Pick<Blog, 'category'>, category: 'news' | 'admission news'): boolean {
  return blog.category.trim().toLowerCase() === category
}

/** A new news item; with `draftBy`, kept as that account's draft (never public) until published. */
export async function createBlog(db: Db, input: BlogInput, image: ImageColumns, draftBy: string | null = null): Promise<Blog> {
  const at = now()
  const row: BlogTable = { id: newId(), ...input, ...image, draftBy, createdAt: at, updatedAt: at }
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

/** A draft goes public (its schedule still applies); the published item, or null when it was no draft. */
export async function publishDraft(db: Db, id: string): Promise<Blog | null> {
  const result = await updateReturning(db, 'blogs', id, { draftBy: null }, getBlog)
  return result && result.before.draftBy !== null ? result.after : null
}

/**
 * A published notice back to a draft, `by`'s own (docs/decisions/256): off every public surface at
 * once, through the one rule (noticePublishedSql). Null when it is a draft already or unknown.
 */
export async function unpublishNotice(db: Db, id: string, by: string): Promise<Blog | null> {
  const result = await db.updateTable('blogs').set({ draftBy: by, updatedAt: now() }).where('id', '=', id).where('draftBy', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? getBlog(db, id) : null
}

export async function deleteBlog(db: Db, id: string): Promise<Blog | null> {
  return deleteReturning(db, 'blogs', id, getBlog)
}

/** The two columns of /blogs, by category as stored (compared trimmed and lower-cased, as isCategory does). */
export type NewsColumn = 'news' | 'admission news'

/** One page of a /blogs column as the public sees it at `publicAt`: pinned first, then newest; and how many items the column shows in all (SQL does both). */
export async function listColumnPage(db: Db, column: NewsColumn, offset: number, limit: number, publicAt: number): Promise<{ items: Blog[]; total: number }> {
  const [rows, count] = await Promise.all([blogsQuery(db, { publicAt }).where(inColumnSql(column)).limit(limit).offset(offset).execute(), columnCountQuery(db, column, publicAt).executeTakeFirstOrThrow()])
  return { items: rows.map(toBlog), total: Number(count.n) }
}

const inColumnSql = (column: NewsColumn) => sql<boolean>`lower(trim(blogs.category)) = ${column}`

/** How many items of a column the public sees at `publicAt` (also compiled and run at once by the cheap "not found" checks, src/app/missing-items.ts). */
export function columnCountQuery(db: Db, column: NewsColumn, publicAt: number) {
  return db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).where(inColumnSql(column)).where(noticeLiveSql(publicAt))
}

/** Ids and change times of the news items the public sees at `publicAt`, newest first, one slice at a time (the sitemap). */
export async function listBlogStamps(db: Db, offset: number, limit: number, publicAt: number): Promise<{ _id: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('blogs')
    .select(['id', 'updatedAt'])
    .where(noticeLiveSql(publicAt))
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  return rows.map((row) => ({ _id: row.id, updatedAt: row.updatedAt }))
}

/** How many news items the public sees at `publicAt`. */
export async function countBlogs(db: Db, publicAt: number): Promise<number> {
  const row = await db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).where(noticeLiveSql(publicAt)).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** `%text%` for LIKE, with the pattern characters of the text taken literally (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** One page of the admin's news table, newest first, searched in SQL (title or description); total counts the matches. */
export async function searchBlogsPage(db: Db, reader: Reader, query: { q: string; offset: number; limit: number; item?: string }): Promise<{ items: (Blog & { draftByName: string | null })[]; total: number }> {
  const pattern = likePattern(query.q.trim())
  const matches = sql<boolean>`(blogs.title like ${pattern} escape '\\' or blogs.description like ${pattern} escape '\\')`
  // ?item=: the one notice a panel search result opened the table on
  const filtered = query.item ? sql<boolean>`blogs.id = ${query.item}` : query.q.trim() ? matches : sql<boolean>`1`
  const [rows, count] = await Promise.all([
    blogsQuery(db, { reader })
      .leftJoin('admins', 'admins.id', 'blogs.draftBy')
      .select('admins.name as draftByName')
      .where(filtered)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).where(filtered).where(seenBySql(reader)).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map((row) => ({ ...toBlog(row), draftByName: row.draftByName ?? null })), total: Number(count.n) }
}

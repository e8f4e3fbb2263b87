import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import type { Db } from '../../db/connection.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowById, updateWithOptionalImage } from '../../http/image-rows.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { streamList } from '../../http/stream-list.js'
import { pageQuerySchema } from '../../http/paging.js'
import { paramId, sendCreated, sendData, sendDone, sendItem } from '../../http/replies.js'
import { imageColumns, receiveImages, recordStored, storeUploads, uploadedFiles, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { blogSchema, type BlogInput } from './schema.js'
import { DRAFT_ALREADY, NEWS_DELETED, TAKEN_OFF_SITE } from './notice.js'
import { documentExists } from '../committees/store.js'
import { nextVisibilityChange } from '../../db/visibility.js'
import { createBlog, deleteBlog, searchBlogsPage, blogsQuery, getBlog, mayRead, noticeState, publishDraft, toBlog, unpublishNotice, updateBlog, type Blog, type Reader } from './store.js'
import { noteActivity } from '../../platform/activity/note.js'
import { asksDraft } from '../../platform/row-drafts/draft-flag.js'
import { refuseEditedSinceOpened, writeUnchangedSinceOpened } from '../../platform/row-drafts/opened-revision.js'
import { storedDraft, withRevisions } from '../../platform/row-drafts/stored.js'
import { CHANGE_DISCARDED, CHANGE_PUBLISHED, CHANGE_SAVED, DRAFT_PUBLISHED, DRAFT_SAVED, NO_PICTURE_IN_CHANGE } from '../../platform/row-drafts/messages.js'
import { changeMarks, discardChange, dropOwnChange, keepChange, publishChange, refuseOffSiteOverOthersChange } from '../../platform/row-drafts/changes.js'
import { newsArea } from './area.js'

const NOT_FOUND = 'No news item with this id.'
export const BLOG_IMAGE_REQUIRED = 'Image is required'

/**
 * A news item as the API answers it (docs/decisions/010): `image` is the path `uploads/Blogs/<file>`
 * that the existing frontend reads (the list as a relative URL, the detail after a `/`);
 * `imageName` (the bare file name) and `imageMeta` serve our admin panel's thumbnails.
 */
export function blogAnswer(blog: Blog) {
  // a draft's writer only in staff answers: no public answer reaches a draft (docs/decisions/225), so its shape stays the spec's
  const { draftBy, ...shown } = blog
  return { ...shown, image: blog.image ? `uploads/Blogs/${blog.image}` : null, imageName: blog.image, ...(draftBy ? { draftBy } : {}) }
}
export type BlogAnswer = ReturnType<typeof blogAnswer>

/** The day of the server, YYYY-MM-DD: createBlog's date when none is sent. */
function today(): string {
  return new Date().toISOString().slice(0, 10)
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** createBlog without a category files the item as news; without a date it takes today (issue #10). */
function withBlogDefaults(body: unknown): Record<string, unknown> {
  const fields = { ...((body ?? {}) as Record<string, unknown>) }
  if (blank(fields.category)) fields.category = 'news'
  if (blank(fields.date)) fields.date = today()
  return fields
}

export { DRAFT_PUBLISHED, DRAFT_SAVED }
export const NOT_A_DRAFT = 'This news item is not a draft: it is published already.'

/** A stored item this member of staff may see, or 404: another's draft is not there for them. */
async function readableBlog(ctx: AppContext, reader: Reader, id: string): Promise<Blog> {
  const blog = await getBlog(ctx.db, id)
  if (!blog || !mayRead(reader, blog)) throw new HttpError(404, NOT_FOUND)
  return blog
}

export const ATTACHMENT_NOT_FOUND = 'The attachment must be a PDF of the documents library.'
export const EXPIRY_BEFORE_PUBLISH = 'Expire at must be later than Publish at'

/** The notice fields beside the spec's: the attachment must exist, expiry must follow publishing. */
async function checkNoticeFields(db: Db, input: Partial<BlogInput>, stored?: Blog): Promise<void> {
  if (input.attachmentId && !(await documentExists(db, input.attachmentId))) {
    throw new HttpError(400, ATTACHMENT_NOT_FOUND, { attachmentId: ATTACHMENT_NOT_FOUND })
  }
  const publishAt = input.publishAt !== undefined ? input.publishAt : stored?.publishAt
  const expireAt = input.expireAt !== undefined ? input.expireAt : stored?.expireAt
  if (publishAt && expireAt && Date.parse(expireAt) <= Date.parse(publishAt)) {
    throw new HttpError(400, EXPIRY_BEFORE_PUBLISH, { expireAt: EXPIRY_BEFORE_PUBLISH })
  }
}

/** News and admission updates. */
export function blogsApi(ctx: AppContext): Router {
  const router = Router()
  // Cached pages stay valid only until the next notice appears or expires, or a document's own
  // publish time comes (no write happens then; src/db/visibility.ts).
  ctx.content.addValidUntil((now) => nextVisibilityChange(ctx.db, now))

  if (ctx.config.testClock) {
    // Browser tests of scheduled notices move the server's "now" (TEST_CLOCK=1 only).
    router.put('/test/clock', guard('content'), (req, res) => {
      const at = Date.parse(String(req.body?.at ?? ''))
      if (Number.isNaN(at)) throw new HttpError(400, 'at must be an ISO time')
      ctx.clock.set(at)
      log.warn('server clock moved for a test', { at: new Date(at).toISOString() })
      sendDone(res, 'Clock set', { now: new Date(ctx.clock.now()).toISOString() })
    })
  }

  // Staff see every item; the public sees neither scheduled nor expired ones (docs/decisions/093). Streamed from the database.
  router.get('/blogs/getAllBlogs', guard('public'), async (req, res) => {
    await streamList(ctx, res, blogsQuery(ctx.db, req.admin ? { reader: req.admin } : { publicAt: ctx.clock.now() }), (row) => blogAnswer(toBlog(row)))
  })

  // The admin's news table: one page at a time, searched and counted in SQL.
  router.get('/blogs/admin/page', guard('content'), async (req, res) => {
    const query = pageQuerySchema.parse(req.query)
    const { items, total } = await searchBlogsPage(ctx.db, req.admin!, query)
    // an Administrator sees every draft, so each names its writer (docs/decisions/225)
    const named = req.admin!.role === 'administrator'
    // each with what its edit form sends back (docs/decisions/283), and a published notice's change
    // kept as a draft, for its writer and every Administrator (docs/decisions/279)
    const answered = await withRevisions(ctx.db, 'blogs', items.map(({ draftByName: _, ...item }) => blogAnswer(item)))
    const changes = await changeMarks(ctx.db, newsArea, answered, req.admin!)
    sendData(res, {
      items: answered.map((blog, i) => {
        const change = changes.get(blog._id)
        return { ...blog, ...(named && blog.draftBy ? { draftByName: items[i]!.draftByName } : {}), ...(change ? { change } : {}) }
      }),
      total,
      offset: query.offset,
      limit: query.limit,
    })
  })

  router.get('/blogs/getBlogDetail/:id', guard('public'), async (req, res) => {
    // the public: only an item whose page is open (src/db/visibility.ts); staff: what they may see
    const blog = req.admin ? await readableBlog(ctx, req.admin, paramId(req)) : await getBlog(ctx.db, paramId(req), ctx.clock.now())
    if (!blog) throw new HttpError(404, NOT_FOUND)
    sendItem(res, { ...blogAnswer(blog), expired: noticeState(blog, ctx.clock.now()) === 'expired' })
  })

  router.post('/blogs/createBlog', guard('content'), receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parseInput(blogSchema, withBlogDefaults(req.body))
    const draft = asksDraft(req.body)
    await checkNoticeFields(ctx.db, input)
    const files = uploadedFiles(req)
    if (files.length === 0) throw new HttpError(400, BLOG_IMAGE_REQUIRED, { image: BLOG_IMAGE_REQUIRED })
    const stored = await storeUploads(ctx, files, 'Blogs')
    const blog = await recordStored(ctx, 'Blogs', stored, () => createBlog(ctx.db, input, imageColumns(stored[0]), draft ? req.admin!.id : null))
    log.info(draft ? 'news draft saved' : 'news item added', { id: blog._id })
    if (draft) noteActivity(res, { area: 'news', action: 'added', itemId: blog._id, summary: `saved a draft of news '${blog.title.slice(0, 60)}' (not on the site)` })
    sendCreated(res, draft ? DRAFT_SAVED : 'News added successfully!', blogAnswer(blog))
  })

  router.put('/blogs/updateBlog/:id', guard('content'), receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parsePartialInput(blogSchema, req.body)
    const asksForDraft = asksDraft(req.body)
    const stored = await getBlog(ctx.db, paramId(req))
    if (stored && !mayRead(req.admin!, stored)) throw new HttpError(404, NOT_FOUND)
    // a form opened on an earlier revision of the notice: refused before anything is stored
    const opened = stored && (await storedDraft(ctx.db, 'blogs', stored._id))
    if (opened) refuseEditedSinceOpened(req.body, opened.row)
    if (stored) await checkNoticeFields(ctx.db, input, stored)
    // "Save changes as draft" on a published notice: kept beside it, the site unchanged (docs/decisions/279)
    if (stored && stored.draftBy === null && asksForDraft) {
      if (uploadedFiles(req).length) throw new HttpError(400, NO_PICTURE_IN_CHANGE, { image: NO_PICTURE_IN_CHANGE })
      if (!opened) throw new HttpError(404, NOT_FOUND)
      await keepChange(ctx.db, { area: 'news', rowId: stored._id, fields: input, by: req.admin!, base: opened.row, answered: blogAnswer(stored) })
      log.info('news change saved as a draft', { id: stored._id })
      noteActivity(res, { area: 'news', action: 'changed', itemId: stored._id, summary: `saved a draft of a change to news '${stored.title.slice(0, 60)}' (not on the site)` })
      sendDone(res, CHANGE_SAVED, blogAnswer(stored))
      return
    }
    const result = await updateWithOptionalImage(ctx, req, 'Blogs', {
      exists: () => getBlog(ctx.db, paramId(req)),
      // checked again with the write: the photo's resizing before it is time another save could take
      update: (image) => writeUnchangedSinceOpened(ctx.db, { body: req.body, table: 'blogs', id: paramId(req) }, (trx) => updateBlog(trx, paramId(req), input, image)),
      previousImage: ({ before }) => ({ name: before.image, meta: before.imageMeta }),
      notFound: NOT_FOUND,
    })
    // the writer's own kept change was in the form they saved: it is done with
    await dropOwnChange(ctx.db, 'news', result.blog._id, req.admin!)
    log.info('news item updated', { id: result.blog._id })
    sendDone(res, 'News updated successfully!', blogAnswer(result.blog))
  })

  // A draft goes public: its writer or an Administrator (docs/decisions/225); its schedule still applies.
  router.post('/blogs/publishDraft/:id', guard('content'), async (req, res) => {
    const stored = await readableBlog(ctx, req.admin!, paramId(req))
    if (stored.draftBy === null) throw new HttpError(409, NOT_A_DRAFT)
    const blog = await publishDraft(ctx.db, stored._id)
    if (!blog) throw new HttpError(409, NOT_A_DRAFT)
    log.info('news draft published', { id: blog._id })
    noteActivity(res, { area: 'news', action: 'changed', itemId: blog._id, summary: `published news '${blog.title.slice(0, 60)}'` })
    sendDone(res, DRAFT_PUBLISHED, blogAnswer(blog))
  })

  // A change kept as a draft goes onto the notice: the same update as a direct save, so versions and the log see an edit.
  router.post('/blogs/publishChange/:id', guard('content'), async (req, res) => {
    const stored = await readableBlog(ctx, req.admin!, paramId(req))
    const applied = await publishChange(
      ctx.db,
      { area: 'news', table: 'blogs', id: stored._id },
      req.admin!,
      // the PDF it names may have been deleted since
      (trx, fields) => checkNoticeFields(trx, fields as Partial<BlogInput>, stored),
      (trx, fields) => updateBlog(trx, stored._id, fields as Partial<BlogInput>, null),
    )
    if (!applied) throw new HttpError(404, NOT_FOUND)
    log.info('news change published', { id: stored._id })
    noteActivity(res, { area: 'news', action: 'changed', itemId: stored._id, summary: `published a change to news '${applied.blog.title.slice(0, 60)}'` })
    sendDone(res, CHANGE_PUBLISHED, blogAnswer(applied.blog))
  })

  router.delete('/blogs/change/:id', guard('content'), async (req, res) => {
    const stored = await readableBlog(ctx, req.admin!, paramId(req))
    await discardChange(ctx.db, 'news', stored._id, req.admin!)
    log.info('news change discarded', { id: stored._id })
    noteActivity(res, { area: 'news', action: 'changed', itemId: stored._id, summary: `discarded the draft of a change to news '${stored.title.slice(0, 60)}'` })
    sendDone(res, CHANGE_DISCARDED, blogAnswer(stored))
  })

  // A published notice back to a draft, the acting person's own (docs/decisions/256): off the site
  // at once; the guard's write hook refreshes the page cache and logs the state change.
  router.post('/blogs/unpublish/:id', guard('content'), async (req, res) => {
    const stored = await readableBlog(ctx, req.admin!, paramId(req))
    if (stored.draftBy !== null) throw new HttpError(409, DRAFT_ALREADY)
    await refuseOffSiteOverOthersChange(ctx.db, 'news', stored._id, req.admin!)
    const blog = await unpublishNotice(ctx.db, stored._id, req.admin!.id)
    if (!blog) throw new HttpError(409, DRAFT_ALREADY)
    log.info('news item taken off the site', { id: blog._id })
    noteActivity(res, { area: 'news', action: 'changed', itemId: blog._id, summary: `took news '${blog.title.slice(0, 60)}' off the site (kept as a draft)` })
    sendDone(res, TAKEN_OFF_SITE, blogAnswer(blog))
  })

  router.delete(
    '/blogs/deleteBlog/:id',
    guard('content'),
    deleteRowById(ctx, {
      folder: 'Blogs',
      bin: { table: 'blogs', area: 'news', label: (blog) => blog.title },
      remove: deleteBlog,
      imageOf: (blog) => blog.image,
      notFound: NOT_FOUND,
      logText: 'news item deleted',
      message: NEWS_DELETED,
    }),
  )

  return router
}

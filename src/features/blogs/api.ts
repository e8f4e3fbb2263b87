import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteRowById, updateWithOptionalImage } from '../../http/image-rows.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendCreated, sendData, sendDone } from '../../http/replies.js'
import { imageColumns, receiveImages, recordStored, storeUploads, uploadedFiles, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { blogSchema } from './schema.js'
import { createBlog, deleteBlog, getBlog, listBlogs, updateBlog, type Blog } from './store.js'

const NOT_FOUND = 'No news item with this id.'
export const BLOG_IMAGE_REQUIRED = 'Image is required'

/** The detail's image as a path from the site root (docs/decisions/014); `image` stays the file name. */
function withImagePath(blog: Blog) {
  return { ...blog, imagePath: blog.image ? `/uploads/Blogs/${blog.image}` : null }
}

/** News and admission updates. */
export function blogsApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/blogs/getAllBlogs', guard('public'), async (_req, res) => {
    sendData(res, await listBlogs(ctx.db))
  })

  router.get('/blogs/getBlogDetail/:id', guard('public'), async (req, res) => {
    const blog = await getBlog(ctx.db, paramId(req))
    if (!blog) throw new HttpError(404, NOT_FOUND)
    sendData(res, withImagePath(blog))
  })

  router.post('/blogs/createBlog', guard('content'), receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parseInput(blogSchema, req.body)
    const files = uploadedFiles(req)
    if (files.length === 0) throw new HttpError(400, BLOG_IMAGE_REQUIRED, { image: BLOG_IMAGE_REQUIRED })
    const stored = await storeUploads(ctx, files, 'Blogs')
    const blog = await recordStored(ctx, 'Blogs', stored, () => createBlog(ctx.db, input, imageColumns(stored[0])))
    ctx.content.bump()
    log.info('news item added', { id: blog._id })
    sendCreated(res, 'News added successfully!', blog)
  })

  router.put('/blogs/updateBlog/:id', guard('content'), receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parsePartialInput(blogSchema, req.body)
    const result = await updateWithOptionalImage(ctx, req, 'Blogs', {
      exists: () => getBlog(ctx.db, paramId(req)),
      update: (image) => updateBlog(ctx.db, paramId(req), input, image),
      previousImage: ({ before }) => ({ name: before.image, meta: before.imageMeta }),
      notFound: NOT_FOUND,
    })
    ctx.content.bump()
    log.info('news item updated', { id: result.blog._id })
    sendDone(res, 'News updated successfully!', result.blog)
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
      message: 'Blog deleted successfully',
    }),
  )

  return router
}

import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteImageFiles } from '../../http/images.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendCreated, sendData, sendDone } from '../../http/replies.js'
import { imageColumns, receiveImages, recordStored, removeStored, storeUploads, uploadedFiles, UPLOAD_CAPS } from '../../http/uploads.js'
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

  router.get('/blogs/getAllBlogs', async (_req, res) => {
    sendData(res, await listBlogs(ctx.db))
  })

  router.get('/blogs/getBlogDetail/:id', async (req, res) => {
    const blog = await getBlog(ctx.db, paramId(req))
    if (!blog) throw new HttpError(404, NOT_FOUND)
    sendData(res, withImagePath(blog))
  })

  router.post('/blogs/createBlog', requireAdmin, receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parseInput(blogSchema, req.body)
    const files = uploadedFiles(req)
    if (files.length === 0) throw new HttpError(400, BLOG_IMAGE_REQUIRED, { image: BLOG_IMAGE_REQUIRED })
    const stored = await storeUploads(ctx, files, 'Blogs')
    const blog = await recordStored(ctx, 'Blogs', stored, () => createBlog(ctx.db, input, imageColumns(stored[0])))
    ctx.content.bump()
    log.info('news item added', { id: blog._id })
    sendCreated(res, 'News added successfully!', blog)
  })

  router.put('/blogs/updateBlog/:id', requireAdmin, receiveImages(UPLOAD_CAPS.single), async (req, res) => {
    const input = parsePartialInput(blogSchema, req.body)
    // unknown id: answer before any file is stored
    if (!(await getBlog(ctx.db, paramId(req)))) throw new HttpError(404, NOT_FOUND)
    const stored = await storeUploads(ctx, uploadedFiles(req), 'Blogs')
    const result = await recordStored(ctx, 'Blogs', stored, () => updateBlog(ctx.db, paramId(req), input, stored[0] ? imageColumns(stored[0]) : null))
    if (!result) {
      await removeStored(ctx, 'Blogs', stored)
      throw new HttpError(404, NOT_FOUND)
    }
    if (stored[0]) await deleteImageFiles(ctx.config.uploadsDir, 'Blogs', result.before.image, result.before.imageMeta)
    ctx.content.bump()
    log.info('news item updated', { id: result.blog._id })
    sendDone(res, 'News updated successfully!', result.blog)
  })

  router.delete('/blogs/deleteBlog/:id', requireAdmin, async (req, res) => {
    const blog = await deleteBlog(ctx.db, paramId(req))
    if (!blog) throw new HttpError(404, NOT_FOUND)
    await deleteImageFiles(ctx.config.uploadsDir, 'Blogs', blog.image, blog.imageMeta)
    ctx.content.bump()
    log.info('news item deleted', { id: blog._id })
    sendDone(res, 'Blog deleted successfully', { _id: blog._id })
  })

  return router
}

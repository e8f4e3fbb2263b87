import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { deleteImageFiles } from '../../http/images.js'
import { sendCreated, sendData, sendDone } from '../../http/replies.js'
import { receiveImages, recordStored, storeUploads, uploadedFiles, UPLOAD_CAPS } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { deleteBannerSchema } from './schema.js'
import { addBanners, deleteBanner, findBannerByImageUrl, listBanners } from './store.js'

export const NO_IMAGE_CHOSEN = 'Please choose at least one image to upload.'
export const UPLOAD_SUCCESS = 'Images uploaded successfully!'

/** Home banners: GET /api/home/bannerImages, POST uploadBannerImages, DELETE deleteBannerImages. */
export function bannersApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/home/bannerImages', async (_req, res) => {
    sendData(res, await listBanners(ctx.db))
  })

  router.post('/home/uploadBannerImages', requireAdmin, receiveImages(UPLOAD_CAPS.banner), async (req, res) => {
    const files = uploadedFiles(req)
    if (files.length === 0) throw new HttpError(400, NO_IMAGE_CHOSEN)
    const stored = await storeUploads(ctx, files, 'Home')
    const banners = await recordStored(ctx, 'Home', stored, () => addBanners(ctx.db, stored))
    ctx.content.bump()
    log.info('banners added', { count: banners.length })
    sendCreated(res, UPLOAD_SUCCESS, banners)
  })

  router.delete('/home/deleteBannerImages', requireAdmin, async (req, res) => {
    const { imageUrl } = parseInput(deleteBannerSchema, { imageUrl: req.body?.imageUrl ?? req.query.imageUrl })
    const banner = await findBannerByImageUrl(ctx.db, imageUrl)
    if (!banner) throw new HttpError(404, 'No banner image with this imageUrl.')
    await deleteBanner(ctx.db, banner._id)
    await deleteImageFiles(ctx.config.uploadsDir, 'Home', banner.imageUrl, banner.imageMeta)
    ctx.content.bump()
    log.info('banner deleted', { id: banner._id })
    sendDone(res, 'Image deleted successfully', { _id: banner._id })
  })

  return router
}

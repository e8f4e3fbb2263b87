import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { requireAdmin } from '../../http/auth-guard.js'
import { deleteRowByImageUrl, recordUploads, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { sendCreated, sendList } from '../../http/replies.js'
import { receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { log } from '../../log.js'
import { deleteBannerSchema } from './schema.js'
import { addBanners, deleteBanner, findBannerByImageUrl, listBanners } from './store.js'

/** Home banners: GET /api/home/bannerImages, POST uploadBannerImages, DELETE deleteBannerImages. */
export function bannersApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/home/bannerImages', async (_req, res) => {
    sendList(res, await listBanners(ctx.db))
  })

  router.post('/home/uploadBannerImages', requireAdmin, receiveImages(UPLOAD_CAPS.banner), async (req, res) => {
    const banners = await recordUploads(ctx, req, 'Home', (stored) => addBanners(ctx.db, stored))
    ctx.content.bump()
    log.info('banners added', { count: banners.length })
    sendCreated(res, UPLOAD_SUCCESS, banners)
  })

  router.delete(
    '/home/deleteBannerImages',
    requireAdmin,
    deleteRowByImageUrl(ctx, {
      schema: deleteBannerSchema,
      folder: 'Home',
      find: findBannerByImageUrl,
      remove: deleteBanner,
      imageOf: (banner) => banner.imageUrl,
      notFound: 'No banner image with this imageUrl.',
      logText: 'banner deleted',
    }),
  )

  return router
}

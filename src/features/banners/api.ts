import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { deleteRowByImageUrl, describedAs, pictureLogged, recordUploads, saveImageDescription, uploadAlts, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { sendCreated } from '../../http/replies.js'
import { streamList } from '../../http/stream-list.js'
import { receiveFields, receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { log } from '../../log.js'
import { deleteBannerSchema } from './schema.js'
import { addBanners, bannerOrNull, bannersQuery, deleteBanner, findBannerByImageUrl, setBannerAlt } from './store.js'

/** Home banners: GET /api/home/bannerImages, POST uploadBannerImages, DELETE deleteBannerImages. */
export function bannersApi(ctx: AppContext): Router {
  const router = Router()

  router.get('/home/bannerImages', guard('public'), async (_req, res) => {
    await streamList(ctx, res, bannersQuery(ctx.db), bannerOrNull)
  })

  router.post('/home/uploadBannerImages', guard('content'), receiveImages(UPLOAD_CAPS.banner), async (req, res) => {
    const alts = uploadAlts(req)
    const banners = await recordUploads(ctx, req, 'Home', (stored) => addBanners(ctx.db, stored, alts))
    log.info('banners added', { count: banners.length })
    sendCreated(res, UPLOAD_SUCCESS, banners)
  })

  // Beside the contract: a banner's description (alt text) for people who cannot see it.
  router.put(
    '/home/updateBannerImage/:id',
    guard('content'),
    receiveFields,
    saveImageDescription(ctx, { save: setBannerAlt, notFound: 'No banner image with this id.', logText: 'banner description saved' }),
  )

  router.delete(
    '/home/deleteBannerImages',
    guard('content'),
    deleteRowByImageUrl(ctx, {
      schema: deleteBannerSchema,
      folder: 'Home',
      bin: { table: 'banners', area: 'banners', label: (banner) => describedAs(banner.alt), logged: (banner) => pictureLogged('banner', banner.alt) },
      find: findBannerByImageUrl,
      remove: deleteBanner,
      imageOf: (banner) => banner.imageUrl,
      notFound: 'No banner image with this imageUrl.',
      logText: 'banner deleted',
    }),
  )

  return router
}

import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { deleteRowByImageUrl, describedAs, pictureLogged, recordUploads, saveImageDescription, uploadAlts, UPLOAD_SUCCESS } from '../../http/image-rows.js'
import { sendCreated, sendList } from '../../http/replies.js'
import { streamList } from '../../http/stream-list.js'
import { receiveFields, receiveImages, UPLOAD_CAPS } from '../../http/uploads.js'
import { log } from '../../log.js'
import { deleteBannerSchema } from './schema.js'
import { noteActivity } from '../../platform/activity/note.js'
import { DRAFT_SAVED } from '../../platform/row-drafts/messages.js'
import { draftOwnerOf, mountDraftRoutes, namedDrafts, othersDraftsHidden } from '../../platform/row-drafts/rows.js'
import { withRevisions } from '../../platform/row-drafts/stored.js'
import { bannersArea } from './area.js'
import { addBanners, bannerOrNull, bannersQuery, deleteBanner, findBannerByImageUrl, getBanner, listBanners, setBannerAlt, type Banner } from './store.js'

const BANNER_NOT_FOUND = 'No banner image with this id.'

/** Home banners: GET /api/home/bannerImages, POST uploadBannerImages, DELETE deleteBannerImages. */
export function bannersApi(ctx: AppContext): Router {
  const router = Router()

  // the public: published banners; staff: their own drafts too, every draft named for an Administrator (docs/decisions/277)
  router.get('/home/bannerImages', guard('public'), async (req, res) => {
    if (!req.admin) return streamList(ctx, res, bannersQuery(ctx.db, 'public'), bannerOrNull)
    // each with the revision its description's editor sends back (docs/decisions/285)
    sendList(res, await withRevisions(ctx.db, 'banners', await namedDrafts(ctx.db, req.admin, await listBanners(ctx.db, req.admin))))
  })

  // a batch saved as a draft is the uploader's drafts, every banner of it (docs/decisions/277)
  router.post('/home/uploadBannerImages', guard('content'), receiveImages(UPLOAD_CAPS.banner), async (req, res) => {
    const alts = uploadAlts(req)
    const draftBy = draftOwnerOf(req.body, req.admin!)
    const banners = await recordUploads(ctx, req, 'Home', (stored) => addBanners(ctx.db, stored, alts, draftBy))
    // the log keeps one line a write: one banner by its name, a batch by its count
    if (draftBy) noteActivity(res, { area: bannersArea.label, action: 'added', itemId: banners.length === 1 ? banners[0]!._id : null, summary: banners.length === 1 ? `saved a draft of ${pictureLogged('banner', banners[0]!.alt)} (not on the site)` : `saved drafts of ${banners.length} banners (not on the site)` })
    log.info(draftBy ? 'banner drafts saved' : 'banners added', { count: banners.length })
    sendCreated(res, draftBy ? DRAFT_SAVED : UPLOAD_SUCCESS, banners)
  })

  mountDraftRoutes(ctx, router, { declared: bannersArea, logged: (row) => pictureLogged('banner', String(row.alt ?? '')), answer: getBanner, notFound: BANNER_NOT_FOUND })

  // Beside the contract: a banner's description (alt text) for people who cannot see it.
  router.put(
    '/home/updateBannerImage/:id',
    guard('content'),
    // another Editor's draft is not there for them (docs/decisions/277)
    othersDraftsHidden(ctx, 'banners', BANNER_NOT_FOUND),
    receiveFields,
    saveImageDescription(ctx, { table: 'banners', save: setBannerAlt, notFound: BANNER_NOT_FOUND, logText: 'banner description saved' }),
  )

  router.delete(
    '/home/deleteBannerImages',
    guard('content'),
    deleteRowByImageUrl<Banner>(ctx, {
      schema: deleteBannerSchema,
      folder: 'Home',
      bin: { table: 'banners', area: 'banners', label: (banner) => describedAs(banner.alt), logged: (banner) => pictureLogged('banner', banner.alt) },
      // another Editor's draft answers as an unknown file does (docs/decisions/277)
      find: findBannerByImageUrl,
      remove: deleteBanner,
      imageOf: (banner) => banner.imageUrl,
      notFound: 'No banner image with this imageUrl.',
      logText: 'banner deleted',
    }),
  )

  return router
}

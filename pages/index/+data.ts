import type { PageContextServer } from 'vike/types'
import { getAboutContent, listFoundationEntries } from '../../src/features/about/store'
import { listBanners } from '../../src/features/banners/store'
import type { Slide } from '../../src/features/banners/ui/BannerSlideshow'
import { readFieldMarks, readFormOutcomes, returnPath } from '../../src/features/enquiries/ui/form-status'
import { listEventImages } from '../../src/features/events/store'
import { listPrograms } from '../../src/features/programs/store'
import { STOCK_BANNER_SIZE, stockBanners } from '../../src/content/home'
import { readSafely, valueOr } from '../../src/ui/read-safely'

export type Data = Awaited<ReturnType<typeof data>>

const stockSlides: Slide[] = stockBanners.map((banner) => ({ stock: { src: banner.src, ...STOCK_BANNER_SIZE } }))

export async function data(pageContext: PageContextServer) {
  const { db } = pageContext.app
  const [banners, programs, about, foundation, events] = await Promise.all([
    readSafely('banners', listBanners(db)),
    readSafely('programs', listPrograms(db)),
    readSafely('about', getAboutContent(db)),
    readSafely('foundation', listFoundationEntries(db)),
    readSafely('event images', listEventImages(db)),
  ])
  const uploaded = valueOr(banners, [])
  const search = pageContext.urlParsed.search
  return {
    // No banners uploaded (or none readable): the bundled stock pictures (spec §2).
    slides: uploaded.length > 0 ? uploaded.map((b): Slide => ({ upload: { imageUrl: b.imageUrl, imageMeta: b.imageMeta } })) : stockSlides,
    programs: programs.ok ? programs.value : null,
    about: valueOr(about, null),
    foundation: foundation.ok ? foundation.value : { error: foundation.message },
    eventImages: valueOr(events, []),
    eventsFailed: !events.ok,
    forms: readFormOutcomes(search),
    contactMarks: readFieldMarks(search, 'contact'),
    returnTo: returnPath(pageContext.urlPathname, search),
  }
}

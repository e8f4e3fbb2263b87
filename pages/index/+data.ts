import { localPath } from '../../src/content/lang'
import type { PageContextServer } from 'vike/types'
import { getAboutContent, listFoundationEntries } from '../../src/features/about/store'
import { listRecentBanners } from '../../src/features/banners/store'
import type { Slide } from '../../src/features/banners/ui/BannerSlideshow'
import { keptValues, readFieldMarks, readFormOutcomes, returnPath } from '../../src/features/enquiries/ui/form-status'
import { listRecentEventImages } from '../../src/features/events/store'
import { localizeImages } from '../../src/features/events/shown'
import { listPrograms } from '../../src/features/programs/store'
import { STOCK_BANNER_SIZE, stockBanners } from '../../src/content/home'
import { readSafely, valueOr } from '../../src/ui/read-safely'
import { aboutArea, foundersArea } from '../../src/features/about/areas'
import { programsArea } from '../../src/features/programs/area'
import { localize, localizeOne } from '../../src/platform/translations/localize'

export type Data = Awaited<ReturnType<typeof data>>

/** The home page shows a bounded recent set, however many photos there are (the gallery has the rest). */
const HOME_BANNERS = 8
const HOME_MARQUEE_PHOTOS = 10

const stockSlides: Slide[] = stockBanners.map((banner) => ({ stock: { src: banner.src, ...STOCK_BANNER_SIZE } }))

export async function data(pageContext: PageContextServer) {
  const { db } = pageContext.app
  const lang = pageContext.lang
  const [banners, programs, about, foundation, events] = await Promise.all([
    readSafely(pageContext, 'banners', listRecentBanners(db, HOME_BANNERS)),
    readSafely(pageContext, 'programs', async () => localize(db, programsArea, await listPrograms(db, 'public'), lang, (program) => program._id)),
    readSafely(pageContext, 'about', async () => localizeOne(db, aboutArea, await getAboutContent(db), lang)),
    readSafely(pageContext, 'foundation', async () => localize(db, foundersArea, await listFoundationEntries(db, 'public'), lang, (entry) => entry._id)),
    readSafely(pageContext, 'event images', async () => localizeImages(db, await listRecentEventImages(db, HOME_MARQUEE_PHOTOS), lang)),
  ])
  const uploaded = valueOr(banners, [])
  const search = pageContext.urlParsed.search
  return {
    // No banners uploaded (or none readable): the bundled stock pictures (spec §2).
    slides: uploaded.length > 0 ? uploaded.map((b): Slide => ({ upload: { imageUrl: b.imageUrl, imageMeta: b.imageMeta, alt: b.alt } })) : stockSlides,
    programs: programs.ok ? programs.value : null,
    about: valueOr(about, null),
    foundation: foundation.ok ? foundation.value : { failed: true as const },
    eventImages: valueOr(events, []),
    eventsFailed: !events.ok,
    forms: readFormOutcomes(search),
    contactMarks: readFieldMarks(search, 'contact'),
    contactValues: keptValues(pageContext.formState, 'contact'),
    returnTo: returnPath(localPath(pageContext.lang, pageContext.urlPathname), search),
  }
}

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { NotFoundReason } from '../../src/content/messages/en'
import { listCategoryImages, listGalleryCategories } from '../../src/features/events/store'
import { localizeCategories, localizeImages } from '../../src/features/events/shown'
import { CATEGORIES_PER_PAGE, PHOTOS_PER_PAGE, PREVIEW_PHOTOS, type EventGalleryProps, type Pager } from '../../src/features/events/ui/EventGallery'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { gallery: EventGalleryProps }

const href = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== 1) query.set(name, String(value))
  const text = query.toString()
  return text ? `/eventGallery?${text}` : '/eventGallery'
}

function pager(page: number, pages: number, at: (page: number) => string): Pager {
  return { page, pages, newerHref: page > 1 ? at(page - 1) : null, olderHref: page < pages ? at(page + 1) : null }
}

/**
 * /eventGallery pages by category: the overview shows a few categories with their newest photos
 * and a "More photos" link each; ?category=<id> shows one category, PHOTOS_PER_PAGE at a time.
 * No page grows with the number of photos.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { db } = pageContext.app
  const lang = pageContext.lang
  const search = pageContext.urlParsed.search
  const page = Number(search.page ?? 1)
  const read = await readSafely(pageContext, 'event images', async (): Promise<EventGalleryProps> => {
    const categories = await listGalleryCategories(db)
    if (search.category) {
      const category = categories.find((c) => c.id === search.category)
      if (!category) return { notFound: true }
      const pages = Math.max(1, Math.ceil(category.count / PHOTOS_PER_PAGE))
      if (page > pages) return { notFound: true }
      const [shown] = await localizeCategories(db, [category], lang)
      const images = await localizeImages(db, await listCategoryImages(db, category.id, (page - 1) * PHOTOS_PER_PAGE, PHOTOS_PER_PAGE), lang)
      return {
        groups: [{ ...shown!, images, offset: (page - 1) * PHOTOS_PER_PAGE, moreHref: null }],
        pager: pager(page, pages, (p) => href({ category: category.id, page: p })),
        single: true,
      }
    }
    const pages = Math.max(1, Math.ceil(categories.length / CATEGORIES_PER_PAGE))
    if (page > pages) return { notFound: true }
    const shown = await localizeCategories(db, categories.slice((page - 1) * CATEGORIES_PER_PAGE, page * CATEGORIES_PER_PAGE), lang)
    const groups = await Promise.all(
      shown.map(async (category) => ({
        ...category,
        images: await localizeImages(db, await listCategoryImages(db, category.id, 0, PREVIEW_PHOTOS), lang),
        offset: 0,
        moreHref: category.count > PREVIEW_PHOTOS ? href({ category: category.id }) : null,
      })),
    )
    return { groups, pager: pager(page, pages, (p) => href({ page: p })), single: false }
  })
  if (!read.ok) return { gallery: { failed: true } }
  if ('notFound' in read.value) throw render(404, 'photos' satisfies NotFoundReason)
  return { gallery: read.value }
}

import type { PageContextServer } from 'vike/types'
import { groupByCategory, listEventImages } from '../../src/features/events/store'
import type { EventGalleryProps } from '../../src/features/events/ui/EventGallery'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { gallery: EventGalleryProps }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const images = await readSafely(pageContext, 'event images', listEventImages(pageContext.app.db))
  return { gallery: images.ok ? { groups: groupByCategory(images.value) } : { failed: true } }
}

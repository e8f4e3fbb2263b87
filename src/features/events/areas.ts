import { rowArea, short } from '../../platform/versions/area'

/** The event gallery's categories. */
export const eventCategoriesArea = rowArea({
  key: 'event-categories',
  table: 'eventCategories',
  label: 'event categories',
  fields: { name: { translatable: true } },
  writes: /^\/api\/event\/\w*Categor/,
  panel: 'add-category',
  publicRead: '/api/event/getAllCategories',
  preview: (row) => short(row.name, 140),
  name: (row) => short(row.name, 60),
  // a draft category is previewed on its own gallery page, with its photos
  drafts: { page: '/eventGallery?category=:id', publish: '/api/event/publishCategory/:id', unpublish: '/api/event/unpublishCategory/:id', changes: { publish: '/api/event/publishCategoryChange/:id', discard: '/api/event/discardCategoryChange/:id' } },
})

/** The event photos: their descriptions and category (the photo itself is not versioned). */
export const eventPhotosArea = rowArea({
  key: 'event-photos',
  table: 'eventImages',
  label: 'event gallery',
  fields: { alt: { translatable: true, label: 'description' }, categoryId: { label: 'category', shows: { kind: 'ref', table: 'event_categories', column: 'name', gone: 'a deleted category' } } },
  // every event write but the categories' own (eventCategoriesArea)
  writes: /^\/api\/event\/(?!\w*Categor)/,
  panel: 'all-event-images',
  publicRead: '/api/event/getEventImages',
  preview: (row) => short(row.alt, 140),
  name: (row) => `photo ${short(row.alt, 50)}`,
  // a photo added to a published album may wait as a draft, previewed on its album's page (docs/decisions/289)
  drafts: { page: '/eventGallery?category=:categoryId', publish: '/api/event/publishEventImage/:id', unpublish: '/api/event/unpublishEventImage/:id' },
})

import { rowArea, short } from '../../platform/versions/area'

/**
 * The home banners. Their one staff-written text is the description (alt); their order is the
 * upload order (createdAt), which no write changes, so there is no order to version.
 */
export const bannersArea = rowArea({
  key: 'banners',
  table: 'banners',
  label: 'banners',
  fields: { alt: { translatable: true, label: 'description' } },
  writes: /^\/api\/home\/\w*Banner/,
  panel: 'all-banners',
  publicRead: '/api/home/bannerImages',
  preview: (row) => short(row.alt, 140),
  name: (row) => `banner ${short(row.alt, 50)}`,
  drafts: { page: '/', publish: '/api/home/publishBanner/:id', unpublish: '/api/home/unpublishBanner/:id' },
})

import { oneRowArea, short } from '../../platform/versions/area'

/** The line above the header: a message and an optional link. */
export const topbarArea = oneRowArea({
  key: 'topbar',
  table: 'topbar',
  label: 'topbar',
  fields: { message: { translatable: true }, link: {} },
  writes: /^\/api\/topbar\//,
  panel: 'topbar',
  preview: (row) => short(`${String(row.message ?? '')}${row.link ? ` (${String(row.link)})` : ''}`, 140),
})

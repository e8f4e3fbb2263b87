import { rowArea, short } from '../../platform/versions/area'

/** The statutory committees; `members` is a JSON list of { name, role, phone, email }. */
export const committeesArea = rowArea({
  key: 'committees',
  table: 'committees',
  label: 'committees',
  fields: {
    name: { translatable: true },
    basis: { translatable: true },
    howToComplain: { translatable: true, label: 'how to complain' },
    orderDocumentId: { label: 'constituting order' },
    members: { translatable: true },
  },
  writes: /^\/api\/committees/,
  panel: 'committees',
  publicRead: '/api/committees',
  preview: (row) => short(`${short(row.name, 60)} — ${String(row.basis ?? '')}`, 140),
  name: (row) => short(row.name, 60),
})

import { rowArea, short } from '../../platform/versions/area'

/** The statutory facts (kinds.ts): a fixed set of entries, one per kind, in both languages. */
export const statutoryArea = rowArea({
  key: 'statutory',
  table: 'statutoryEntries',
  label: 'statutory facts',
  fields: {
    title: { translatable: true },
    name: { translatable: true },
    designation: { translatable: true },
    body: { translatable: true },
    naac: { translatable: true, label: 'NAAC' },
    nirf: { translatable: true, label: 'NIRF' },
    ugc: { translatable: true, label: 'UGC status' },
    phone: {},
    email: { label: 'e-mail' },
    link: {},
  },
  writes: /^\/api\/statutory/,
  panel: 'statutory',
  publicRead: '/api/statutory',
  // fixed rows, always on the site: only a change waits as a draft, previewed on Mandatory Disclosure (docs/decisions/287)
  drafts: { page: '/disclosure', changes: { publish: '/api/statutory/publishChange/:id', discard: '/api/statutory/discardChange/:id' } },
  preview: (row) => short(`${short(row.title, 60)} — ${[row.name, row.naac, row.body].filter(Boolean).map(String).join(' · ')}`, 140),
  name: (row) => short(row.title, 60),
})

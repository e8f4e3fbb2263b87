import { rowArea, short } from '../../platform/versions/area'
import type { SavedRow } from '../../platform/versions/area'

/** A member as the committee's panel and page name them: "Dr A. Rao (Chairperson)". */
const member = (m: SavedRow) => (m.role ? `${String(m.name ?? '')} (${String(m.role)})` : String(m.name ?? ''))

/** The statutory committees; `members` is a JSON list of { name, role, phone, email }. */
export const committeesArea = rowArea({
  key: 'committees',
  table: 'committees',
  label: 'committees',
  fields: {
    name: { translatable: true },
    basis: { translatable: true },
    howToComplain: { translatable: true, label: 'how to complain' },
    orderDocumentId: { label: 'constituting order', shows: { kind: 'ref', table: 'documents', column: 'original_name', gone: 'a deleted document' } },
    members: { translatable: true, shows: { kind: 'list', one: 'member', many: 'members', item: member, words: ['name', 'role'] } },
  },
  writes: /^\/api\/committees/,
  panel: 'committees',
  publicRead: '/api/committees',
  // fixed rows, always on the site: only a change waits as a draft, previewed on /committees (docs/decisions/287)
  drafts: { page: '/committees', changes: { publish: '/api/committees/publishChange/:id', discard: '/api/committees/discardChange/:id' } },
  preview: (row) => short(`${short(row.name, 60)} — ${String(row.basis ?? '')}`, 140),
  name: (row) => short(row.name, 60),
})

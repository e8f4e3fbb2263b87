import { rowArea, short } from '../../platform/versions/area'
import { formatIndianDate } from '../../ui/admin/dates'

/** News and notices. The picture is not a versioned field: a replaced picture's files are deleted (docs/decisions/011). */
export const newsArea = rowArea({
  key: 'news',
  table: 'blogs',
  label: 'news',
  fields: {
    title: { translatable: true },
    description: { translatable: true },
    date: { shows: { kind: 'date' } },
    category: { shows: { kind: 'choice', labels: { news: 'News', 'admission news': 'Admission News' } } },
    linkTitle: { translatable: true, label: 'link title' },
    link: {},
    attachmentId: { label: 'PDF', shows: { kind: 'ref', table: 'documents', column: 'original_name', gone: 'a deleted document' } },
    publishAt: { label: 'publish time', shows: { kind: 'time' } },
    expireAt: { label: 'expiry time', shows: { kind: 'time' } },
    pinned: { shows: { kind: 'yes-no' } },
    draftBy: { label: 'state', shows: { kind: 'draft' } },
  },
  writes: /^\/api\/blogs\//,
  panel: 'all-news',
  publicRead: '/api/blogs/getAllBlogs',
  // a version kept while the notice was a draft says so (docs/decisions/225)
  preview: (row) => short(`${row.draftBy ? 'Draft, not on the site: ' : ''}${short(row.title, 60)} (${formatIndianDate(String(row.date ?? ''))}) — ${String(row.description ?? '')}`, 140),
  name: (row) => short(row.title, 60),
})

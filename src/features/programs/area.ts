import { rowArea, short } from '../../platform/versions/area'

/** The programs ("Services" in the panel, docs/decisions/032). The picture is not versioned. */
export const programsArea = rowArea({
  key: 'programs',
  table: 'programs',
  label: 'programs',
  fields: { title: { translatable: true }, duration: { translatable: true }, description: { translatable: true }, highlights: { translatable: true, shows: { kind: 'list', one: 'highlight', many: 'highlights', item: (entry) => String(entry.name ?? ''), words: 'entry' } } },
  writes: /^\/api\/home\/\w*Program/,
  panel: 'all-services',
  publicRead: '/api/home/getAllPrograms',
  preview: (row) => short(`${short(row.title, 60)} (${String(row.duration ?? '')}) — ${String(row.description ?? '')}`, 140),
  name: (row) => short(row.title, 60),
  drafts: { page: '/', publish: '/api/home/publishProgram/:id', unpublish: '/api/home/unpublishProgram/:id', changes: { publish: '/api/home/publishProgramChange/:id', discard: '/api/home/discardProgramChange/:id' } },
})

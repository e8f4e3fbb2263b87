import { oneRowArea, rowArea, short } from '../../platform/versions/area'

/**
 * The about page's one-row areas. The about picture is not a versioned field: a replaced
 * picture's files are deleted when it is replaced (docs/decisions/011), so a put-back keeps
 * today's picture.
 */
export const aboutArea = oneRowArea({
  key: 'about',
  table: 'aboutContent',
  label: 'about',
  fields: { title: { translatable: true }, description: { translatable: true }, students: {}, collegeAcceptance: { label: 'college acceptance (%)' }, yearsOfExcellence: {} },
  writes: /^\/api\/about\/uploadAboutContent/,
  panel: 'add-about',
  // an about row made by a picture upload before any text was saved has no text yet: ''
  preview: (row) => (row.title || row.description ? short(`${short(row.title, 60)} — ${String(row.description ?? '')}`, 140) : ''),
})

export const missionVisionArea = oneRowArea({
  key: 'mission-vision',
  table: 'missionVision',
  label: 'mission & vision',
  fields: { mission: { translatable: true }, vision: { translatable: true } },
  writes: /^\/api\/about\/missionVision/,
  panel: 'mission-vision',
  preview: (row) => short(`Mission: ${short(row.mission, 60)} · Vision: ${String(row.vision ?? '')}`, 140),
})

/** The founders (a name, a text and a photo); the photo itself is not versioned. */
export const foundersArea = rowArea({
  key: 'founders',
  table: 'foundationEntries',
  label: 'founders',
  fields: { name: { translatable: true }, content: { translatable: true, label: 'text' }, alt: { translatable: true, label: 'photo description' } },
  writes: /^\/api\/about\/\w*foundation/,
  panel: 'all-founders',
  publicRead: '/api/about/getfoundation',
  preview: (row) => short(`${short(row.name, 60)} — ${String(row.content ?? '')}`, 140),
  name: (row) => short(row.name || row.content, 60),
  drafts: { page: '/aboutUs', publish: '/api/about/publishfoundation/:id', unpublish: '/api/about/unpublishfoundation/:id', changes: { publish: '/api/about/publishfoundationChange/:id', discard: '/api/about/discardfoundationChange/:id' } },
})

import { rowArea, short } from '../../platform/versions/area'

/** The faculty list. Not the order (its own write, "changed the order") nor the photo. */
export const facultyArea = rowArea({
  key: 'faculty',
  table: 'faculty',
  label: 'faculty',
  fields: {
    name: { translatable: true },
    designation: { translatable: true },
    qualifications: { translatable: true },
    experienceYears: { label: 'years of experience' },
    placeholder: { label: 'portrait' },
    alt: { translatable: true, label: 'photo description' },
  },
  writes: /^\/api\/faculty/,
  panel: 'faculty',
  publicRead: '/api/faculty',
  preview: (row) => short(`${String(row.name ?? '')}, ${String(row.designation ?? '')} — ${String(row.qualifications ?? '')}`, 140),
  name: (row) => short(row.name, 60),
  drafts: { page: '/aboutUs', publish: '/api/faculty/publish/:id', unpublish: '/api/faculty/unpublish/:id', changes: { publish: '/api/faculty/publishChange/:id', discard: '/api/faculty/discardChange/:id' } },
})

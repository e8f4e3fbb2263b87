import { DOCUMENT_CATEGORY_LABELS } from '../../content/document-categories'
import { rowArea, short } from '../../platform/versions/area'

/** The documents library's details (the PDF itself is not versioned: a new PDF is a new document). */
export const documentsArea = rowArea({
  key: 'documents',
  table: 'documents',
  label: 'documents',
  fields: {
    title: { translatable: true },
    category: { shows: { kind: 'choice', labels: DOCUMENT_CATEGORY_LABELS } },
    academicYear: { label: 'academic year' },
    validUntil: { label: 'valid until', shows: { kind: 'date' } },
    publishAt: { label: 'publish time', shows: { kind: 'time' } },
    fileLanguage: { label: 'language of the file', shows: { kind: 'choice', labels: { en: 'English', hi: 'Hindi', both: 'English and Hindi' } } },
  },
  writes: /^\/api\/documents/,
  panel: 'all-documents',
  publicRead: '/api/documents',
  // the category as the library's panel names it: "Fee structure", not its key
  preview: (row) => short(`${short(row.title, 80)} (${DOCUMENT_CATEGORY_LABELS[String(row.category) as keyof typeof DOCUMENT_CATEGORY_LABELS] ?? String(row.category ?? '')}, ${String(row.academicYear ?? '')})`, 140),
  name: (row) => short(row.title, 60),
})

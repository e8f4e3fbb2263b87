import { short, textArea } from '../../platform/versions/area'

/** The librarian's note on the About page: a heading and a few paragraphs (a text area). */
export const libraryArea = textArea({
  key: 'library-note',
  label: "librarian's note",
  title: "Librarian's note",
  panel: 'library-note',
  page: '/aboutUs',
  fields: {
    title: { label: 'Heading', max: 120, required: true, translatable: true },
    note: { label: 'Note', max: 3000, required: true, long: true, translatable: true },
  },
  preview: (row) => short(row.note, 140),
})

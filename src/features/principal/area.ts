import { short, textArea } from '../../platform/versions/area'

/**
 * The Principal's message on the About page: a heading, the principal's name and post, a photo and
 * a few paragraphs, in English and Hindi. A text area (docs/decisions/128, 158): its API, panel,
 * versions, translations and its place on /aboutUs follow from this declaration.
 */
export const principalArea = textArea({
  key: 'principal',
  label: "principal's message",
  title: "Principal's message",
  panel: 'principal',
  page: '/aboutUs',
  fields: {
    title: { label: 'Heading', max: 120, required: true, translatable: true },
    name: { label: "Principal's name", max: 120, required: true, translatable: true },
    designation: { label: 'Post', max: 120, translatable: true },
    message: { label: 'Message (a blank line between paragraphs)', max: 6000, required: true, long: true, translatable: true },
  },
  photo: { label: "Principal's photo", alt: 'name' },
  preview: (row) => short(`${short(row.name, 60)} — ${String(row.message ?? '')}`, 140),
})

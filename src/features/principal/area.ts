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
  hi: { title: 'प्राचार्य का संदेश', label: 'प्राचार्य का संदेश' },
  panel: 'principal',
  page: '/aboutUs',
  fields: {
    title: { label: 'Heading', hi: 'शीर्षक', max: 120, required: true, translatable: true },
    name: { label: "Principal's name", hi: 'प्राचार्य का नाम', max: 120, required: true, translatable: true },
    designation: { label: 'Post', hi: 'पद', max: 120, translatable: true },
    message: { label: 'Message (a blank line between paragraphs)', hi: 'संदेश (अनुच्छेदों के बीच एक खाली पंक्ति)', max: 6000, required: true, long: true, translatable: true },
  },
  photo: { label: "Principal's photo", alt: 'name', hi: 'प्राचार्य का फ़ोटो' },
  preview: (row) => short(`${short(row.name, 60)} — ${String(row.message ?? '')}`, 140),
})

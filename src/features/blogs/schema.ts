import { z } from 'zod'
import { momentText, optionalLink, requiredText, text } from '../../http/fields'

export const BLOG_CATEGORIES = [
  { value: 'news', label: 'News' },
  { value: 'admission news', label: 'Admission News' },
] as const

/** A moment in time with its zone; empty or absent means none. Stored as ISO UTC. */
function moment(label: string) {
  return momentText(label)
    .optional()
    .transform((value) => (value ? new Date(value).toISOString() : null))
}

/** Multipart fields of createBlog/updateBlog (the image is the file part). */
export const blogSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 20_000),
  date: requiredText('Date', 10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2026-06-30'),
  category: requiredText('Category', 40)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['news', 'admission news'], { error: 'Category must be News or Admission News' })),
  linkTitle: text('Link title', 100).optional().default(''),
  link: optionalLink('Link'),
  // Beside the spec's fields (issue #15, docs/decisions/093): all optional, absent keeps what is stored.
  attachmentId: text('Attachment', 40)
    .optional()
    .transform((value) => value || null),
  publishAt: moment('Publish at'),
  expireAt: moment('Expire at'),
  pinned: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])], { error: 'Pinned must be true or false' })
    .optional()
    .transform((value) => (value === true || value === 'true' || value === '1' || value === 'on' ? 1 : 0)),
})
export type BlogInput = z.infer<typeof blogSchema>

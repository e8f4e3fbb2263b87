import { z } from 'zod'
import { optionalLink, requiredText, text } from '../../http/validation'

export const BLOG_CATEGORIES = [
  { value: 'news', label: 'News' },
  { value: 'admission news', label: 'Admission News' },
] as const

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
})
export type BlogInput = z.infer<typeof blogSchema>

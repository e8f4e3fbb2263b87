import { isCategory, listBlogs } from '../../src/features/blogs/store'
import type { NewsColumnsProps } from '../../src/features/blogs/ui/NewsColumns'
import type { PageContextServer } from 'vike/types'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { columns: NewsColumnsProps }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const blogs = await readSafely('blogs', listBlogs(pageContext.app.db, { publicAt: pageContext.app.clock.now() }))
  if (!blogs.ok) return { columns: { failed: true } }
  return {
    columns: {
      news: blogs.value.filter((blog) => isCategory(blog, 'news')),
      admissionNews: blogs.value.filter((blog) => isCategory(blog, 'admission news')),
    },
  }
}

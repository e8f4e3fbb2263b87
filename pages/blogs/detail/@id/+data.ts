import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getBlog } from '../../../../src/features/blogs/store'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const blog = await getBlog(pageContext.app.db, pageContext.routeParams.id)
  if (!blog) throw render(404, 'This news item does not exist or has been removed.')
  return { blog }
}

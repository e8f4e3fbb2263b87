import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { NotFoundReason } from '../../../../src/content/messages/en'
import { getBlog, noticeState } from '../../../../src/features/blogs/store'
import { readSafely } from '../../../../src/ui/read-safely'
import { newsArea } from '../../../../src/features/blogs/area'
import { localize } from '../../../../src/platform/translations/localize'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const read = await readSafely(pageContext, 'blog', getBlog(pageContext.app.db, pageContext.routeParams.id, pageContext.app.clock.now()))
  if (!read.ok) return { blog: null }
  const state = read.value && noticeState(read.value, pageContext.app.clock.now())
  if (!read.value || state === 'scheduled') throw render(404, 'newsItem' satisfies NotFoundReason)
  const [blog] = await localize(pageContext.app.db, newsArea, [read.value], pageContext.lang, (item) => item._id)
  return { blog: blog!, expired: state === 'expired' }
}

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { NotFoundReason } from '../../../../src/content/messages/en'
import { getBlog, mayRead, noticeState } from '../../../../src/features/blogs/store'
import { newsArea } from '../../../../src/features/blogs/area'
import { localize } from '../../../../src/platform/translations/localize'
import { roleCan } from '../../../../src/platform/auth/roles'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * A notice as its public page would show it, draft or scheduled, for the staff who may see it
 * (docs/decisions/225). Anyone else, a visitor without the session cookie first, gets the plain
 * 404 of an unknown notice: never the draft, never a sign that it exists. Never kept: the page
 * cache keeps visitors' renders only (the 404), and a signed-in answer is no-store.
 */
export async function data(pageContext: PageContextServer) {
  const { admin } = pageContext
  const notFound = render(404, 'newsItem' satisfies NotFoundReason)
  if (!admin || !roleCan(admin.role, 'content')) throw notFound
  const stored = await getBlog(pageContext.app.db, pageContext.routeParams.id)
  if (!stored || !mayRead(admin, stored)) throw notFound
  const [blog] = await localize(pageContext.app.db, newsArea, [stored], pageContext.lang, (item) => item._id)
  return { blog: blog!, expired: noticeState(stored, pageContext.app.clock.now()) === 'expired', preview: true as const }
}

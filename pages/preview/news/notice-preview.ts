import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { NotFoundReason } from '../../../src/content/messages/en'
import { getBlog, getBlogAsChanged, mayRead, noticeState } from '../../../src/features/blogs/store'
import { newsArea } from '../../../src/features/blogs/area'
import { localize } from '../../../src/platform/translations/localize'
import { roleCan } from '../../../src/platform/auth/roles'
import { changeSeenBy } from '../../../src/platform/row-drafts/changes'

/** The notice's preview data; `withChange`: with its change kept as a draft on it (docs/decisions/279), 404 when there is none the reader may see. */
export async function noticePreview(pageContext: PageContextServer, withChange: boolean) {
  const { admin } = pageContext
  const notFound = render(404, 'newsItem' satisfies NotFoundReason)
  if (!admin || !roleCan(admin.role, 'content')) throw notFound
  const stored = await getBlog(pageContext.app.db, pageContext.routeParams.id)
  if (!stored || !mayRead(admin, stored)) throw notFound
  const change = withChange ? await changeSeenBy(pageContext.app.db, 'news', stored._id, admin) : null
  if (withChange && !change) throw notFound
  const shown = (change && (await getBlogAsChanged(pageContext.app.db, stored._id, change.fields))) || stored
  const [blog] = await localize(pageContext.app.db, newsArea, [shown], pageContext.lang, (item) => item._id)
  return { blog: blog!, expired: noticeState(shown, pageContext.app.clock.now()) === 'expired', preview: true as const }
}

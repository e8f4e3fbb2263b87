import type { PageContextServer } from 'vike/types'
import { STATUS_RESULTS, type StatusResult } from '../../../src/features/grievances/ui/form-result'
import { readViewToken, studentView, type StudentView } from '../../../src/features/grievances/view'

export type Data = { view: StudentView | null; filed: boolean; result: StatusResult | 'expired' | null }

/** The status view named by ?view=<signed token> (never cached: src/http/page-params.ts), or the look-up form. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { app } = pageContext
  const search = pageContext.urlParsed.search
  const now = app.clock.now()
  const id = search.view ? readViewToken(app.config.sessionSecret, search.view, now) : null
  const view = id ? await studentView(app.db, app.sqlite, id, now) : null
  const told = (STATUS_RESULTS as readonly string[]).includes(search.result ?? '') ? (search.result as StatusResult) : null
  return { view, filed: !!view && search.filed === '1', result: search.view && !view ? 'expired' : told }
}

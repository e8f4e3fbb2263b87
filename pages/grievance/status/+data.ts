import type { PageContextServer } from 'vike/types'
import { readViewToken, studentView, type StudentView } from '../../../src/features/grievances/view'

export type Data = { view: StudentView | null; filed: boolean; result: 'notfound' | 'limited' | 'expired' | null }

/** The status view named by ?view=<signed token> (never cached: src/http/page-params.ts), or the look-up form. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { app } = pageContext
  const search = pageContext.urlParsed.search
  const now = app.clock.now()
  const id = search.view ? readViewToken(app.config.sessionSecret, search.view, now) : null
  const view = id ? await studentView(app.db, app.sqlite, id, now) : null
  const result = search.view && !view ? 'expired' : search.result === 'notfound' || search.result === 'limited' ? search.result : null
  return { view, filed: !!view && search.filed === '1', result }
}

import type { PageContextServer } from 'vike/types'
import { STATUS_RESULTS, type StatusResult } from '../../../src/features/grievances/ui/form-result'
import { readViewToken, studentView, type StudentView } from '../../../src/features/grievances/view'
import { takeAccessCode } from '../../../src/features/grievances/receipts'
import { REFERENCE_SHAPE } from '../../../src/features/grievances/schema'

export type Data = { view: StudentView | null; filed: boolean; result: StatusResult | 'expired' | null; accessCode: string | null; reference: string | null }

/**
 * The status view named by ?view=<signed token> (never cached: src/app/page-params.ts), with the
 * access code once after a filing (?receipt=…), or the look-up form, its reference kept after a
 * refused pair (?reference=…).
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { app } = pageContext
  const search = pageContext.urlParsed.search
  const now = app.clock.now()
  const id = search.view ? readViewToken(app.config.sessionSecret, search.view, now) : null
  const view = id ? await studentView(app.db, app.sqlite, id, now) : null
  const told = (STATUS_RESULTS as readonly string[]).includes(search.result ?? '') ? (search.result as StatusResult) : null
  const accessCode = id && view && search.receipt ? takeAccessCode(app, search.receipt, id, now) : null
  const reference = !view && search.reference && REFERENCE_SHAPE.test(search.reference) ? search.reference : null
  return { view, filed: !!view && search.filed === '1', result: search.view && !view ? 'expired' : told, accessCode, reference }
}

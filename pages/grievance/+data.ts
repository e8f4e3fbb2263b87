import type { PageContextServer } from 'vike/types'
import { readFormResult, readRefusals } from '../../src/features/grievances/ui/form-result'
import { listHolidays } from '../../src/features/grievances/store'
import { indianDay } from '../../src/features/grievances/deadlines'
import { listStatutory } from '../../src/features/statutory/store'
import { statutoryArea } from '../../src/features/statutory/area'
import { localize } from '../../src/platform/translations/localize'
import { keptValues } from '../../src/features/enquiries/ui/form-status'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const { app } = pageContext
  // the university's Ombudsperson and the holidays the working days skip (docs/decisions/166)
  const ombudsperson = (await listStatutory(app.db)).filter((entry) => entry.kind === 'ombudsperson' && entry.name)
  const today = indianDay(app.clock.now())
  return {
    result: readFormResult(search.result),
    refused: readRefusals(search.fields),
    ombudsperson: (await localize(app.db, statutoryArea, ombudsperson, pageContext.lang, (entry) => entry._id))[0] ?? null,
    holidays: listHolidays(app.sqlite).filter((holiday) => holiday.day >= today).slice(0, 12),
    values: keptValues(pageContext.formState, 'grievance'),
  }
}

import type { PageContextServer } from 'vike/types'
import { readFormResult, readRefusedFields } from '../../src/features/grievances/ui/form-result'
import { keptValues } from '../../src/features/enquiries/ui/form-status'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  return { result: readFormResult(search.result), refused: readRefusedFields(search.fields), values: keptValues(pageContext.formState, 'grievance') }
}

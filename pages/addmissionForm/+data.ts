import { localPath } from '../../src/content/lang'
import type { PageContextServer } from 'vike/types'
import { keptValues, readFieldMarks, readFormOutcomes, returnPath } from '../../src/features/enquiries/ui/form-status'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  return { admission: readFormOutcomes(search).admission, admissionMarks: readFieldMarks(search, 'admission'), admissionValues: keptValues(pageContext.formState, 'admission'), returnTo: returnPath(localPath(pageContext.lang, pageContext.urlPathname), search) }
}

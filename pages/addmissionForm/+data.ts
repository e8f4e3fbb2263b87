import type { PageContextServer } from 'vike/types'
import { readFormOutcomes, returnPath } from '../../src/features/enquiries/ui/form-status'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  return { admission: readFormOutcomes(search).admission, returnTo: returnPath(pageContext.urlPathname, search) }
}

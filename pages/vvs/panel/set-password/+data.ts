import type { PageContextServer } from 'vike/types'
import { linkState, type LinkState } from '../../../../src/features/accounts/store'

export type Data = { link: LinkState }

/** The link's state, said on load (issue 30, item 8): whose account, or that it was used or has expired. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const token = pageContext.urlParsed.search.token
  return { link: await linkState(pageContext.app.db, typeof token === 'string' ? token : '') }
}

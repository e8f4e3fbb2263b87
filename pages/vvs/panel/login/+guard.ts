import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { returnPath } from '../../../../src/platform/auth/return-to'

/** Decided on the server before any HTML: a signed-in admin goes straight to the page asked for, or the dashboard. */
export function guard(pageContext: PageContextServer) {
  if (pageContext.admin) throw redirect(returnPath(pageContext.urlParsed.search.next) ?? '/vvs/panel/dashboard')
}

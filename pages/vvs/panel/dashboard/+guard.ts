import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/** Decided on the server before any HTML: no session, no dashboard (no flash of it either). */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.admin) throw redirect('/vvs/panel/login')
}

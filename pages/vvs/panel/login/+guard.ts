import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/** Decided on the server before any HTML: a signed-in admin goes straight to the dashboard. */
export function guard(pageContext: PageContextServer) {
  if (pageContext.admin) throw redirect('/vvs/panel/dashboard')
}

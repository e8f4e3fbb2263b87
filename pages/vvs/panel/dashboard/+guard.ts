import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { returnPath, RETURN_PAGE } from '../../../../src/platform/auth/return-to'
import { SUSPENDED_LOGIN_HREF } from '../../../../src/ui/admin/session-end'

/**
 * Decided on the server before any HTML: no session, no dashboard (no flash of it either). The
 * address asked for (an alert e-mail's enquiry) goes along, so sign-in returns to it.
 */
export function guard(pageContext: PageContextServer) {
  if (pageContext.admin) return
  // A suspended person opening the panel is told why, not just shown the sign-in form.
  if (pageContext.sessionEnded === 'suspended') throw redirect(SUSPENDED_LOGIN_HREF)
  const { pathname, searchOriginal } = pageContext.urlParsed
  const asked = returnPath(`${pathname}${searchOriginal ?? ''}`)
  throw redirect(asked && asked !== RETURN_PAGE ? `/vvs/panel/login?next=${encodeURIComponent(asked)}` : '/vvs/panel/login')
}

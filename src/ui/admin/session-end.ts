import { SUSPENDED_BY_ADMINISTRATOR } from '../../platform/auth/roles'

/**
 * Why a session ended or a request was refused, said to the person (issue 30, item 3) instead of
 * "Your session has expired": a suspension (the server's 401 says so), or a role changed meanwhile.
 */
export const SUSPENDED_NOTICE = `${SUSPENDED_BY_ADMINISTRATOR} What you had typed is kept in this browser and comes back if you are reinstated and sign in again.`

/** The login page's address after a suspension: ?ended=suspended is a code, never text. */
export const SUSPENDED_LOGIN_HREF = '/vvs/panel/login?ended=suspended'

/** True when a 401's message is the suspension's. */
export function isSuspension(message: string): boolean {
  return message === SUSPENDED_BY_ADMINISTRATOR
}

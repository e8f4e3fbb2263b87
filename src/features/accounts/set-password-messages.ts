import { MIN_PASSWORD_LENGTH } from '../../platform/auth/limits'

/**
 * What the set-password page may say after a form post (no script) was refused: the redirect
 * carries one of these codes (?error=expired), never text, so the page cannot be made to show a
 * sentence of someone else's choosing on the college's domain.
 */
export const SET_PASSWORD_ERRORS = {
  expired: 'This link has expired or was already used. Ask an Administrator for a new one.',
  link: 'This link is not valid',
  required: 'New password is required',
  short: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  long: 'Password is too long',
  mismatch: 'The two passwords are not the same',
  throttled: 'Too many attempts. Please wait a few minutes, then open your link again.',
  failed: 'The password could not be set. Please try again.',
} as const
export type SetPasswordError = keyof typeof SET_PASSWORD_ERRORS

/** The code of a refusal: its message when it is one of the list, else by its status. */
export function setPasswordErrorCode(status: number, message: string): SetPasswordError {
  if (status === 429) return 'throttled'
  const known = (Object.keys(SET_PASSWORD_ERRORS) as SetPasswordError[]).find((code) => SET_PASSWORD_ERRORS[code] === message)
  return known ?? 'failed'
}

/** How long a link asked for with "Forgot password?" works: it travels by e-mail, so not long. */
export const RESET_HOURS = 1
/** The one answer to "Forgot password?", whether or not the address has an account. */
export const LINK_ON_ITS_WAY = `If this e-mail belongs to a staff account, a link to choose a new password is on its way. It works once, for ${RESET_HOURS} hour.`
/** Without mail, nobody can be sent a link: the person is told whom to ask. */
export const ASK_AN_ADMINISTRATOR = 'This website cannot send e-mail yet. Ask an Administrator of the staff panel for a new set-password link (Staff → Staff Accounts → New link).'

/** What the page says on load about its link, before anything is typed. */
export const LINK_STATE_TEXT = {
  used: 'This link was already used. Ask an Administrator for a new one, or use "Forgot password?" on the sign-in page.',
  expired: 'This link has expired. Ask an Administrator for a new one, or use "Forgot password?" on the sign-in page.',
  unknown: 'This link is not valid. Ask an Administrator for a new one, or use "Forgot password?" on the sign-in page.',
} as const

/** The page's message for a code from its query, or null for anything not in the list. */
export function setPasswordErrorText(code: unknown): string | null {
  return typeof code === 'string' && Object.hasOwn(SET_PASSWORD_ERRORS, code) ? SET_PASSWORD_ERRORS[code as SetPasswordError] : null
}

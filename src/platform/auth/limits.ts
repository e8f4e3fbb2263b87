/** Shortest password accepted anywhere: login form, CLI and ADMIN_PASSWORD (spec §9). */
export const MIN_PASSWORD_LENGTH = 6
/** Longest e-mail and password accepted at login: checked before any pattern runs. */
export const MAX_EMAIL_LENGTH = 200
export const MAX_PASSWORD_LENGTH = 200

/**
 * The one e-mail rule of every e-mail field: sign-in, staff accounts, committee members, the contact
 * form, ADMIN_EMAIL, NOTIFY_EMAILS and MAIL_FROM (a test finds every e-mail field and tries it).
 * Before the @: letters, digits and . _ ' + - (no dot first, last or twice); after it: labels of
 * letters, digits and -, ending in a name of two or more letters. No ?, &, %, #, <, >, spaces, line
 * breaks or a second @, so that what passes is one address in a mailto: link or a mail header, never
 * `x@y.in?bcc=…`. Every repetition ends at a dot or the @, so it runs in linear time on any input.
 */
export const EMAIL_SHAPE = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/

/** Whether a (trimmed) value is an e-mail address by the one rule, its length checked before the pattern. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(value)
}

/** A hint while typing a new password (advice only; the rule is the minimum length). */
export function passwordStrength(password: string): { score: 0 | 1 | 2 | 3; text: string } {
  if (password.length < MIN_PASSWORD_LENGTH) return { score: 0, text: `Too short: at least ${MIN_PASSWORD_LENGTH} characters.` }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length
  const common = /^(password|123456|qwerty|admin|letmein|welcome)/i.test(password)
  if (common || (password.length < 10 && kinds < 3)) return { score: 1, text: 'Weak: easy to guess. A longer phrase is stronger.' }
  if (password.length < 14 && kinds < 4) return { score: 2, text: 'Fair: longer, or mixing in digits and symbols, makes it stronger.' }
  return { score: 3, text: 'Strong.' }
}

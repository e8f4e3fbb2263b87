/** Shortest password accepted anywhere: login form, CLI and ADMIN_PASSWORD (spec §9). */
export const MIN_PASSWORD_LENGTH = 6
/** Longest e-mail and password accepted at login: checked before any pattern runs. */
export const MAX_EMAIL_LENGTH = 200
export const MAX_PASSWORD_LENGTH = 200

/**
 * "something@something.something" without spaces: the login form, the API and ADMIN_EMAIL share it.
 * Written so that it runs in linear time on any input (the domain's first dot is found without
 * backtracking; `[^\s@]+\.[^\s@]+` took quadratic time on "a@" + "." × n + " x").
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/

/** A hint while typing a new password (advice only; the rule is the minimum length). */
export function passwordStrength(password: string): { score: 0 | 1 | 2 | 3; text: string } {
  if (password.length < MIN_PASSWORD_LENGTH) return { score: 0, text: `Too short: at least ${MIN_PASSWORD_LENGTH} characters.` }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length
  const common = /^(password|123456|qwerty|admin|letmein|welcome)/i.test(password)
  if (common || (password.length < 10 && kinds < 3)) return { score: 1, text: 'Weak: easy to guess. A longer phrase is stronger.' }
  if (password.length < 14 && kinds < 4) return { score: 2, text: 'Fair: longer, or mixing in digits and symbols, makes it stronger.' }
  return { score: 3, text: 'Strong.' }
}

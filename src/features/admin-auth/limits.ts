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

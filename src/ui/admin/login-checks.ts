import { EMAIL_SHAPE, isEmailAddress, MIN_PASSWORD_LENGTH } from '../../platform/auth/limits'

/**
 * The login form's field checks (spec §5), by hand so the login page does not download zod.
 * tests/unit/admin-login-checks.test.ts proves they agree with the API's loginSchema.
 */
export const LOGIN_EMAIL_SHAPE = EMAIL_SHAPE

export type LoginErrors = { email?: string; password?: string }

export function checkLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {}
  const trimmed = email.trim()
  if (!trimmed) errors.email = 'Email is required'
  else if (!isEmailAddress(trimmed)) errors.email = 'Enter a valid email'
  if (!password) errors.password = 'Password is required'
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'At least 6 characters'
  return errors
}

import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '../../platform/auth/limits'
import { EMAIL_SHAPE } from '../../platform/auth/schema'
import { ROLES } from '../../platform/auth/roles'
import { requiredText } from '../../http/validation'

const newPassword = z
  .string({ error: 'New password is required' })
  .min(MIN_PASSWORD_LENGTH, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Password is too long')

const role = z.enum(ROLES, { error: 'Choose a role from the list' })

/** POST /api/admin/accounts: a staff member added by an Administrator. */
export const staffSchema = z.object({
  name: requiredText('Name', 120),
  email: requiredText('Email', 200).regex(EMAIL_SHAPE, 'Enter a valid email').transform((value) => value.toLowerCase()),
  role,
})
export type StaffInput = z.infer<typeof staffSchema>

/** PUT /api/admin/accounts/:id/role */
export const roleSchema = z.object({ role })

/** POST /api/admin/password: a signed-in member changes their own password. */
export const ownPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword,
})

/** POST /api/admin/accounts/setPassword: the one-time link's form. */
export const setPasswordSchema = z.object({
  token: z.string({ error: 'This link is not valid' }).regex(/^[\w-]{20,100}$/, 'This link is not valid'),
  password: newPassword,
})

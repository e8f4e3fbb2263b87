import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../platform/auth/limits'
import { SET_PASSWORD_ERRORS } from './set-password-messages'
import { EMAIL_SHAPE, signInEmail } from '../../platform/auth/schema'
import { ROLES } from '../../platform/auth/roles'
import { requiredText } from '../../http/validation'

const newPassword = z
  .string({ error: SET_PASSWORD_ERRORS.required })
  .min(MIN_PASSWORD_LENGTH, SET_PASSWORD_ERRORS.short)
  .max(MAX_PASSWORD_LENGTH, SET_PASSWORD_ERRORS.long)

const role = z.enum(ROLES, { error: 'Choose a role from the list' })

/** POST /api/admin/accounts: a staff member added by an Administrator. */
export const staffSchema = z.object({
  name: requiredText('Name', 120),
  email: requiredText('Email', 200).regex(EMAIL_SHAPE, 'Enter a valid email').transform((value) => value.toLowerCase()),
  role,
})
export type StaffInput = z.infer<typeof staffSchema>

/** PUT /api/admin/accounts/:id/name: the name the panel and the activity log show (the first account is "Administrator" until renamed). */
export const nameSchema = z.object({ name: staffSchema.shape.name })

/** PUT /api/admin/accounts/:id/role */
export const roleSchema = z.object({ role })

/** POST /api/admin/password: a signed-in member changes their own password. */
export const ownPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword,
})

/**
 * POST /api/admin/accounts/setPassword: the one-time link's form. The page always sends the
 * confirmation; a caller without it (a script) is checked on the password alone.
 */
export const setPasswordSchema = z
  .object({
    token: z.string({ error: SET_PASSWORD_ERRORS.link }).regex(/^[\w-]{20,100}$/, SET_PASSWORD_ERRORS.link),
    password: newPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH, SET_PASSWORD_ERRORS.long).optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.password, { message: SET_PASSWORD_ERRORS.mismatch, path: ['confirmPassword'] })

/** POST /api/admin/forgotPassword: the address a link is asked for (the one e-mail rule, lower case as stored). */
export const forgotPasswordSchema = z.object({ email: signInEmail.transform((value) => value.toLowerCase()) })

import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from './limits'

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** POST /api/admin/login, and the login form's checks (spec §5, messages exact). */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(200, 'Enter a valid email')
    .regex(EMAIL_SHAPE, 'Enter a valid email'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(MIN_PASSWORD_LENGTH, 'At least 6 characters')
    .max(200, 'Password is too long'),
})
export type LoginInput = z.infer<typeof loginSchema>

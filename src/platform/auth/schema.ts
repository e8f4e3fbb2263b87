import { z } from 'zod'
import { EMAIL_SHAPE, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits'

export { EMAIL_SHAPE }

/**
 * POST /api/admin/login, and the login form's checks (spec §5, messages exact). The length caps
 * abort: nothing after them runs on an over-long value (docs/security.md, "Bounded input").
 */
/** The sign-in e-mail field, also the one of "Forgot password?" (the same words for the same mistakes). */
export const signInEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .max(MAX_EMAIL_LENGTH, { message: 'Enter a valid email', abort: true })
  .min(1, 'Email is required')
  .regex(EMAIL_SHAPE, 'Enter a valid email')

export const loginSchema = z.object({
  email: signInEmail,
  password: z
    .string({ error: 'Password is required' })
    .max(MAX_PASSWORD_LENGTH, { message: 'Password is too long', abort: true })
    .min(1, 'Password is required')
    .min(MIN_PASSWORD_LENGTH, 'At least 6 characters'),
})
export type LoginInput = z.infer<typeof loginSchema>

/** The language switch's message for anything but the two languages. */
export const PANEL_LANG_INVALID = 'The panel language must be "en" (English) or "hi" (हिन्दी).'

/**
 * PUT /api/admin/panel-language: the signed-in person's own panel language (docs/decisions/230).
 * Strict: the body names no account, so a field naming one is refused rather than ignored.
 */
export const panelLangSchema = z.strictObject({ lang: z.enum(['en', 'hi'], { error: PANEL_LANG_INVALID }) }, { error: PANEL_LANG_INVALID })

import { z } from 'zod'

/**
 * E-mail alerts' inputs (PUT /api/admin/mail, POST /api/admin/mail/test, POST /api/admin/mail/retry).
 * Kept free of server code: the panel reads the choices from here too.
 */
export const ALERT_MODES = [
  { value: 'each', label: 'Each enquiry, as it comes in' },
  { value: 'digest', label: 'A digest every few hours' },
] as const
export type AlertMode = (typeof ALERT_MODES)[number]['value']

/** The digest's periods offered in the panel, in hours. */
export const DIGEST_HOURS = [1, 3, 6, 12, 24] as const

export const mailSettingsSchema = z.object({
  mode: z.enum(['each', 'digest'], { error: 'Choose "each enquiry" or "a digest"' }),
  hours: z
    .number({ error: 'Choose how many hours a digest covers' })
    .refine((value) => (DIGEST_HOURS as readonly number[]).includes(value), `A digest covers ${DIGEST_HOURS.join(', ')} hours`)
    .optional(),
})
/** The stored choice (hours kept while "each enquiry" is chosen). */
export type MailSettings = { mode: AlertMode; hours: number }

/** A test e-mail or "retry now" must be asked for explicitly: a stray POST sends nothing. */
export const mailActionSchema = z.object({
  confirm: z.literal(true, { error: 'Confirm the action with { "confirm": true }' }),
})

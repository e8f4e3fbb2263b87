import { z } from 'zod'
import { ALERT_MODES, DIGEST_HOURS } from './options'

export { ALERT_MODES, DIGEST_HOURS, type AlertMode, type MailSettings } from './options'

/** PUT /api/admin/mail: the mode, and the digest's period (kept as it was when absent). */
export const mailSettingsSchema = z.object({
  mode: z.enum(ALERT_MODES, { error: 'Choose "each enquiry" or "a digest"' }),
  hours: z
    .number({ error: 'Choose how many hours a digest covers' })
    .refine((value) => (DIGEST_HOURS as readonly number[]).includes(value), `A digest covers ${DIGEST_HOURS.join(', ')} hours`)
    .optional(),
})

/** POST /api/admin/mail/test and /retry: must be asked for explicitly, a stray POST sends nothing. */
export const mailActionSchema = z.object({
  confirm: z.literal(true, { error: 'Confirm the action with { "confirm": true }' }),
})

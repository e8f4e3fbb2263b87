/**
 * The E-mail Alerts choices, shared by the schema and the panel. Kept apart from schema.ts so that
 * the dashboard does not pull zod into its download (docs/decisions/034).
 */
export const ALERT_MODES = ['each', 'digest'] as const
export type AlertMode = (typeof ALERT_MODES)[number]

/** The digest's periods offered in the panel, in hours. */
export const DIGEST_HOURS = [1, 3, 6, 12, 24] as const

/** The stored choice (hours kept while "each enquiry" is chosen). */
export type MailSettings = { mode: AlertMode; hours: number }

/** The choice in words: "an e-mail for each enquiry", "a digest every 6 hours". */
export function modeWords(settings: MailSettings): string {
  return settings.mode === 'digest' ? `a digest every ${settings.hours} ${settings.hours === 1 ? 'hour' : 'hours'}` : 'an e-mail for each enquiry'
}

import type { Lang } from '../../content/lang'

/**
 * The panel's one date and time format (issue 30): "26 Nov 2026, 07:19 pm", in India's time,
 * whatever the browser's zone. Times are stored in UTC. Built from parts so that the server and
 * every browser write the same letters (ICU versions differ in case and spacing).
 */
const indianDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
})

/** A pattern that matches that format and nothing else (tests scan the panel with it). */
export const INDIAN_DATE_TIME = /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m$/

export function formatIndianDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(indianDateTime.formatToParts(date).map((p) => [p.type, p.value]))
  const month = part.month.slice(0, 3)
  return `${part.day} ${month[0].toUpperCase()}${month.slice(1).toLowerCase()} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod.toLowerCase()}`
}

/**
 * Hindi's date and time, as the public site writes it (src/ui/i18n.ts): "26 नवंबर 2026 को शाम 7:19 बजे",
 * in India's time. Hindi names the time of day rather than "pm".
 */
const hindiDateTime = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod: 'long' })
const hindiTime = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', dayPeriod: 'long' })

/** A time in the panel's language (docs/decisions/230): English keeps the one format above, letter for letter. */
export function formatPanelDateTime(iso: string | null | undefined, lang: Lang): string {
  if (lang === 'en') return formatIndianDateTime(iso)
  const date = new Date(iso ?? '')
  return iso && !Number.isNaN(date.getTime()) ? hindiDateTime.format(date) : ''
}

/** The hour and minute alone ("07:19 pm", "शाम 7:19"): when the session ends. */
export function formatPanelTime(iso: string, lang: Lang): string {
  return lang === 'en' ? formatIndianDateTime(iso).split(', ')[1]! : hindiTime.format(new Date(iso))
}

/** A calendar date ("2026-11-23", a news item's date) in the same words: "23 Nov 2026". */
export function formatIndianDate(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '')
  if (!match) return day ?? ''
  const month = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, Number(match[2]) - 1, 1))).slice(0, 3)
  return `${match[3]} ${month} ${match[1]}`
}

/** Today's date in India as YYYY-MM-DD, for file names. */
export function indianToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** datetime-local text ("2026-12-01T10:00", the browser's time) → ISO with its zone, '' for none. */
export function localToIso(local: string): string {
  if (!local) return ''
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** ISO → datetime-local text in the browser's time. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

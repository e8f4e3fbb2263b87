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

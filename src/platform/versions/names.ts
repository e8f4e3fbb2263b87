const indianParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "12 Nov, 10:04" in Indian time: how staff name a saved version (the log, the toast, the panel). */
export function versionName(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(indianParts.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`
}

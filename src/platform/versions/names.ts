import { formatIndianDateTime } from '../../ui/admin/dates.js'

/** "12 Nov 2026, 10:04 am" in Indian time: a saved version is named in the panel's one date format (the log, the toast, the panel). */
export function versionName(iso: string): string {
  return formatIndianDateTime(iso)
}

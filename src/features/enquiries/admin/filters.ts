import { courseLabel } from '../options'

export type AdmissionRow = { _id: string; fullname: string; city: string; phone: string; course: string; createdAt: string }
export type ContactRow = { _id: string; name: string; email: string; mobile: string; message: string; createdAt: string }

/** Newest first; rows without a readable date go last. */
export function newestFirst<Row extends { createdAt?: string }>(rows: Row[]): Row[] {
  const time = (row: Row) => {
    const t = Date.parse(row.createdAt ?? '')
    return Number.isNaN(t) ? -Infinity : t
  }
  return [...rows].sort((a, b) => time(b) - time(a))
}

function normalise(text: string | null | undefined): string {
  return (text ?? '').toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim()
}

/** Phone numbers match whatever spacing or dashes either side used. */
function digits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '')
}

/** True when the search text is empty or found in one of the fields (case-insensitive; phones by digits). */
export function matchesSearch(search: string, fields: (string | null | undefined)[], phone?: string | null): boolean {
  const needle = normalise(search)
  if (!needle) return true
  if (fields.some((field) => normalise(field).includes(needle))) return true
  const needleDigits = digits(search)
  return needleDigits.length >= 3 && digits(phone).includes(needleDigits)
}

/** Admission queries: search by name, phone, city; `course` '' means every course, '-' means none chosen. */
export function filterAdmissions<Row extends AdmissionRow>(rows: Row[], search: string, course: string): Row[] {
  return newestFirst(rows).filter(
    (row) =>
      (course === '' || (course === '-' ? !row.course : row.course === course)) &&
      matchesSearch(search, [row.fullname, row.city, row.phone], row.phone),
  )
}

/** Contact queries: search by name, phone, e-mail. */
export function filterContacts<Row extends ContactRow>(rows: Row[], search: string): Row[] {
  return newestFirst(rows).filter((row) => matchesSearch(search, [row.name, row.email, row.mobile], row.mobile))
}

export { courseLabel }

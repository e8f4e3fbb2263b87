import { csvCell, phoneCell } from '../../ui/admin/csv.js'
import { formatIndianDateTime } from '../../ui/admin/dates.js'
import { courseLabel, languageName, statusLabel, type EnquiryKind } from './options.js'
import type { EnquiryBase } from './store.js'

type CsvRow = EnquiryBase & { notesText: string }
type Column = { header: string; cell: (row: any) => string }

const text = (pick: (row: any) => string | null | undefined) => (row: any) => csvCell(pick(row))

/** The columns of each kind's CSV export: what the table shows, plus status and notes. */
const COLUMNS: Record<EnquiryKind, Column[]> = {
  admission: [
    { header: 'Date (IST)', cell: text((row) => formatIndianDateTime(row.createdAt)) },
    { header: 'Full Name', cell: text((row) => row.fullname) },
    { header: 'City', cell: text((row) => row.city) },
    { header: 'Mobile No.', cell: (row) => phoneCell(row.phone) },
    { header: 'Course', cell: text((row) => courseLabel(row.course) || row.course) },
    { header: 'Status', cell: text((row) => statusLabel(row.status)) },
    { header: 'Notes', cell: text((row) => row.notesText) },
    { header: 'Language', cell: text((row) => languageName(row.lang)) },
  ],
  contact: [
    { header: 'Date (IST)', cell: text((row) => formatIndianDateTime(row.createdAt)) },
    { header: 'Name', cell: text((row) => row.name) },
    { header: 'Email', cell: text((row) => row.email) },
    { header: 'Mobile', cell: (row) => phoneCell(row.mobile) },
    { header: 'Message', cell: text((row) => row.message) },
    { header: 'Status', cell: text((row) => statusLabel(row.status)) },
    { header: 'Notes', cell: text((row) => row.notesText) },
    { header: 'Language', cell: text((row) => languageName(row.lang)) },
  ],
}

/** The header line, with the byte-order mark Excel needs for UTF-8. */
export function csvHead(kind: EnquiryKind): string {
  return '\uFEFF' + COLUMNS[kind].map((column) => csvCell(column.header)).join(',') + '\r\n'
}

export function csvLines(kind: EnquiryKind, rows: CsvRow[]): string {
  let out = ''
  for (const row of rows) out += COLUMNS[kind].map((column) => column.cell(row)).join(',') + '\r\n'
  return out
}

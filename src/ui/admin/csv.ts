/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Hindi names right), CRLF line
 * ends, RFC 4180 quoting, and cells that a spreadsheet would run as a formula made inert.
 */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined }

const BOM = '\uFEFF'
/** First characters that make Excel, LibreOffice or Sheets treat a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  // A leading apostrophe makes the spreadsheet show the text instead of evaluating it.
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function buildCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return BOM + lines.join('\r\n') + '\r\n'
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Characters a phone number is written with. */
const PHONE_SHAPE = /^\+?[\d\s\-().]{3,30}$/

/**
 * A phone number Excel shows as typed ("+91 98…", leading zeros kept) instead of a number or a
 * formula: written as ="…", which only ever holds the phone characters checked here. Anything else
 * goes through csvCell's formula guard.
 */
export function phoneCell(value: string | null | undefined): string {
  const text = (value ?? '').trim()
  return PHONE_SHAPE.test(text) ? `"=""${text}"""` : csvCell(text)
}

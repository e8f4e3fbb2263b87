import { describe, expect, it } from 'vitest'
import { buildCsv, csvCell, type CsvColumn } from '../../src/ui/admin/csv'

type Row = { name: string; note: string | null; count?: number }
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Count', value: (row) => row.count },
]

describe('CSV export', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = buildCsv(columns, [{ name: 'Asha', note: 'ok', count: 2 }])
    expect(csv).toBe('\uFEFFName,Note,Count\r\nAsha,ok,2\r\n')
  })

  it('keeps Hindi and other non-Latin text as it is', () => {
    expect(buildCsv(columns, [{ name: 'आशा वर्मा', note: 'शहडोल', count: 1 }])).toContain('आशा वर्मा,शहडोल,1')
  })

  it('quotes cells with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvCell('Shahdol, M.P.')).toBe('"Shahdol, M.P."')
    expect(csvCell('He said "yes"')).toBe('"He said ""yes"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('plain')).toBe('plain')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+91 98260 12345')).toBe("'+91 98260 12345")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=cmd')).toBe("'\t=cmd")
    // neutralised first, then quoted, so the apostrophe sits inside the quotes
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    // only the first character matters
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('user@example.org')).toBe('user@example.org')
  })

  it('writes empty cells for missing values', () => {
    expect(buildCsv(columns, [{ name: 'Ravi', note: null }])).toBe('\uFEFFName,Note,Count\r\nRavi,,\r\n')
  })

  it('writes only the header for no rows', () => {
    expect(buildCsv(columns, [])).toBe('\uFEFFName,Note,Count\r\n')
  })
})

import { describe, expect, it } from 'vitest'
import { ROW_AREAS } from '../../src/app/areas'
import { valueText, type NameOf } from '../../src/platform/versions/values'

/** A field's value in the words of the panel (docs/decisions/201): the one place the log and the versions lists use. */
describe('valueText', () => {
  const names: NameOf = (table, column, id) => (table === 'documents' && column === 'original_name' && id === 'a'.repeat(24) ? 'notice.pdf' : null)

  it('says money, days, moments, yes/no and choices as the panel does', () => {
    expect(valueText({ kind: 'money' }, 48000)).toBe('₹48,000')
    expect(valueText({ kind: 'money' }, '120000')).toBe('₹1,20,000')
    expect(valueText({ kind: 'date' }, '2026-12-14')).toBe('14 Dec 2026')
    expect(valueText({ kind: 'time' }, '2026-12-14T04:30:00.000Z')).toBe('14 Dec 2026, 10:00 am')
    expect(valueText({ kind: 'yes-no' }, 1)).toBe('yes')
    expect(valueText({ kind: 'yes-no' }, 0)).toBe('no')
    expect(valueText({ kind: 'choice', labels: { news: 'News' } }, 'news')).toBe("'News'")
  })

  it('names a linked row by its column, a deleted one as gone, never by its id', () => {
    const ref = { kind: 'ref', table: 'documents', column: 'original_name', gone: 'a deleted document' } as const
    expect(valueText(ref, 'a'.repeat(24), names)).toBe("'notice.pdf'")
    expect(valueText(ref, 'b'.repeat(24), names)).toBe('a deleted document')
    expect(valueText(ref, 'a'.repeat(24))).toBe('a linked item')
    expect(valueText(ref, null, names)).toBe('(empty)')
  })

  it('reads a list (an array or its JSON) by count and names; a list nobody declared too; never JSON', () => {
    const list = { kind: 'list', one: 'member', many: 'members', item: (m: Record<string, unknown>) => String(m.name), words: ['name'] } as const
    expect(valueText(list, '[]')).toBe('no members')
    expect(valueText(list, null)).toBe('no members')
    expect(valueText(list, JSON.stringify([{ name: 'A' }]))).toBe('1 member: A')
    expect(valueText(list, [{ name: 'A' }, { name: 'B' }])).toBe('2 members: A, B')
    expect(valueText(undefined, JSON.stringify([{ covers: 'Library', amount: 5 }]))).toBe('1 item: Library')
    const long = valueText(list, Array.from({ length: 40 }, (_, i) => ({ name: `Member number ${i}` })))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).toMatch(/^40 members: Member number 0, .*…$/)
    // broken JSON is quoted text, not a crash
    expect(valueText(undefined, '[{"name":')).toBe(`'[{"name":'`)
  })

  it('every declared field that holds money, a list or an id says what it is (a new area gets the words by declaring it)', () => {
    const undeclared: string[] = []
    for (const area of ROW_AREAS) {
      for (const [field, rule] of Object.entries(area.fields) as [string, { shows?: unknown }][]) {
        if (/Id$|Fee$|^members$|^otherFees$|^highlights$|At$|^date$|^validUntil$|^pinned$/.test(field) && !rule.shows) undeclared.push(`${area.key}.${field}`)
      }
    }
    expect(undeclared).toEqual([])
  })
})

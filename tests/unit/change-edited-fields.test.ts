import { describe, expect, it } from 'vitest'
import { baseOf, editedFields, editedOnBothSides, sameField } from '../../src/platform/row-drafts/edited'

/**
 * Which fields of a kept change its writer edited (docs/decisions/282): the change holds the whole
 * form, read by the route's schema; the row's values are as the API answered them. A field is the
 * writer's only where the two differ in meaning, not in form.
 */
describe('sameField', () => {
  it('reads the forms the schema and the API give one value as the same', () => {
    const same: [unknown, unknown][] = [
      [51000, '51000'],
      [1, true],
      [0, false],
      ['', null],
      [undefined, null],
      ['2026-11-02', '2026-11-02T00:00:00.000Z'],
      [[{ covers: 'Library', amount: 800 }], [{ amount: '800', covers: 'Library', note: '' }]],
      [[], []],
      // the panel's time fields hold minutes: a publish time stored with seconds comes back without them
      ['2026-11-01T04:30:00.000Z', '2026-11-01T04:30:45+00:00'],
      ['2026-11-01T10:00:00.000Z', '2026-11-01T15:30:59.500+05:30'],
    ]
    for (const [changed, base] of same) expect(sameField(changed, base), JSON.stringify([changed, base])).toBe(true)
  })
  it('tells every change of meaning apart', () => {
    const different: [unknown, unknown][] = [
      ['Dr Rao', 'Dr Rao '],
      [51000, 51001],
      [1, false],
      ['2026-11-02', '2026-11-03T00:00:00.000Z'],
      ['2026-11-02', '2026-11-02T04:30:00.000Z'],
      [[{ covers: 'Library', amount: 800 }], [{ covers: 'Library', amount: 900 }]],
      [['a', 'b'], ['b', 'a']],
      [['a'], []],
      ['x', null],
      ['2026-11-01T04:30:00.000Z', '2026-11-01T04:31:00.000Z'],
      ['2026-11-01T04:30', '2026-11-01T04:30:45Z'],
    ]
    for (const [changed, base] of different) expect(sameField(changed, base), JSON.stringify([changed, base])).toBe(false)
  })
})

describe('editedFields', () => {
  const fields = { title: 'BA LLB', duration: '5 years', description: 'Now with moots.', highlights: [] }
  it('names the fields whose value differs from the row’s as answered when the change was kept', () => {
    const base = baseOf(fields, { _id: 'p1', title: 'BA LLB', duration: '5 years', description: 'Evening classes.', highlights: [], updatedAt: 'x' })
    expect(base).toEqual({ title: 'BA LLB', duration: '5 years', description: 'Evening classes.', highlights: [] })
    expect(editedFields(fields, base)).toEqual(['description'])
  })
  it('counts a field the answer does not carry as edited, and every field of a change kept without its base', () => {
    expect(editedFields({ ...fields, removeNote: 'x' }, baseOf(fields, { ...fields }))).toEqual(['removeNote'])
    expect(editedFields(fields, null)).toEqual(Object.keys(fields))
    expect(editedFields(fields, baseOf(fields, null))).toEqual(['title', 'duration', 'description'])
  })
})

describe('editedOnBothSides', () => {
  const fields = { title: 'BA LLB', duration: '5 years', description: 'Now with moots.' }
  const base = { title: 'BA LLB', duration: '5 years', description: 'Evening classes.' }
  const edited = editedFields(fields, base)
  it('names a field the writer edited that the site changed since to something else', () => {
    expect(editedOnBothSides(fields, base, { ...base, description: 'Morning classes.' }, edited)).toEqual(['description'])
  })
  it('names none when the site changed only other fields, or changed it to the writer’s value, or the change has no base', () => {
    expect(editedOnBothSides(fields, base, { ...base, duration: '3 years' }, edited)).toEqual([])
    expect(editedOnBothSides(fields, base, { ...base, description: 'Now with moots.' }, edited)).toEqual([])
    expect(editedOnBothSides(fields, null, { ...base, description: 'Morning classes.' }, editedFields(fields, null))).toEqual([])
  })
})

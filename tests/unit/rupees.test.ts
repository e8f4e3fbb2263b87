import { describe, expect, it } from 'vitest'
import { indianDigits, rupees } from '../../src/ui/numbers'

describe('rupees as people in India read them', () => {
  it('groups the last three digits, then by twos (lakh, crore)', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [999, '999'],
      [1000, '1,000'],
      [99999, '99,999'],
      [100000, '1,00,000'],
      [120000, '1,20,000'],
      [1234567, '12,34,567'],
      [12345678, '1,23,45,678'],
      [5000000, '50,00,000'],
      [-25000, '-25,000'],
    ]
    for (const [value, text] of cases) expect(indianDigits(value), String(value)).toBe(text)
    expect(rupees(120000)).toBe('₹1,20,000')
  })
})

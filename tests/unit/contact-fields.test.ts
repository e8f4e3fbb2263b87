import { describe, expect, it } from 'vitest'
import { memberSchema } from '../../src/features/committees/schema'
import { statutorySchema } from '../../src/features/statutory/schema'

/** A committee member's and a statutory officer's phone and e-mail follow one rule (src/http/fields.ts). */
describe('contact fields of committee members and statutory officers', () => {
  const member = (extra: Record<string, unknown>) => memberSchema.safeParse({ name: 'Dr. A. Sharma', role: 'Chairperson', ...extra })
  const officer = (extra: Record<string, unknown>) => statutorySchema.safeParse({ title: 'Grievance Redressal Officer', ...extra })
  const messages = (result: ReturnType<typeof member> | ReturnType<typeof officer>) => (result.success ? [] : result.error.issues.map((issue) => issue.message))

  for (const [who, parse] of [['member', member], ['officer', officer]] as const) {
    it(`a ${who}'s phone and e-mail may be empty, and are kept trimmed when given`, () => {
      const empty = parse({})
      expect(empty.success && [empty.data.phone, empty.data.email]).toEqual(['', ''])
      const given = parse({ phone: ' +91 76522 40000 ', email: ' office@college.in ' })
      expect(given.success && [given.data.phone, given.data.email]).toEqual(['+91 76522 40000', 'office@college.in'])
    })
    it(`a ${who}'s phone of letters and an e-mail without a domain are refused, saying what to type`, () => {
      expect(messages(parse({ phone: 'call the office' }))).toEqual(['Phone must be digits, spaces, + or - (e.g. +91 76522 40000)'])
      expect(messages(parse({ email: 'office@college' }))).toEqual(['E-mail must look like name@example.in'])
      expect(messages(parse({ phone: '9'.repeat(31) }))).toEqual(['Phone must be at most 30 characters'])
    })
  }
})

import { describe, expect, it } from 'vitest'
import { COMPOSITION, missingMembers } from '../../src/features/committees/rules'
import { memberSchema, type Member } from '../../src/features/committees/schema'

/** A member as the API stores one (the schema's defaults filled in). */
const m = (fields: Partial<Member> & { name: string }): Member => memberSchema.parse({ role: 'Member', phone: '+91 94250 11111', ...fields })

const SGRC: Member[] = [
  m({ name: 'Prof. A', seat: 'chair', professor: true }),
  m({ name: 'Dr. B', woman: true }),
  m({ name: 'Dr. C', reserved: true }),
  m({ name: 'Dr. D' }),
  m({ name: 'Dr. E', seat: 'secretary' }),
  m({ name: 'Student F', seat: 'student' }),
]

const ICC: Member[] = [
  m({ name: 'Dr. G', seat: 'chair', woman: true }),
  m({ name: 'Smt. H', seat: 'external', woman: true }),
  m({ name: 'Shri I' }),
  m({ name: 'Kumari J', seat: 'student', woman: true }),
  m({ name: 'Shri K', seat: 'student' }),
  m({ name: 'Dr. P', woman: true }),
]

const without = (members: Member[], name: string) => members.filter((x) => x.name !== name)
const change = (members: Member[], name: string, fields: Partial<Member>) => members.map((x) => (x.name === name ? { ...x, ...fields } : x))

describe('committees know their rules (docs/decisions/167)', () => {
  it('a complete SGRC and ICC miss nothing', () => {
    expect(missingMembers('sgrc', SGRC)).toEqual([])
    expect(missingMembers('icc', ICC)).toEqual([])
  })

  it('the SGRC says plainly which required member is missing, one at a time', () => {
    expect(missingMembers('sgrc', without(SGRC, 'Dr. B'))).toEqual(['The SGRC needs four members besides the chairperson (professors or senior teachers).', 'The SGRC needs a woman member.'])
    expect(missingMembers('sgrc', change(SGRC, 'Dr. B', { woman: false }))).toEqual(['The SGRC needs a woman member.'])
    expect(missingMembers('sgrc', change(SGRC, 'Dr. C', { reserved: false }))).toEqual(['The SGRC needs a member from SC/ST/OBC.'])
    expect(missingMembers('sgrc', without(SGRC, 'Student F'))).toEqual(['The SGRC needs a student as special invitee.'])
    expect(missingMembers('sgrc', change(SGRC, 'Prof. A', { professor: false }))).toEqual(["The SGRC's chairperson must be a professor."])
    expect(missingMembers('sgrc', change(SGRC, 'Prof. A', { seat: 'member' }))).toEqual(['The SGRC needs a chairperson.', "The SGRC's chairperson must be a professor."])
    expect(missingMembers('sgrc', [])).toHaveLength(COMPOSITION.sgrc!.needs.length)
  })

  it('the ICC: a woman presiding, half women, an external member, a student, every phone', () => {
    expect(missingMembers('icc', change(ICC, 'Dr. G', { woman: false }))).toEqual(['The ICC needs a presiding officer (chairperson) who is a woman.'])
    expect(missingMembers('icc', change(change(change(ICC, 'Kumari J', { woman: false }), 'Smt. H', { woman: false }), 'Dr. P', { woman: false }))).toEqual(['At least half of the ICC’s members must be women.'])
    expect(missingMembers('icc', change(ICC, 'Smt. H', { seat: 'member' }))).toEqual(['The ICC needs an external member (from an NGO, or familiar with women’s issues).'])
    expect(missingMembers('icc', change(change(ICC, 'Kumari J', { seat: 'member' }), 'Shri K', { seat: 'member' }))).toEqual(['The ICC needs a student representative.'])
    expect(missingMembers('icc', change(ICC, 'Shri I', { phone: '' }))).toEqual(['Every ICC member needs a phone number.'])
  })

  it('the anti-ragging committee needs its nodal officer with phone and e-mail', () => {
    const committee = [m({ name: 'Dr. L', seat: 'chair' }), m({ name: 'Student M', seat: 'student' }), m({ name: 'SHO N', seat: 'external' }), m({ name: 'Dr. O', seat: 'nodal-officer', email: 'nodal@college.example.in' })]
    expect(missingMembers('anti-ragging-committee', committee)).toEqual([])
    expect(missingMembers('anti-ragging-committee', change(committee, 'Dr. O', { email: '' }))).toEqual(['The Anti-Ragging Committee needs a nodal officer with a phone number and an e-mail address.'])
    expect(missingMembers('anti-ragging-committee', without(committee, 'SHO N'))).toEqual(['The Anti-Ragging Committee needs a member from the civil or police administration or the local community.'])
  })

  it('members saved before the rules (no seat or flags) read as plain members, and every rule has its words in both languages', () => {
    expect(missingMembers('sgrc', [{ name: 'Old', role: 'Chairperson', phone: '', email: '' }])).toContain('The SGRC needs a chairperson.')
    for (const rule of Object.values(COMPOSITION)) {
      expect(rule.rule.en.length).toBeGreaterThan(40)
      expect(rule.rule.hi).toMatch(/[\u0900-\u097F]{4}/)
    }
  })
})

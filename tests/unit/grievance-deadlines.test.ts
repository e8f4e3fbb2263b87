import { describe, expect, it } from 'vitest'
import { addWorkingDays, deadlinesOf, endOfIndianDay, indianDay, isPast, isWorkingDay, reminderDay } from '../../src/features/grievances/deadlines'

/**
 * The limits of docs/decisions/120 on a fixed calendar. 2026-11-26 is a Thursday; Sundays are the
 * 29th, 6th, 13th, 20th; the listed holiday is Friday 2026-12-25.
 */
const HOLIDAYS = new Set(['2026-12-25'])

describe('grievance deadlines in India time, across weekends and a listed holiday', () => {
  it('counts the day of receipt in India, not in UTC', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in India
    expect(indianDay(Date.parse('2026-11-26T20:00:00Z'))).toBe('2026-11-27')
    expect(indianDay(Date.parse('2026-11-26T18:29:59Z'))).toBe('2026-11-26')
    expect(new Date(endOfIndianDay('2026-11-26')).toISOString()).toBe('2026-11-26T18:29:59.999Z')
  })

  it('Saturday is a working day, Sunday and a listed holiday are not', () => {
    expect(isWorkingDay('2026-11-28', HOLIDAYS)).toBe(true)
    expect(isWorkingDay('2026-11-29', HOLIDAYS)).toBe(false)
    expect(isWorkingDay('2026-12-25', HOLIDAYS)).toBe(false)
    // Friday 27 → the next working day is Saturday 28; from Saturday it is Monday 30
    expect(addWorkingDays('2026-11-27', 1, HOLIDAYS)).toBe('2026-11-28')
    expect(addWorkingDays('2026-11-28', 1, HOLIDAYS)).toBe('2026-11-30')
  })

  it('referral: 15 calendar days from the day after receipt; report: 15 working days skipping Sundays and the holiday', () => {
    const due = deadlinesOf('2026-11-26T05:00:00Z', null, HOLIDAYS)
    expect(due.refer).toBe('2026-12-11')
    // 27,28 | 30,1,2,3,4,5 | 7,8,9,10,11,12 | 14 → the 15th working day is Mon 14 Dec (Sundays 29, 6, 13 skipped)
    expect(due.report).toBe('2026-12-14')
    expect(due.appeal).toBeUndefined()
  })

  it('a listed holiday inside the period moves the report limit by one working day', () => {
    // received Thu 10 Dec: 11,12 | 14..19 | 21,22,23,24 | (25 holiday) 26 | 28,29 → Tue 29 Dec
    expect(deadlinesOf('2026-12-10T05:00:00Z', null, HOLIDAYS).report).toBe('2026-12-29')
    expect(deadlinesOf('2026-12-10T05:00:00Z', null, new Set()).report).toBe('2026-12-28')
  })

  it('the appeal limit is 15 days from the decision, in India', () => {
    expect(deadlinesOf('2026-11-26T05:00:00Z', '2026-12-20T19:00:00Z', HOLIDAYS).appeal).toBe('2027-01-05')
  })

  it('reminds two working days before, skipping a Sunday and the holiday', () => {
    // due Mon 14 Dec: Sat 12, Fri 11 (Sunday 13 skipped) → Fri 11
    expect(reminderDay('2026-12-14', HOLIDAYS)).toBe('2026-12-11')
    // due Mon 28 Dec: Sat 26, (Fri 25 holiday) Thu 24 → Thu 24
    expect(reminderDay('2026-12-28', HOLIDAYS)).toBe('2026-12-24')
    expect(addWorkingDays('2026-12-28', -2, new Set())).toBe('2026-12-25')
  })

  it('a limit passes only when its whole last day has passed in India', () => {
    expect(isPast('2026-12-11', Date.parse('2026-12-11T18:29:59Z'))).toBe(false)
    expect(isPast('2026-12-11', Date.parse('2026-12-11T18:30:00Z'))).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { site } from '../../src/content/site'
import { addWorkingDays, deadlinesOf, endOfIndianDay, indianDay, isPast, isWorkingDay, reminderDay } from '../../src/features/grievances/deadlines'

/**
 * The limits of docs/decisions/120 on a fixed calendar: the office's days are Monday to Friday
 * (OFFICE_DAYS, docs/decisions/166). 2026-11-26 is a Thursday; the weekends are 28–29 Nov, 5–6,
 * 12–13, 19–20 and 26–27 Dec; the listed holiday is Friday 2026-12-25.
 */
const HOLIDAYS = new Set(['2026-12-25'])

describe('grievance deadlines in India time, across weekends and a listed holiday', () => {
  it('counts the day of receipt in India, not in UTC', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in India
    expect(indianDay(Date.parse('2026-11-26T20:00:00Z'))).toBe('2026-11-27')
    expect(indianDay(Date.parse('2026-11-26T18:29:59Z'))).toBe('2026-11-26')
    expect(new Date(endOfIndianDay('2026-11-26')).toISOString()).toBe('2026-11-26T18:29:59.999Z')
  })

  it('the working days are the published office days: Saturday, Sunday and a listed holiday are not', () => {
    expect(site.officeHours.days).toBe('Monday to Friday')
    expect(isWorkingDay('2026-11-27', HOLIDAYS)).toBe(true)
    expect(isWorkingDay('2026-11-28', HOLIDAYS)).toBe(false)
    expect(isWorkingDay('2026-11-29', HOLIDAYS)).toBe(false)
    expect(isWorkingDay('2026-12-25', HOLIDAYS)).toBe(false)
    // Friday 27 → the next working day is Monday 30
    expect(addWorkingDays('2026-11-27', 1, HOLIDAYS)).toBe('2026-11-30')
    expect(addWorkingDays('2026-11-28', 1, HOLIDAYS)).toBe('2026-11-30')
  })

  it('referral: 15 calendar days from the day after receipt; report: 15 working days skipping weekends and the holiday', () => {
    const due = deadlinesOf('2026-11-26T05:00:00Z', null, HOLIDAYS)
    expect(due.refer).toBe('2026-12-11')
    // 27 | 30,1,2,3,4 | 7,8,9,10,11 | 14,15,16,17 → the 15th working day is Thu 17 Dec
    expect(due.report).toBe('2026-12-17')
    expect(due.appeal).toBeUndefined()
  })

  it('a grievance filed between 00:00 and 05:30 India time counts from its Indian day, not the UTC one (issue 43)', () => {
    // 23:30 UTC on Thu 26 is 05:00 on Fri 27 in India: counted from the 27th
    const night = deadlinesOf('2026-11-26T23:30:00Z', null, HOLIDAYS)
    expect(night.refer).toBe('2026-12-12')
    // 30,1,2,3,4 | 7..11 | 14..18 → Fri 18 Dec
    expect(night.report).toBe('2026-12-18')
    // one minute either side of India's midnight (18:30 UTC)
    expect(deadlinesOf('2026-11-26T18:29:00Z', null, HOLIDAYS).refer).toBe('2026-12-11')
    expect(deadlinesOf('2026-11-26T18:31:00Z', null, HOLIDAYS).refer).toBe('2026-12-12')
    expect(deadlinesOf('2026-11-26T18:31:00Z', null, HOLIDAYS).report).toBe('2026-12-18')
  })

  it('a listed holiday inside the period moves the report limit by one working day', () => {
    // received Thu 10 Dec: 11 | 14..18 | 21,22,23,24 (25 holiday) | 28,29,30,31 | 1 Jan → Fri 1 Jan
    expect(deadlinesOf('2026-12-10T05:00:00Z', null, HOLIDAYS).report).toBe('2027-01-01')
    expect(deadlinesOf('2026-12-10T05:00:00Z', null, new Set()).report).toBe('2026-12-31')
  })

  it('the appeal limit is 15 days from the decision, in India', () => {
    expect(deadlinesOf('2026-11-26T05:00:00Z', '2026-12-20T19:00:00Z', HOLIDAYS).appeal).toBe('2027-01-05')
  })

  it('reminds two working days before, skipping a weekend and the holiday', () => {
    // due Mon 14 Dec: (weekend) Fri 11, Thu 10 → Thu 10
    expect(reminderDay('2026-12-14', HOLIDAYS)).toBe('2026-12-10')
    // due Mon 28 Dec: (weekend, Fri 25 holiday) Thu 24, Wed 23 → Wed 23
    expect(reminderDay('2026-12-28', HOLIDAYS)).toBe('2026-12-23')
    expect(addWorkingDays('2026-12-28', -2, new Set())).toBe('2026-12-24')
  })

  it('a limit passes only when its whole last day has passed in India', () => {
    expect(isPast('2026-12-11', Date.parse('2026-12-11T18:29:59Z'))).toBe(false)
    expect(isPast('2026-12-11', Date.parse('2026-12-11T18:30:00Z'))).toBe(true)
  })
})

/**
 * The time limits of the UGC (Redressal of Grievances of Students) Regulations, 2023, counted on
 * India's calendar (docs/decisions/120). Days are 'YYYY-MM-DD' in Asia/Kolkata; the day of receipt
 * is not counted (General Clauses Act, 1897, s. 9), so a grievance received on the 1st is due for
 * referral by the end of the 16th. Working days are the office's days (OFFICE_DAYS, the ones its
 * published hours name) minus the holidays staff list: one calendar (docs/decisions/166).
 */
import { OFFICE_DAYS } from '../../content/site.js'

/** India has one time zone, +05:30, and no daylight saving time. */
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The limits in days, as the regulations write them. */
export const REFER_DAYS = 15
export const REPORT_WORKING_DAYS = 15
export const APPEAL_DAYS = 15
/** Reminders go to the committee this many working days before a deadline. */
export const REMIND_WORKING_DAYS_BEFORE = 2

export type Deadline = 'refer' | 'report' | 'appeal'

/** The Indian calendar day of an instant. */
export function indianDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant a day ends in India (its last millisecond). */
export function endOfIndianDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1 - IST_OFFSET_MS
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** A working day: one of the office's days of the week, and not a listed holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return OFFICE_DAYS.includes(new Date(`${day}T00:00:00Z`).getUTCDay()) && !holidays.has(day)
}

/** The day `count` working days after (count > 0) or before (count < 0) `day`, `day` itself not counted. */
export function addWorkingDays(day: string, count: number, holidays: ReadonlySet<string>): string {
  const step = count < 0 ? -1 : 1
  let left = Math.abs(count)
  let current = day
  // A year of holidays cannot stall the walk: at most 400 calendar days per step counted.
  for (let guard = 0; left > 0 && guard < 400 * Math.abs(count); guard++) {
    current = addDays(current, step)
    if (isWorkingDay(current, holidays)) left--
  }
  return current
}

/** The last day of each limit that applies to a grievance received (and perhaps decided) then. */
export function deadlinesOf(receivedAt: string, decidedAt: string | null, holidays: ReadonlySet<string>): Partial<Record<Deadline, string>> {
  const received = indianDay(Date.parse(receivedAt))
  const due: Partial<Record<Deadline, string>> = {
    refer: addDays(received, REFER_DAYS),
    report: addWorkingDays(received, REPORT_WORKING_DAYS, holidays),
  }
  if (decidedAt) due.appeal = addDays(indianDay(Date.parse(decidedAt)), APPEAL_DAYS)
  return due
}

/** The day the committee is reminded of a deadline ahead of it. */
export function reminderDay(due: string, holidays: ReadonlySet<string>): string {
  return addWorkingDays(due, -REMIND_WORKING_DAYS_BEFORE, holidays)
}

/** True once the whole last day has passed in India. */
export function isPast(due: string, now: number): boolean {
  return now > endOfIndianDay(due)
}

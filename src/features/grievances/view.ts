import crypto from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type { Db } from '../../db/connection.js'
import { listCommittees } from '../committees/store.js'
import type { Member } from '../committees/schema.js'
import { deadlineStates, eventsOf, grievanceById, holidaySet, listHolidays, type DeadlineState, type Holiday, type TimelineKind } from './store.js'
import { indianDay } from './deadlines.js'
import { currentDecision } from './decision.js'
import { listStatutory } from '../statutory/store.js'
import type { GrievanceCategory, GrievanceStatus } from './messages.js'

/** What the student sees of their grievance (/grievance/status): never the internal notes or comments. */
export type StudentView = {
  reference: string
  status: GrievanceStatus
  category: GrievanceCategory
  subject: string
  receivedAt: string
  timeline: { kind: TimelineKind; at: string }[]
  deadlines: DeadlineState[]
  report: string | null
  decision: string | null
  ombudsperson: Member[]
  /** The listed holidays from the day of receipt to the last limit: the calendar the working days skip. */
  holidays: Holiday[]
}

/** The steps the student is shown; notes and the college's comments to the SGRC stay internal. */
const SHOWN: readonly string[] = ['received', 'refer', 'report', 'decide', 'correct', 'appeal', 'close']

export async function studentView(db: Db, sqlite: SQLite.Database, id: string, now: number): Promise<StudentView | null> {
  const row = grievanceById(sqlite, id)
  if (!row) return null
  const events = eventsOf(sqlite, id)
  const last = (kind: string) => events.filter((event) => event.kind === kind).at(-1)?.body ?? null
  const sgrc = (await listCommittees(db)).find((committee) => committee.kind === 'sgrc')
  // the university's Ombudsperson as staff keep it (docs/decisions/166), else one listed with the SGRC
  const kept = (await listStatutory(db)).find((entry) => entry.kind === 'ombudsperson' && entry.name)
  const ombudsperson: Member[] = kept
    ? [{ name: kept.name, role: kept.designation || kept.title, phone: kept.phone, email: kept.email, seat: 'ombudsperson', professor: false, woman: false, reserved: false }]
    : (sgrc?.members.filter((member) => /ombud/i.test(member.role)) ?? [])
  const deadlines = deadlineStates(row, holidaySet(sqlite), now)
  const from = indianDay(Date.parse(row.receivedAt))
  const until = deadlines.reduce((last, d) => (d.due > last ? d.due : last), from)
  return {
    reference: row.reference,
    status: row.status,
    category: row.category,
    subject: row.subject,
    receivedAt: row.receivedAt,
    timeline: events.filter((event) => SHOWN.includes(event.kind)).map((event) => ({ kind: event.kind as TimelineKind, at: event.at })),
    deadlines,
    report: last('report'),
    decision: currentDecision(events),
    ombudsperson,
    holidays: listHolidays(sqlite).filter((holiday) => holiday.day > from && holiday.day <= until),
  }
}

/**
 * The address of one status view: /grievance/status?view=<id>.<expiry>.<signature>. Signed with
 * the session secret, so it cannot be made for another grievance, and it expires; it carries no
 * e-mail or mobile, so neither lands in a log or a browser's history.
 */
export const VIEW_MINUTES = 60

export function viewToken(secret: string, id: string, now: number): string {
  const expires = (now + VIEW_MINUTES * 60_000).toString(36)
  return `${id}.${expires}.${sign(secret, id, expires)}`
}

function sign(secret: string, id: string, expires: string): string {
  return crypto.createHmac('sha256', secret).update(`grievance-view:${id}:${expires}`).digest('base64url').slice(0, 32)
}

/** The grievance a view token names, or null when it is forged, malformed or expired. */
export function readViewToken(secret: string, token: unknown, now: number): string | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const match = /^([a-f0-9]{24})\.([a-z0-9]{1,12})\.([\w-]{32})$/.exec(token)
  if (!match) return null
  const [, id, expires, signature] = match
  const expected = Buffer.from(sign(secret, id, expires))
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) return null
  return parseInt(expires, 36) >= now ? id : null
}

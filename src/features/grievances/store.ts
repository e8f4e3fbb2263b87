import type SQLite from 'better-sqlite3'
import type { Db } from '../../db/connection.js'
import { newId } from '../../db/ids.js'
import type { Lang } from '../../content/lang.js'
// A deleted grievance waits as long as any deleted item: the bin's days.
import { BIN_DAYS } from '../../platform/bin/store.js'
import { accessCodeHash, accessCodeMatches, newAccessCode } from './access-code.js'
import { deadlinesOf, indianDay, isPast, type Deadline } from './deadlines.js'
import { GRIEVANCE_CATEGORIES, type GrievanceCategory, type GrievanceStatus } from './messages.js'
import { formatReference, GRIEVANCE_ACTIONS, type GrievanceAction, type GrievanceInput } from './schema.js'

/** One grievance as staff read it (the queue shows the first part, the detail all of it). */
export type GrievanceRow = {
  id: string
  reference: string
  name: string
  enrolment: string
  course: string
  email: string
  mobile: string
  category: GrievanceCategory
  subject: string
  description: string
  status: GrievanceStatus
  receivedAt: string
  decidedAt: string | null
  closedAt: string | null
  lang: Lang
}

export type NewAttachment = { name: string; type: string; data: Buffer }
/** `correct`: the committee's correction of its decision within its window (./actions.ts, CORRECTION_HOURS). */
export type TimelineKind = 'received' | GrievanceAction | 'correct'
export type GrievanceEvent = { id: string; kind: TimelineKind | 'note'; body: string; authorName: string; at: string }

const COLUMNS = `id, reference, name, enrolment, course, email, mobile, category, subject, description, status,
  received_at AS receivedAt, decided_at AS decidedAt, closed_at AS closedAt, lang`

/**
 * Writes a grievance, its attachments and its first timeline entry, numbered GRV-<year>-<n> with
 * the next number of its Indian year. Runs inside the caller's transaction, so two grievances
 * filed at once never get the same number (the unique index would refuse it anyway).
 */
export async function createGrievance(db: Db, input: GrievanceInput, attachments: NewAttachment[], at: number, lang: Lang = 'en'): Promise<{ id: string; reference: string; receivedAt: string; accessCode: string }> {
  const year = Number(indianDay(at).slice(0, 4))
  const last = await db.selectFrom('grievances').select((eb) => eb.fn.max('seq').as('seq')).where('year', '=', year).executeTakeFirst()
  const seq = Number(last?.seq ?? 0) + 1
  const id = newId()
  const reference = formatReference(year, seq)
  const receivedAt = new Date(at).toISOString()
  const accessCode = newAccessCode()
  await db
    .insertInto('grievances')
    .values({ id, reference, year, seq, ...input, lang, status: 'received', receivedAt, decidedAt: null, closedAt: null, updatedAt: receivedAt, accessCodeHash: accessCodeHash(accessCode) })
    .execute()
  for (const file of attachments) {
    await db.insertInto('grievanceAttachments').values({ id: newId(), grievanceId: id, name: file.name, type: file.type, sizeBytes: file.data.length, data: file.data }).execute()
  }
  await db.insertInto('grievanceEvents').values({ id: newId(), grievanceId: id, kind: 'received', body: '', authorId: null, authorName: '', at: receivedAt }).execute()
  return { id, reference, receivedAt, accessCode }
}

/**
 * The grievance a student may see: its reference and its access code (docs/decisions/155); the
 * e-mail or mobile given with it opens nothing. A wrong pair, an unknown reference and a grievance
 * without a code yet all give null, after the same work (the caller answers them alike).
 */
export function findForStudent(sqlite: SQLite.Database, reference: string, accessCode: string): string | null {
  const row = sqlite.prepare('SELECT id, access_code_hash AS accessCodeHash FROM grievances WHERE reference = ? AND deleted_at IS NULL').get(reference) as { id: string; accessCodeHash: string | null } | undefined
  return accessCodeMatches(accessCode, row?.accessCodeHash ?? null) && row ? row.id : null
}

/** A new access code for a grievance (one filed before codes, or a student who lost theirs): the old one stops working. */
export function issueAccessCode(sqlite: SQLite.Database, id: string): string {
  const code = newAccessCode()
  sqlite.prepare('UPDATE grievances SET access_code_hash = ? WHERE id = ?').run(accessCodeHash(code), id)
  return code
}

export function grievanceById(sqlite: SQLite.Database, id: string): GrievanceRow | null {
  return (sqlite.prepare(`SELECT ${COLUMNS} FROM grievances WHERE id = ? AND deleted_at IS NULL`).get(id) as GrievanceRow | undefined) ?? null
}

export function grievanceByReference(sqlite: SQLite.Database, reference: string): GrievanceRow | null {
  return (sqlite.prepare(`SELECT ${COLUMNS} FROM grievances WHERE reference = ? AND deleted_at IS NULL`).get(reference) as GrievanceRow | undefined) ?? null
}

export function eventsOf(sqlite: SQLite.Database, id: string): GrievanceEvent[] {
  return sqlite.prepare('SELECT id, kind, body, author_name AS authorName, at FROM grievance_events WHERE grievance_id = ? ORDER BY at, rowid').all(id) as GrievanceEvent[]
}

export type AttachmentInfo = { id: string; name: string; type: string; sizeBytes: number }

export function attachmentsOf(sqlite: SQLite.Database, id: string): AttachmentInfo[] {
  return sqlite.prepare('SELECT id, name, type, size_bytes AS sizeBytes FROM grievance_attachments WHERE grievance_id = ? ORDER BY rowid').all(id) as AttachmentInfo[]
}

export function attachmentFile(sqlite: SQLite.Database, grievanceId: string, attachmentId: string): (AttachmentInfo & { data: Buffer }) | null {
  return (
    (sqlite.prepare('SELECT id, name, type, size_bytes AS sizeBytes, data FROM grievance_attachments WHERE grievance_id = ? AND id = ?').get(grievanceId, attachmentId) as
      | (AttachmentInfo & { data: Buffer })
      | undefined) ?? null
  )
}

/* ---------- holidays ---------- */

/** A gazetted holiday: its name in English and in Hindi ('' when not given; docs/decisions/298). */
export type Holiday = { day: string; name: string; nameHi: string }

export function listHolidays(sqlite: SQLite.Database): Holiday[] {
  return sqlite.prepare('SELECT day, name, name_hi AS nameHi FROM grievance_holidays ORDER BY day').all() as Holiday[]
}

export function holidaySet(sqlite: SQLite.Database): Set<string> {
  return new Set(sqlite.prepare('SELECT day FROM grievance_holidays').pluck().all() as string[])
}

export function saveHoliday(sqlite: SQLite.Database, holiday: Holiday): void {
  sqlite
    .prepare('INSERT INTO grievance_holidays (day, name, name_hi) VALUES (?, ?, ?) ON CONFLICT (day) DO UPDATE SET name = excluded.name, name_hi = excluded.name_hi')
    .run(holiday.day, holiday.name, holiday.nameHi)
}

export function removeHoliday(sqlite: SQLite.Database, day: string): boolean {
  return sqlite.prepare('DELETE FROM grievance_holidays WHERE day = ?').run(day).changes > 0
}

/* ---------- deadlines of one grievance ---------- */

/** Which limits still bind a grievance in each status (a later step done ends the earlier limit). */
const OPEN_DEADLINES: Record<GrievanceStatus, Deadline[]> = {
  received: ['refer', 'report'],
  referred: ['report'],
  reported: [],
  decided: ['appeal'],
  appealed: [],
  closed: [],
}

export type DeadlineState = { deadline: Deadline; due: string; open: boolean; overdue: boolean }

export function deadlineStates(row: Pick<GrievanceRow, 'status' | 'receivedAt' | 'decidedAt'>, holidays: ReadonlySet<string>, now: number): DeadlineState[] {
  const due = deadlinesOf(row.receivedAt, row.decidedAt, holidays)
  const open = OPEN_DEADLINES[row.status] ?? []
  return (Object.entries(due) as [Deadline, string][]).map(([deadline, day]) => {
    const isOpen = open.includes(deadline)
    // The appeal limit is the student's, not the college's: never "overdue" for staff.
    return { deadline, due: day, open: isOpen, overdue: isOpen && deadline !== 'appeal' && isPast(day, now) }
  })
}

/* ---------- the staff queue ---------- */

export type QueueItem = Pick<GrievanceRow, 'reference' | 'name' | 'category' | 'subject' | 'status' | 'receivedAt'> & {
  nextDeadline: DeadlineState | null
  overdue: boolean
  dueThisWeek: boolean
}

/**
 * Every grievance for the queue: overdue ones first, then by the next deadline, then the ones with
 * none (decided, closed), newest first. A college gets tens a year: sorted here, not in SQL.
 */
export function grievanceQueue(sqlite: SQLite.Database, now: number): QueueItem[] {
  const holidays = holidaySet(sqlite)
  const rows = sqlite.prepare(`SELECT ${COLUMNS} FROM grievances WHERE deleted_at IS NULL ORDER BY received_at DESC`).all() as GrievanceRow[]
  const today = indianDay(now)
  const weekEnd = indianDay(now + 7 * 86_400_000)
  const items = rows.map((row): QueueItem => {
    const next = deadlineStates(row, holidays, now).find((state) => state.open && state.deadline !== 'appeal') ?? null
    return {
      reference: row.reference,
      name: row.name,
      category: row.category,
      subject: row.subject,
      status: row.status,
      receivedAt: row.receivedAt,
      nextDeadline: next,
      overdue: next?.overdue ?? false,
      dueThisWeek: !!next && !next.overdue && next.due >= today && next.due <= weekEnd,
    }
  })
  const rank = (item: QueueItem) => (item.overdue ? 0 : item.nextDeadline ? 1 : 2)
  return items.sort((a, b) => rank(a) - rank(b) || (a.nextDeadline && b.nextDeadline ? a.nextDeadline.due.localeCompare(b.nextDeadline.due) : 0) || b.receivedAt.localeCompare(a.receivedAt))
}

/* ---------- moving a grievance along ---------- */

/** The status an action leads to from `status`, or null when it may not be taken now. */
export function nextStatus(status: GrievanceStatus, action: GrievanceAction): GrievanceStatus | null {
  const rule = GRIEVANCE_ACTIONS[action]
  return (rule.from as readonly string[]).includes(status) ? rule.to : null
}

/** Records an action: the new status, its timeline entry; inside the caller's transaction. */
export async function recordAction(db: Db, row: GrievanceRow, action: GrievanceAction, body: string, author: { id: string; name: string }, at: number): Promise<GrievanceStatus> {
  const status = nextStatus(row.status, action)!
  const iso = new Date(at).toISOString()
  await db
    .updateTable('grievances')
    .set({ status, updatedAt: iso, ...(action === 'decide' ? { decidedAt: iso } : {}), ...(action === 'close' ? { closedAt: iso } : {}) })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .execute()
  await db.insertInto('grievanceEvents').values({ id: newId(), grievanceId: row.id, kind: action, body, authorId: author.id, authorName: author.name, at: iso }).execute()
  return status
}

/**
 * Records a correction of the decision: a timeline entry of its own (the earlier text stays in
 * the timeline, so before → after is kept), and the decision's day moved to it, so the student's
 * 15 days to appeal run from the decision as it now stands. Inside the caller's transaction.
 */
export async function recordCorrection(db: Db, row: GrievanceRow, body: string, author: { id: string; name: string }, at: number): Promise<void> {
  const iso = new Date(at).toISOString()
  await db.updateTable('grievances').set({ decidedAt: iso, updatedAt: iso }).where('id', '=', row.id).where('status', '=', 'decided').execute()
  await db.insertInto('grievanceEvents').values({ id: newId(), grievanceId: row.id, kind: 'correct', body, authorId: author.id, authorName: author.name, at: iso }).execute()
}

export function addNote(sqlite: SQLite.Database, grievanceId: string, author: { id: string; name: string }, body: string, at: number): GrievanceEvent {
  const event = { id: newId(), kind: 'note' as const, body, authorName: author.name, at: new Date(at).toISOString() }
  sqlite.prepare('INSERT INTO grievance_events (id, grievance_id, kind, body, author_id, author_name, at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(event.id, grievanceId, 'note', body, author.id, author.name, event.at)
  return event
}

/* ---------- the year's figures (/disclosure) ---------- */

export type YearFigures = { year: number; received: number; disposed: number; pending: number; averageDays: number | null; byCategory: Record<GrievanceCategory, number> }

/** Counts only: how many came in this Indian year, how many were decided, and how fast. */
export function yearFigures(sqlite: SQLite.Database, year: number): YearFigures {
  const totals = sqlite
    .prepare(
      `SELECT count(*) AS received,
        sum(decided_at IS NOT NULL) AS disposed,
        avg(CASE WHEN decided_at IS NOT NULL THEN julianday(decided_at) - julianday(received_at) END) AS averageDays
       FROM grievances WHERE year = ? AND deleted_at IS NULL`,
    )
    .get(year) as { received: number; disposed: number | null; averageDays: number | null }
  const byCategory = Object.fromEntries(GRIEVANCE_CATEGORIES.map((c) => [c, 0])) as Record<GrievanceCategory, number>
  for (const row of sqlite.prepare('SELECT category, count(*) AS n FROM grievances WHERE year = ? AND deleted_at IS NULL GROUP BY category').all(year) as { category: GrievanceCategory; n: number }[]) {
    if (row.category in byCategory) byCategory[row.category] = row.n
  }
  const disposed = totals.disposed ?? 0
  return {
    year,
    received: totals.received,
    disposed,
    pending: totals.received - disposed,
    averageDays: totals.averageDays === null ? null : Math.round(totals.averageDays * 10) / 10,
    byCategory,
  }
}

/* ---------- deleted grievances (an Administrator's bin of their own, docs/decisions/120) ---------- */

export type DeletedGrievance = { reference: string; subject: string; deletedAt: string; deletedBy: string; purgeAt: string }

export function deletedGrievances(sqlite: SQLite.Database): DeletedGrievance[] {
  const rows = sqlite.prepare('SELECT reference, subject, deleted_at AS deletedAt, deleted_by AS deletedBy FROM grievances WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC').all() as Omit<DeletedGrievance, 'purgeAt'>[]
  return rows.map((row) => ({ ...row, purgeAt: new Date(Date.parse(row.deletedAt) + BIN_DAYS * 86_400_000).toISOString() }))
}

/** Moves a grievance to the bin: out of the queue, the status page and the figures; true when it was there. */
export function deleteGrievance(sqlite: SQLite.Database, id: string, by: string, at: number): boolean {
  return sqlite.prepare('UPDATE grievances SET deleted_at = ?, deleted_by = ? WHERE id = ? AND deleted_at IS NULL').run(new Date(at).toISOString(), by, id).changes > 0
}

export function restoreGrievance(sqlite: SQLite.Database, reference: string): boolean {
  return sqlite.prepare('UPDATE grievances SET deleted_at = NULL, deleted_by = NULL WHERE reference = ? AND deleted_at IS NOT NULL').run(reference).changes > 0
}

/** Removes for good what has waited its days in the bin (its attachments, timeline and reminders with it). */
export function purgeDeletedGrievances(sqlite: SQLite.Database, now: number): number {
  return sqlite.prepare('DELETE FROM grievances WHERE deleted_at IS NOT NULL AND deleted_at < ?').run(new Date(now - BIN_DAYS * 86_400_000).toISOString()).changes
}

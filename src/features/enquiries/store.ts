import type SQLite from 'better-sqlite3'
import type { EnquiryKind, EnquiryStatus } from './options.js'
import type { EnquiryFilter } from './schema.js'
import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import type { Selectable } from 'kysely'
import type { AdmissionQueryTable, ContactQueryTable } from '../../db/schema.js'
import type { AdmissionInput, ContactInput } from './schema.js'
import type { Lang } from '../../content/lang.js'

export type ContactQuery = { _id: string; name: string; email: string; mobile: string; message: string; createdAt: string; updatedAt: string }
export type AdmissionQuery = { _id: string; fullname: string; city: string; phone: string; course: string; createdAt: string; updatedAt: string }

export function toContactQuery(row: Selectable<ContactQueryTable>): ContactQuery {
  return { _id: row.id, name: row.name, email: row.email, mobile: row.mobile, message: row.message, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

export function toAdmissionQuery(row: Selectable<AdmissionQueryTable>): AdmissionQuery {
  return { _id: row.id, fullname: row.fullname, city: row.city, phone: row.phone, course: row.course, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

/** Every contact enquiry, newest first: the spec's list, streamed by the API (src/http/stream-list.ts). */
export function contactQueriesQuery(db: Db) {
  return db.selectFrom('contactQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
}

/** Every admission enquiry, newest first: the spec's list, streamed by the API. */
export function admissionQueriesQuery(db: Db) {
  return db.selectFrom('admissionQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
}

/** `lang`: the language of the page it was sent from (kept beside the spec's fields, never in its answers). */
export async function createContactQuery(db: Db, input: ContactInput, lang: Lang = 'en'): Promise<ContactQuery> {
  const at = now()
  const row: Selectable<ContactQueryTable> = { id: newId(), ...input, lang, status: 'new', createdAt: at, updatedAt: at }
  await db.insertInto('contactQueries').values(row).execute()
  return toContactQuery(row)
}

export async function createAdmissionQuery(db: Db, input: AdmissionInput, lang: Lang = 'en'): Promise<AdmissionQuery> {
  const at = now()
  const row: Selectable<AdmissionQueryTable> = { id: newId(), ...input, lang, status: 'new', createdAt: at, updatedAt: at }
  await db.insertInto('admissionQueries').values(row).execute()
  return toAdmissionQuery(row)
}

/* ---------- Follow-up at scale: SQL filters, pages, counts, notes, status (raw SQL on the one connection) ---------- */


type KindSql = { table: string; name: string; columns: string }
const KINDS: Record<EnquiryKind, KindSql> = {
  admission: { table: 'admission_queries', name: 'fullname', columns: 'id, fullname, city, phone, course, lang, status, created_at, updated_at' },
  contact: { table: 'contact_queries', name: 'name', columns: 'id, name, email, mobile, message, lang, status, created_at, updated_at' },
}

export type EnquiryNote = { _id: string; author: string; note: string; createdAt: string }
export type EnquiryBase = (AdmissionQuery | ContactQuery) & { status: EnquiryStatus; lang: Lang }
export type EnquiryRow = EnquiryBase & { notes: EnquiryNote[] }
export type EnquiryPage = { items: EnquiryRow[]; total: number; page: number; size: number; pages: number }

/** Start of an Indian calendar day as a UTC ISO time (staff pick dates in IST; rows store UTC). */
function indianDayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+05:30`)
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString()
}

/** WHERE clause and parameters for a filter. Search: case-insensitive words in name etc.; phones by digits. */
function whereOf(kind: EnquiryKind, filter: EnquiryFilter): { where: string; params: unknown[] } {
  const parts: string[] = []
  const params: unknown[] = []
  if (filter.id) {
    parts.push('id = ?')
    params.push(filter.id)
  }
  if (filter.status) {
    parts.push('status = ?')
    params.push(filter.status)
  }
  if (kind === 'admission' && filter.course) {
    parts.push('course = ?')
    params.push(filter.course === '-' ? '' : filter.course)
  }
  if (filter.from) {
    parts.push('created_at >= ?')
    params.push(indianDayStart(filter.from))
  }
  if (filter.to) {
    parts.push('created_at < ?')
    params.push(indianDayStart(filter.to, 1))
  }
  const q = filter.q.trim().toLowerCase()
  if (q) {
    // search_text (migration 006, kept by triggers): lower-case name, city or e-mail, phone as typed and as digits
    const ors = [`search_text LIKE ? ESCAPE '\\'`]
    params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    // A phone typed with spaces, dashes or +91 is also looked for as its digits. Only a query that
    // is all phone characters: the digits of a name with a number in it ("Batch 2k24") would match
    // every enquiry whose phone has them.
    const digits = q.replace(/\D/g, '')
    if (digits.length >= 3 && digits !== q && /^[\d\s+().-]+$/.test(q)) {
      ors.push('search_text LIKE ?')
      params.push(`%${digits}%`)
    }
    parts.push(`(${ors.join(' OR ')})`)
  }
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params }
}

function toRow(kind: EnquiryKind, raw: Record<string, string>): EnquiryBase {
  const base = { _id: raw.id, status: raw.status as EnquiryStatus, lang: (raw.lang === 'hi' ? 'hi' : 'en') as Lang, createdAt: raw.created_at, updatedAt: raw.updated_at }
  return kind === 'admission'
    ? { ...base, fullname: raw.fullname, city: raw.city, phone: raw.phone, course: raw.course }
    : { ...base, name: raw.name, email: raw.email, mobile: raw.mobile, message: raw.message }
}

function notesFor(sqlite: SQLite.Database, kind: EnquiryKind, ids: string[]): Map<string, EnquiryNote[]> {
  const byId = new Map<string, EnquiryNote[]>()
  if (!ids.length) return byId
  const rows = sqlite
    .prepare(`SELECT id, query_id, author_name, body, created_at FROM enquiry_notes WHERE kind = ? AND query_id IN (${ids.map(() => '?').join(',')}) ORDER BY created_at, id`)
    .all(kind, ...ids) as { id: string; query_id: string; author_name: string; body: string; created_at: string }[]
  for (const row of rows) {
    const list = byId.get(row.query_id) ?? []
    list.push({ _id: row.id, author: row.author_name, note: row.body, createdAt: row.created_at })
    byId.set(row.query_id, list)
  }
  return byId
}

/** One page of enquiries, newest first, with the total matching the filter (counted in SQL) and each row's notes. */
export function pageEnquiries(sqlite: SQLite.Database, kind: EnquiryKind, filter: EnquiryFilter, page: number, size: number): EnquiryPage {
  const k = KINDS[kind]
  const { where, params } = whereOf(kind, filter)
  const total = (sqlite.prepare(`SELECT count(*) AS n FROM ${k.table} ${where}`).get(...params) as { n: number }).n
  const pages = Math.max(1, Math.ceil(total / size))
  const raws = sqlite
    .prepare(`SELECT ${k.columns} FROM ${k.table} ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, size, (page - 1) * size) as Record<string, string>[]
  const notes = notesFor(sqlite, kind, raws.map((raw) => raw.id))
  return { items: raws.map((raw) => ({ ...toRow(kind, raw), notes: notes.get(raw.id) ?? [] }) as EnquiryRow), total, page, size, pages }
}

/** Rows for the CSV export: batches of `batch`, newest first, keyset-paged so no statement stays open between batches. */
export function* enquiryBatches(sqlite: SQLite.Database, kind: EnquiryKind, filter: EnquiryFilter, batch = 1000): Generator<(EnquiryBase & { notesText: string })[]> {
  const k = KINDS[kind]
  const { where, params } = whereOf(kind, filter)
  const notesText = `(SELECT group_concat(author_name || ' · ' || strftime('%d-%m-%Y %H:%M', created_at, '+330 minutes') || ' IST: ' || body, char(10)) FROM (SELECT * FROM enquiry_notes n WHERE n.kind = '${kind}' AND n.query_id = q.id ORDER BY n.created_at)) AS notes_text`
  // (created_at <= ? AND …) lets SQLite walk the created_at index from the last row on
  const keyset = 'created_at <= ? AND (created_at < ? OR id < ?)'
  const after = where ? `${where} AND ${keyset}` : `WHERE ${keyset}`
  const first = sqlite.prepare(`SELECT ${k.columns}, ${notesText} FROM ${k.table} q ${where} ORDER BY created_at DESC, id DESC LIMIT ?`)
  const next = sqlite.prepare(`SELECT ${k.columns}, ${notesText} FROM ${k.table} q ${after} ORDER BY created_at DESC, id DESC LIMIT ?`)
  let last: Record<string, string> | undefined
  for (;;) {
    const raws = (last ? next.all(...params, last.created_at, last.created_at, last.id, batch) : first.all(...params, batch)) as Record<string, string>[]
    if (!raws.length) return
    yield raws.map((raw) => ({ ...toRow(kind, raw), notesText: raw.notes_text ?? '' }))
    if (raws.length < batch) return
    last = raws[raws.length - 1]
  }
}

/** Count of enquiries per status, in SQL. */
export function statusCounts(sqlite: SQLite.Database, kind: EnquiryKind): Record<string, number> {
  const rows = sqlite.prepare(`SELECT status, count(*) AS n FROM ${KINDS[kind].table} GROUP BY status`).all() as { status: string; n: number }[]
  return Object.fromEntries(rows.map((row) => [row.status, row.n]))
}

/** The enquiry's name (for the activity log), or undefined when there is no such enquiry. */
export function enquiryName(sqlite: SQLite.Database, kind: EnquiryKind, id: string): string | undefined {
  const k = KINDS[kind]
  return (sqlite.prepare(`SELECT ${k.name} AS name FROM ${k.table} WHERE id = ?`).get(id) as { name: string } | undefined)?.name
}

/**
 * Sets an enquiry's status; with `from` (the status the person saw), only while it still is that:
 * one statement, so of two people changing it from what they both saw, one changes it and the
 * other is told. Answers whether it changed, and the status it has now.
 */
export function setEnquiryStatus(sqlite: SQLite.Database, kind: EnquiryKind, id: string, status: EnquiryStatus, from?: EnquiryStatus): { changed: boolean; now: EnquiryStatus | null } {
  const table = KINDS[kind].table
  // no `from` (a script): any status it has
  const changed = sqlite.prepare(`UPDATE ${table} SET status = ?, updated_at = ? WHERE id = ? AND (? IS NULL OR status = ?)`).run(status, now(), id, from ?? null, from ?? null).changes > 0
  const current = sqlite.prepare(`SELECT status FROM ${table} WHERE id = ?`).get(id) as { status: EnquiryStatus } | undefined
  return { changed, now: current?.status ?? null }
}

export function addEnquiryNote(sqlite: SQLite.Database, kind: EnquiryKind, id: string, author: { id: string; name: string }, body: string): EnquiryNote {
  const note = { _id: newId(), author: author.name, note: body, createdAt: now() }
  sqlite.prepare('INSERT INTO enquiry_notes (id, kind, query_id, author_id, author_name, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(note._id, kind, id, author.id, author.name, body, note.createdAt)
  return note
}

/** Deletes one enquiry and its notes; true when it existed. */
export function deleteEnquiry(sqlite: SQLite.Database, kind: EnquiryKind, id: string): boolean {
  return sqlite.transaction(() => {
    sqlite.prepare('DELETE FROM enquiry_notes WHERE kind = ? AND query_id = ?').run(kind, id)
    return sqlite.prepare(`DELETE FROM ${KINDS[kind].table} WHERE id = ?`).run(id).changes > 0
  })()
}

/** Deletes every enquiry marked Spam (and their notes); returns how many. */
export function removeSpam(sqlite: SQLite.Database, kind: EnquiryKind): number {
  const table = KINDS[kind].table
  return sqlite.transaction(() => {
    sqlite.prepare(`DELETE FROM enquiry_notes WHERE kind = ? AND query_id IN (SELECT id FROM ${table} WHERE status = 'spam')`).run(kind)
    return sqlite.prepare(`DELETE FROM ${table} WHERE status = 'spam'`).run().changes
  })()
}

import type { Db } from '../../db/connection.js'
import { STATUTORY_ITEMS, type StatutoryItem } from '../../content/statutory.js'
import { listCommittees } from '../committees/store.js'
import type { Committee } from '../committees/schema.js'
import { listDocuments } from '../documents/store.js'
import type { LibraryDocument } from '../documents/schema.js'
import { listFaculty } from '../faculty/store.js'
import { KIND_FIELDS, requiredFields, type StatutoryKind } from './kinds.js'
import { listStatutory } from './store.js'
import type { StatutoryEntry } from './schema.js'

/**
 * The principal's compliance checklist (docs/decisions/168): every statutory item of
 * src/content/statutory.ts with its state, read from what the site shows now.
 */
export type ItemState = 'present' | 'missing' | 'outdated'
export type ChecklistItem = { key: string; title: string; rule: string; state: ItemState; reasons: string[]; fix: string }
export type Checklist = { items: ChecklistItem[]; counts: Record<ItemState, number> }

const DAY_MS = 86_400_000
/** An approval or extension letter is for one academic year. */
export const LETTER_DAYS = 365
/** The committees' two-year term (UGC 2023 for the SGRC): unchanged longer, it needs looking at. */
export const COMMITTEE_DAYS = 730

/** The first day (ISO) of the academic year `now` falls in: 1 July in India. */
export function academicYearStart(now: number): string {
  const date = new Date(now + 330 * 60_000)
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1
  return `${year}-07-01`
}

const olderThan = (iso: string, days: number, now: number) => now - Date.parse(iso) > days * DAY_MS
const fixHref = (fix: string) => `/vvs/panel/dashboard?panel=${fix}`

type Facts = { entries: Map<StatutoryKind, StatutoryEntry>; committees: Map<string, Committee>; documents: LibraryDocument[]; facultyWithPhoto: Set<string> }

function entryProblems(entry: StatutoryEntry | undefined, fields = entry ? requiredFields(entry.kind) : []): string[] {
  if (!entry) return ['Not set up (run the migrations).']
  const empty = fields.filter((field) => !entry[field].trim())
  return empty.length ? [`Fill in: ${empty.map((field) => KIND_FIELDS[entry.kind][field]?.label ?? field).join(', ')}.`] : []
}

function committeeState(committee: Committee | undefined, now: number): Pick<ChecklistItem, 'state' | 'reasons'> {
  if (!committee) return { state: 'missing', reasons: ['Not set up (run the migrations).'] }
  if (committee.members.length === 0) return { state: 'missing', reasons: ['No members listed.'] }
  if (committee.missing.length) return { state: 'missing', reasons: committee.missing }
  if (olderThan(committee.updatedAt, COMMITTEE_DAYS, now)) return { state: 'outdated', reasons: ['Unchanged for two years: its term has ended; list the members of the new term.'] }
  return { state: 'present', reasons: [] }
}

function documentState(documents: LibraryDocument[], category: string, now: number, yearly: boolean): Pick<ChecklistItem, 'state' | 'reasons'> {
  const newest = documents.filter((d) => d.category === category).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  if (!newest) return { state: 'missing', reasons: ['No document in this category.'] }
  if (yearly && olderThan(newest.createdAt, LETTER_DAYS, now)) return { state: 'outdated', reasons: [`The newest letter ("${newest.title}") is more than a year old.`] }
  return { state: 'present', reasons: [] }
}

/** Each item's check, by its key in the statutory list. */
const CHECKS: Record<string, (facts: Facts, now: number) => Pick<ChecklistItem, 'state' | 'reasons'>> = {
  accreditation: (f) => fromProblems(entryProblems(f.entries.get('accreditation'))),
  head: (f) => {
    const head = f.entries.get('head')
    const problems = entryProblems(head)
    if (head?.name && !f.facultyWithPhoto.has(head.name.trim())) problems.push('No photograph: upload one on the Faculty panel under the same name.')
    return fromProblems(problems)
  },
  iqac: (f, now) => committeeState(f.committees.get('iqac'), now),
  'iqac-minutes': (f, now) => documentState(f.documents, 'iqac-minutes', now, false),
  aqar: (f, now) => documentState(f.documents, 'aqar', now, true),
  alumni: (f, now) => committeeState(f.committees.get('alumni-association'), now),
  scholarships: (f) => fromProblems(entryProblems(f.entries.get('scholarships'))),
  'bci-approval': (f, now) => documentState(f.documents, 'approvals', now, true),
  affiliation: (f, now) => documentState(f.documents, 'affiliation', now, false),
  sgrc: (f, now) => committeeState(f.committees.get('sgrc'), now),
  ombudsperson: (f) => fromProblems(entryProblems(f.entries.get('ombudsperson'))),
  'anti-ragging-committee': (f, now) => committeeState(f.committees.get('anti-ragging-committee'), now),
  'anti-ragging-squad': (f, now) => committeeState(f.committees.get('anti-ragging-squad'), now),
  // the national helpline's number and e-mail are the site's own (src/content/site.ts)
  'anti-ragging-helpline': () => ({ state: 'present', reasons: [] }),
  'nodal-officer': (f) => fromProblems(entryProblems(f.entries.get('anti-ragging'), ['name', 'designation', 'phone', 'email'])),
  undertaking: (f) => fromProblems(entryProblems(f.entries.get('anti-ragging'), ['body'])),
  icc: (f, now) => committeeState(f.committees.get('icc'), now),
  'equal-opportunity-cell': (f, now) => committeeState(f.committees.get('equal-opportunity-cell'), now),
}

function fromProblems(reasons: string[]): Pick<ChecklistItem, 'state' | 'reasons'> {
  return { state: reasons.length ? 'missing' : 'present', reasons }
}

/** An item of the list whose check is missing is reported, never passed over. */
function check(item: StatutoryItem, facts: Facts, now: number): ChecklistItem {
  const result = CHECKS[item.key]?.(facts, now) ?? { state: 'missing' as const, reasons: ['No check is written for this item.'] }
  return { key: item.key, title: item.title.en, rule: item.rule, fix: fixHref(item.fix), ...result }
}

export async function readChecklist(db: Db, now: number): Promise<Checklist> {
  const [entries, committees, documents, faculty] = await Promise.all([listStatutory(db), listCommittees(db), listDocuments(db, { publicAt: now }), listFaculty(db, 'public')])
  const facts: Facts = {
    entries: new Map(entries.map((e) => [e.kind, e])),
    committees: new Map(committees.map((c) => [c.kind, c])),
    documents,
    facultyWithPhoto: new Set(faculty.filter((person) => person.image).map((person) => person.name.trim())),
  }
  const items = STATUTORY_ITEMS.map((item) => check(item, facts, now))
  // The page as a whole: something on it reviewed since the academic year began.
  const touched = [...entries.map((e) => e.updatedAt), ...committees.map((c) => c.updatedAt), ...documents.map((d) => d.updatedAt)].reduce((a, b) => (a > b ? a : b), '')
  const start = academicYearStart(now)
  items.push({
    key: 'disclosure-year',
    title: 'The disclosure page reviewed this academic year',
    rule: 'UGC Public Self-Disclosure Guidelines 2024; GIGW 3.0 (dates on time-sensitive content)',
    fix: fixHref('statutory'),
    ...(touched && touched.slice(0, 10) >= start ? { state: 'present', reasons: [] } : { state: 'outdated', reasons: [`Nothing on it has changed since the academic year began (${start}).`] }),
  })
  const counts = { present: 0, missing: 0, outdated: 0 }
  for (const item of items) counts[item.state]++
  return { items, counts }
}

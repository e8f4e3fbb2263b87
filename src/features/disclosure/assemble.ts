import type { Db } from '../../db/connection.js'
import { courses } from '../../content/courses.js'
import { collegeFacts } from '../../content/disclosure.js'
import { site } from '../../content/site.js'
import { areaLastChanged } from '../../platform/activity/store.js'
import { listCommittees } from '../committees/store.js'
import { FACULTY_AREA, listFaculty } from '../faculty/store.js'
import type { FacultyMember } from '../faculty/schema.js'
import { FEES_AREA, listFeeRows } from '../fees/store.js'
import type { ShownFeeRow } from '../fees/shown.js'
import type { ShownCommittee } from '../committees/shown.js'
import { listDocuments } from '../documents/store.js'
import type { Localized } from '../../platform/translations/area.js'
import type { LibraryDocument } from '../documents/schema.js'
import { listStatutory } from '../statutory/store.js'
import type { StatutoryEntry } from '../statutory/schema.js'

/** Everything /disclosure shows, read in one go (docs/decisions/092). */
export type Disclosure = {
  college: {
    name: string
    address: string
    established: number
    affiliatingUniversity: string
    sponsoringBody: string
    head: { name: string; title: string }
    bciApproval: string
    updated: string
  }
  approvals: Localized<LibraryDocument>[]
  courses: { key: string; title: string; duration: string; intake: number; eligibility: string[] }[]
  /** The fee table (staff keep it in the panel) */
  feeTable: ShownFeeRow[]
  /** Documents in "Fee structure & refund policy" */
  fees: Localized<LibraryDocument>[]
  faculty: Localized<Pick<FacultyMember, '_id' | 'name' | 'designation' | 'qualifications' | 'experienceYears'>>[]
  committees: ShownCommittee[]
  /** The statutory facts (docs/decisions/166): accreditation, head, Ombudsperson, anti-ragging, scholarships */
  statutory: Localized<StatutoryEntry>[]
  /** The head's photograph: the faculty member of the same name's uploaded photo */
  headPhoto: string | null
  documents: Localized<LibraryDocument>[]
  /** When each part last changed (ISO); null: nothing there yet */
  updated: { approvals: string | null; fees: string | null; faculty: string | null; committees: string | null; documents: string | null; facts: string }
}

const latest = (dates: string[]): string | null => (dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null)

/** What the public sees at `publicAt` (ms). */
export async function assembleDisclosure(db: Db, publicAt: number): Promise<Disclosure> {
  const [documents, committees, faculty, feeTable, facultyChanged, feesChanged, statutory] = await Promise.all([
    listDocuments(db, { publicAt }),
    listCommittees(db),
    listFaculty(db, 'public'),
    listFeeRows(db, 'public'),
    areaLastChanged(db, 'faculty', FACULTY_AREA),
    areaLastChanged(db, 'feeRows', FEES_AREA),
    listStatutory(db),
  ])
  const headName = statutory.find((entry) => entry.kind === 'head')?.name.trim()
  const headPerson = headName ? faculty.find((person) => person.name.trim() === headName && person.image) : undefined
  const approvals = documents.filter((d) => d.category === 'approvals')
  const fees = documents.filter((d) => d.category === 'fees')
  const a = site.address
  return {
    college: {
      name: site.name,
      address: `${a.line}, ${a.town}, ${a.state} ${a.postalCode}`,
      established: collegeFacts.established,
      affiliatingUniversity: collegeFacts.affiliatingUniversity,
      sponsoringBody: collegeFacts.sponsoringBody,
      head: collegeFacts.head,
      bciApproval: collegeFacts.bciApproval,
      updated: collegeFacts.updated,
    },
    approvals,
    courses: courses.map((course) => ({
      key: course.key,
      title: course.title,
      duration: course.duration,
      intake: collegeFacts.intake[course.key],
      eligibility: course.eligibility,
    })),
    feeTable,
    fees,
    faculty: faculty.map(({ _id, name, designation, qualifications, experienceYears }) => ({ _id, name, designation, qualifications, experienceYears })),
    committees,
    statutory,
    headPhoto: headPerson?.image ? `/uploads/Faculty/${headPerson.image}` : null,
    documents,
    updated: {
      approvals: latest(approvals.map((d) => d.updatedAt)),
      fees: latest([...fees.map((d) => d.updatedAt), ...(feesChanged ? [feesChanged] : [])]),
      faculty: facultyChanged,
      committees: latest(committees.map((c) => c.updatedAt)),
      documents: latest(documents.map((d) => d.updatedAt)),
      facts: collegeFacts.updated,
    },
  }
}

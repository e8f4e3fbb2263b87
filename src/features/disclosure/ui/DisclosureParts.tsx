import type { ReactNode } from 'react'
import { formatDate } from '../../blogs/ui/text'
import { CommitteeSection, HelplineBox } from '../../committees/ui/CommitteeList'
import { telHref } from '../../../ui/links'
import { MailLink } from '../../../ui/EmailAddress'
import { DocumentGroups, DocumentItem } from '../../documents/ui/DocumentList'
import type { LibraryDocument } from '../../documents/schema'
import type { Disclosure } from '../assemble'
import { FeeTable } from '../../fees/ui/FeeTable'
import './disclosure.css'
import { GrievanceFigures, GrievanceFormLink } from '../../grievances/ui/GrievanceLinks'
import type { YearFigures } from '../../grievances/store'

/** The parts of the page, in order: the table of contents and the sections share this list. */
export const DISCLOSURE_PARTS = [
  { id: 'college', title: 'The college' },
  { id: 'approvals', title: 'Approval and affiliation' },
  { id: 'courses', title: 'Courses, intake and duration' },
  { id: 'fees', title: 'Fee structure and refund policy' },
  { id: 'faculty', title: 'Faculty' },
  { id: 'committees', title: 'Committees' },
  { id: 'grievance', title: 'Grievance redressal' },
  { id: 'documents', title: 'Key documents by category' },
] as const
type PartId = (typeof DISCLOSURE_PARTS)[number]['id']

function Part({ id, updated, children }: { id: PartId; updated: string | null; children: ReactNode }) {
  const title = DISCLOSURE_PARTS.find((part) => part.id === id)!.title
  return (
    <section className="disclosure-part" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <p className="disclosure-part__updated">{updated ? `Last updated ${formatDate(updated)}` : 'Nothing published here yet.'}</p>
    </section>
  )
}

function Documents({ documents, empty }: { documents: LibraryDocument[]; empty: string }) {
  if (documents.length === 0) return <p className="doc-empty">{empty}</p>
  return (
    <ul className="doc-list">
      {documents.map((document) => (
        <DocumentItem key={document._id} document={document} />
      ))}
    </ul>
  )
}

export function DisclosureContents() {
  return (
    <nav className="disclosure-toc" aria-label="On this page">
      <ol>
        {DISCLOSURE_PARTS.map((part) => (
          <li key={part.id}>
            <a href={`#${part.id}`}>{part.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

export function DisclosureParts({ disclosure: d, grievances }: { disclosure: Disclosure; grievances?: YearFigures | null }) {
  const sgrc = d.committees.find((c) => c.kind === 'sgrc')
  const ombudsperson = sgrc?.members.filter((m) => /ombud/i.test(m.role)) ?? []
  return (
    <div className="disclosure">
      <Part id="college" updated={d.updated.facts}>
        <dl className="disclosure-facts">
          <dt>Name</dt>
          <dd>{d.college.name}</dd>
          <dt>Address</dt>
          <dd>{d.college.address}</dd>
          <dt>Established</dt>
          <dd>{d.college.established}</dd>
          <dt>Run by</dt>
          <dd>{d.college.sponsoringBody}</dd>
          <dt>Head of the institution</dt>
          <dd>{`${d.college.head.name}, ${d.college.head.title}`}</dd>
          <dt>Affiliating university</dt>
          <dd>{d.college.affiliatingUniversity}</dd>
        </dl>
      </Part>
      <Part id="approvals" updated={d.updated.approvals ?? d.updated.facts}>
        <p>
          <strong>Bar Council of India: </strong>
          {d.college.bciApproval}
        </p>
        <Documents documents={d.approvals} empty="The approval letters will be published here." />
      </Part>
      <Part id="courses" updated={d.updated.facts}>
        <div className="committee__table-wrap">
          <table className="committee__table committee__table--stack">
            <caption className="visually-hidden">Courses with their duration and intake</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Duration</th>
                <th scope="col">Intake (seats)</th>
                <th scope="col">Eligibility</th>
              </tr>
            </thead>
            <tbody>
              {d.courses.map((course) => (
                <tr key={course.key}>
                  <th scope="row">
                    <a href={`/course?course=${course.key}`}>{course.title}</a>
                  </th>
                  <td data-label="Duration">{course.duration}</td>
                  <td data-label="Intake (seats)">{course.intake}</td>
                  <td data-label="Eligibility">{course.eligibility.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Part>
      <Part id="fees" updated={d.updated.fees}>
        <FeeTable rows={d.feeTable} />
        {(d.fees.length > 0 || d.feeTable.length === 0) && (
          <>
            {d.feeTable.length > 0 && <h3 className="disclosure-part__sub">Fee documents</h3>}
            <Documents documents={d.fees} empty="The fee structure and refund policy will be published here." />
          </>
        )}
      </Part>
      <Part id="faculty" updated={d.updated.faculty}>
        <div className="committee__table-wrap">
          <table className="committee__table committee__table--stack">
            <caption className="visually-hidden">Faculty with their qualifications and experience</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Designation</th>
                <th scope="col">Qualifications</th>
                <th scope="col">Experience</th>
              </tr>
            </thead>
            <tbody>
              {d.faculty.map((person) => (
                <tr key={person._id}>
                  <th scope="row">{person.name}</th>
                  <td data-label="Designation">{person.designation}</td>
                  <td data-label="Qualifications">{person.qualifications}</td>
                  <td data-label="Experience">{person.experienceYears === 1 ? '1 year' : `${person.experienceYears} years`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Part>
      <Part id="committees" updated={d.updated.committees}>
        <div className="committees">
          {d.committees.map((committee) => (
            <CommitteeSection key={committee._id} committee={committee} headingLevel={3} />
          ))}
        </div>
      </Part>
      <Part id="grievance" updated={sgrc?.updatedAt ?? null}>
        <p>
          {"A student with a grievance writes to the Students' Grievance Redressal Committee"}
          {ombudsperson.length > 0 ? '; an appeal against its decision goes to the Ombudsperson.' : '.'}
        </p>
        {ombudsperson.map((person) => (
          <p key={person.name}>
            <strong>{`${person.role}: `}</strong>
            {person.name}
            {person.phone && (
              <>
                {', '}
                <a href={telHref(person.phone)}>{person.phone}</a>
              </>
            )}
            {person.email && (
              <>
                {', '}
                <MailLink email={person.email} />
              </>
            )}
          </p>
        ))}
        {sgrc?.howToComplain &&
          sgrc.howToComplain
            .split(/\r?\n/)
            .filter((line) => line.trim())
            .map((line, i) => <p key={i}>{line}</p>)}
        <p>
          <a href="/committees#sgrc">Members of the committee and how to complain</a>
        </p>
        <GrievanceFormLink withStatus />
        {grievances && <GrievanceFigures figures={grievances} />}
        <HelplineBox />
      </Part>
      <Part id="documents" updated={d.updated.documents}>
        <DocumentGroups documents={d.documents} headingLevel={3} />
      </Part>
    </div>
  )
}

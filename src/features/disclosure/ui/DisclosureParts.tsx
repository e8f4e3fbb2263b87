import type { ReactNode } from 'react'
import { useI18n } from '../../../ui/page-context'
import { langOf } from '../../../ui/StaffText'
import type { LaidEntry, Localized } from '../../../platform/translations/area'
import { CommitteeSection, HelplineBox } from '../../committees/ui/CommitteeList'
import { telHref } from '../../../ui/links'
import { MailLink } from '../../../ui/EmailAddress'
import { DocumentGroups, DocumentItem } from '../../documents/ui/DocumentList'
import type { LibraryDocument } from '../../documents/schema'
import type { Disclosure } from '../assemble'
import { FeeTable } from '../../fees/ui/FeeTable'
import './disclosure.css'
import { collegeFactsHi } from '../../../content/disclosure'
import { GrievanceFigures, GrievanceFormLink } from '../../grievances/ui/GrievanceLinks'
import type { YearFigures } from '../../grievances/store'
import { Accreditation, Administration, AntiRagging, Ombudsperson, Scholarships, useStatutoryText } from '../../statutory/ui/StatutoryParts'

/** The parts of the page, in order: the table of contents and the sections share this list (titles in the catalogue). */
export const DISCLOSURE_PARTS = ['college', 'administration', 'approvals', 'accreditation', 'courses', 'fees', 'scholarships', 'faculty', 'committees', 'anti-ragging', 'grievance', 'documents'] as const
type PartId = (typeof DISCLOSURE_PARTS)[number]
/** The statutory parts (docs/decisions/166): their titles are the statutory feature's words. */
const STATUTORY_TITLES = { administration: 'administration', accreditation: 'accreditation', scholarships: 'scholarships', 'anti-ragging': 'antiRagging' } as const

function usePartTitle(): (id: PartId) => string {
  const t = useI18n().t.parts
  const s = useStatutoryText()
  return (id) => (id in STATUTORY_TITLES ? s.titles[STATUTORY_TITLES[id as keyof typeof STATUTORY_TITLES]] : t.titles[id as keyof typeof t.titles])
}

function Part({ id, updated, children }: { id: PartId; updated: string | null; children: ReactNode }) {
  const i18n = useI18n()
  const t = i18n.t.parts
  const title = usePartTitle()
  return (
    <section className="disclosure-part" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title(id)}</h2>
      {children}
      <p className="disclosure-part__updated">{updated ? t.updated(i18n.date(updated)) : t.nothingYet}</p>
    </section>
  )
}

function Documents({ documents, empty }: { documents: Localized<LibraryDocument>[]; empty: string }) {
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
  const t = useI18n().t.parts
  const title = usePartTitle()
  return (
    <nav className="disclosure-toc" aria-label={t.onThisPage}>
      <ol>
        {DISCLOSURE_PARTS.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{title(id)}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

export function DisclosureParts({ disclosure: d, grievances }: { disclosure: Disclosure; grievances?: YearFigures | null }) {
  const sgrc = d.committees.find((c) => c.kind === 'sgrc')
  // by the seat the office gave, or the role's own words in either language (a translation lays its words on it)
  const ombudsperson = ((sgrc?.members ?? []) as (NonNullable<typeof sgrc>['members'][number] & LaidEntry)[]).filter((m) => m.seat === 'ombudsperson' || /ombud|लोकपाल/i.test(m.role))
  const i18n = useI18n()
  const t = i18n.t.parts
  // the college's registered facts in the page's language (src/content/disclosure.ts); the address from the catalogue
  const college = i18n.lang === 'hi' ? { ...d.college, ...collegeFactsHi, address: `${i18n.t.contact.addressLine}, ${i18n.t.footer.address}` } : d.college
  const hindiCourse = (key: string) => i18n.t.course.courses.find((course) => course.key === key)
  const entry = (kind: string) => d.statutory.find((e) => e.kind === kind)
  const [head, ombudsman, accreditation, antiRagging, scholarships] = (['head', 'ombudsperson', 'accreditation', 'anti-ragging', 'scholarships'] as const).map(entry)
  return (
    <div className="disclosure">
      <Part id="college" updated={d.updated.facts}>
        <dl className="disclosure-facts">
          <dt>{t.name}</dt>
          <dd lang={i18n.lang === 'hi' ? 'en' : undefined}>{d.college.name}</dd>
          <dt>{t.address}</dt>
          <dd>{college.address}</dd>
          <dt>{t.established}</dt>
          <dd>{d.college.established}</dd>
          <dt>{t.runBy}</dt>
          <dd>{college.sponsoringBody}</dd>
          <dt>{t.head}</dt>
          <dd>{`${college.head.name}, ${college.head.title}`}</dd>
          <dt>{t.university}</dt>
          <dd>{college.affiliatingUniversity}</dd>
        </dl>
      </Part>
      <Part id="administration" updated={[head?.updatedAt, ombudsman?.updatedAt].filter(Boolean).sort().at(-1) ?? null}>
        <Administration head={head} ombudsperson={ombudsman} headPhoto={d.headPhoto} />
      </Part>
      <Part id="approvals" updated={d.updated.approvals ?? d.updated.facts}>
        <p>
          <strong>{t.bci}</strong>
          {college.bciApproval}
        </p>
        <Documents documents={d.approvals} empty={t.approvalsEmpty} />
      </Part>
      {accreditation && (
        <Part id="accreditation" updated={accreditation.updatedAt}>
          <Accreditation entry={accreditation} />
        </Part>
      )}
      <Part id="courses" updated={d.updated.facts}>
        <div className="committee__table-wrap">
          <table className="committee__table committee__table--stack">
            <caption className="visually-hidden">{t.coursesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.course}</th>
                <th scope="col">{t.duration}</th>
                <th scope="col">{t.intake}</th>
                <th scope="col">{t.eligibility}</th>
              </tr>
            </thead>
            <tbody>
              {d.courses.map((course) => {
                // the page language's text of the course (the catalogue's courses share the keys)
                const shown = { ...course, ...hindiCourse(course.key) }
                return (
                  <tr key={course.key}>
                    <th scope="row">
                      <a href={`/course?course=${course.key}`}>{shown.title}</a>
                    </th>
                    <td data-label={t.duration}>{shown.duration}</td>
                    <td data-label={t.intake}>{course.intake}</td>
                    <td data-label={t.eligibility}>{shown.eligibility.join(' ')}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </Part>
      <Part id="fees" updated={d.updated.fees}>
        <FeeTable rows={d.feeTable} />
        {(d.fees.length > 0 || d.feeTable.length === 0) && (
          <>
            {d.feeTable.length > 0 && <h3 className="disclosure-part__sub">{t.feeDocuments}</h3>}
            <Documents documents={d.fees} empty={t.feesEmpty} />
          </>
        )}
      </Part>
      {scholarships && (
        <Part id="scholarships" updated={scholarships.updatedAt}>
          <Scholarships entry={scholarships} />
        </Part>
      )}
      <Part id="faculty" updated={d.updated.faculty}>
        <div className="committee__table-wrap">
          <table className="committee__table committee__table--stack">
            <caption className="visually-hidden">{t.facultyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.designation}</th>
                <th scope="col">{t.qualifications}</th>
                <th scope="col">{t.experience}</th>
              </tr>
            </thead>
            <tbody>
              {d.faculty.map((person) => (
                <tr key={person._id}>
                  <th scope="row" {...langOf(person, 'name')}>
                    {person.name}
                  </th>
                  <td data-label={t.designation} {...langOf(person, 'designation')}>
                    {person.designation}
                  </td>
                  <td data-label={t.qualifications} {...langOf(person, 'qualifications')}>
                    {person.qualifications}
                  </td>
                  <td data-label={t.experience}>{t.years[i18n.plural(person.experienceYears) === 'one' ? 'one' : 'other'](String(person.experienceYears))}</td>
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
      {antiRagging && (
        <Part id="anti-ragging" updated={antiRagging.updatedAt}>
          <AntiRagging entry={antiRagging} />
        </Part>
      )}
      <Part id="grievance" updated={[sgrc?.updatedAt, ombudsman?.updatedAt].filter(Boolean).sort().at(-1) ?? null}>
        <p>
          {t.grievanceTo}
          {ombudsperson.length > 0 ? t.appealTo : t.sentenceEnd}
        </p>
        {ombudsperson.map((person) => (
          <p key={person.name} lang={person.lang}>
            <strong lang={person.langs?.role}>{`${person.role}: `}</strong>
            <span lang={person.langs?.name}>{person.name}</span>
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
            .map((line, i) => (
              <p key={i} {...langOf(sgrc, 'howToComplain')}>
                {line}
              </p>
            ))}
        {ombudsman?.name && <Ombudsperson entry={ombudsman} />}
        <p>
          <a href="/committees#sgrc">{t.sgrcLink}</a>
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

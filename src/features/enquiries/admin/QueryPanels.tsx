import { useState } from 'react'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import type { PanelProps } from '../../../ui/admin/kit'
import { COURSE_OPTIONS, courseLabel, languageName } from '../options'
import { EnquiriesCard } from './EnquiriesCard'
import type { AdmissionRow, ContactRow, KindView } from './enquiry-rows'
import { PhoneLinks } from './FollowUp'
import { MailLink } from '../../../ui/EmailAddress'
import { textLang } from '../../../ui/text-lang'

const ADMISSIONS: KindView<AdmissionRow> = {
  kind: 'admission',
  placeholder: 'Name, phone or city',
  label: 'Admission queries',
  errorText: 'Could not load the admission queries.',
  emptyText: 'No admissions found.',
  headers: ['Date (IST)', 'Full Name', 'City', 'Mobile No.', 'Course', 'Language'],
  name: (row) => row.fullname,
  phone: (row) => row.phone,
  cells: (row) => (
    <>
      <td data-label="Date (IST)">
        {formatIndianDateTime(row.createdAt)}
      </td>
      <td data-label="Full Name">
        <span lang={textLang(row.fullname)}>{row.fullname}</span>
      </td>
      <td data-label="City">
        <span lang={textLang(row.city)}>{row.city}</span>
      </td>
      <td className="admin-table__nowrap" data-label="Mobile No.">
        <PhoneLinks phone={row.phone} />
      </td>
      <td data-label="Course">
        {courseLabel(row.course) || row.course}
      </td>
      <td data-label="Language">{languageName(row.lang)}</td>
    </>
  ),
}

const CONTACTS: KindView<ContactRow> = {
  kind: 'contact',
  placeholder: 'Name, phone or e-mail',
  label: 'Contact queries',
  errorText: 'Could not load the contact queries.',
  emptyText: 'No contact queries found.',
  headers: ['Date (IST)', 'Name', 'Email', 'Mobile', 'Message', 'Language'],
  name: (row) => row.name,
  phone: (row) => row.mobile,
  cells: (row) => (
    <>
      <td data-label="Date (IST)">
        {formatIndianDateTime(row.createdAt)}
      </td>
      <td data-label="Name">
        <span lang={textLang(row.name)}>{row.name}</span>
      </td>
      <td data-label="Email">{row.email ? <MailLink email={row.email} /> : null}</td>
      <td className="admin-table__nowrap" data-label="Mobile">
        <PhoneLinks phone={row.mobile} />
      </td>
      <td className="admin-table__long admin-table__pre" data-label="Message">
        <span lang={textLang(row.message)}>{row.message}</span>
      </td>
      <td data-label="Language">{languageName(row.lang)}</td>
    </>
  ),
}

/** Show Addmission Queries: server-side search, status, course and date filters, pages, CSV. */
export function AdmissionQueriesPanel(_: PanelProps) {
  const [course, setCourse] = useState('')
  return (
    <EnquiriesCard view={ADMISSIONS} extra={{ course }}>
      <div className="admin-field">
        <label htmlFor="admissions-course">Course</label>
        <select id="admissions-course" value={course} onChange={(event) => setCourse(event.currentTarget.value)}>
          <option value="">All courses</option>
          {COURSE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value="-">Not chosen</option>
        </select>
      </div>
    </EnquiriesCard>
  )
}

/** Contact Queries: server-side search, status and date filters, pages, CSV. */
export function ContactQueriesPanel(_: PanelProps) {
  return <EnquiriesCard view={CONTACTS} />
}

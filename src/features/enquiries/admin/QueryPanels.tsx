import { useMemo, useState } from 'react'
import type { PanelProps } from '../../../ui/admin/kit'
import { COURSE_OPTIONS } from '../options'
import { EnquiriesCard } from './EnquiriesCard'
import type { AdmissionRow, ContactRow, KindView } from './enquiry-rows'
import { PhoneLinks } from './FollowUp'
import { MailLink } from '../../../ui/EmailAddress'
import { textLang } from '../../../ui/text-lang'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import type { Lang } from '../../../content/lang'
import { enquiryText, type EnquiryText } from './text'

/** A course as stored: its name in the panel's language, or the stored value as it is. */
function CourseName({ t, course }: { t: EnquiryText; course: string }) {
  const known = (t.courses as Record<string, string>)[course]
  return known ? <>{known}</> : <span translate="no">{course}</span>
}

function admissionsView(t: EnquiryText, lang: Lang): KindView<AdmissionRow> {
  const { headers } = t.admissions
  return {
    kind: 'admission',
    ...t.admissions,
    headers: [headers.date, headers.name, headers.city, headers.phone, headers.course, headers.language],
    name: (row) => row.fullname,
    phone: (row) => row.phone,
    cells: (row) => (
      <>
        <td data-label={headers.date}>
          {formatPanelDateTime(row.createdAt, lang)}
        </td>
        <td data-label={headers.name}>
          <span lang={textLang(row.fullname)}>{row.fullname}</span>
        </td>
        <td data-label={headers.city}>
          <span lang={textLang(row.city)}>{row.city}</span>
        </td>
        <td className="admin-table__nowrap" data-label={headers.phone}>
          <PhoneLinks phone={row.phone} />
        </td>
        <td data-label={headers.course}>
          <CourseName t={t} course={row.course} />
        </td>
        <td data-label={headers.language}>{t.languages[row.lang === 'hi' ? 'hi' : 'en']}</td>
      </>
    ),
  }
}

function contactsView(t: EnquiryText, lang: Lang): KindView<ContactRow> {
  const { headers } = t.contacts
  return {
    kind: 'contact',
    ...t.contacts,
    headers: [headers.date, headers.name, headers.email, headers.phone, headers.message, headers.language],
    name: (row) => row.name,
    phone: (row) => row.mobile,
    cells: (row) => (
      <>
        <td data-label={headers.date}>
          {formatPanelDateTime(row.createdAt, lang)}
        </td>
        <td data-label={headers.name}>
          <span lang={textLang(row.name)}>{row.name}</span>
        </td>
        <td data-label={headers.email} translate="no">{row.email ? <MailLink email={row.email} /> : null}</td>
        <td className="admin-table__nowrap" data-label={headers.phone}>
          <PhoneLinks phone={row.mobile} />
        </td>
        <td className="admin-table__long admin-table__pre" data-label={headers.message}>
          <span lang={textLang(row.message)}>{row.message}</span>
        </td>
        <td data-label={headers.language}>{t.languages[row.lang === 'hi' ? 'hi' : 'en']}</td>
      </>
    ),
  }
}

/** Show Addmission Queries: server-side search, status, course and date filters, pages, CSV. */
export function AdmissionQueriesPanel(_: PanelProps) {
  const [course, setCourse] = useState('')
  const t = usePanelCatalogue(enquiryText)
  const { lang } = usePanelText()
  const view = useMemo(() => admissionsView(t, lang), [t, lang])
  return (
    <EnquiriesCard view={view} extra={{ course }}>
      <div className="admin-field">
        <label htmlFor="admissions-course">{t.course}</label>
        <select id="admissions-course" value={course} onChange={(event) => setCourse(event.currentTarget.value)}>
          <option value="">{t.allCourses}</option>
          {COURSE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t.courses[option.value]}
            </option>
          ))}
          <option value="-">{t.notChosen}</option>
        </select>
      </div>
    </EnquiriesCard>
  )
}

/** Contact Queries: server-side search, status and date filters, pages, CSV. */
export function ContactQueriesPanel(_: PanelProps) {
  const t = usePanelCatalogue(enquiryText)
  const { lang } = usePanelText()
  const view = useMemo(() => contactsView(t, lang), [t, lang])
  return <EnquiriesCard view={view} />
}

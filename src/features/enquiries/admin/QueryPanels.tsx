import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { buildCsv, downloadCsv, type CsvColumn } from '../../../ui/admin/csv'
import { formatIndianDateTime, indianToday } from '../../../ui/admin/dates'
import { ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import type { AdmissionQuery, ListReads } from '../../../ui/admin/api'
import { useList } from '../../../ui/admin/useLoad'
import { COURSE_OPTIONS, courseLabel } from '../options'
import { filterAdmissions, filterContacts, type AdmissionRow, type ContactRow } from './filters'

type QueryListPath = '/api/admission/getAllAddmissionQueries' | '/api/contact/getAllContact'

export const ADMISSION_COLUMNS: CsvColumn<AdmissionRow>[] = [
  { header: 'Date (IST)', value: (row) => formatIndianDateTime(row.createdAt) },
  { header: 'Full Name', value: (row) => row.fullname },
  { header: 'City', value: (row) => row.city },
  { header: 'Mobile No.', value: (row) => row.phone },
  { header: 'Course', value: (row) => courseLabel(row.course) || row.course },
]

export const CONTACT_COLUMNS: CsvColumn<ContactRow>[] = [
  { header: 'Date (IST)', value: (row) => formatIndianDateTime(row.createdAt) },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Message', value: (row) => row.message },
]

type QueriesCardProps<P extends QueryListPath, Row = ListReads[P]> = {
  /** GET list of the queries. */
  listPath: P
  /** Prefix of the search box id. */
  id: string
  placeholder: string
  /** The CSV file is named `<csvName>-<today>.csv`. */
  csvName: string
  /** The rows left by the search (and the panel's own extra filter). */
  filter: (all: Row[], search: string) => Row[]
  errorText: string
  emptyText: string
  columns: CsvColumn<Row>[]
  /** The table's accessible name. */
  label: string
  cells: (row: Row) => ReactNode
  /** An extra filter control, shown after the search box. */
  children?: ReactNode
}

/**
 * A queries card: search box, optional extra filter, count and Export CSV (of what is shown), then
 * the table of the rows shown, or the empty text when the search leaves none.
 */
function QueriesCard<P extends QueryListPath>({ listPath, id, placeholder, csvName, filter, errorText, emptyText, columns, label, cells, children }: QueriesCardProps<P>) {
  const queries = useList(listPath)
  const [search, setSearch] = useState('')
  const all = queries.status === 'ready' ? queries.data : []
  const shown = useMemo(() => filter(all, search), [all, search, filter])

  return (
    <section className="admin-card">
      <ListState state={queries} errorText={errorText} emptyText={emptyText} isEmpty={(list) => list.length === 0}>
        {() => (
          <>
            <div className="admin-tools">
              <div className="admin-field admin-tools__search">
                <label htmlFor={`${id}-search`}>Search</label>
                <input id={`${id}-search`} type="search" value={search} placeholder={placeholder} onChange={(event) => setSearch(event.currentTarget.value)} />
              </div>
              {children}
              <p className="admin-tools__count" aria-live="polite">
                {shown.length === all.length ? `${all.length} total` : `${shown.length} of ${all.length} shown`}
              </p>
              <button type="button" className="admin-button" disabled={shown.length === 0} onClick={() => downloadCsv(`${csvName}-${indianToday()}.csv`, buildCsv(columns, shown))}>
                Export CSV
              </button>
            </div>
            {shown.length === 0 ? (
              <p className="admin-state">{emptyText}</p>
            ) : (
              <ScrollTable label={label}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.header}>{column.header}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row._id}>{cells(row)}</tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </>
        )}
      </ListState>
    </section>
  )
}

/** Show Addmission Queries: newest first, search, course filter, CSV export of what is shown. */
export function AdmissionQueriesPanel(_: PanelProps) {
  const [course, setCourse] = useState('')
  const filter = useCallback((all: AdmissionQuery[], search: string) => filterAdmissions(all, search, course), [course])

  return (
    <QueriesCard
      listPath="/api/admission/getAllAddmissionQueries"
      id="admissions"
      placeholder="Name, phone or city"
      csvName="admission-queries"
      filter={filter}
      errorText="Could not load the admission queries."
      emptyText="No admissions found."
      columns={ADMISSION_COLUMNS}
      label="Admission queries"
      cells={(row) => (
        <>
          <td className="admin-table__nowrap">{formatIndianDateTime(row.createdAt)}</td>
          <td>{row.fullname}</td>
          <td>{row.city}</td>
          <td className="admin-table__nowrap">{row.phone ? <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a> : null}</td>
          <td className="admin-table__nowrap">{courseLabel(row.course) || row.course}</td>
        </>
      )}
    >
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
    </QueriesCard>
  )
}

/** Contact Queries: newest first, search, CSV export of what is shown. */
export function ContactQueriesPanel(_: PanelProps) {
  return (
    <QueriesCard
      listPath="/api/contact/getAllContact"
      id="contacts"
      placeholder="Name, phone or e-mail"
      csvName="contact-queries"
      filter={filterContacts}
      errorText="Could not load the contact queries."
      emptyText="No contact queries found."
      columns={CONTACT_COLUMNS}
      label="Contact queries"
      cells={(row) => (
        <>
          <td className="admin-table__nowrap">{formatIndianDateTime(row.createdAt)}</td>
          <td>{row.name}</td>
          <td>{row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : null}</td>
          <td className="admin-table__nowrap">{row.mobile ? <a href={`tel:${row.mobile.replace(/[^\d+]/g, '')}`}>{row.mobile}</a> : null}</td>
          <td className="admin-table__long admin-table__pre">{row.message}</td>
        </>
      )}
    />
  )
}

import { useMemo, useState, type ReactNode } from 'react'
import { buildCsv, downloadCsv, type CsvColumn } from '../../../ui/admin/csv'
import { formatIndianDateTime, indianToday } from '../../../ui/admin/dates'
import { ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useList, type LoadState } from '../../../ui/admin/useLoad'
import { COURSE_OPTIONS, courseLabel } from '../options'
import { filterAdmissions, filterContacts, type AdmissionRow, type ContactRow } from './filters'

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

/** Search box, optional extra filter, count and Export CSV, above a queries table. */
function QueryTools({ id, search, onSearch, placeholder, shown, total, onExport, children }: {
  id: string
  search: string
  onSearch: (value: string) => void
  placeholder: string
  shown: number
  total: number
  onExport: () => void
  children?: ReactNode
}) {
  return (
    <div className="admin-tools">
      <div className="admin-field admin-tools__search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input id={`${id}-search`} type="search" value={search} placeholder={placeholder} onChange={(event) => onSearch(event.currentTarget.value)} />
      </div>
      {children}
      <p className="admin-tools__count" aria-live="polite">
        {shown === total ? `${total} total` : `${shown} of ${total} shown`}
      </p>
      <button type="button" className="admin-button" disabled={shown === 0} onClick={onExport}>
        Export CSV
      </button>
    </div>
  )
}

/** A queries card: its tools, then the rows shown (or the empty text when the search leaves none). */
function QueriesCard<Row extends { _id: string }>({ state, errorText, emptyText, tools, shown, columns, label, cells }: {
  state: LoadState<Row[]> & { reload: () => void }
  errorText: string
  emptyText: string
  tools: ReactNode
  shown: Row[]
  columns: CsvColumn<Row>[]
  label: string
  cells: (row: Row) => ReactNode
}) {
  return (
    <section className="admin-card">
      <ListState state={state} errorText={errorText} emptyText={emptyText} isEmpty={(list) => list.length === 0}>
        {() => (
          <>
            {tools}
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
  const queries = useList<AdmissionRow>('/api/admission/getAllAddmissionQueries')
  const [search, setSearch] = useState('')
  const [course, setCourse] = useState('')
  const all = queries.status === 'ready' ? queries.data : []
  const shown = useMemo(() => filterAdmissions(all, search, course), [all, search, course])

  return (
    <QueriesCard
      state={queries}
      errorText="Could not load the admission queries."
      emptyText="No admissions found."
      tools={
        <QueryTools
          id="admissions"
          search={search}
          onSearch={setSearch}
          placeholder="Name, phone or city"
          shown={shown.length}
          total={all.length}
          onExport={() => downloadCsv(`admission-queries-${indianToday()}.csv`, buildCsv(ADMISSION_COLUMNS, shown))}
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
        </QueryTools>
      }
      shown={shown}
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
    />
  )
}

/** Contact Queries: newest first, search, CSV export of what is shown. */
export function ContactQueriesPanel(_: PanelProps) {
  const queries = useList<ContactRow>('/api/contact/getAllContact')
  const [search, setSearch] = useState('')
  const all = queries.status === 'ready' ? queries.data : []
  const shown = useMemo(() => filterContacts(all, search), [all, search])

  return (
    <QueriesCard
      state={queries}
      errorText="Could not load the contact queries."
      emptyText="No contact queries found."
      tools={
        <QueryTools
          id="contacts"
          search={search}
          onSearch={setSearch}
          placeholder="Name, phone or e-mail"
          shown={shown.length}
          total={all.length}
          onExport={() => downloadCsv(`contact-queries-${indianToday()}.csv`, buildCsv(CONTACT_COLUMNS, shown))}
        />
      }
      shown={shown}
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

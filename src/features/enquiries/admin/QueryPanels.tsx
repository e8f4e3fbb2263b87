import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { api, isSessionExpired, messageOf, writtenData } from '../../../ui/admin/api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { confirmed, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { Pager, queryString } from '../../../ui/admin/Pager'
import { notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { MailLink } from '../../../ui/EmailAddress'
import { enquiriesChanged } from '../../../ui/admin/useNewEnquiries'
import { COURSE_OPTIONS, courseLabel, dialable, ENQUIRY_STATUSES, statusLabel, whatsappLink, type EnquiryKind } from '../options'

type Note = { _id: string; author: string; note: string; createdAt: string }
type Base = { _id: string; status: string; notes: Note[]; createdAt: string }
export type AdmissionRow = Base & { fullname: string; city: string; phone: string; course: string }
export type ContactRow = Base & { name: string; email: string; mobile: string; message: string }
type Page<Row> = { items: Row[]; total: number; page: number; pages: number; counts: Record<string, number> }

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250

/** What differs between admission and contact enquiries. */
type KindView<Row> = {
  kind: EnquiryKind
  placeholder: string
  label: string
  errorText: string
  emptyText: string
  headers: string[]
  name: (row: Row) => string
  phone: (row: Row) => string
  cells: (row: Row) => ReactNode
}

function PhoneLinks({ phone }: { phone: string }) {
  if (!phone) return null
  const tel = dialable(phone)
  const chat = whatsappLink(phone)
  return (
    <span className="admin-phone">
      {tel ? <a href={`tel:${tel}`}>{phone}</a> : phone}
      {chat && (
        <a className="admin-phone__chat" href={chat} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="visually-hidden"> {phone}</span>
        </a>
      )}
    </span>
  )
}

/** One enquiry: its status (changed at once), its notes and a box to add one. */
function FollowUp<Row extends Base>({ row, view, onChanged }: { row: Row; view: KindView<Row>; onChanged: () => void }) {
  const [status, setStatus] = useState(row.status)
  const [notes, setNotes] = useState(row.notes)
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const base = `/api/${view.kind}/queries/${row._id}`

  async function changeStatus(next: string) {
    const before = status
    setStatus(next)
    try {
      await api('PUT', `${base}/status`, { status: next })
      notify.success(`${view.name(row)}: ${statusLabel(next)}`)
      enquiriesChanged()
    } catch (err) {
      setStatus(before)
      if (!isSessionExpired(err)) notify.error(messageOf(err, 'Could not change the status. Please try again.'))
    }
  }

  async function addNote(event: FormEvent) {
    event.preventDefault()
    if (!draft.trim()) return notify.error('Write a note first')
    setBusy(true)
    try {
      const { body } = await api('POST', `${base}/notes`, { note: draft })
      const saved = writtenData<Note>(body)
      if (saved) setNotes((list) => [...list, saved])
      setDraft('')
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(messageOf(err, 'Could not add the note. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    if (!confirmed('Are you sure you want to delete this entry?')) return
    try {
      await api('DELETE', base)
      notify.success('Enquiry removed.')
      onChanged()
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(messageOf(err, 'Could not remove the enquiry.'))
    }
  }

  return (
    <>
      <td data-label="Status">
        <label className="visually-hidden" htmlFor={`status-${row._id}`}>
          Status of {view.name(row)}
        </label>
        <select id={`status-${row._id}`} className="admin-status" data-status={status} value={status} onChange={(event) => void changeStatus(event.currentTarget.value)}>
          {ENQUIRY_STATUSES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {status === 'spam' && (
          <button type="button" className="admin-button admin-button--danger admin-button--small" onClick={() => void remove()}>
            Delete
          </button>
        )}
      </td>
      <td className="admin-notes" data-label="Notes">
        {notes.length > 0 && (
          <ul>
            {notes.map((note) => (
              <li key={note._id}>
                <p>{note.note}</p>
                <small>
                  {note.author} · <time dateTime={note.createdAt}>{formatIndianDateTime(note.createdAt)}</time>
                </small>
              </li>
            ))}
          </ul>
        )}
        <form className="admin-note-form" onSubmit={(event) => void addNote(event)}>
          <label className="visually-hidden" htmlFor={`note-${row._id}`}>
            Note on {view.name(row)}
          </label>
          <input id={`note-${row._id}`} value={draft} maxLength={2000} placeholder="Add a note" onChange={(event) => setDraft(event.currentTarget.value)} />
          <button type="submit" className="admin-button admin-button--small" disabled={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
        </form>
      </td>
    </>
  )
}

/**
 * An enquiries panel: searched, filtered and paged on the server (so 100k enquiries show as fast
 * as 10), a count per status, CSV export of everything the filters match (streamed by the server),
 * and per row tap-to-call, WhatsApp, status and notes.
 */
function EnquiriesCard<Row extends Base>({ view, children, extra }: { view: KindView<Row>; children?: ReactNode; extra?: Record<string, string> }) {
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const [status, setStatus] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  // ?enquiry=<id> (the link in an e-mail alert): the panel opens showing that one enquiry.
  const [only, setOnly] = useState<string | null>(null)
  useEffect(() => setOnly(new URLSearchParams(window.location.search).get('enquiry') || ''), [])
  function showAll() {
    const url = new URL(window.location.href)
    url.searchParams.delete('enquiry')
    window.history.replaceState(window.history.state, '', url)
    setOnly('')
  }
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const filters = { q, status, from, to, ...extra, ...(only ? { id: only } : {}) }
  const filterKey = JSON.stringify(filters)
  useEffect(() => setPage(1), [filterKey])
  // Nothing is fetched until the address was read (only === null), so the whole list never flashes first.
  const state = useLoad<Page<Row> | null>(only === null ? '' : `/api/${view.kind}/queries${queryString({ ...filters, page })}`, (body) => writtenData<Page<Row>>(body))
  const counts = state.status === 'ready' && state.data ? state.data.counts : {}
  const id = view.kind

  async function removeSpam() {
    if (!confirmed(`Delete all ${counts.spam ?? 0} enquiries marked Spam?`)) return
    try {
      const { body } = await api('DELETE', `/api/${view.kind}/spamQueries`, { confirm: true })
      notify.success((body as { message?: string }).message ?? 'Spam removed.')
      void state.reload()
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(messageOf(err, 'Could not remove the spam.'))
    }
  }

  return (
    <section className="admin-card">
      <div className="admin-tools">
        <div className="admin-field admin-tools__search">
          <label htmlFor={`${id}-search`}>Search</label>
          <input id={`${id}-search`} type="search" value={typed} placeholder={view.placeholder} onChange={(event) => setTyped(event.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">Every status</option>
            {ENQUIRY_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label} ({counts[option.value] ?? 0})
              </option>
            ))}
          </select>
        </div>
        {children}
        <div className="admin-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        </div>
        <p className="admin-tools__count" aria-live="polite">
          {state.status === 'ready' && state.data ? `${state.data.total} found` : ''}
        </p>
        <a className="admin-button" href={`/api/${view.kind}/exportQueries${queryString({ q, status, from, to, ...extra })}`} download>
          Export CSV
        </a>
        {(counts.spam ?? 0) > 0 && (
          <button type="button" className="admin-button admin-button--danger" onClick={() => void removeSpam()}>
            Delete spam ({counts.spam})
          </button>
        )}
      </div>
      {only && (
        <div className="admin-only-one" role="status">
          <span>{state.status === 'ready' && state.data && state.data.total === 0 ? 'The enquiry from the e-mail alert is no longer here (it may have been removed).' : 'Showing the enquiry from an e-mail alert.'}</span>
          <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={showAll}>
            Show all enquiries
          </button>
        </div>
      )}
      <ListState state={state} errorText={view.errorText} emptyText={view.emptyText} isEmpty={(data) => !data || data.items.length === 0}>
        {(data) => (
          <>
            <ScrollTable label={view.label} cards>
              <thead>
                <tr>
                  {[...view.headers, 'Status', 'Notes'].map((header) => (
                    <th key={header}>{header}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data!.items.map((row) => (
                  <tr key={row._id}>
                    {view.cells(row)}
                    <FollowUp row={row} view={view} onChanged={() => void state.reload()} />
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <Pager page={data!.page} pages={data!.pages} onPage={setPage} label={`Pages of ${view.label.toLowerCase()}`} />
          </>
        )}
      </ListState>
    </section>
  )
}

const ADMISSIONS: KindView<AdmissionRow> = {
  kind: 'admission',
  placeholder: 'Name, phone or city',
  label: 'Admission queries',
  errorText: 'Could not load the admission queries.',
  emptyText: 'No admissions found.',
  headers: ['Date (IST)', 'Full Name', 'City', 'Mobile No.', 'Course'],
  name: (row) => row.fullname,
  phone: (row) => row.phone,
  cells: (row) => (
    <>
      <td data-label="Date (IST)">
        {formatIndianDateTime(row.createdAt)}
      </td>
      <td data-label="Full Name">{row.fullname}</td>
      <td data-label="City">{row.city}</td>
      <td className="admin-table__nowrap" data-label="Mobile No.">
        <PhoneLinks phone={row.phone} />
      </td>
      <td data-label="Course">
        {courseLabel(row.course) || row.course}
      </td>
    </>
  ),
}

const CONTACTS: KindView<ContactRow> = {
  kind: 'contact',
  placeholder: 'Name, phone or e-mail',
  label: 'Contact queries',
  errorText: 'Could not load the contact queries.',
  emptyText: 'No contact queries found.',
  headers: ['Date (IST)', 'Name', 'Email', 'Mobile', 'Message'],
  name: (row) => row.name,
  phone: (row) => row.mobile,
  cells: (row) => (
    <>
      <td data-label="Date (IST)">
        {formatIndianDateTime(row.createdAt)}
      </td>
      <td data-label="Name">{row.name}</td>
      <td data-label="Email">{row.email ? <MailLink email={row.email} /> : null}</td>
      <td className="admin-table__nowrap" data-label="Mobile">
        <PhoneLinks phone={row.mobile} />
      </td>
      <td className="admin-table__long admin-table__pre" data-label="Message">
        {row.message}
      </td>
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

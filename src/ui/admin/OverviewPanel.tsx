import { roleCan } from '../../features/admin-auth/roles'
import { courseLabel } from '../../features/enquiries/options'
import type { AdmissionRow, ContactRow } from '../../features/enquiries/admin/QueryPanels'
import { objectOf } from './api'
import { formatIndianDateTime } from './dates'
import { PanelLink, type PanelProps } from './kit'
import { useList, useLoad } from './useLoad'
import type { LoadState } from './useLoad'

/** How many of the newest enquiries the overview lists. */
const NEWEST = 5

function count(state: LoadState<unknown[]>): string {
  return state.status === 'ready' ? String(state.data.length) : state.status === 'loading' ? '…' : '–'
}

type Newest<Row> = { items: Row[]; total: number; counts: Record<string, number> } | null

function total(state: LoadState<Newest<unknown>>): string {
  if (state.status !== 'ready') return state.status === 'loading' ? '…' : '–'
  const newCount = state.data?.counts.new ?? 0
  return `${state.data?.total ?? 0}${newCount ? ` (${newCount} new)` : ''}`
}


/** The Dashboard entry: counts of what the role works with, and the newest enquiries. */
export function OverviewPanel({ go, role = 'administrator' }: PanelProps) {
  const content = roleCan(role, 'content')
  const enquiries = roleCan(role, 'enquiries')
  const news = useList<unknown>(content ? '/api/blogs/getAllBlogs' : '')
  const events = useList<unknown>(content ? '/api/event/getEventImages' : '')
  const pick = <Row,>(body: unknown) => objectOf<NonNullable<Newest<Row>>>(body)
  const admissionsPage = useLoad<Newest<AdmissionRow>>(enquiries ? `/api/admission/queries?size=${NEWEST}` : '', pick<AdmissionRow>)
  const contactsPage = useLoad<Newest<ContactRow>>(enquiries ? `/api/contact/queries?size=${NEWEST}` : '', pick<ContactRow>)
  const admissions = admissionsPage.status === 'ready' ? { ...admissionsPage, data: admissionsPage.data?.items ?? [] } : admissionsPage
  const contacts = contactsPage.status === 'ready' ? { ...contactsPage, data: contactsPage.data?.items ?? [] } : contactsPage

  const cards = [
    ...(content
      ? [
          { label: 'News items', value: count(news), to: 'all-news' as const },
          { label: 'Event images', value: count(events), to: 'all-event-images' as const },
        ]
      : []),
    ...(enquiries
      ? [
          { label: 'Admission enquiries', value: total(admissionsPage), to: 'admission-queries' as const },
          { label: 'Contact enquiries', value: total(contactsPage), to: 'contact-queries' as const },
        ]
      : []),
  ]
  const failed = [...(content ? [news, events] : []), ...(enquiries ? [admissionsPage, contactsPage] : [])].some((state) => state.status === 'error')

  return (
    <div className="admin-stack">
      <ul className="admin-stats">
        {cards.map((card) => (
          <li key={card.label} className="admin-stat">
            <span className="admin-stat__value">{card.value}</span>
            <span className="admin-stat__label">{card.label}</span>
            <PanelLink go={go} to={card.to}>
              Open<span className="visually-hidden"> {card.label}</span>
            </PanelLink>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="admin-state admin-state--error" role="alert">
          Some figures could not be loaded. Reload the page to try again.
        </p>
      )}
      {enquiries && (
      <div className="admin-grid-2">
        <section className="admin-card">
          <h3>Newest admission enquiries</h3>
          {admissions.status === 'loading' && <p className="admin-state">Loading…</p>}
          {admissions.status === 'ready' &&
            (admissions.data.length === 0 ? (
              <p className="admin-state">No admissions found.</p>
            ) : (
              <ul className="admin-recent">
                {admissions.data
                  .map((row) => (
                    <li key={row._id}>
                      <strong>{row.fullname}</strong>
                      <span>{[row.city, row.phone, courseLabel(row.course)].filter(Boolean).join(' · ')}</span>
                      <time dateTime={row.createdAt}>{formatIndianDateTime(row.createdAt)}</time>
                    </li>
                  ))}
              </ul>
            ))}
        </section>
        <section className="admin-card">
          <h3>Newest contact enquiries</h3>
          {contacts.status === 'loading' && <p className="admin-state">Loading…</p>}
          {contacts.status === 'ready' &&
            (contacts.data.length === 0 ? (
              <p className="admin-state">No contact queries found.</p>
            ) : (
              <ul className="admin-recent">
                {contacts.data
                  .map((row) => (
                    <li key={row._id}>
                      <strong>{row.name}</strong>
                      <span>{[row.mobile, row.email].filter(Boolean).join(' · ')}</span>
                      <span className="admin-recent__message">{row.message}</span>
                      <time dateTime={row.createdAt}>{formatIndianDateTime(row.createdAt)}</time>
                    </li>
                  ))}
              </ul>
            ))}
        </section>
      </div>
      )}
    </div>
  )
}

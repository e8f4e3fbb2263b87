import { courseLabel } from '../../features/enquiries/options'
import type { Overview } from './api'
import { formatIndianDateTime } from './dates'
import { PanelLink, type PanelProps } from './kit'
import { useData, type LoadState } from './useLoad'

/** The figures and lists of the overview as list states, so each card shows loading / error alike. */
function part<T>(state: LoadState<Overview>, pick: (overview: Overview) => T): LoadState<T> {
  return state.status === 'ready' ? { status: 'ready', data: pick(state.data), error: null } : state
}

function count(state: LoadState<Overview>, pick: (counts: Overview['counts']) => number): string {
  return state.status === 'ready' ? String(pick(state.data.counts)) : state.status === 'loading' ? '…' : '–'
}

/** The Dashboard entry: counts of news, event images and enquiries, and the newest enquiries, in one call. */
export function OverviewPanel({ go }: PanelProps) {
  // Counts and the newest enquiries come from SQL in one call; no full list is fetched here.
  const overview = useData('/api/admin/overview')
  const admissions = part(overview, (o) => o.newestAdmissions)
  const contacts = part(overview, (o) => o.newestContacts)

  const cards = [
    { label: 'News items', value: count(overview, (c) => c.news), to: 'all-news' as const },
    { label: 'Event images', value: count(overview, (c) => c.eventImages), to: 'all-event-images' as const },
    { label: 'Admission enquiries', value: count(overview, (c) => c.admissionQueries), to: 'admission-queries' as const },
    { label: 'Contact enquiries', value: count(overview, (c) => c.contactQueries), to: 'contact-queries' as const },
  ]
  const failed = overview.status === 'error'

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
      <div className="admin-grid-2">
        <section className="admin-card">
          <h3>Newest admission enquiries</h3>
          {admissions.status === 'loading' && <p className="admin-state">Loading…</p>}
          {admissions.status === 'ready' &&
            (admissions.data.length === 0 ? (
              <p className="admin-state">No admissions found.</p>
            ) : (
              <ul className="admin-recent">
                {admissions.data.map((row) => (
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
                {contacts.data.map((row) => (
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
    </div>
  )
}

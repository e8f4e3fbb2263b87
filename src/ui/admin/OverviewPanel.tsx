import { courseLabel } from '../../features/enquiries/options'
import { newestFirst, type AdmissionRow, type ContactRow } from '../../features/enquiries/admin/filters'
import { formatIndianDateTime } from './dates'
import { PanelLink, type PanelProps } from './kit'
import { useList } from './useLoad'
import type { LoadState } from './useLoad'

/** How many of the newest enquiries the overview lists. */
const NEWEST = 5

function count(state: LoadState<unknown[]>): string {
  return state.status === 'ready' ? String(state.data.length) : state.status === 'loading' ? '…' : '–'
}

/** The Dashboard entry: counts of news, event images and enquiries, and the newest enquiries. */
export function OverviewPanel({ go }: PanelProps) {
  const news = useList('/api/blogs/getAllBlogs')
  const events = useList('/api/event/getEventImages')
  const admissions = useList('/api/admission/getAllAddmissionQueries')
  const contacts = useList('/api/contact/getAllContact')

  const cards = [
    { label: 'News items', value: count(news), to: 'all-news' as const },
    { label: 'Event images', value: count(events), to: 'all-event-images' as const },
    { label: 'Admission enquiries', value: count(admissions), to: 'admission-queries' as const },
    { label: 'Contact enquiries', value: count(contacts), to: 'contact-queries' as const },
  ]
  const failed = [news, events, admissions, contacts].some((state) => state.status === 'error')

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
                {newestFirst(admissions.data)
                  .slice(0, NEWEST)
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
                {newestFirst(contacts.data)
                  .slice(0, NEWEST)
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
    </div>
  )
}

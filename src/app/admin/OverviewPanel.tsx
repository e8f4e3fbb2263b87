import { roleCan, type Role } from '../../platform/auth/roles'
import { courseLabel } from '../../features/enquiries/options'
import type { QueueItem } from '../../features/grievances/store'
import type { AdmissionRow, ContactRow } from '../../features/enquiries/admin/enquiry-rows'
import { writtenData } from '../../ui/admin/api'
import type { Overview } from '../../features/dashboard/api'
import { formatIndianDateTime } from '../../ui/admin/dates'
import { PanelLink, type PanelProps } from '../../ui/admin/kit'
import { useData, useLoad, type LoadState } from '../../ui/admin/useLoad'

/** How many of the newest enquiries the overview lists. */
const NEWEST = 5

type Newest<Row> = { items: Row[]; total: number; counts: Record<string, number> } | null

/** A content figure, counted in SQL by the overview call (no full list is fetched here). */
function count(state: LoadState<Overview>, pick: (counts: Overview['counts']) => number): string {
  return state.status === 'ready' ? String(pick(state.data.counts)) : state.status === 'loading' ? '…' : '–'
}

/** An enquiry figure: total, and how many are new. Counted in SQL by the paged call. */
function total(state: LoadState<Newest<unknown>>): string {
  if (state.status !== 'ready') return state.status === 'loading' ? '…' : '–'
  const fresh = state.data?.counts.new ?? 0
  return `${state.data?.total ?? 0}${fresh ? ` (${fresh} new)` : ''}`
}

function Recent<Row extends { _id: string; createdAt: string }>({ title, state, empty, line }: { title: string; state: LoadState<Newest<Row>>; empty: string; line: (row: Row) => React.ReactNode }) {
  return (
    <section className="admin-card">
      <h3>{title}</h3>
      {state.status === 'loading' && <p className="admin-state">Loading…</p>}
      {state.status === 'ready' &&
        (!state.data?.items.length ? (
          <p className="admin-state">{empty}</p>
        ) : (
          <ul className="admin-recent">
            {state.data.items.map((row) => (
              <li key={row._id}>
                {line(row)}
                <time dateTime={row.createdAt}>{formatIndianDateTime(row.createdAt)}</time>
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}

/**
 * E-mail alerts that are late (docs/decisions/134): Administrators are warned, with the mail
 * server's error and a way to the E-mail Alerts panel; the Admissions desk is told the alerts are
 * delayed and that new enquiries are here all the same.
 */
function LateAlertsNotice({ alerts, role, go }: { alerts: Overview['alerts']; role: Role } & PanelProps) {
  if (!alerts || alerts.late === 0) return null
  const count = `${alerts.late} e-mail alert${alerts.late === 1 ? '' : 's'}`
  if (!roleCan(role, 'accounts')) {
    return (
      <p className="admin-notice" role="status" data-notice="alerts-late">
        E-mail alerts of new enquiries are delayed. New enquiries still arrive here: check the Queries panels.
      </p>
    )
  }
  return (
    <div className="admin-notice admin-notice--warning" role="alert" data-notice="alerts-late">
      <p>
        <strong>{count} not sent</strong>
        {alerts.oldestAt && <> (waiting since {formatIndianDateTime(alerts.oldestAt)})</>}.
        {alerts.failing > 0 && alerts.lastError ? ` The last try failed: ${alerts.lastError}` : ' The mail server has not taken them yet.'} Enquiries are safe in the panel; the alerts are tried again by themselves.
      </p>
      <PanelLink go={go} to="mail">
        Open E-mail Alerts
      </PanelLink>
    </div>
  )
}

/** The Dashboard entry: the figures of what the role works with, and the newest enquiries. */
export function OverviewPanel({ go, role = 'administrator' }: PanelProps) {
  const content = roleCan(role, 'content')
  const enquiries = roleCan(role, 'enquiries')
  const overview = useData(content || enquiries ? '/api/admin/overview' : ('' as '/api/admin/overview'))
  const admissions = useLoad<Newest<AdmissionRow>>(enquiries ? `/api/admission/queries?size=${NEWEST}` : '', (body) => writtenData(body))
  const contacts = useLoad<Newest<ContactRow>>(enquiries ? `/api/contact/queries?size=${NEWEST}` : '', (body) => writtenData(body))
  // A committee member's dashboard shows their work too (issue 40 item 11): what waits, what is late.
  const grievances = roleCan(role, 'grievances')
  const queue = useLoad<QueueItem[]>(grievances ? '/api/grievances' : '', (body) => writtenData<{ items: QueueItem[] }>(body)?.items ?? [])
  const queueCount = (pick: (item: QueueItem) => boolean) => (queue.status === 'ready' ? String(queue.data.filter(pick).length) : queue.status === 'error' ? '—' : '…')

  const cards = [
    ...(content
      ? [
          { label: 'News items', value: count(overview, (c) => c.news), to: 'all-news' as const },
          { label: 'Event images', value: count(overview, (c) => c.eventImages), to: 'all-event-images' as const },
        ]
      : []),
    ...(overview.status === 'ready' && overview.data.compliance
      ? [{ label: 'Compliance items to fix (missing or out of date)', value: String(overview.data.compliance.missing + overview.data.compliance.outdated), to: 'compliance' as const }]
      : []),
    ...(enquiries
      ? [
          { label: 'Admission enquiries', value: total(admissions), to: 'admission-queries' as const },
          { label: 'Contact enquiries', value: total(contacts), to: 'contact-queries' as const },
        ]
      : []),
    ...(grievances
      ? [
          { label: 'Grievances with the SGRC', value: queueCount((item) => item.status === 'referred' || item.status === 'reported'), to: 'grievances' as const },
          { label: 'Grievances waiting for the college', value: queueCount((item) => item.status === 'received'), to: 'grievances' as const },
          { label: 'Grievances past a time limit', value: queueCount((item) => item.overdue), to: 'grievances' as const },
        ]
      : []),
  ]
  const failed = [...(content || enquiries ? [overview] : []), ...(enquiries ? [admissions, contacts] : []), ...(grievances ? [queue] : [])].find((state) => state.status === 'error')

  return (
    <div className="admin-stack">
      {overview.status === 'ready' && <LateAlertsNotice alerts={overview.data.alerts} role={role} go={go} />}
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
          {failed.error && (
            <>
              <br />
              {failed.error}
            </>
          )}
        </p>
      )}
      {enquiries && (
        <div className="admin-grid-2">
          <Recent
            title="Newest admission enquiries"
            state={admissions}
            empty="No admissions found."
            line={(row) => (
              <>
                <strong>{row.fullname}</strong>
                <span>{[row.city, row.phone, courseLabel(row.course)].filter(Boolean).join(' · ')}</span>
              </>
            )}
          />
          <Recent
            title="Newest contact enquiries"
            state={contacts}
            empty="No contact queries found."
            line={(row) => (
              <>
                <strong>{row.name}</strong>
                <span>{[row.mobile, row.email].filter(Boolean).join(' · ')}</span>
                <span className="admin-recent__message">{row.message}</span>
              </>
            )}
          />
        </div>
      )}
    </div>
  )
}

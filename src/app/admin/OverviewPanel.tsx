import { roleCan, type Role } from '../../platform/auth/roles'
import { Fragment } from 'react'
import { COURSE_LABELS_HI, courseLabel } from '../../features/enquiries/options'
import { textLang } from '../../ui/text-lang'
import type { QueueItem } from '../../features/grievances/store'
import type { AdmissionRow, ContactRow } from '../../features/enquiries/admin/enquiry-rows'
import { writtenData } from '../../ui/admin/api'
import type { Overview } from '../../features/dashboard/api'
import { formatPanelDateTime } from '../../ui/admin/dates'
import { usePanelText, type PanelText } from '../../ui/admin/panel-text'
import { PanelLink, type PanelProps } from '../../ui/admin/kit'
import { MailProblem } from '../../features/mail/admin/MailProblem'
import { useData, useLoad, type LoadState } from '../../ui/admin/useLoad'

/** How many of the newest enquiries the overview lists. */
const NEWEST = 5

type Newest<Row> = { items: Row[]; total: number; counts: Record<string, number> } | null

/** A content figure, counted in SQL by the overview call (no full list is fetched here). */
function count(state: LoadState<Overview>, pick: (counts: Overview['counts']) => number): string {
  return state.status === 'ready' ? String(pick(state.data.counts)) : state.status === 'loading' ? '…' : '–'
}

/** An enquiry figure: total, and how many are new. Counted in SQL by the paged call. */
function total(state: LoadState<Newest<unknown>>, text: PanelText['dashboard']): string {
  if (state.status !== 'ready') return state.status === 'loading' ? '…' : '–'
  const fresh = state.data?.counts.new ?? 0
  return `${state.data?.total ?? 0}${fresh ? ` (${text.newCount(fresh)})` : ''}`
}

function Recent<Row extends { _id: string; createdAt: string }>({ title, state, empty, line }: { title: string; state: LoadState<Newest<Row>>; empty: string; line: (row: Row) => React.ReactNode }) {
  const { lang, text } = usePanelText()
  return (
    <section className="admin-card">
      <h3>{title}</h3>
      {state.status === 'loading' && <p className="admin-state">{text.dashboard.loading}</p>}
      {state.status === 'ready' &&
        (!state.data?.items.length ? (
          <p className="admin-state">{empty}</p>
        ) : (
          <ul className="admin-recent">
            {state.data.items.map((row) => (
              <li key={row._id}>
                {line(row)}
                <time dateTime={row.createdAt}>{formatPanelDateTime(row.createdAt, lang)}</time>
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
  const { lang, text: panelText } = usePanelText()
  const text = panelText.dashboard
  if (!alerts || alerts.late === 0) return null
  if (!roleCan(role, 'accounts')) {
    return (
      <p className="admin-notice" role="status" data-notice="alerts-late">
        {text.alertsDelayed}
      </p>
    )
  }
  return (
    <div className="admin-notice admin-notice--warning" role="alert" data-notice="alerts-late">
      <p>
        <strong>{text.alertsNotSent(alerts.late)}</strong>
        {alerts.oldestAt && text.waitingSince(formatPanelDateTime(alerts.oldestAt, lang))}
        {lang === 'hi' ? '।' : '.'}
        {alerts.failing > 0 && alerts.lastError ? (
          <>
            {text.lastTryFailed}
            {/* the failure as the E-mail Alerts list shows it */}
            <MailProblem text={alerts.lastError} />
          </>
        ) : (
          text.notTakenYet
        )}
        {text.alertsRetried}
      </p>
      <PanelLink go={go} to="mail">
        {text.openMail}
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
  const { lang, text: panelText } = usePanelText()
  const text = panelText.dashboard
  const queueCount = (pick: (item: QueueItem) => boolean) => (queue.status === 'ready' ? String(queue.data.filter(pick).length) : queue.status === 'error' ? '—' : '…')

  const cards = [
    ...(content
      ? [
          { label: text.newsItems, value: count(overview, (c) => c.news), to: 'all-news' as const },
          { label: text.eventImages, value: count(overview, (c) => c.eventImages), to: 'all-event-images' as const },
        ]
      : []),
    ...(overview.status === 'ready' && overview.data.compliance
      ? [{ label: text.compliance, value: String(overview.data.compliance.missing + overview.data.compliance.outdated), to: 'compliance' as const }]
      : []),
    ...(enquiries
      ? [
          { label: text.admissions, value: total(admissions, text), to: 'admission-queries' as const },
          { label: text.contacts, value: total(contacts, text), to: 'contact-queries' as const },
        ]
      : []),
    ...(grievances
      ? [
          { label: text.withSgrc, value: queueCount((item) => item.status === 'referred' || item.status === 'reported'), to: 'grievances' as const },
          { label: text.waitingForCollege, value: queueCount((item) => item.status === 'received'), to: 'grievances' as const },
          { label: text.pastLimit, value: queueCount((item) => item.overdue), to: 'grievances' as const },
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
              {text.open}<span className="visually-hidden"> {card.label}</span>
            </PanelLink>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="admin-state admin-state--error" role="alert">
          {text.figuresFailed}
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
            title={text.newestAdmissions}
            state={admissions}
            empty={text.noAdmissions}
            line={(row) => (
              <>
                {/* the visitor's own words in their own language (WCAG 3.1.2); the course in the panel's */}
                <strong lang={textLang(row.fullname)}>{row.fullname}</strong>
                <span>
                  {[
                    row.city && <span lang={textLang(row.city)}>{row.city}</span>,
                    row.phone && <span translate="no">{row.phone}</span>,
                    courseLabel(row.course) && (lang === 'hi' ? COURSE_LABELS_HI[row.course as keyof typeof COURSE_LABELS_HI] : courseLabel(row.course)),
                  ]
                    .filter(Boolean)
                    .map((part, i) => (
                      <Fragment key={i}>
                        {i > 0 && ' · '}
                        {part}
                      </Fragment>
                    ))}
                </span>
              </>
            )}
          />
          <Recent
            title={text.newestContacts}
            state={contacts}
            empty={text.noContacts}
            line={(row) => (
              <>
                <strong lang={textLang(row.name)}>{row.name}</strong>
                <span translate="no">{[row.mobile, row.email].filter(Boolean).join(' · ')}</span>
                <span className="admin-recent__message" lang={textLang(row.message)}>
                  {row.message}
                </span>
              </>
            )}
          />
        </div>
      )}
    </div>
  )
}

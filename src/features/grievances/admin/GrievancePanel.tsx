import { useState, type FormEvent } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { confirmed, Field, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { FORBIDDEN_MESSAGES, roleCan } from '../../../platform/auth/roles'
import { ListState } from '../../../ui/admin/ListState'
import { useDraft } from '../../../ui/admin/session'
import { focusAfterRemoval, focusWhenShown, panelHeading } from '../../../ui/admin/focus'
import { notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { currentDecision, type CorrectionState } from '../decision'
import type { AttachmentInfo, DeadlineState, DeletedGrievance, GrievanceEvent, GrievanceRow, Holiday, QueueItem } from '../store'
import { GRIEVANCE_ACTIONS, type GrievanceAction } from '../actions'
import { M } from '../messages'
import { formatDay } from '../ui/StatusView'
import { site } from '../../../content/site'
import './grievance-panel.css'
import { textLang } from '../../../ui/text-lang'

type Detail = GrievanceRow & { deadlines: DeadlineState[]; events: GrievanceEvent[]; attachments: AttachmentInfo[]; actions: GrievanceAction[]; othersSteps: GrievanceAction[]; correction: (CorrectionState & { mine: boolean }) | null }

const dataOf = <T,>(body: unknown) => (body as { data: T }).data
const EVENT_LABELS: Record<GrievanceEvent['kind'], string> = { received: M.statuses.received, refer: M.statuses.referred, report: M.statuses.reported, decide: M.statuses.decided, appeal: M.statuses.appealed, close: M.statuses.closed, correct: M.status.corrected, note: 'Note' }

/** The reference an e-mail's link opens the panel at (?grievance=GRV-…). */
function linkedReference(): string | null {
  if (typeof window === 'undefined') return null
  const value = new URLSearchParams(window.location.search).get('grievance')
  return value && /^GRV-\d{4}-\d{4,6}$/.test(value) ? value : null
}

function DeadlineText({ state }: { state: DeadlineState | null }) {
  if (!state) return <span className="muted">—</span>
  return (
    <span className={state.overdue ? 'grievance-due grievance-due--overdue' : 'grievance-due'}>
      {M.deadlines[state.deadline]}: {formatDay(state.due)}
      {state.overdue && <span className="admin-badge admin-badge--expired">{M.status.overdue}</span>}
    </span>
  )
}

/**
 * Students' grievances for the Grievance committee and Administrators (docs/decisions/120): the
 * queue, overdue first; one grievance with its text, attachments, timeline, internal notes and the
 * step that comes next; the holidays the working-day limits skip.
 */
export function GrievancePanel({ role }: PanelProps) {
  const [open, setOpen] = useState<string | null>(linkedReference)
  const mayDelete = !!role && roleCan(role, 'grievance-removal')
  const queue = useLoad<QueueItem[]>('/api/grievances', (body) => dataOf<{ items: QueueItem[] }>(body).items)
  /** Back to the queue: focus on the grievance's own reference there, or (deleted) on the panel's heading. */
  const back = (deleted = false) => {
    const reference = open
    setOpen(null)
    void queue.reload()
    focusWhenShown(() => (deleted ? panelHeading() : document.querySelector('.grievance-queue') && (referenceButton(reference) ?? panelHeading())))
  }
  /** Opening a grievance: focus on its heading once it has loaded. */
  const show = (reference: string) => {
    setOpen(reference)
    focusWhenShown(() => document.querySelector<HTMLElement>('.grievance-detail__title'))
  }
  if (open) return <GrievanceDetail reference={open} onBack={back} mayDelete={mayDelete} />
  return (
    <div className="admin-card grievance-queue">
      <ListState state={queue} errorText="Could not load the grievances." emptyText="No grievances yet." isEmpty={(items) => items.length === 0}>
        {(items) => (
          <>
            <p>
              {items.filter((item) => item.overdue).length} overdue · {items.filter((item) => item.dueThisWeek).length} due this week
            </p>
            <ScrollTable label="Grievances" cards>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Received</th>
                  <th scope="col">Kind and subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Next limit</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.reference} className={item.overdue ? 'is-overdue' : undefined}>
                    <td data-label="Reference">
                      <button type="button" className="admin-link grievance-open" data-reference={item.reference} onClick={() => show(item.reference)}>
                        {item.reference}
                      </button>
                    </td>
                    <td data-label="Received">{formatIndianDateTime(item.receivedAt)}</td>
                    <td data-label="Kind and subject">
                      {M.categories[item.category]}: <span lang={textLang(item.subject)}>{item.subject}</span>
                    </td>
                    <td data-label="Status">{M.statuses[item.status]}</td>
                    <td data-label="Next limit">
                      <DeadlineText state={item.nextDeadline} />
                      {item.dueThisWeek && <span className="admin-badge admin-badge--scheduled">due this week</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </>
        )}
      </ListState>
      {mayDelete && <DeletedList onRestored={() => void queue.reload()} />}
      <HolidayList />
    </div>
  )
}

/** A grievance's reference button in the queue, or null. */
function referenceButton(reference: string | null): HTMLElement | null {
  return reference === null ? null : document.querySelector<HTMLElement>(`.grievance-open[data-reference="${CSS.escape(reference)}"]`)
}

/** Administrators only: the deleted grievances, each until its 30 days are over, with Restore. */
function DeletedList({ onRestored }: { onRestored: () => void }) {
  const deleted = useLoad<DeletedGrievance[]>('/api/grievances/deleted', (body) => dataOf<{ items: DeletedGrievance[] }>(body).items)
  async function restore(reference: string, control: HTMLElement) {
    try {
      const { body } = await api('POST', `/api/grievances/${encodeURIComponent(reference)}/restore`, {})
      notify.success((body as { message?: string }).message ?? M.staff.done.restored)
      focusAfterRemoval(control, () => document.getElementById('grievance-deleted-title'))
      void deleted.reload()
      onRestored()
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <section className="grievance-deleted" aria-labelledby="grievance-deleted-title">
      <h3 id="grievance-deleted-title">Deleted grievances</h3>
      <ListState state={deleted} errorText="Could not load the deleted grievances." emptyText="No deleted grievances." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul>
            {list.map((item) => (
              <li key={item.reference}>
                {item.reference}: <span lang={textLang(item.subject)}>{item.subject}</span> <span className="muted">(deleted by {item.deletedBy}, gone for good {formatIndianDateTime(item.purgeAt)})</span>{' '}
                <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={(event) => void restore(item.reference, event.currentTarget)}>
                  Restore<span className="visually-hidden"> {item.reference}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  )
}

function GrievanceDetail({ reference, onBack, mayDelete }: { reference: string; onBack: (deleted?: boolean) => void; mayDelete: boolean }) {
  const detail = useLoad<Detail>(`/api/grievances/${encodeURIComponent(reference)}`, (body) => dataOf<Detail>(body))
  async function remove() {
    if (!confirmed(`Delete grievance ${reference}? An Administrator can bring it back for 30 days.`)) return
    try {
      const { body } = await api('DELETE', `/api/grievances/${encodeURIComponent(reference)}`)
      notify.success((body as { message?: string }).message ?? M.staff.done.deleted)
      onBack(true)
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <div className="admin-card grievance-detail">
      <button type="button" className="admin-button admin-button--ghost" onClick={() => onBack()}>
        ← All grievances
      </button>
      <ListState state={detail} errorText="Could not load the grievance." emptyText="" isEmpty={() => false}>
        {(row) => (
          <>
            <h3 className="grievance-detail__title">
              {row.reference}: <span lang={textLang(row.subject)}>{row.subject}</span>
            </h3>
            <dl className="grievance-detail__facts">
              <dt>Status</dt>
              <dd>{M.statuses[row.status]}</dd>
              <dt>{M.fields.name}</dt>
              <dd lang={textLang(row.name)}>{row.name}</dd>
              <dt>Enrolment</dt>
              <dd>{row.enrolment || '—'}</dd>
              <dt>{M.fields.course}</dt>
              <dd>{row.course}</dd>
              <dt>{M.fields.email}</dt>
              <dd>{row.email || '—'}</dd>
              <dt>{M.fields.mobile}</dt>
              <dd>{row.mobile || '—'}</dd>
              <dt>{M.fields.category}</dt>
              <dd>{M.categories[row.category]}</dd>
              <dt>Received</dt>
              <dd>{formatIndianDateTime(row.receivedAt)}</dd>
              <dt>{M.staff.language}</dt>
              <dd>{M.staff.languages[row.lang]}</dd>
            </dl>
            <h4>{M.staff.grievanceText}</h4>
            <p className="grievance-detail__text" lang={textLang(row.description)}>
              {row.description}
            </p>
            {row.attachments.length > 0 && (
              <ul className="grievance-detail__files">
                {row.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={`/api/grievances/${row.reference}/attachments/${file.id}`} download>
                      {file.name}
                    </a>{' '}
                    <span className="muted">({Math.ceil(file.sizeBytes / 1024)} KB)</span>
                  </li>
                ))}
              </ul>
            )}
            <h4>{M.status.deadlinesTitle}</h4>
            <ul>
              {row.deadlines.map((state) => (
                <li key={state.deadline}>
                  <DeadlineText state={state} />
                  {!state.open && ` (${M.status.done})`}
                </li>
              ))}
            </ul>
            <h4 id="grievance-timeline">{M.status.timeline}</h4>
            <ol className="grievance-thread">
              {row.events.map((event) => (
                <li key={event.id} className={event.kind === 'note' ? 'grievance-thread__note' : undefined}>
                  <strong>{EVENT_LABELS[event.kind]}</strong> <span className="muted">{formatIndianDateTime(event.at)}{event.authorName ? ` · ${event.authorName}` : ''}</span>
                  {event.body && <p>{event.body}</p>}
                </li>
              ))}
            </ol>
            {row.correction && <Correction reference={row.reference} state={row.correction} decision={currentDecision(row.events) ?? ''} onDone={() => void detail.reload()} />}
            {row.othersSteps.map((action) => (
              <p key={action} className="admin-field-hint grievance-others-step">{`Next: ${M.staff.actions[action]}. ${FORBIDDEN_MESSAGES[GRIEVANCE_ACTIONS[action].by]}`}</p>
            ))}
            {row.actions.map((action) => (
              <ActionForm
                key={action}
                reference={row.reference}
                action={action}
                onDone={() => {
                  // The step's form goes once it is done: focus moves to the timeline that now shows it.
                  focusWhenShown(() => document.getElementById('grievance-timeline'))
                  void detail.reload()
                }}
              />
            ))}
            <ActionForm reference={row.reference} action="note" onDone={() => void detail.reload()} />
            <NewAccessCode reference={row.reference} />
            {mayDelete && (
              <button type="button" className="admin-button admin-button--danger grievance-delete" onClick={() => void remove()}>
                Delete grievance
              </button>
            )}
          </>
        )}
      </ListState>
    </div>
  )
}

/**
 * A new access code for the student (docs/decisions/155): for a grievance filed before codes, or a
 * lost code. Shown here once, to hand over; e-mailed to the address given at filing; the old one ends.
 */
function NewAccessCode({ reference }: { reference: string }) {
  const [code, setCode] = useState<string | null>(null)
  async function issue() {
    if (!confirmed(`Issue a new access code for ${reference}? The student's present code stops working.`)) return
    try {
      const { body } = await api('POST', `/api/grievances/${encodeURIComponent(reference)}/accessCode`, {})
      setCode(dataOf<{ accessCode: string }>(body).accessCode)
      notify.success(M.staff.done.accessCode)
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <div className="grievance-access-code">
      <button type="button" className="admin-button admin-button--ghost" onClick={() => void issue()}>
        Issue a new access code
      </button>
      {code && (
        <p role="status">
          New access code: <strong>{code}</strong> (shown only now)
        </p>
      )}
    </div>
  )
}

/** One step (refer, report, decide, appeal, close) or an internal note: a text and its button. */
function ActionForm({ reference, action, onDone }: { reference: string; action: GrievanceAction | 'note'; onDone: () => void }) {
  // The step's text is a draft like every panel input (docs/decisions/080): a committee report is long.
  const [text, setText, , setSavedText] = useDraft(`grievance:${reference}:${action}`, '')
  const [busy, setBusy] = useState(false)
  const id = `grievance-${action}`
  const label = action === 'note' ? 'Internal note (only staff read it)' : M.staff.textLabels[action]
  const button = action === 'note' ? 'Add note' : M.staff.actions[action]
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    // Issuing the decision cannot be taken back: asked first, saying what it does (issue 40 item 7).
    if (action === 'decide' && !confirmed(`Issue the decision on grievance ${reference}? The student is e-mailed and sees it on the status page at once; it cannot be taken back.`)) return
    setBusy(true)
    try {
      const path = `/api/grievances/${encodeURIComponent(reference)}/${action === 'note' ? 'notes' : action}`
      const { body } = await api('POST', path, action === 'note' ? { note: text } : { text })
      notify.success((body as { message?: string }).message ?? button)
      setSavedText('')
      onDone()
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="grievance-action" onSubmit={submit}>
      <Field id={id} label={label}>
        <textarea id={id} value={text} maxLength={action === 'note' ? 2000 : 5000} rows={3} onChange={(event) => setText(event.currentTarget.value)} />
      </Field>
      <button type="submit" className={action === 'note' ? 'admin-button admin-button--ghost' : 'admin-button'} aria-disabled={busy || undefined}>
        {button}
      </button>
    </form>
  )
}

/**
 * Correcting the decision (docs/decisions/200): the committee's, within CORRECTION_HOURS of its
 * issue, asked first; after that, or for whoever may not, the panel says so and until when.
 */
function Correction({ reference, state, decision, onDone }: { reference: string; state: CorrectionState & { mine: boolean }; decision: string; onDone: () => void }) {
  const until = formatIndianDateTime(state.until)
  const [text, setText, , setSavedText] = useDraft(`grievance:${reference}:correct`, decision)
  const [busy, setBusy] = useState(false)
  if (!state.open) return <p className="admin-field-hint grievance-correction-ended">{M.staff.correction.ended(until)}</p>
  if (!state.mine) return <p className="admin-field-hint grievance-correction-until">{`${M.staff.correction.until(until)} ${FORBIDDEN_MESSAGES[GRIEVANCE_ACTIONS.decide.by]}`}</p>
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !confirmed(M.staff.correction.confirm(reference))) return
    setBusy(true)
    try {
      const { body } = await api('POST', `/api/grievances/${encodeURIComponent(reference)}/correct`, { text })
      notify.success((body as { message?: string }).message ?? M.staff.correction.done)
      setSavedText(text)
      onDone()
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="grievance-action grievance-correction" onSubmit={submit}>
      <Field id="grievance-correct" label={M.staff.correction.label} hint={M.staff.correction.until(until)}>
        <textarea id="grievance-correct" value={text} maxLength={5000} rows={4} onChange={(event) => setText(event.currentTarget.value)} />
      </Field>
      <button type="submit" className="admin-button" aria-disabled={busy || undefined}>
        {M.staff.correction.button}
      </button>
    </form>
  )
}

/** The gazetted holidays the working-day limits skip (the office's weekly days off are skipped always). */
function HolidayList() {
  const holidays = useLoad<Holiday[]>('/api/grievances/holidays', (body) => dataOf<{ holidays: Holiday[] }>(body).holidays)
  const [day, setDay] = useState('')
  const [name, setName] = useState('')
  async function add(event: FormEvent) {
    event.preventDefault()
    try {
      await api('POST', '/api/grievances/holidays', { day, name })
      notify.success(M.staff.done.holiday)
      setDay('')
      setName('')
      void holidays.reload()
    } catch (err) {
      notifyFailure(err)
    }
  }
  async function remove(holiday: Holiday, control: HTMLElement) {
    try {
      await api('DELETE', `/api/grievances/holidays/${holiday.day}`)
      focusAfterRemoval(control, () => document.getElementById('grievance-holidays-title'))
      void holidays.reload()
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <section className="grievance-holidays" aria-labelledby="grievance-holidays-title">
      <h3 id="grievance-holidays-title">Holidays for the working-day limits</h3>
      <p className="muted">Working days are the office days ({site.officeHours.days}). List each year's gazetted holidays here: the status page shows them.</p>
      <ListState state={holidays} errorText="Could not load the holidays." emptyText="No holidays listed." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul>
            {list.map((holiday) => (
              <li key={holiday.day}>
                {formatDay(holiday.day)}: {holiday.name}{' '}
                <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={(event) => void remove(holiday, event.currentTarget)}>
                  Remove<span className="visually-hidden"> {formatDay(holiday.day)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <form className="grievance-holidays__form" onSubmit={add}>
        <Field id="holiday-day" label="Day">
          <input id="holiday-day" type="date" value={day} onChange={(event) => setDay(event.currentTarget.value)} />
        </Field>
        <Field id="holiday-name" label="Holiday">
          <input id="holiday-name" type="text" maxLength={80} value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </Field>
        <button type="submit" className="admin-button">
          Add holiday
        </button>
      </form>
    </section>
  )
}

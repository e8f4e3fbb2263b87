import { useState, type FormEvent } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { confirmed, Field, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { roleCan } from '../../../platform/auth/roles'
import { ListState } from '../../../ui/admin/ListState'
import { useDraft } from '../../../ui/admin/session'
import { focusAfterRemoval, focusWhenShown, panelHeading } from '../../../ui/admin/focus'
import { notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { currentDecision, type CorrectionState } from '../decision'
import type { AttachmentInfo, DeadlineState, DeletedGrievance, GrievanceEvent, GrievanceRow, Holiday, QueueItem } from '../store'
import { GRIEVANCE_ACTIONS, type GrievanceAction } from '../actions'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import type { Lang } from '../../../content/lang'
import { grievanceText, grievanceWords, panelDay } from './text'
import './grievance-panel.css'
import { textLang } from '../../../ui/text-lang'

type Detail = GrievanceRow & { deadlines: DeadlineState[]; events: GrievanceEvent[]; attachments: AttachmentInfo[]; actions: GrievanceAction[]; othersSteps: GrievanceAction[]; correction: (CorrectionState & { mine: boolean }) | null }

const dataOf = <T,>(body: unknown) => (body as { data: T }).data

/** A timeline entry's name: the status it brought, in the panel's language. */
function eventLabel(kind: GrievanceEvent['kind'], lang: Lang, note: string): string {
  const M = grievanceWords(lang)
  const labels: Record<GrievanceEvent['kind'], string> = { received: M.statuses.received, refer: M.statuses.referred, report: M.statuses.reported, decide: M.statuses.decided, appeal: M.statuses.appealed, close: M.statuses.closed, correct: M.status.corrected, note }
  return labels[kind]
}

/** The panel's words and the student-facing catalogue's, in the panel's language. */
function useGrievanceText() {
  const { lang } = usePanelText()
  return { t: usePanelCatalogue(grievanceText), M: grievanceWords(lang), lang, when: (iso: string | null | undefined) => formatPanelDateTime(iso, lang), day: (day: string) => panelDay(day, lang) }
}

/** The reference an e-mail's link opens the panel at (?grievance=GRV-…). */
function linkedReference(): string | null {
  if (typeof window === 'undefined') return null
  const value = new URLSearchParams(window.location.search).get('grievance')
  return value && /^GRV-\d{4}-\d{4,6}$/.test(value) ? value : null
}

function DeadlineText({ state }: { state: DeadlineState | null }) {
  const { M, day } = useGrievanceText()
  if (!state) return <span className="muted">—</span>
  return (
    <span className={state.overdue ? 'grievance-due grievance-due--overdue' : 'grievance-due'}>
      {M.deadlines[state.deadline]}: {day(state.due)}
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
  const { t, M, when } = useGrievanceText()
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
      <ListState state={queue} errorText={t.loadFailed} emptyText={t.none} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <>
            <p>
              {t.overdueCount(items.filter((item) => item.overdue).length, items.filter((item) => item.dueThisWeek).length)}
            </p>
            <ScrollTable label={t.table} cards>
              <thead>
                <tr>
                  <th scope="col">{t.reference}</th>
                  <th scope="col">{t.received}</th>
                  <th scope="col">{t.kindAndSubject}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.nextLimit}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.reference} className={item.overdue ? 'is-overdue' : undefined}>
                    <td data-label={t.reference} translate="no">
                      <button type="button" className="admin-link grievance-open" data-reference={item.reference} onClick={() => show(item.reference)}>
                        {item.reference}
                      </button>
                    </td>
                    <td data-label={t.received}>{when(item.receivedAt)}</td>
                    <td data-label={t.kindAndSubject}>
                      {M.categories[item.category]}: <span lang={textLang(item.subject)}>{item.subject}</span>
                    </td>
                    <td data-label={t.status}>{M.statuses[item.status]}</td>
                    <td data-label={t.nextLimit}>
                      <DeadlineText state={item.nextDeadline} />
                      {item.dueThisWeek && <span className="admin-badge admin-badge--scheduled">{t.dueThisWeek}</span>}
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
  const { t, when } = useGrievanceText()
  async function restore(reference: string, control: HTMLElement) {
    try {
      const { body } = await api('POST', `/api/grievances/${encodeURIComponent(reference)}/restore`, {})
      notify.success((body as { message?: string }).message ?? t.staff.done.restored)
      focusAfterRemoval(control, () => document.getElementById('grievance-deleted-title'))
      void deleted.reload()
      onRestored()
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <section className="grievance-deleted" aria-labelledby="grievance-deleted-title">
      <h3 id="grievance-deleted-title">{t.deletedTitle}</h3>
      <ListState state={deleted} errorText={t.deletedFailed} emptyText={t.noDeleted} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul>
            {list.map((item) => (
              <li key={item.reference}>
                <span translate="no">{item.reference}</span>: <span lang={textLang(item.subject)}>{item.subject}</span> <span className="muted">{t.deletedBy(item.deletedBy, when(item.purgeAt))}</span>{' '}
                <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={(event) => void restore(item.reference, event.currentTarget)}>
                  {t.restore}<span className="visually-hidden" translate="no"> {item.reference}</span>
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
  const { t, M, lang, when } = useGrievanceText()
  async function remove() {
    if (!confirmed(t.deleteQuestion(reference))) return
    try {
      const { body } = await api('DELETE', `/api/grievances/${encodeURIComponent(reference)}`)
      notify.success((body as { message?: string }).message ?? t.staff.done.deleted)
      onBack(true)
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <div className="admin-card grievance-detail">
      <button type="button" className="admin-button admin-button--ghost" onClick={() => onBack()}>
        {t.allGrievances}
      </button>
      <ListState state={detail} errorText={t.oneFailed} emptyText="" isEmpty={() => false}>
        {(row) => (
          <>
            <h3 className="grievance-detail__title">
              <span translate="no">{row.reference}</span>: <span lang={textLang(row.subject)}>{row.subject}</span>
            </h3>
            <dl className="grievance-detail__facts">
              <dt>{t.status}</dt>
              <dd>{M.statuses[row.status]}</dd>
              <dt>{M.fields.name}</dt>
              <dd lang={textLang(row.name)}>{row.name}</dd>
              <dt>{t.enrolment}</dt>
              <dd translate="no">{row.enrolment || '—'}</dd>
              <dt>{M.fields.course}</dt>
              <dd lang={textLang(row.course)}>{row.course}</dd>
              <dt>{M.fields.email}</dt>
              <dd translate="no">{row.email || '—'}</dd>
              <dt>{M.fields.mobile}</dt>
              <dd>{row.mobile || '—'}</dd>
              <dt>{M.fields.category}</dt>
              <dd>{M.categories[row.category]}</dd>
              <dt>{t.received}</dt>
              <dd>{when(row.receivedAt)}</dd>
              <dt>{t.staff.language}</dt>
              <dd>{t.staff.languages[row.lang]}</dd>
            </dl>
            <h4>{t.staff.grievanceText}</h4>
            <p className="grievance-detail__text" lang={textLang(row.description)}>
              {row.description}
            </p>
            {row.attachments.length > 0 && (
              <ul className="grievance-detail__files">
                {row.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={`/api/grievances/${row.reference}/attachments/${file.id}`} download translate="no">
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
                  <strong>{eventLabel(event.kind, lang, t.note)}</strong> <span className="muted">{when(event.at)}{event.authorName && <> · <span translate="no">{event.authorName}</span></>}</span>
                  {event.body && <p lang={textLang(event.body)}>{event.body}</p>}
                </li>
              ))}
            </ol>
            {row.correction && <Correction reference={row.reference} state={row.correction} decision={currentDecision(row.events) ?? ''} onDone={() => void detail.reload()} />}
            {row.othersSteps.map((action) => (
              <p key={action} className="admin-field-hint grievance-others-step">{t.next(t.staff.actions[action], t.stepBy[GRIEVANCE_ACTIONS[action].by])}</p>
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
                {t.deleteGrievance}
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
  const { t } = useGrievanceText()
  async function issue() {
    if (!confirmed(t.newCodeQuestion(reference))) return
    try {
      const { body } = await api('POST', `/api/grievances/${encodeURIComponent(reference)}/accessCode`, {})
      setCode(dataOf<{ accessCode: string }>(body).accessCode)
      notify.success(t.staff.done.accessCode)
    } catch (err) {
      notifyFailure(err)
    }
  }
  return (
    <div className="grievance-access-code">
      <button type="button" className="admin-button admin-button--ghost" onClick={() => void issue()}>
        {t.newCode}
      </button>
      {code && (
        <p role="status">
          {t.newCodeShown} <strong translate="no">{code}</strong> {t.shownOnlyNow}
        </p>
      )}
    </div>
  )
}

/**
 * The one form of a grievance's text steps (a step, an internal note, the decision's correction): a
 * text kept as a draft (docs/decisions/080: a committee report is long), asked first when `ask` says
 * so, sent to `path`; the server's answer is the toast.
 */
function StepForm({ draftKey, initial = '', keepText = false, path, body, ask, done, id, label, hint, maxLength, rows, button, className, ghost = false, onDone }: {
  draftKey: string
  initial?: string
  /** The text stays in the box once sent (a correction shows the decision as it now is). */
  keepText?: boolean
  path: string
  body: (text: string) => unknown
  ask?: string
  done: string
  id: string
  label: string
  hint?: string
  maxLength: number
  rows: number
  button: string
  className: string
  ghost?: boolean
  onDone: () => void
}) {
  const [text, setText, , setSavedText] = useDraft(draftKey, initial)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || (ask !== undefined && !confirmed(ask))) return
    setBusy(true)
    try {
      const { body: answer } = await api('POST', path, body(text))
      notify.success((answer as { message?: string }).message ?? done)
      setSavedText(keepText ? text : '')
      onDone()
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={className} onSubmit={submit}>
      <Field id={id} label={label} hint={hint}>
        <textarea id={id} value={text} maxLength={maxLength} rows={rows} onChange={(event) => setText(event.currentTarget.value)} />
      </Field>
      <button type="submit" className={ghost ? 'admin-button admin-button--ghost' : 'admin-button'} aria-disabled={busy || undefined}>
        {button}
      </button>
    </form>
  )
}

/** One step (refer, report, decide, appeal, close) or an internal note: a text and its button. */
function ActionForm({ reference, action, onDone }: { reference: string; action: GrievanceAction | 'note'; onDone: () => void }) {
  const { t } = useGrievanceText()
  const note = action === 'note'
  const button = note ? t.addNote : t.staff.actions[action]
  return (
    <StepForm
      draftKey={`grievance:${reference}:${action}`}
      path={`/api/grievances/${encodeURIComponent(reference)}/${note ? 'notes' : action}`}
      body={(text) => (note ? { note: text } : { text })}
      // Issuing the decision cannot be taken back: asked first, saying what it does (issue 40 item 7).
      ask={action === 'decide' ? t.decideQuestion(reference) : undefined}
      done={button}
      id={`grievance-${action}`}
      label={note ? t.noteLabel : t.staff.textLabels[action]}
      maxLength={note ? 2000 : 5000}
      rows={3}
      button={button}
      className="grievance-action"
      ghost={note}
      onDone={onDone}
    />
  )
}

/**
 * Correcting the decision (docs/decisions/200): the committee's, within CORRECTION_HOURS of its
 * issue, asked first; after that, or for whoever may not, the panel says so and until when.
 */
function Correction({ reference, state, decision, onDone }: { reference: string; state: CorrectionState & { mine: boolean }; decision: string; onDone: () => void }) {
  const { t, when } = useGrievanceText()
  const until = when(state.until)
  if (!state.open) return <p className="admin-field-hint grievance-correction-ended">{t.staff.correction.ended(until)}</p>
  if (!state.mine) return <p className="admin-field-hint grievance-correction-until">{`${t.staff.correction.until(until)} ${t.stepBy[GRIEVANCE_ACTIONS.decide.by]}`}</p>
  return (
    <StepForm
      draftKey={`grievance:${reference}:correct`}
      initial={decision}
      keepText
      path={`/api/grievances/${encodeURIComponent(reference)}/correct`}
      body={(text) => ({ text })}
      ask={t.staff.correction.confirm(reference)}
      done={t.staff.correction.done}
      id="grievance-correct"
      label={t.staff.correction.label}
      hint={t.staff.correction.until(until)}
      maxLength={5000}
      rows={4}
      button={t.staff.correction.button}
      className="grievance-action grievance-correction"
      onDone={onDone}
    />
  )
}

/** The gazetted holidays the working-day limits skip (the office's weekly days off are skipped always). */
function HolidayList() {
  const holidays = useLoad<Holiday[]>('/api/grievances/holidays', (body) => dataOf<{ holidays: Holiday[] }>(body).holidays)
  const [day, setDay] = useState('')
  const [name, setName] = useState('')
  const [nameHi, setNameHi] = useState('')
  const { t, M, day: dayText } = useGrievanceText()
  async function add(event: FormEvent) {
    event.preventDefault()
    try {
      await api('POST', '/api/grievances/holidays', { day, name, nameHi })
      notify.success(t.staff.done.holiday)
      setDay('')
      setName('')
      setNameHi('')
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
      <h3 id="grievance-holidays-title">{t.holidaysTitle}</h3>
      <p className="muted">{t.holidaysIntro(M.status.officeDays)}</p>
      <ListState state={holidays} errorText={t.holidaysFailed} emptyText={t.noHolidays} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul>
            {list.map((holiday) => (
              <li key={holiday.day}>
                {dayText(holiday.day)}: <span lang={textLang(holiday.name)} translate="no">{holiday.name}</span>
                {holiday.nameHi && (
                  <>
                    {' · '}
                    <span lang="hi" translate="no">
                      {holiday.nameHi}
                    </span>
                  </>
                )}{' '}
                <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={(event) => void remove(holiday, event.currentTarget)}>
                  {t.remove}<span className="visually-hidden"> {dayText(holiday.day)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <form className="grievance-holidays__form" onSubmit={add}>
        <Field id="holiday-day" label={t.day}>
          <input id="holiday-day" type="date" value={day} onChange={(event) => setDay(event.currentTarget.value)} />
        </Field>
        <Field id="holiday-name" label={t.holiday}>
          <input id="holiday-name" type="text" maxLength={80} value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </Field>
        <Field id="holiday-name-hi" label={t.holidayHi} hint={t.holidayHiHint}>
          <input id="holiday-name-hi" type="text" lang="hi" maxLength={80} value={nameHi} onChange={(event) => setNameHi(event.currentTarget.value)} />
        </Field>
        <button type="submit" className="admin-button">
          {t.addHoliday}
        </button>
      </form>
    </section>
  )
}

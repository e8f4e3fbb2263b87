import { useEffect, useState, type ReactNode } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, writtenData } from '../../../ui/admin/api'
import { confirmed, ScrollTable } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { Pager, queryString } from '../../../ui/admin/Pager'
import { notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { focusWhenShown, panelHeading } from '../../../ui/admin/focus'
import { statusesOf } from '../options'
import type { Base, KindView, Page } from './enquiry-rows'
import { FollowUp } from './FollowUp'
import { enquiryText, statusName } from './text'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250

/**
 * An enquiries panel: searched, filtered and paged on the server (so 100k enquiries show as fast
 * as 10), a count per status, CSV export of everything the filters match (streamed by the server),
 * and per row tap-to-call, WhatsApp, status and notes.
 */
export function EnquiriesCard<Row extends Base>({ view, children, extra }: { view: KindView<Row>; children?: ReactNode; extra?: Record<string, string> }) {
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
    // The notice and its button go: focus to the search that now covers every enquiry.
    focusWhenShown(() => document.getElementById(`${view.kind}-search`))
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
  const t = usePanelCatalogue(enquiryText)

  async function removeSpam() {
    if (!confirmed(t.deleteSpamQuestion(counts.spam ?? 0))) return
    try {
      const { body } = await api('DELETE', `/api/${view.kind}/spamQueries`, { confirm: true })
      notify.success((body as { message?: string }).message ?? t.spamRemoved)
      // The button goes with the spam: focus to the panel's heading.
      focusWhenShown(panelHeading)
      void state.reload()
    } catch (err) {
      notifyFailure(err)
    }
  }

  return (
    <section className="admin-card">
      <div className="admin-tools">
        <div className="admin-field admin-tools__search">
          <label htmlFor={`${id}-search`}>{t.search}</label>
          <input id={`${id}-search`} type="search" value={typed} placeholder={view.placeholder} onChange={(event) => setTyped(event.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-status`}>{t.status}</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">{t.everyStatus}</option>
            {statusesOf(view.kind).map((option) => (
              <option key={option.value} value={option.value}>
                {statusName(t, option.value)} ({counts[option.value] ?? 0})
              </option>
            ))}
          </select>
        </div>
        {children}
        <div className="admin-field">
          <label htmlFor={`${id}-from`}>{t.from}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-to`}>{t.to}</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        </div>
        <p className="admin-tools__count" aria-live="polite">
          {state.status === 'ready' && state.data ? t.found(state.data.total) : ''}
        </p>
        <a className="admin-button" href={`/api/${view.kind}/exportQueries${queryString({ q, status, from, to, ...extra })}`} download>
          {t.exportCsv}
        </a>
        {(counts.spam ?? 0) > 0 && (
          <button type="button" className="admin-button admin-button--danger" onClick={() => void removeSpam()}>
            {t.deleteSpam(counts.spam ?? 0)}
          </button>
        )}
      </div>
      {only && (
        <div className="admin-only-one" role="status">
          <span>{state.status === 'ready' && state.data && state.data.total === 0 ? t.fromAlertGone : t.fromAlert}</span>
          <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={showAll}>
            {t.showAll}
          </button>
        </div>
      )}
      <ListState state={state} errorText={view.errorText} emptyText={view.emptyText} isEmpty={(data) => !data || data.items.length === 0}>
        {(data) => (
          <>
            <ScrollTable label={view.label} cards>
              <thead>
                <tr>
                  {[...view.headers, t.status, t.notes].map((header) => (
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
            <Pager page={data!.page} pages={data!.pages} onPage={setPage} label={t.pagesOf(view.label)} />
          </>
        )}
      </ListState>
    </section>
  )
}

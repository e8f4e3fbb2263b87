import { useEffect, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import type { MailStatus } from '../api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { confirmed, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { useData } from '../../../ui/admin/useLoad'
import { DIGEST_HOURS, modeWords, type AlertMode } from '../options'

type Mail = MailStatus['mails'][number]

/** What an operator writes to turn mail on (docs/operations.md, "E-mail alerts"). */
function HowToTurnOn({ problem }: { problem: string | null }) {
  return (
    <div className="admin-mail-off" role={problem ? 'alert' : undefined}>
      <p>
        <strong>E-mail alerts are off.</strong> {problem ? <>The server's settings have a problem: {problem}</> : 'No mail server is set up, so nothing is queued or sent.'}
      </p>
      <p>To turn them on, set these in the server's environment (the service file or .env) and restart the server:</p>
      <pre className="admin-mail-env">
        {'SMTP_URL=smtps://user:password@smtp.example.com:465\nNOTIFY_EMAILS=admissions@college.example, principal@college.example\nMAIL_FROM=College website <website@college.example>   (optional)'}
      </pre>
      <p className="admin-field-hint">
        Write special characters of the password as %XX (e.g. @ as %40). Use smtp:// with port 587 for STARTTLS. The details are in docs/operations.md, "E-mail alerts".
      </p>
    </div>
  )
}

function mailStatus(mail: Mail): string {
  if (mail.status === 'sent') return `Sent ${formatIndianDateTime(mail.sentAt)}`
  if (!mail.attempts) return 'Waiting to be sent'
  return `Waiting to retry: attempt ${mail.attempts} failed, next try ${formatIndianDateTime(mail.nextAttemptAt)}`
}

const KIND_LABELS: Record<Mail['kind'], string> = { alert: 'Enquiry', digest: 'Digest', test: 'Test', 'password-link': 'Password link' }

/** When to send: each enquiry, or a digest every N hours; saved at once, recorded in the activity log. */
function ModeChoice({ status, reload }: { status: MailStatus; reload: () => void }) {
  const [mode, setMode] = useState<AlertMode>(status.settings.mode)
  const [hours, setHours] = useState<number>(status.settings.hours)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setMode(status.settings.mode)
    setHours(status.settings.hours)
  }, [status.settings.mode, status.settings.hours])
  const changed = mode !== status.settings.mode || (mode === 'digest' && hours !== status.settings.hours)

  async function save() {
    setBusy(true)
    try {
      const { body } = await api('PUT', '/api/admin/mail', { mode, hours })
      notify.success(body?.message ?? 'Saved.')
      reload()
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="admin-card">
      <h3>When to send</h3>
      <fieldset className="admin-mail-modes">
        <legend className="visually-hidden">When to send e-mail alerts</legend>
        <label className="admin-mail-mode">
          <input type="radio" name="mail-mode" value="each" checked={mode === 'each'} onChange={() => setMode('each')} />
          <span>
            <strong>Each enquiry</strong>, as it comes in
          </span>
        </label>
        <label className="admin-mail-mode">
          <input type="radio" name="mail-mode" value="digest" checked={mode === 'digest'} onChange={() => setMode('digest')} />
          <span>
            <strong>A digest</strong> of the enquiries since the last one, every
          </span>
          <select aria-label="Hours between digests" value={hours} disabled={mode !== 'digest'} onChange={(event) => setHours(Number(event.currentTarget.value))}>
            {DIGEST_HOURS.map((value) => (
              <option key={value} value={value}>
                {value} {value === 1 ? 'hour' : 'hours'}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p className="admin-field-hint">
        Now: {modeWords(status.settings)}.
        {status.nextDigestAt && ` Next digest ${formatIndianDateTime(status.nextDigestAt)}${status.counts.digestItems ? `, with ${status.counts.digestItems} ${status.counts.digestItems === 1 ? 'enquiry' : 'enquiries'} so far` : ' (only if enquiries came in)'}.`}
        {!status.configured && ' The choice is kept and used once mail is turned on.'}
      </p>
      <div className="admin-actions">
        <button type="button" className="admin-button" disabled={busy || !changed} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </section>
  )
}

/** E-mail Alerts (Administrators): whether mail is on, to whom, when, and the recent mails with their state. */
export function MailPanel(_: PanelProps) {
  const state = useData('/api/admin/mail')
  const [busy, setBusy] = useState<'' | 'test' | 'retry'>('')

  async function act(kind: 'test' | 'retry', status: MailStatus) {
    if (kind === 'test' && !confirmed(`Send a test e-mail to ${status.recipients.join(', ')}?`)) return
    setBusy(kind)
    try {
      const { body } = await api('POST', `/api/admin/mail/${kind}`, { confirm: true })
      notify.success(body?.message ?? 'Done.')
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy('')
      void state.reload()
    }
  }

  return (
    <ListState state={state} errorText="Could not load the e-mail alerts." emptyText="" isEmpty={() => false}>
      {(status) => (
        <div className="admin-stack">
          <section className="admin-card">
            <h3>E-mail alerts of new enquiries</h3>
            {status.configured ? (
              <dl className="admin-mail-facts">
                <dt>State</dt>
                <dd>
                  <span className="admin-badge admin-badge--on">On</span> each new admission enquiry and contact message is e-mailed ({modeWords(status.settings)}).
                </dd>
                <dt>Sent to</dt>
                <dd>{status.recipients.join(', ')}</dd>
                <dt>From</dt>
                <dd>{status.from}</dd>
                <dt>Mail server</dt>
                <dd className="admin-mail-server">{status.server}</dd>
              </dl>
            ) : (
              <HowToTurnOn problem={status.problem} />
            )}
            {status.configured && (
              <p className="admin-field-hint">The recipients and the server are set in the server's environment (NOTIFY_EMAILS, SMTP_URL); changing them needs a restart.</p>
            )}
          </section>
          <ModeChoice status={status} reload={() => void state.reload()} />
          <section className="admin-card">
            <h3>Recent e-mails</h3>
            <div className="admin-actions">
              <button type="button" className="admin-button" disabled={!status.configured || busy !== ''} onClick={() => void act('test', status)}>
                {busy === 'test' ? 'Sending…' : 'Send a test e-mail'}
              </button>
              <button type="button" className="admin-button admin-button--ghost" disabled={!status.configured || busy !== '' || status.counts.waiting === 0} onClick={() => void act('retry', status)}>
                {busy === 'retry' ? 'Retrying…' : `Retry now${status.counts.waiting ? ` (${status.counts.waiting} waiting)` : ''}`}
              </button>
              <button type="button" className="admin-button admin-button--ghost" onClick={() => void state.reload()}>
                Refresh
              </button>
            </div>
            {status.mails.length === 0 ? (
              <p className="admin-state">No e-mails yet.</p>
            ) : (
              <ScrollTable label="Recent e-mails" cards>
                <thead>
                  <tr>
                    <th>Queued (IST)</th>
                    <th>What</th>
                    <th>Status</th>
                    <th>Last error</th>
                  </tr>
                </thead>
                <tbody>
                  {status.mails.map((mail) => (
                    <tr key={mail._id} data-mail-status={mail.status}>
                      <td className="admin-table__nowrap" data-label="Queued (IST)">
                        {formatIndianDateTime(mail.createdAt)}
                      </td>
                      <td data-label="What">
                        <span className="admin-badge">{KIND_LABELS[mail.kind]}</span> {mail.subject}
                      </td>
                      <td data-label="Status">
                        <span className={mail.status === 'sent' ? 'admin-mail-sent' : 'admin-mail-waiting'}>{mailStatus(mail)}</span>
                      </td>
                      <td data-label="Last error">{mail.lastError ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </section>
        </div>
      )}
    </ListState>
  )
}

import { useEffect, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import type { MailStatus } from '../api'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { confirmed, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { useData } from '../../../ui/admin/useLoad'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import type { Lang } from '../../../content/lang'
import { textLang } from '../../../ui/text-lang'
import { DIGEST_HOURS, type AlertMode } from '../options'
import { mailText, type MailText } from './text'
import { MailProblem } from './MailProblem'

type Mail = MailStatus['mails'][number]

/** A text whose `backticked` parts are settings, names or paths: the same in every language. */
function Coded({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 ? <span key={i} translate="no">{part}</span> : part))}</>
}

/** What an operator writes to turn mail on (docs/operations.md, "E-mail alerts"). */
function HowToTurnOn({ problem }: { problem: string | null }) {
  const t = usePanelCatalogue(mailText)
  return (
    <div className="admin-mail-off" role={problem ? 'alert' : undefined}>
      <p>
        <strong>{t.off}</strong>{' '}
        {problem ? (
          <>
            {t.problem} <span lang="en" translate="no">{problem}</span>
          </>
        ) : (
          t.noServer
        )}
      </p>
      <p>
        <Coded text={t.howTo} />
      </p>
      <pre className="admin-mail-env" translate="no">
        {'SMTP_URL=smtps://user:password@smtp.example.com:465\nNOTIFY_EMAILS=admissions@college.example, principal@college.example\nMAIL_FROM=College website <website@college.example>   (optional)'}
      </pre>
      <p className="admin-field-hint">
        <Coded text={t.howToHint} />
      </p>
    </div>
  )
}

function mailStatus(mail: Mail, t: MailText, lang: Lang): string {
  if (mail.status === 'sent') return t.sent(formatPanelDateTime(mail.sentAt, lang))
  if (!mail.attempts) return t.waiting
  return t.retrying(mail.attempts, formatPanelDateTime(mail.nextAttemptAt, lang))
}

/** When to send: each enquiry, or a digest every N hours; saved at once, recorded in the activity log. */
function ModeChoice({ status, reload }: { status: MailStatus; reload: () => void }) {
  const t = usePanelCatalogue(mailText)
  const { lang } = usePanelText()
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
      notify.success(body?.message ?? t.saved)
      reload()
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="admin-card">
      <h3>{t.whenToSend}</h3>
      <fieldset className="admin-mail-modes">
        <legend className="visually-hidden">{t.whenToSendLegend}</legend>
        <label className="admin-mail-mode">
          <input type="radio" name="mail-mode" value="each" checked={mode === 'each'} onChange={() => setMode('each')} />
          <span>
            <strong>{t.each}</strong>
            {t.eachRest}
          </span>
        </label>
        <label className="admin-mail-mode">
          <input type="radio" name="mail-mode" value="digest" checked={mode === 'digest'} onChange={() => setMode('digest')} />
          <span>
            <strong>{t.digest}</strong>
            {t.digestRest}
          </span>
          <select aria-label={t.hoursBetween} value={hours} disabled={mode !== 'digest'} onChange={(event) => setHours(Number(event.currentTarget.value))}>
            {DIGEST_HOURS.map((value) => (
              <option key={value} value={value}>
                {t.hours(value)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p className="admin-field-hint">
        {t.now(t.modeWords(status.settings))}
        {status.nextDigestAt && t.nextDigest(formatPanelDateTime(status.nextDigestAt, lang), status.counts.digestItems)}
        {!status.configured && t.keptUntilOn}
      </p>
      <div className="admin-actions">
        <button type="button" className="admin-button" disabled={busy || !changed} onClick={() => void save()}>
          {busy ? t.saving : t.save}
        </button>
      </div>
    </section>
  )
}

/** E-mail Alerts (Administrators): whether mail is on, to whom, when, and the recent mails with their state. */
export function MailPanel(_: PanelProps) {
  const state = useData('/api/admin/mail')
  const [busy, setBusy] = useState<'' | 'test' | 'retry'>('')
  const t = usePanelCatalogue(mailText)
  const { lang } = usePanelText()

  async function act(kind: 'test' | 'retry', status: MailStatus) {
    if (kind === 'test' && !confirmed(t.testQuestion(status.recipients.join(', ')))) return
    setBusy(kind)
    try {
      const { body } = await api('POST', `/api/admin/mail/${kind}`, { confirm: true })
      notify.success(body?.message ?? t.done)
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy('')
      void state.reload()
    }
  }

  return (
    <ListState state={state} errorText={t.loadFailed} emptyText="" isEmpty={() => false}>
      {(status) => (
        <div className="admin-stack">
          <section className="admin-card">
            <h3>{t.title}</h3>
            {status.configured ? (
              <dl className="admin-mail-facts">
                <dt>{t.state}</dt>
                <dd>
                  <span className="admin-badge admin-badge--on">{t.on}</span>
                  {t.onText(t.modeWords(status.settings))}
                </dd>
                <dt>{t.sentTo}</dt>
                <dd translate="no">{status.recipients.join(', ')}</dd>
                <dt>{t.from}</dt>
                <dd translate="no">{status.from}</dd>
                <dt>{t.server}</dt>
                <dd className="admin-mail-server" translate="no">
                  {status.server}
                </dd>
              </dl>
            ) : (
              <HowToTurnOn problem={status.problem} />
            )}
            {status.configured && (
              <p className="admin-field-hint">
                <Coded text={t.setInEnvironment} />
              </p>
            )}
          </section>
          <ModeChoice status={status} reload={() => void state.reload()} />
          <section className="admin-card">
            <h3>{t.recent}</h3>
            <div className="admin-actions">
              <button type="button" className="admin-button" disabled={!status.configured || busy !== ''} onClick={() => void act('test', status)}>
                {busy === 'test' ? t.sending : t.sendTest}
              </button>
              <button type="button" className="admin-button admin-button--ghost" disabled={!status.configured || busy !== '' || status.counts.waiting === 0} onClick={() => void act('retry', status)}>
                {busy === 'retry' ? t.retryingNow : t.retryNow(status.counts.waiting)}
              </button>
              <button type="button" className="admin-button admin-button--ghost" onClick={() => void state.reload()}>
                {t.refresh}
              </button>
            </div>
            {status.mails.length === 0 ? (
              <p className="admin-state">{t.none}</p>
            ) : (
              <ScrollTable label={t.recent} cards>
                <thead>
                  <tr>
                    <th>{t.queued}</th>
                    <th>{t.what}</th>
                    <th>{t.status}</th>
                    <th>{t.lastError}</th>
                  </tr>
                </thead>
                <tbody>
                  {status.mails.map((mail) => (
                    <tr key={mail._id} data-mail-status={mail.status}>
                      <td className="admin-table__nowrap" data-label={t.queued}>
                        {formatPanelDateTime(mail.createdAt, lang)}
                      </td>
                      <td data-label={t.what}>
                        {/* Shown as sent, in the language each was written in (its reader's, decisions 258 and 268). */}
                        <span className="admin-badge">{t.kinds[mail.kind]}</span> <span lang={textLang(mail.subject)}>{mail.subject}</span>
                      </td>
                      <td data-label={t.status}>
                        <span className={mail.status === 'sent' ? 'admin-mail-sent' : 'admin-mail-waiting'}>{mailStatus(mail, t, lang)}</span>
                      </td>
                      <td data-label={t.lastError}>{mail.lastError ? <MailProblem text={mail.lastError} /> : ''}</td>
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

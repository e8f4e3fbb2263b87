import { Router } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { receiveFields } from '../../http/uploads.js'
import { sendCreated, sendData, sendDone } from '../../http/replies.js'
import { parseInput } from '../../http/validation.js'
import { formatIndianDateTime } from '../../ui/admin/dates.js'
import { noteActivity } from '../../platform/activity/note.js'
import { modeWords, type MailSettings } from './options.js'
import { mailActionSchema, mailSettingsSchema } from './schema.js'
import { outboxCounts, outboxRow, readMailSettings, recentMails, saveMailSettings, type MailEntry } from './store.js'

/** GET /api/admin/mail: what the E-mail Alerts panel shows. */
export type MailStatus = {
  configured: boolean
  /** Why mail is off although something was set (names the variable), or null. */
  problem: string | null
  /** SMTP_URL without its password. */
  server: string
  from: string
  recipients: string[]
  settings: MailSettings
  /** When the next digest goes out (digest mode, mail on), else null. */
  nextDigestAt: string | null
  counts: { waiting: number; digestItems: number; sent: number }
  mails: MailEntry[]
}

export const MAIL_OFF = 'E-mail alerts are not configured: set SMTP_URL and NOTIFY_EMAILS in the server\'s environment and restart it (docs/operations.md, "E-mail alerts").'

/** The E-mail Alerts panel's calls (Administrators, like staff accounts: docs/decisions/104). */
export function mailApi(ctx: AppContext): Router {
  const router = Router()
  const { mail } = ctx

  router.get('/admin/mail', guard('accounts'), (_req, res) => {
    const { lastDigestAt, ...settings } = readMailSettings(ctx.sqlite)
    const nextDigestAt = mail.enabled && settings.mode === 'digest' && lastDigestAt ? new Date(Date.parse(lastDigestAt) + settings.hours * 3_600_000).toISOString() : null
    const status: MailStatus = {
      configured: mail.enabled,
      problem: mail.config.problem,
      server: mail.config.server,
      from: mail.config.from,
      recipients: mail.config.recipients,
      settings,
      nextDigestAt,
      counts: outboxCounts(ctx.sqlite),
      mails: recentMails(ctx.sqlite),
    }
    sendData(res, status)
  })

  router.put('/admin/mail', guard('accounts'), receiveFields, (req, res) => {
    const input = parseInput(mailSettingsSchema, req.body)
    const settings: MailSettings = { mode: input.mode, hours: input.hours ?? readMailSettings(ctx.sqlite).hours }
    saveMailSettings(ctx.sqlite, settings, ctx.clock.now())
    // Leaving the digest mode sends what it had gathered at once.
    mail.kick()
    noteActivity(res, { area: 'e-mail alerts', action: 'changed', summary: `chose ${modeWords(settings)}` })
    sendDone(res, `E-mail alerts: ${modeWords(settings)}.`, settings)
  })

  router.post('/admin/mail/test', guard('accounts'), receiveFields, async (req, res) => {
    parseInput(mailActionSchema, req.body)
    if (!mail.enabled) throw new HttpError(409, MAIL_OFF)
    // one mail per language of its readers (decision 268): the test passes when every one went
    const ids = await mail.queueTest(ctx.db, req.admin!.name)
    await mail.runOnce()
    const rows = ids.map((queued) => outboxRow(ctx.sqlite, queued))
    const unsent = rows.findIndex((one) => !one?.sent_at)
    const row = rows[unsent]
    const id = ids[0]!
    if (unsent >= 0 || !ids.length) {
      const when = row ? formatIndianDateTime(row.next_attempt_at) : ''
      throw new HttpError(502, `The test e-mail could not be sent: ${row?.last_error ?? 'no answer yet'} It will be tried again${when ? ` at ${when}` : ''}.`)
    }
    noteActivity(res, { area: 'e-mail alerts', action: 'added', itemId: id, summary: 'sent a test e-mail' })
    sendCreated(res, `Test e-mail sent to ${mail.config.recipients.join(', ')}.`, { _id: id })
  })

  router.post('/admin/mail/retry', guard('accounts'), receiveFields, async (req, res) => {
    parseInput(mailActionSchema, req.body)
    if (!mail.enabled) throw new HttpError(409, MAIL_OFF)
    const retried = await mail.retryNow()
    const { waiting } = outboxCounts(ctx.sqlite)
    const sent = Math.max(0, retried - waiting)
    noteActivity(res, { area: 'e-mail alerts', action: 'changed', summary: `retried ${retried} waiting e-mail${retried === 1 ? '' : 's'}` })
    const message = !retried
      ? 'No e-mail was waiting.'
      : waiting
        ? `Tried ${retried} e-mail${retried === 1 ? '' : 's'}: ${sent} sent, ${waiting} still waiting (see the last error below).`
        : `Tried ${retried} e-mail${retried === 1 ? '' : 's'}: all sent.`
    sendDone(res, message, { retried, sent, waiting })
  })

  return router
}

import type SQLite from 'better-sqlite3'
import type { Db } from '../../db/connection.js'
import { site } from '../../content/site.js'
import type { MailAlerts } from '../mail/alerts.js'
import { oneLine } from '../mail/compose.js'
import { queueMail } from '../mail/store.js'
import { roleCan } from '../../platform/auth/roles.js'
import type { Deadline } from './deadlines.js'
import { M } from './messages.js'

/**
 * The grievance e-mails, through the outbox of the enquiry alerts (docs/decisions/103): written in
 * the same transaction as the change they tell of, sent by the same sender with its retries. No
 * mail carries the grievance's text: the outbox is readable by Administrators in the E-mail Alerts
 * panel, and mail crosses servers the college does not run.
 */

const FOOTER = `\n\n--\n${site.name}`

/** Staff who may read grievances and have an active account: they get the alerts and reminders. */
export function grievanceStaffEmails(sqlite: SQLite.Database): string[] {
  const rows = sqlite.prepare('SELECT email, role FROM admins WHERE suspended_at IS NULL ORDER BY email').all() as { email: string; role: string }[]
  return rows.filter((row) => roleCan(row.role as never, 'grievances')).map((row) => row.email)
}

const statusPage = (origin: string) => `${origin.replace(/\/$/, '')}/grievance/status`
const panelLink = (origin: string, reference: string) => `${origin.replace(/\/$/, '')}/vvs/panel/dashboard?panel=grievances&grievance=${encodeURIComponent(reference)}`

type Filed = { reference: string; email: string; category: string; dueRefer: string; dueReport: string }

/** The acknowledgement to the student and the alert to the committee, queued with the grievance. */
export async function queueFiled(mail: MailAlerts, db: Db, sqlite: SQLite.Database, filed: Filed, at: number): Promise<void> {
  if (!mail.enabled) return
  if (filed.email) {
    await queueMail(
      db,
      {
        kind: 'alert',
        recipients: [filed.email],
        subject: M.mail.ackSubject(filed.reference),
        body: [
          M.mail.ackIntro,
          '',
          `${M.receipt.reference}: ${filed.reference}`,
          `${M.deadlines.refer}: ${filed.dueRefer}`,
          `${M.deadlines.report}: ${filed.dueReport}`,
          '',
          `${M.receipt.keep} ${statusPage(mail.origin)}`,
        ].join('\n') + FOOTER,
      },
      at,
    )
  }
  const staff = grievanceStaffEmails(sqlite)
  if (staff.length) {
    await queueMail(
      db,
      {
        kind: 'alert',
        recipients: staff,
        subject: M.mail.alertSubject(filed.reference),
        body: `${M.mail.alertIntro}\n${panelLink(mail.origin, filed.reference)}\n\n${M.fields.category}: ${oneLine(filed.category)}\n${M.deadlines.refer}: ${filed.dueRefer}\n${M.deadlines.report}: ${filed.dueReport}${FOOTER}`,
      },
      at,
    )
  }
}

/** The student's copy when the SGRC reports or the decision is issued: where to read it. */
export async function queueStudentUpdate(mail: MailAlerts, db: Db, grievance: { reference: string; email: string }, what: string, at: number): Promise<void> {
  if (!mail.enabled || !grievance.email) return
  await queueMail(
    db,
    {
      kind: 'alert',
      recipients: [grievance.email],
      subject: M.mail.decidedSubject(grievance.reference),
      body: `${what}\n\n${M.mail.statusAt} ${statusPage(mail.origin)}${FOOTER}`,
    },
    at,
  )
}

/** A reminder to the committee: a deadline two working days ahead, or one that has passed. */
export async function queueReminder(mail: MailAlerts, db: Db, recipients: string[], reminder: { reference: string; deadline: Deadline; due: string; passed: boolean }, at: number): Promise<void> {
  const what = M.deadlines[reminder.deadline]
  await queueMail(
    db,
    {
      kind: 'alert',
      recipients,
      subject: (reminder.passed ? M.mail.overdueSubject : M.mail.reminderSubject)(reminder.reference, what),
      body: `${what}: ${reminder.due}\n${panelLink(mail.origin, reminder.reference)}${FOOTER}`,
    },
    at,
  )
}

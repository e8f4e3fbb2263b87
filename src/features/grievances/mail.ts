import type SQLite from 'better-sqlite3'
import type { Db } from '../../db/connection.js'
import { site } from '../../content/site.js'
import type { MailAlerts } from '../mail/alerts.js'
import { oneLine } from '../mail/compose.js'
import { queueMail } from '../mail/store.js'
import { roleCan } from '../../platform/auth/roles.js'
import type { Deadline } from './deadlines.js'
import type { Lang } from '../../content/lang.js'
import { localPath } from '../../content/lang.js'
import { GRIEVANCE_MESSAGES, type GrievanceCategory, type GrievanceMessages } from './messages.js'
import { queueStaffMail } from '../mail/staff.js'
import { GRIEVANCE_STAFF_MAIL } from './staff-mail-text.js'
import { log } from '../../log.js'
import { STATUS_PAGE } from './ui/paths.js'

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

/** The status page in the student's language: /hi/grievance/status for a grievance filed in Hindi. */
const statusPage = (origin: string, lang: Lang) => `${origin.replace(/\/$/, '')}${localPath(lang, STATUS_PAGE)}`
const panelLink = (origin: string, reference: string) => `${origin.replace(/\/$/, '')}/vvs/panel/dashboard?panel=grievances&grievance=${encodeURIComponent(reference)}`

type Filed = { reference: string; accessCode: string; email: string; category: GrievanceCategory; dueRefer: string; dueReport: string; lang: Lang }

/**
 * Acknowledgements to one address per day (docs/decisions/157): the address was typed by whoever
 * filed, so the site must not become a way to mail a stranger at will. Past it the grievance is
 * filed all the same (the page shows the reference and the code); only the mail is not sent.
 */
export const ACKS_PER_ADDRESS_PER_DAY = 3
const DAY_MS = 24 * 3_600_000

/** Grievances filed with this e-mail in the last day (the one being filed included). */
async function filedWithAddress(db: Db, email: string, at: number): Promise<number> {
  const row = await db
    .selectFrom('grievances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('receivedAt', '>', new Date(at - DAY_MS).toISOString())
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * The student's mail of their reference and access code: nothing else of the grievance (no
 * subject, no text, no category), for an address nobody confirmed may not be the student's.
 */
function codeMail(T: GrievanceMessages, intro: string, grievance: { reference: string; accessCode: string; lang: Lang }, origin: string) {
  return {
    subject: T.mail.ackSubject(grievance.reference),
    body: [intro, '', `${T.receipt.reference}: ${grievance.reference}`, `${T.receipt.accessCode}: ${grievance.accessCode}`, '', `${T.receipt.keep} ${statusPage(origin, grievance.lang)}`].join('\n') + FOOTER,
  }
}

/** The acknowledgement to the student (in the language they filed in) and the alert to the committee, queued with the grievance. */
export async function queueFiled(mail: MailAlerts, db: Db, sqlite: SQLite.Database, filed: Filed, at: number): Promise<void> {
  if (!mail.enabled) return
  if (filed.email && (await filedWithAddress(db, filed.email, at)) > ACKS_PER_ADDRESS_PER_DAY) {
    log.warn('grievance acknowledgement not sent: this address had its acknowledgements for the day', { reference: filed.reference })
  } else if (filed.email) {
    const T = GRIEVANCE_MESSAGES[filed.lang]
    await queueMail(db, { kind: 'alert', recipients: [filed.email], ...codeMail(T, T.mail.ackIntro, filed, mail.origin) }, at)
  }
  // to each member of staff in their panel language (docs/decisions/258)
  await queueStaffMail(
    db,
    'alert',
    grievanceStaffEmails(sqlite),
    (lang) => {
      const T = GRIEVANCE_STAFF_MAIL[lang]
      const G = GRIEVANCE_MESSAGES[lang]
      const body = `${T.alertIntro}\n${panelLink(mail.origin, filed.reference)}\n\n${G.fields.category}: ${oneLine(G.categories[filed.category])}\n${G.deadlines.refer}: ${T.day(filed.dueRefer)}\n${G.deadlines.report}: ${T.day(filed.dueReport)}`
      return { subject: T.alertSubject(filed.reference), body: body + FOOTER }
    },
    at,
  )
}

/** A new access code the committee issued, to the address given at filing (if any). */
export async function queueAccessCode(mail: MailAlerts, db: Db, grievance: { reference: string; accessCode: string; email: string; lang: Lang }, at: number): Promise<void> {
  if (!mail.enabled || !grievance.email) return
  const T = GRIEVANCE_MESSAGES[grievance.lang]
  await queueMail(db, { kind: 'alert', recipients: [grievance.email], ...codeMail(T, T.mail.newCodeIntro, grievance, mail.origin) }, at)
}

/** One grievance e-mail into the outbox, its body ending with the college's name. */
function queueGrievanceMail(db: Db, recipients: string[], subject: string, body: string, at: number): Promise<unknown> {
  return queueMail(db, { kind: 'alert', recipients, subject, body: body + FOOTER }, at)
}

/** The steps the student hears of by e-mail, each under a subject that names it. */
export type StudentUpdate = keyof GrievanceMessages['mail']['updateSubjects']

/** The student's copy when the SGRC reports, the decision is issued or corrected: where to read it, in the language they filed in. */
export async function queueStudentUpdate(mail: MailAlerts, db: Db, grievance: { reference: string; email: string; lang: Lang }, status: StudentUpdate, at: number): Promise<void> {
  if (!mail.enabled || !grievance.email) return
  const T = GRIEVANCE_MESSAGES[grievance.lang]
  const line = status === 'corrected' ? T.mail.correctedText : T.statuses[status]
  await queueGrievanceMail(db, [grievance.email], T.mail.updateSubjects[status](grievance.reference), `${line}\n\n${T.mail.statusAt} ${statusPage(mail.origin, grievance.lang)}`, at)
}

/** A reminder to the committee: a deadline two working days ahead, or one that has passed; to each in their panel language (docs/decisions/258). */
export async function queueReminder(mail: MailAlerts, db: Db, recipients: string[], reminder: { reference: string; deadline: Deadline; due: string; passed: boolean }, at: number): Promise<void> {
  await queueStaffMail(
    db,
    'alert',
    recipients,
    (lang) => {
      const T = GRIEVANCE_STAFF_MAIL[lang]
      const what = GRIEVANCE_MESSAGES[lang].deadlines[reminder.deadline]
      const subject = (reminder.passed ? T.overdueSubject : T.reminderSubject)(reminder.reference, what)
      return { subject, body: `${what}: ${T.day(reminder.due)}\n${panelLink(mail.origin, reminder.reference)}${FOOTER}` }
    },
    at,
  )
}

import type { Db } from '../../db/connection.js'
import { site } from '../../content/site.js'
import { formatIndianDateTime } from '../../ui/admin/dates.js'
import type { MailAlerts } from '../mail/alerts.js'
import { oneLine } from '../mail/compose.js'
import { queueMail } from '../mail/store.js'
import { isRole, ROLE_LABELS } from '../../platform/auth/roles.js'

/**
 * Set-password links by e-mail (issue 30, items 1 and 8), through the alerts' outbox: the sender
 * retries as it does for alerts, and the text (with its token) is blanked once sent. Only to the
 * account's own address, never to an address typed into a form.
 */

export type LinkMailKind = 'invitation' | 'new-link' | 'reset'

const FOOTER = `\n\n--\n${site.name}: the staff panel of the website.`

function linkMail(kind: LinkMailKind, name: string, link: string, expiresAt: string, role?: string): { subject: string; body: string } {
  const until = `It works once, until ${formatIndianDateTime(expiresAt)} IST.`
  const who = oneLine(name, 120)
  if (kind === 'reset')
    return {
      subject: `Set a new password for the ${site.name} staff panel`,
      body: `Someone (we hope you) asked for a new password for the staff panel account ${who}.\n\nChoose it here: ${link}\n${until}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.${FOOTER}`,
    }
  if (kind === 'new-link')
    return {
      subject: `A new set-password link for the ${site.name} staff panel`,
      body: `An Administrator made a new set-password link for your staff panel account (${who}). You were signed out everywhere.\n\nChoose your password here: ${link}\n${until}${FOOTER}`,
    }
  return {
    subject: `Your account on the ${site.name} staff panel`,
    body: `An Administrator added you (${who}) to the staff panel of the college website${isRole(role) ? ` as ${ROLE_LABELS[role]}` : ''}.\n\nChoose your password here: ${link}\n${until}${FOOTER}`,
  }
}

/** Queues the link's e-mail to the account's address; false (nothing queued) when mail is not set up. */
export async function mailLink(mail: MailAlerts, db: Db, kind: LinkMailKind, account: { name: string; email: string; role?: string }, link: string, expiresAt: string): Promise<boolean> {
  if (!mail.enabled) return false
  await queueMail(db, { kind: 'password-link', recipients: [account.email], ...linkMail(kind, account.name, link, expiresAt, account.role) }, Date.now())
  mail.kick()
  return true
}

export const PASSWORD_CHANGED_SUBJECT = `Your password for the ${site.name} staff panel was changed`

/**
 * The confirmation of a password change, to the account's own address (issue 40 item 10): a reset
 * someone else asked for, or a password changed in a session left open, does not go unnoticed.
 */
export async function mailPasswordChanged(mail: MailAlerts, db: Db, account: { name: string; email: string }, how: 'link' | 'panel', at: number): Promise<void> {
  if (!mail.enabled) return
  const where = how === 'link' ? 'through a one-time set-password link' : 'in the panel, by the person signed in'
  const body = `The staff panel password of ${oneLine(account.name, 120)} was changed ${where}, on ${formatIndianDateTime(new Date(at).toISOString())} IST.\n\nIf this was not you, ask an Administrator at once for a new set-password link: it signs the account out everywhere.${FOOTER}`
  await queueMail(db, { kind: 'alert', recipients: [account.email], subject: PASSWORD_CHANGED_SUBJECT, body }, at)
  mail.kick()
}

import type { Db } from '../../db/connection.js'
import { LANGS, type Lang } from '../../content/lang.js'
import { formatPanelDateTime } from '../../ui/admin/dates.js'
import { PANEL_TEXT } from '../../ui/admin/panel-text.js'
import type { MailAlerts } from '../mail/alerts.js'
import { oneLine } from '../mail/compose.js'
import { queueStaffMail, type Written } from '../mail/staff.js'
import { isRole } from '../../platform/auth/roles.js'
import { ACCOUNT_MAIL } from './mail-text.js'

/**
 * Set-password links by e-mail (issue 30, items 1 and 8), through the alerts' outbox: the sender
 * retries as it does for alerts, and the text (with its token) is blanked once sent. Only to the
 * account's own address, never to an address typed into a form.
 */

export type LinkMailKind = 'invitation' | 'new-link' | 'reset'

/** A link's mail in one language: the time as that language writes it, the role by the panel's name for it. */
function linkMail(lang: Lang, kind: LinkMailKind, name: string, link: string, expiresAt: string, role?: string): Written {
  const T = ACCOUNT_MAIL[lang]
  const until = T.until(formatPanelDateTime(expiresAt, lang))
  const who = oneLine(name, 120)
  if (kind === 'reset') return { subject: T.reset.subject, body: T.reset.body(who, link, until) + T.footer }
  if (kind === 'new-link') return { subject: T.newLink.subject, body: T.newLink.body(who, link, until) + T.footer }
  return { subject: T.invitation.subject, body: T.invitation.body(who, isRole(role) ? PANEL_TEXT[lang].roles[role] : null, link, until) + T.footer }
}

/**
 * An invitation goes to someone who has chosen no language yet: both, English first, under one
 * subject naming both (docs/decisions/258).
 */
function invitationMail(name: string, link: string, expiresAt: string, role?: string): Written {
  const [english, hindi] = LANGS.map((lang) => linkMail(lang, 'invitation', name, link, expiresAt, role))
  return { subject: `${english!.subject} / ${hindi!.subject}`, body: `${english!.body}

======== हिन्दी में ========

${hindi!.body}` }
}

/** Queues the link's e-mail to the account's address (in its panel language); false (nothing queued) when mail is not set up. */
export async function mailLink(mail: MailAlerts, db: Db, kind: LinkMailKind, account: { name: string; email: string; role?: string }, link: string, expiresAt: string): Promise<boolean> {
  if (!mail.enabled) return false
  const write = (lang: Lang) => (kind === 'invitation' ? invitationMail(account.name, link, expiresAt, account.role) : linkMail(lang, kind, account.name, link, expiresAt, account.role))
  await queueStaffMail(db, 'password-link', [account.email], write, Date.now())
  mail.kick()
  return true
}

export const PASSWORD_CHANGED_SUBJECT = ACCOUNT_MAIL.en.passwordChanged.subject

/**
 * The confirmation of a password change, to the account's own address (issue 40 item 10): a reset
 * someone else asked for, or a password changed in a session left open, does not go unnoticed.
 * In the account's panel language (docs/decisions/258).
 */
export async function mailPasswordChanged(mail: MailAlerts, db: Db, account: { name: string; email: string }, how: 'link' | 'panel', at: number): Promise<void> {
  if (!mail.enabled) return
  const write = (lang: Lang): Written => {
    const T = ACCOUNT_MAIL[lang].passwordChanged
    return { subject: T.subject, body: T.body(oneLine(account.name, 120), T.how[how], formatPanelDateTime(new Date(at).toISOString(), lang)) + ACCOUNT_MAIL[lang].footer }
  }
  await queueStaffMail(db, 'alert', [account.email], write, at)
  mail.kick()
}

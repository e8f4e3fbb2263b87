import type { Db } from '../../db/connection.js'
import { LANGS, type Lang } from '../../content/lang.js'
import { panelLangsOf } from '../../platform/auth/store.js'
import { queueMail, type OutboxKind } from './store.js'

/** A mail's subject and body in one language. */
export type Written = { subject: string; body: string }

/**
 * A mail to staff accounts, each reading it in their panel language (docs/decisions/258): one
 * mail per language, to the accounts that chose it. An address no account holds reads English,
 * as every mail did before.
 */
export async function queueStaffMail(db: Db, kind: OutboxKind, recipients: readonly string[], write: (lang: Lang) => Written, at: number): Promise<string[]> {
  const langs = await panelLangsOf(db, recipients)
  const ids: string[] = []
  for (const lang of LANGS) {
    const group = recipients.filter((email) => (langs.get(email.trim().toLowerCase()) ?? 'en') === lang)
    if (group.length) ids.push(await queueMail(db, { kind, recipients: group, lang, ...write(lang) }, at))
  }
  return ids
}

import type SQLite from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { newId } from '../../db/ids.js'
import type { Lang } from '../../content/lang.js'
import { DIGEST_HOURS, type AlertMode, type MailSettings } from './options.js'

/**
 * The outbox (table mail_outbox, migrations 006 and 008) and the alert settings (table settings).
 * A row is written in the same transaction as the enquiry it tells of; the sender delivers it.
 */

export type OutboxKind = 'alert' | 'digest' | 'test' | 'digest-item' | 'password-link'

export type OutboxRow = {
  id: string
  kind: OutboxKind
  recipients: string
  subject: string
  body: string
  created_at: string
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
  /** 'en' | 'hi' (migration 034) */
  lang: string
}

/** What the panel shows of a mail. */
export type MailEntry = {
  _id: string
  kind: Exclude<OutboxKind, 'digest-item'>
  subject: string
  recipients: string[]
  createdAt: string
  status: 'sent' | 'waiting'
  attempts: number
  nextAttemptAt: string | null
  lastError: string | null
  sentAt: string | null
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Writes one outbox row through Kysely: inside the caller's transaction when given one. */
export async function queueMail(db: Kysely<Database>, mail: { kind: OutboxKind; recipients: string[]; subject: string; body: string; lang?: Lang }, at: number): Promise<string> {
  const id = newId()
  await db
    .insertInto('mailOutbox')
    .values({ id, kind: mail.kind, recipients: JSON.stringify(mail.recipients), subject: mail.subject, body: mail.body, lang: mail.lang ?? 'en', createdAt: iso(at), nextAttemptAt: iso(at) })
    .execute()
  return id
}

/* ---------- settings ---------- */

const KEYS = { mode: 'mail.mode', hours: 'mail.digestHours', lastDigestAt: 'mail.lastDigestAt' } as const

function readSetting(sqlite: SQLite.Database, key: string): string | undefined {
  return (sqlite.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value
}

function writeSetting(sqlite: SQLite.Database, key: string, value: string): void {
  sqlite.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value)
}

/** The chosen mode; "each enquiry" until someone chooses otherwise. */
export function readMailSettings(sqlite: SQLite.Database): MailSettings & { lastDigestAt: string | null } {
  const mode: AlertMode = readSetting(sqlite, KEYS.mode) === 'digest' ? 'digest' : 'each'
  const stored = Number(readSetting(sqlite, KEYS.hours))
  const hours = (DIGEST_HOURS as readonly number[]).includes(stored) ? stored : 6
  return { mode, hours, lastDigestAt: readSetting(sqlite, KEYS.lastDigestAt) ?? null }
}

/** The mode as read inside the enquiry's transaction (Kysely, same connection). */
export async function readModeIn(db: Kysely<Database>): Promise<AlertMode> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEYS.mode).executeTakeFirst()
  return row?.value === 'digest' ? 'digest' : 'each'
}

/** Saves the mode; choosing a digest starts its period now (the first one comes `hours` later). */
export function saveMailSettings(sqlite: SQLite.Database, settings: MailSettings, at: number): void {
  sqlite.transaction(() => {
    writeSetting(sqlite, KEYS.mode, settings.mode)
    writeSetting(sqlite, KEYS.hours, String(settings.hours))
    writeSetting(sqlite, KEYS.lastDigestAt, iso(at))
  })()
}

export function setLastDigestAt(sqlite: SQLite.Database, at: number): void {
  writeSetting(sqlite, KEYS.lastDigestAt, iso(at))
}

/* ---------- digest ---------- */

export function digestItems(sqlite: SQLite.Database): OutboxRow[] {
  return sqlite.prepare("SELECT * FROM mail_outbox WHERE kind = 'digest-item' ORDER BY created_at, id").all() as OutboxRow[]
}

/** Replaces the waiting items by one digest mail, in one transaction. */
export function replaceItemsByDigest(sqlite: SQLite.Database, items: OutboxRow[], digest: { recipients: string[]; subject: string; body: string; lang: Lang }, at: number): string {
  const id = newId()
  sqlite.transaction(() => {
    sqlite
      .prepare("INSERT INTO mail_outbox (id, kind, recipients, subject, body, lang, created_at, next_attempt_at) VALUES (?, 'digest', ?, ?, ?, ?, ?, ?)")
      .run(id, JSON.stringify(digest.recipients), digest.subject, digest.body, digest.lang, iso(at), iso(at))
    const remove = sqlite.prepare("DELETE FROM mail_outbox WHERE id = ? AND kind = 'digest-item'")
    for (const item of items) remove.run(item.id)
  })()
  return id
}

/* ---------- delivery ---------- */

/** Mails whose next try is due, oldest first. */
export function dueMails(sqlite: SQLite.Database, at: number, limit: number): OutboxRow[] {
  return sqlite
    .prepare("SELECT * FROM mail_outbox WHERE sent_at IS NULL AND kind != 'digest-item' AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT ?")
    .all(iso(at), limit) as OutboxRow[]
}

export function markSent(sqlite: SQLite.Database, id: string, at: number): void {
  // A set-password link's text (its token) is not kept once it has left.
  sqlite.prepare("UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, body = CASE WHEN kind = 'password-link' THEN '' ELSE body END WHERE id = ?").run(iso(at), id)
}

export function markFailed(sqlite: SQLite.Database, id: string, error: string, nextAt: number): number {
  const row = sqlite.prepare('UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? RETURNING attempts').get(error, iso(nextAt), id) as { attempts: number } | undefined
  return row?.attempts ?? 0
}

/** "Retry now": every waiting mail becomes due at once. Returns how many. */
export function retryAllNow(sqlite: SQLite.Database, at: number): number {
  return sqlite.prepare("UPDATE mail_outbox SET next_attempt_at = ? WHERE sent_at IS NULL AND kind != 'digest-item'").run(iso(at)).changes
}

/** Sent mails are kept this long for the panel's list, then removed. Waiting ones stay until sent. */
export const KEEP_SENT_DAYS = 90

export function pruneSent(sqlite: SQLite.Database, at: number): number {
  return sqlite.prepare('DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?').run(iso(at - KEEP_SENT_DAYS * 86_400_000)).changes
}

/* ---------- the panel ---------- */

function toEntry(row: OutboxRow): MailEntry {
  let recipients: string[] = []
  try {
    recipients = JSON.parse(row.recipients) as string[]
  } catch {
    recipients = []
  }
  const sent = row.sent_at !== null
  return {
    _id: row.id,
    kind: row.kind as MailEntry['kind'],
    subject: row.subject,
    recipients,
    createdAt: row.created_at,
    status: sent ? 'sent' : 'waiting',
    attempts: row.attempts,
    nextAttemptAt: sent ? null : row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }
}

/** The newest mails (waiting ones first), for the panel. */
export function recentMails(sqlite: SQLite.Database, limit = 30): MailEntry[] {
  return (
    sqlite
      .prepare("SELECT * FROM mail_outbox WHERE kind != 'digest-item' ORDER BY sent_at IS NOT NULL, created_at DESC, id DESC LIMIT ?")
      .all(limit) as OutboxRow[]
  ).map(toEntry)
}

export function outboxCounts(sqlite: SQLite.Database): { waiting: number; digestItems: number; sent: number } {
  const row = sqlite
    .prepare(
      // an enquiry waits once per language of its readers (decision 268): counted once, by the largest group
      `SELECT sum(kind != 'digest-item' AND sent_at IS NULL) AS waiting,
        (SELECT max(n) FROM (SELECT count(*) AS n FROM mail_outbox WHERE kind = 'digest-item' GROUP BY lang, recipients)) AS digestItems,
        sum(sent_at IS NOT NULL) AS sent FROM mail_outbox`,
    )
    .get() as { waiting: number | null; digestItems: number | null; sent: number | null }
  return { waiting: row.waiting ?? 0, digestItems: row.digestItems ?? 0, sent: row.sent ?? 0 }
}

/** A mail not sent this long after it was written is late even before a try failed (the sender polls every 30 s). */
export const LATE_AFTER_MS = 5 * 60_000

/** Alerts that should have gone out: a failed try, or still unsent after LATE_AFTER_MS (docs/decisions/134). */
export type LateAlerts = { late: number; failing: number; oldestAt: string | null; lastError: string | null }

export function lateAlerts(sqlite: SQLite.Database, at: number): LateAlerts {
  const row = sqlite
    .prepare(
      `SELECT count(*) AS late, coalesce(sum(attempts > 0), 0) AS failing, min(created_at) AS oldestAt,
         (SELECT last_error FROM mail_outbox WHERE sent_at IS NULL AND kind != 'digest-item' AND last_error IS NOT NULL ORDER BY next_attempt_at DESC LIMIT 1) AS lastError
       FROM mail_outbox WHERE sent_at IS NULL AND kind != 'digest-item' AND (attempts > 0 OR created_at <= ?)`,
    )
    .get(iso(at - LATE_AFTER_MS)) as LateAlerts
  return row
}

export function outboxRow(sqlite: SQLite.Database, id: string): OutboxRow | undefined {
  return sqlite.prepare('SELECT * FROM mail_outbox WHERE id = ?').get(id) as OutboxRow | undefined
}

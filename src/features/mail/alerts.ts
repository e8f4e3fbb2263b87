import type SQLite from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type { Clock } from '../../clock.js'
import type { Database } from '../../db/schema.js'
import { log, requestIds } from '../../log.js'
import type { Lang } from '../../content/lang.js'
import { digestMail, enquiryBlock, enquiryMail, enquirySubject, oneLine, testMail, type EnquiryForMail } from './compose.js'
import { queueStaffMail } from './staff.js'
import type { MailConfig } from '../../platform/mail/config.js'
import {
  digestItems,
  dueMails,
  markFailed,
  markSent,
  pruneSent,
  readMailSettings,
  readModeIn,
  replaceItemsByDigest,
  retryAllNow,
  setLastDigestAt,
  type OutboxRow,
} from './store.js'

/** What delivers one message: nodemailer's SMTP transport in the server, anything in a test. */
export type Transport = {
  sendMail(message: { from: string; to: string[]; subject: string; text: string; headers: Record<string, string> }): Promise<unknown>
  close(): void
}

/** How often the sender looks for due mails and digests (a new enquiry wakes it at once). */
export const POLL_MS = 30_000
/** How long a stop waits for the mail being sent. */
export const STOP_WAIT_MS = 3_000
/** Mails tried per round; the rest wait for the next one. */
const BATCH = 20
const MINUTE = 60_000
/** The wait after the n-th failed try: 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * MINUTE
}

/** nodemailer's codes for a failure of the server or the connection, not of one message. */
const SERVER_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'EDNS', 'ESOCKET', 'ETLS', 'EAUTH', 'ECONNREFUSED'])

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string }

/** A failure in plain words, without the SMTP password (the panel and the log show it). */
export function plainError(err: unknown, secret = ''): string {
  const e = (err ?? {}) as SmtpError
  const code = e.code ?? ''
  const said = e.response ? oneLine(e.response, 200) : ''
  let text: string
  if (code === 'EAUTH') text = `The mail server refused the user name or password in SMTP_URL${said ? ` (it said: ${said})` : ''}.`
  else if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(e.message ?? '')) text = "The mail server's name in SMTP_URL could not be found."
  else if (code === 'ETIMEDOUT' || /timed? ?out/i.test(e.message ?? '')) text = 'The mail server did not answer in time.'
  else if (code === 'ECONNECTION' || code === 'ECONNREFUSED' || /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH/.test(e.message ?? ''))
    text = 'The mail server could not be reached (it is down, or the host or port in SMTP_URL is wrong).'
  else if (code === 'ETLS' || /TLS|SSL|certificate/i.test(e.message ?? '')) text = 'A secure connection to the mail server failed (try smtps:// with port 465, or smtp:// with port 587).'
  else if (code === 'EENVELOPE') text = `The mail server refused the addresses${said ? `: ${said}` : ''}.`
  else if (said) text = `The mail server answered: ${said}`
  else text = `Sending failed: ${oneLine(e.message ?? String(err), 200)}`
  return secret.length >= 3 ? text.split(secret).join('***') : text
}

/** A queued mail's language (rows queued before migration 034 are English). */
const langOfRow = (row: OutboxRow): Lang => (row.lang === 'hi' ? 'hi' : 'en')

/**
 * E-mail alerts of new enquiries through the outbox (docs/decisions/103). `enquiryArrived` writes
 * the row inside the enquiry's transaction; the sender, in this process, delivers due rows with
 * retry and backoff, never inside a request. Off entirely (nothing queued, nothing sent, nodemailer
 * not even loaded) when SMTP_URL and NOTIFY_EMAILS are not both set and valid.
 */
export class MailAlerts {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private again = false
  private stopped = false
  /** Set when a stop did not wait for the mail being sent: its outcome is not written (the database is closing). */
  private cut = false
  private transport: Transport | null = null
  private prunedAt = 0

  constructor(
    readonly config: MailConfig,
    private readonly sqlite: SQLite.Database,
    private readonly clock: Clock,
    /** The site's address, for links to the panel. */
    readonly origin: string,
    private readonly makeTransport: (config: MailConfig) => Promise<Transport> = smtpTransport,
  ) {}

  get enabled(): boolean {
    return this.config.enabled
  }

  /** Logs the configuration once; starts the sender when mail is on. */
  start(): void {
    if (this.config.problem) log.warn(`e-mail alerts are off: ${this.config.problem}`)
    if (!this.enabled) return
    log.info('e-mail alerts on', { server: this.config.server, recipients: this.config.recipients.length })
    this.timer = setInterval(() => this.kick(), POLL_MS)
    this.timer.unref()
    this.kick()
  }

  /**
   * Queues the alert of a new enquiry inside its transaction: a mail of its own ("each enquiry"),
   * or an item of the next digest. Nothing when mail is off.
   */
  async enquiryArrived(trx: Kysely<Database>, enquiry: EnquiryForMail): Promise<void> {
    if (!this.enabled) return
    const at = this.clock.now()
    // each address in its account's panel language, English for an address no account holds (decision 268)
    if ((await readModeIn(trx)) === 'digest') {
      await queueStaffMail(trx, 'digest-item', this.config.recipients, (lang) => ({ subject: enquirySubject(enquiry, lang), body: enquiryBlock(enquiry, this.origin, lang) }), at)
    } else {
      await queueStaffMail(trx, 'alert', this.config.recipients, (lang) => enquiryMail(enquiry, this.origin, lang), at)
    }
  }

  /** Queues the panel's test e-mail (one per language of its readers) and returns their ids. */
  async queueTest(db: Kysely<Database>, by: string): Promise<string[]> {
    return queueStaffMail(db, 'test', this.config.recipients, (lang) => testMail(by, lang), this.clock.now())
  }

  /** "Retry now": every waiting mail is due at once; resolves after that round. */
  async retryNow(): Promise<number> {
    const count = retryAllNow(this.sqlite, this.clock.now())
    await this.runOnce()
    return count
  }

  /** Asks for a round soon, without waiting for it (after an enquiry's commit, on the timer). */
  kick(): void {
    if (!this.enabled || this.stopped) return
    // Outside the request's log context: the sender's lines are not the request's (no req=…).
    requestIds.exit(() => setImmediate(() => void this.runOnce()))
  }

  /**
   * One round: digest if due, then the due mails. Rounds never overlap; asked for while one runs,
   * one more follows it. Resolves when the round that covers this call has ended.
   */
  runOnce(): Promise<void> {
    if (!this.enabled || this.stopped) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      try {
        do {
          this.again = false
          await this.round()
        } while (this.again && !this.stopped)
      } catch (err) {
        log.error('e-mail sender round failed', err)
      } finally {
        this.running = null
      }
    })()
    return this.running
  }

  /**
   * Stops the sender: no new round; the one running may finish its mail for up to `waitMs`, then
   * its connection is closed. A mail cut that way stays waiting and is sent after the restart.
   */
  async stop(waitMs = STOP_WAIT_MS): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    if (this.running) {
      let timer: NodeJS.Timeout | undefined
      const cut = await Promise.race([this.running.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), waitMs)))])
      clearTimeout(timer)
      if (cut) {
        this.cut = true
        log.warn('e-mail sender stopped while sending: the mail stays waiting and is sent after the restart')
      }
    }
    this.transport?.close()
    this.transport = null
  }

  private async round(): Promise<void> {
    const now = this.clock.now()
    this.makeDigestIfDue(now)
    // Once the server itself failed (down, refused the login, …), the round's other mails are not
    // tried again against it: each is counted as failed with the same words and waits its turn.
    let serverProblem: string | null = null
    // Every due mail, BATCH rows at a time: "Retry now" after an outage tries all that waited, not
    // the oldest 20 with the rest left for the next poll (decision 268). A mail tried once in this
    // round is not tried again in it, whatever the clock says.
    const tried = new Set<string>()
    for (;;) {
      const due = dueMails(this.sqlite, now, BATCH).filter((row) => !tried.has(row.id))
      if (!due.length) break
      for (const row of due) {
        if (this.stopped) return
        tried.add(row.id)
        serverProblem = await this.deliver(row, serverProblem)
      }
    }
    if (now - this.prunedAt > 3_600_000) {
      this.prunedAt = now
      pruneSent(this.sqlite, now)
    }
  }

  /** Groups the waiting digest items into one mail when the period has ended (at once in "each" mode). */
  private makeDigestIfDue(now: number): void {
    const settings = readMailSettings(this.sqlite)
    const period = settings.hours * 3_600_000
    const last = settings.lastDigestAt ? Date.parse(settings.lastDigestAt) : NaN
    if (settings.mode === 'digest') {
      if (Number.isNaN(last)) return setLastDigestAt(this.sqlite, now)
      if (now < last + period) return
    }
    const items = digestItems(this.sqlite)
    if (settings.mode === 'digest') setLastDigestAt(this.sqlite, last + Math.floor((now - last) / period) * period)
    if (!items.length) return
    // one digest per language and its readers, as the items were queued (decision 268)
    const groups = new Map<string, OutboxRow[]>()
    for (const item of items) {
      const key = JSON.stringify([langOfRow(item), item.recipients])
      groups.set(key, [...(groups.get(key) ?? []), item])
    }
    for (const group of groups.values()) {
      const lang = langOfRow(group[0]!)
      const recipients = this.recipientsOf(group[0]!)
      const mail = digestMail(group, group[0]!.created_at, this.origin, lang)
      replaceItemsByDigest(this.sqlite, group, { recipients, lang, ...mail }, now)
    }
    log.info('e-mail digest made', { enquiries: items.length, digests: groups.size })
  }

  /** Whom a queued mail goes to; a row whose list cannot be read goes to the configured recipients. */
  private recipientsOf(row: OutboxRow): string[] {
    try {
      return JSON.parse(row.recipients) as string[]
    } catch {
      return this.config.recipients
    }
  }

  /** Tries one mail (or counts it failed with `serverProblem`); returns the server's problem, if any. */
  private async deliver(row: OutboxRow, serverProblem: string | null): Promise<string | null> {
    if (serverProblem) {
      this.failed(row, serverProblem)
      return serverProblem
    }
    const recipients = this.recipientsOf(row)
    try {
      this.transport ??= await this.makeTransport(this.config)
      await this.transport.sendMail({
        from: this.config.from,
        to: recipients,
        subject: row.subject,
        text: row.body,
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
      })
      if (this.cut) return null
      markSent(this.sqlite, row.id, this.clock.now())
      log.info('e-mail sent', { mail: row.id, kind: row.kind, attempt: row.attempts + 1 })
      return null
    } catch (err) {
      if (this.cut) return null
      const error = plainError(err, this.config.smtp?.pass)
      this.failed(row, error)
      return SERVER_FAILURES.has((err as SmtpError)?.code ?? '') ? error : null
    }
  }

  /** One failed try: counted, the next one scheduled with backoff, one log line. */
  private failed(row: OutboxRow, error: string): void {
    const attempts = row.attempts + 1
    const next = this.clock.now() + retryDelayMs(attempts)
    markFailed(this.sqlite, row.id, error, next)
    log.warn('e-mail not sent, will retry', { mail: row.id, kind: row.kind, attempt: attempts, next: new Date(next).toISOString(), error })
  }
}

/** nodemailer's SMTP transport, loaded only when mail is on; every step has a time limit. */
async function smtpTransport(config: MailConfig): Promise<Transport> {
  const { createTransport } = await import('nodemailer')
  const smtp = config.smtp!
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  })
  return { sendMail: (message) => transport.sendMail(message), close: () => transport.close() }
}

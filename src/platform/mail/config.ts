import { isEmailAddress } from '../auth/limits.js'

/**
 * E-mail alerts' settings from the environment (docs/operations.md, "E-mail alerts"). Unlike the
 * rest of the configuration a bad value never stops the server: mail is off and `problem` names
 * the variable and what to write (logged once at start, shown in the panel). The password of
 * SMTP_URL is kept only in `smtp.pass`; everything shown or logged uses `server` (no password).
 */
export type MailConfig = {
  /** True when SMTP_URL and NOTIFY_EMAILS are both set and valid: alerts are queued and sent. */
  enabled: boolean
  /** Why mail is off although something was set (the variable named), or null. */
  problem: string | null
  smtp: { host: string; port: number; secure: boolean; user: string; pass: string } | null
  /** SMTP_URL as it may be shown: scheme, user, host and port, never the password. */
  server: string
  recipients: string[]
  from: string
}

export const MAX_RECIPIENTS = 20

const OFF: MailConfig = { enabled: false, problem: null, smtp: null, server: '', recipients: [], from: '' }

const URL_SHAPE = 'smtp://user:password@host:587 or smtps://user:password@host:465'

/** SMTP_URL without its password, for messages: smtp://user:***@host:587. */
export function redactSmtpUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.password) url.password = '***'
    return url.href.replace(/\/$/, '')
  } catch {
    // Not a URL at all: cut anything between "://user:" and "@" that could be a password.
    return value.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@').slice(0, 200)
  }
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

type Parsed = Omit<MailConfig, 'enabled' | 'problem'>

function parse(env: NodeJS.ProcessEnv): Parsed {
  const raw = env.SMTP_URL!.trim()
  const shown = redactSmtpUrl(raw)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SMTP_URL must look like ${URL_SHAPE} (got "${shown}")`)
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got "${shown}")`)
  if (!url.hostname) throw new Error(`SMTP_URL has no host: write it like ${URL_SHAPE} (got "${shown}")`)
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    throw new Error(`SMTP_URL must have nothing after host:port (got "${shown}"); write special characters of the password as %XX`)
  }
  const secure = url.protocol === 'smtps:'
  const port = url.port ? Number(url.port) : secure ? 465 : 587
  const user = decode(url.username)
  const pass = decode(url.password)
  if (Boolean(user) !== Boolean(pass)) throw new Error(`SMTP_URL must have both a user and a password, or neither (got "${shown}")`)
  if (/[\r\n]/.test(user + pass)) throw new Error(`SMTP_URL's user or password holds a line break (got "${shown}")`)

  const list = (env.NOTIFY_EMAILS ?? '').split(',').map((address) => address.trim()).filter(Boolean)
  if (!list.length) throw new Error('NOTIFY_EMAILS must list at least one e-mail address (comma-separated) when SMTP_URL is set')
  if (list.length > MAX_RECIPIENTS) throw new Error(`NOTIFY_EMAILS lists ${list.length} addresses: at most ${MAX_RECIPIENTS}`)
  for (const address of list) {
    if (!isEmailAddress(address)) throw new Error(`NOTIFY_EMAILS holds "${address.slice(0, 80)}", which is not an e-mail address`)
  }

  let from = (env.MAIL_FROM ?? '').trim()
  if (from) {
    // An address, or a name with the address in <…>: one line, one address.
    const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from
    if (from.length > 300 || /[\r\n]/.test(from) || !isEmailAddress(address)) {
      throw new Error(`MAIL_FROM must be an e-mail address, or "Name <address>" (got "${from.slice(0, 80)}")`)
    }
  } else {
    from = user && isEmailAddress(user) ? user : `website@${url.hostname}`
  }
  const server = `${url.protocol}//${user ? `${url.username}@` : ''}${url.host}`
  return { smtp: { host: url.hostname.replace(/^\[|\]$/g, ''), port, secure, user, pass }, server, recipients: list, from }
}

/** Reads SMTP_URL, NOTIFY_EMAILS and MAIL_FROM. Never throws. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() ?? ''
  const notify = env.NOTIFY_EMAILS?.trim() ?? ''
  if (!smtpUrl && !notify) return OFF
  if (!smtpUrl) return { ...OFF, problem: 'NOTIFY_EMAILS is set but SMTP_URL is not: set SMTP_URL too (e.g. smtps://user:password@smtp.example.com:465)' }
  try {
    return { enabled: true, problem: null, ...parse(env) }
  } catch (err) {
    return { ...OFF, problem: (err as Error).message }
  }
}

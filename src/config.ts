import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isEmailAddress } from './platform/auth/limits.js'
import { ensurePrivateDir, makePrivate, writePrivateFile } from './ops/file-modes.js'
import { readMailConfig, type MailConfig } from './platform/mail/config.js'
import { site } from './content/site.js'

/** Everything the process reads from its environment, validated once at start. */
export type Config = {
  port: number
  host: string
  dataDir: string
  uploadsDir: string
  sessionSecret: string
  adminEmail: string | null
  adminPassword: string | null
  seedDemo: boolean
  trustProxy: boolean
  /** Public form submits (admission, contact) allowed per IP per 10 minutes. */
  submitRateLimit: number
  /** What strangers may upload (src/http/public-uploads.ts, docs/decisions/150), in bytes. */
  publicUploads: PublicUploadBudget
  /** The site's public address (https://college.example), accepted as an origin for writes. */
  publicOrigin: string | null
  buildDir: string
  dev: boolean
  /** TEST_CLOCK=1 (browser tests only): staff may move the server's clock (PUT /api/test/clock). Never in production. */
  testClock: boolean
  /** How long a stop (SIGTERM) waits for requests in flight before cutting them. */
  shutdownDrainMs: number
  /** LITESTREAM=1: Litestream replicates the database (npm run replicate) and owns its WAL checkpoints. */
  litestream: boolean
  /** E-mail alerts: SMTP_URL, NOTIFY_EMAILS, MAIL_FROM. A bad value turns mail off, never stops the start. */
  mail: MailConfig
}

/** Bytes of strangers' uploads: in flight at once across all requests, and stored per address and site-wide per day. */
export type PublicUploadBudget = { inFlightBytes: number; perAddressDailyBytes: number; siteDailyBytes: number }

/** A bad environment value: the message names the variable and says why. */
export class ConfigError extends Error {}

/** Folders under UPLOADS_DIR. Documents holds PDFs, served only through /documents/… (never as static files). */
export const UPLOAD_FOLDERS = ['Home', 'Event', 'About', 'Blogs', 'Documents', 'Faculty'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]


function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${value}")`)
  }
  return port
}

const MB = 1024 * 1024

function readPositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(`${name} must be a whole number of 1 or more (got "${value}")`)
  return Number(value)
}

function readFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false
  throw new ConfigError(`${name} must be 1 or 0 (got "${value}")`)
}

function readDir(name: string, value: string | undefined, fallback: string, cwd: string, makeDir: (dir: string) => unknown = (dir) => fs.mkdirSync(dir, { recursive: true })): string {
  const dir = path.resolve(cwd, value || fallback)
  try {
    makeDir(dir)
    fs.accessSync(dir, fs.constants.W_OK)
  } catch (err) {
    throw new ConfigError(`${name} must be a writable folder (${dir}: ${(err as Error).message})`)
  }
  return dir
}

/** UPLOADS_DIR's sub-folders; a file where one should be is named, not thrown as a bare EEXIST. */
function makeUploadFolders(uploadsDir: string): void {
  for (const folder of UPLOAD_FOLDERS) {
    const dir = path.join(uploadsDir, folder)
    try {
      fs.mkdirSync(dir, { recursive: true })
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'EEXIST' || code === 'ENOTDIR') throw new ConfigError(`UPLOADS_DIR/${folder} (${dir}) is a file, not a folder: move the file away and start again (the server makes the folder)`)
      throw new ConfigError(`UPLOADS_DIR/${folder} (${dir}) cannot be made: ${(err as Error).message}`)
    }
  }
}

/** The secret that signs session cookies: from SESSION_SECRET, else generated once and kept in DATA_DIR. */
function readSessionSecret(value: string | undefined, dataDir: string): string {
  if (value !== undefined && value !== '') {
    if (value.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long')
    return value
  }
  const file = path.join(dataDir, 'session-secret')
  if (fs.existsSync(file)) {
    makePrivate(file) // a secret written by an older version under a 022 umask
    const stored = fs.readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const secret = crypto.randomBytes(48).toString('base64url')
  writePrivateFile(file, secret + '\n')
  return secret
}

function readOrigin(name: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new ConfigError(`${name} must be an address like https://college.example (got "${value}")`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must start with http:// or https:// (got "${value}")`)
  return url.origin
}

/** DATA_DIR, made when missing. It holds the database (password hashes, applicants' phone numbers) and the session secret: 0700. */
export function readDataDir(env: NodeJS.ProcessEnv, cwd: string): string {
  return readDir('DATA_DIR', env.DATA_DIR, DEFAULT_DATA_DIR, cwd, ensurePrivateDir)
}
const DEFAULT_DATA_DIR = './data'

/** A word the shell takes as it is: quoted when it holds anything but plain path characters. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
}

/**
 * `npm run admin -- <args>` exactly as it is typed in the project folder (where the server
 * started) to reach this server's database: with DATA_DIR=… in front unless it is the default.
 */
export function adminCommand(dataDir: string, args: string[], cwd = process.cwd()): string {
  const command = ['npm', 'run', 'admin', '--', ...args].map(shellWord).join(' ')
  return dataDir === path.resolve(cwd, DEFAULT_DATA_DIR) ? command : `DATA_DIR=${shellWord(dataDir)} ${command}`
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), dev = false): Config {
  const port = readPort(env.PORT)
  const host = env.HOST || '0.0.0.0'
  const dataDir = readDataDir(env, cwd)
  const uploadsDir = readDir('UPLOADS_DIR', env.UPLOADS_DIR, './uploads', cwd)
  makeUploadFolders(uploadsDir)

  const adminEmail = env.ADMIN_EMAIL?.trim() || null
  const adminPassword = env.ADMIN_PASSWORD || null
  if (adminEmail && !isEmailAddress(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`)
  }
  if (adminPassword !== null && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters long')
  }
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }

  return {
    port,
    host,
    dataDir,
    uploadsDir,
    sessionSecret: readSessionSecret(env.SESSION_SECRET, dataDir),
    adminEmail,
    adminPassword,
    seedDemo: readFlag('SEED_DEMO', env.SEED_DEMO, true),
    testClock: readFlag('TEST_CLOCK', env.TEST_CLOCK, false),
    trustProxy: readFlag('TRUST_PROXY', env.TRUST_PROXY, false),
    submitRateLimit: readPositiveInt('SUBMIT_RATE_LIMIT', env.SUBMIT_RATE_LIMIT, 20),
    publicUploads: {
      inFlightBytes: readPositiveInt('PUBLIC_UPLOAD_IN_FLIGHT_MB', env.PUBLIC_UPLOAD_IN_FLIGHT_MB, 40) * MB,
      perAddressDailyBytes: readPositiveInt('PUBLIC_UPLOAD_ADDRESS_MB', env.PUBLIC_UPLOAD_ADDRESS_MB, 60) * MB,
      siteDailyBytes: readPositiveInt('PUBLIC_UPLOAD_SITE_MB', env.PUBLIC_UPLOAD_SITE_MB, 500) * MB,
    },
    publicOrigin: readOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN),
    buildDir: path.resolve(cwd, env.BUILD_DIR || './dist'),
    dev,
    shutdownDrainMs: readPositiveInt('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 10_000),
    litestream: readFlag('LITESTREAM', env.LITESTREAM, false),
    mail: readMailConfig(env),
  }
}

/**
 * What a real start (main() in server.ts) asks of PUBLIC_ORIGIN beyond its shape. Without it every
 * canonical link, og:url and the sitemap name the fallback address (http://localhost:3000), and no
 * request can tell the site its real one: behind a proxy (TRUST_PROXY=1) that is a live site, so
 * the start stops (ConfigError); a production start elsewhere gets the returned warning, to log
 * (the local demo of `npm start` too: one line there costs nothing, silence on a live site costs
 * its search listing). Decision 119.
 */
export function publicOriginWarning(config: Config, nodeEnv: string | undefined): string | null {
  if (config.publicOrigin) return null
  const consequence = `every canonical link, og:url and the sitemap name ${site.origin}`
  if (config.trustProxy) {
    throw new ConfigError(`PUBLIC_ORIGIN must be set with TRUST_PROXY=1 (the address visitors use, like https://college.example): without it ${consequence}`)
  }
  if (nodeEnv !== 'production' || config.dev) return null
  return `PUBLIC_ORIGIN is not set: ${consequence}; on the live site set PUBLIC_ORIGIN to its address (https://college.example), only a try-out on this machine can do without`
}

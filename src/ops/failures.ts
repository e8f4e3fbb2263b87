import { log } from '../log.js'

/**
 * How the process fails (docs/decisions/060-one-way-to-fail.md): before it listens, any failure is
 * ONE log line `ERROR start failed: <cause and what to do>` and exit code 1; after it listens, an
 * uncaught exception or unhandled rejection is logged as ERROR with its stack and the process exits
 * 1, so that the supervisor (systemd Restart=always) starts a fresh one.
 */

/** A start-up problem the operator can fix; the message names the variable, file or port and says what to do. */
export class StartError extends Error {}

type SystemError = Error & { code?: string; path?: string; syscall?: string; address?: string; port?: number }

/** What an operating-system error code means, in plain words. */
const SYSTEM_ERRORS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a file is in the way where a folder should be',
  EEXIST: 'a file is in the way where a folder should be',
  EISDIR: 'a folder is in the way where a file should be',
  EIO: 'input/output error (a failing disk)',
  EMFILE: 'too many open files',
}

/** What to do about an operating-system error on a path. */
function advice(code: string): string {
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'free some space on that disk and start again'
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return "give the server's user write access to it (chown/chmod) and start again"
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'move the file away (the server makes the folder) and start again'
  return 'check the disk and start again'
}

/** True when the error is an operating-system error meaning "the disk is full". */
export function isDiskFull(err: unknown): boolean {
  const code = (err as SystemError | null)?.code
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL'
}

/** The one-line cause of a failed start, naming what is wrong and what to do. Never a stack. */
export function explainStartFailure(err: unknown): string {
  if (err instanceof StartError) return err.message
  const e = err as SystemError
  const code = typeof e?.code === 'string' ? e.code : ''
  if (code === 'EADDRINUSE') {
    return `port ${e.port ?? ''} on ${e.address ?? 'this machine'} is already in use by another program: stop that program or set PORT to a free port`
  }
  if (code === 'EACCES' && e.syscall === 'listen') {
    return `port ${e.port ?? ''} needs special rights: set PORT to 1024 or above (and let the proxy use 80/443)`
  }
  if (code === 'EADDRNOTAVAIL') return `HOST ${e.address ?? ''} is not an address of this machine: set HOST to 127.0.0.1 (behind a proxy) or 0.0.0.0`
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return 'the database is locked by another program (a sqlite3 shell, a second server, a copy in progress): close it and start again'
  }
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
    return 'the database file is damaged or not a database: restore the last backup into empty folders (docs/operations.md, "Restore")'
  }
  if (code === 'SQLITE_FULL') return 'the disk holding DATA_DIR is full: free some space on it and start again'
  if (code === 'SQLITE_READONLY' || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PERM') {
    return "the database file in DATA_DIR cannot be written: give the server's user write access to it and to DATA_DIR, and start again"
  }
  if (code && SYSTEM_ERRORS[code]) {
    const where = e.path ? ` (${e.path})` : ''
    return `${SYSTEM_ERRORS[code]}${where} [${code}]: ${advice(code)}`
  }
  const message = err instanceof Error ? err.message : String(err)
  return message.split('\n')[0] + (code ? ` [${code}]` : '')
}

/** Logs why the start failed (one line) and exits with code 1. */
export function failStart(err: unknown): never {
  log.error(`start failed: ${explainStartFailure(err)}`)
  process.exit(1)
}

/**
 * Replaces every process-wide 'uncaughtException' and 'unhandledRejection' listener (Vike adds
 * ones that only print, which keeps a broken process serving) with one that logs ERROR with the
 * stack and exits 1. Call once, from the process's entry point only (never in tests that start
 * servers in-process).
 */
export function exitOnUncaughtErrors(): void {
  const fatal = (kind: string) => (err: unknown) => {
    log.error(kind, err)
    process.exit(1)
  }
  process.removeAllListeners('uncaughtException')
  process.removeAllListeners('unhandledRejection')
  process.on('uncaughtException', fatal('uncaught exception: exiting so that the supervisor restarts the server'))
  process.on('unhandledRejection', fatal('unhandled promise rejection: exiting so that the supervisor restarts the server'))
}

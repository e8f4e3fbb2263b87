import fs from 'node:fs'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import { explainStartFailure, StartError } from './failures.js'

/**
 * Checks made before the server listens; each failure is a StartError whose message names the
 * file or folder and says what to do (docs/operations.md, "When something goes wrong").
 */

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')
const RESTORE_HINT = 'restore the last backup into empty folders (docs/operations.md, "Restore")'

/**
 * An existing database file must look like one: a 0-byte file or one without the SQLite header is
 * refused, never opened (SQLite would silently turn it into a new, empty site). A missing file is
 * fine: it is a first start.
 */
export function checkExistingDatabase(file: string): void {
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
    throw err
  }
  if (!stat.isFile()) throw new StartError(`the database ${file} is not a file: move it away and start again`)
  if (stat.size === 0) {
    throw new StartError(
      `the database ${file} is empty (0 bytes), so it holds no site: if the site had content, ${RESTORE_HINT}; if this is a new site whose first start failed, delete the empty file and start again`,
    )
  }
  const head = Buffer.alloc(SQLITE_HEADER.length)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, head, 0, head.length, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (!head.equals(SQLITE_HEADER)) {
    throw new StartError(`the database ${file} is not a SQLite database (its first bytes are wrong; it was overwritten or damaged): ${RESTORE_HINT}`)
  }
}

/** PRAGMA quick_check: a damaged page anywhere is found now, not when a visitor reads it. */
export function checkDatabaseIntegrity(sqlite: SQLite.Database, file: string): void {
  let result: string
  try {
    result = (sqlite.pragma('quick_check', { simple: false }) as { quick_check: string }[]).map((row) => row.quick_check).join('; ')
  } catch (err) {
    throw new StartError(`the database ${file} failed its integrity check (${(err as Error).message}): ${RESTORE_HINT}`)
  }
  if (result !== 'ok') throw new StartError(`the database ${file} failed its integrity check (${result.slice(0, 200)}): ${RESTORE_HINT}`)
}

/**
 * Whether a write to the database would succeed, without changing anything: a write inside a
 * transaction that is rolled back. Null when writable, else the SQLite code. With `wait: false`
 * (health checks) it never waits for a lock and a database busy with another writer counts as
 * writable; with `wait: true` (start) it waits the connection's busy timeout and busy is a problem.
 */
export function databaseWriteProblem(sqlite: SQLite.Database, { wait }: { wait: boolean }): string | null {
  // A transaction of our own is open (an async Kysely transaction awaiting): the database is being written.
  if (sqlite.inTransaction) return null
  const timeout = sqlite.pragma('busy_timeout', { simple: true }) as number
  if (!wait) sqlite.pragma('busy_timeout = 0')
  try {
    sqlite.exec('BEGIN IMMEDIATE')
    const version = sqlite.pragma('user_version', { simple: true }) as number
    sqlite.pragma(`user_version = ${Number(version)}`)
    return null
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'unknown'
    return code === 'SQLITE_BUSY' && !wait ? null : code
  } finally {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK')
    sqlite.pragma(`busy_timeout = ${Number(timeout)}`)
  }
}

export function checkDatabaseWritable(sqlite: SQLite.Database, file: string): void {
  const problem = databaseWriteProblem(sqlite, { wait: true })
  if (!problem) return
  if (problem === 'SQLITE_BUSY') {
    throw new StartError(`the database ${file} is locked by another program (a sqlite3 shell, a copy in progress) [SQLITE_BUSY]: close it and start again`)
  }
  const why = problem === 'SQLITE_FULL' ? 'the disk is full: free some space on it' : "give the server's user write access to it, its -wal and -shm files and DATA_DIR"
  throw new StartError(`the database ${file} cannot be written [${problem}]: ${why}, and start again`)
}

/**
 * Writes and removes a small file in each folder: proves the server's user may write there and
 * that the disk has room (a folder check alone passes for root and on a full disk).
 */
export function checkWritableFolders(folders: { name: string; dir: string }[]): void {
  for (const { name, dir } of folders) {
    const probe = path.join(dir, `.write-probe-${process.pid}`)
    try {
      if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR', path: dir })
      fs.writeFileSync(probe, Buffer.alloc(4096), { mode: 0o600 })
    } catch (err) {
      throw new StartError(`${name} (${dir}) cannot be written: ${explainStartFailure(err)}`)
    } finally {
      fs.rmSync(probe, { force: true })
    }
  }
}

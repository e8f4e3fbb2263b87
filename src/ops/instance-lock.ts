import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { StartError } from './failures.js'
import { ensurePrivateFile, writePrivateFile } from './file-modes.js'

/**
 * One process at a time per DATA_DIR (docs/decisions/061-one-process-per-data-folder.md).
 *
 * The lock is an operating-system file lock, taken by SQLite on a small file of its own
 * (`instance.lock`, exclusive locking mode): the kernel releases it when the process ends however
 * it ends (SIGKILL, power loss), so a stale lock never blocks a restart and a reused pid never
 * fools it. Who holds it is written beside it (`instance.owner`), for the refusal message.
 */
export const LOCK_FILE = 'instance.lock'
export const OWNER_FILE = 'instance.owner'
/** Files of the lock itself: not site data (a restore target holding only these is still empty). */
export const LOCK_FILES = [LOCK_FILE, `${LOCK_FILE}-journal`, OWNER_FILE] as const

export type InstanceLock = { release: () => void }

type Owner = { pid: number; role: string; startedAt: string }

function readOwner(dataDir: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner
  } catch {
    return null
  }
}

/** "the server (pid 123, running since …)", or a generic description when the owner file is unreadable. */
export function describeHolder(dataDir: string): string {
  const owner = readOwner(dataDir)
  if (!owner) return 'another process'
  const what = owner.role === 'restore' ? 'npm run restore' : 'a running server'
  return `${what} (pid ${owner.pid}, since ${owner.startedAt})`
}

/**
 * Takes DATA_DIR's lock for `role` ('server', 'restore') or throws a StartError naming the process
 * that holds it. The lock lasts until release() or the end of the process.
 */
export function acquireInstanceLock(dataDir: string, role: 'server' | 'restore'): InstanceLock {
  const file = path.join(dataDir, LOCK_FILE)
  let lock: SQLite.Database | null = null
  try {
    ensurePrivateFile(file)
    lock = new SQLite(file, { timeout: 0 })
    lock.pragma('locking_mode = EXCLUSIVE')
    lock.pragma('journal_mode = MEMORY')
    // The first write takes the exclusive lock; in exclusive locking mode it is never given back.
    lock.exec('create table if not exists owner (pid integer, role text, started_at text); delete from owner')
    lock.prepare('insert into owner values (?, ?, ?)').run(process.pid, role, new Date().toISOString())
  } catch (err) {
    lock?.close()
    const code = (err as { code?: string }).code
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new StartError(
        `DATA_DIR (${dataDir}) is in use by ${describeHolder(dataDir)}: one folder serves one process at a time. ` +
          (role === 'restore' ? 'Stop the server first (systemctl stop college), then restore.' : 'Stop that process first, or give this one its own DATA_DIR.'),
      )
    }
    throw err
  }
  const owner: Owner = { pid: process.pid, role, startedAt: new Date().toISOString() }
  writePrivateFile(path.join(dataDir, OWNER_FILE), JSON.stringify(owner) + '\n')
  let held = true
  return {
    release() {
      if (!held) return
      held = false
      if (readOwner(dataDir)?.pid === process.pid) fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true })
      lock.close()
    },
  }
}

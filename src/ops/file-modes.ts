import fs from 'node:fs'

/**
 * Files and folders that hold the site's private data (the database and its -wal/-shm, the
 * session secret, lock files, backup archives): readable by the server's own user only, whatever
 * the umask. Every file the server or the ops scripts create under DATA_DIR or BACKUP_DIR goes
 * through these helpers (docs/security.md, "Private files").
 */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIR_MODE = 0o700

/** Sets a file's or folder's mode when it exists; a missing path is fine (returns false). */
function setMode(target: string, mode: number): boolean {
  try {
    fs.chmodSync(target, mode)
    return true
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw err
  }
}

/** Makes a folder (and missing parents) and leaves the folder itself 0700, also when it already existed. */
export function ensurePrivateDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  setMode(dir, PRIVATE_DIR_MODE)
  return dir
}

/** Sets an existing file to 0600 (a file from an older version, or one a library created); missing is fine. */
export function makePrivate(file: string): boolean {
  return setMode(file, PRIVATE_FILE_MODE)
}

/**
 * Writes a whole file that only the server's user can read. The file is created 0600 (never
 * readable by others, not even for a moment); an existing file is set to 0600 before it is written.
 */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  makePrivate(file)
  fs.writeFileSync(file, data, { mode: PRIVATE_FILE_MODE })
}

/**
 * Creates an empty file 0600 when it is missing (so that a library that opens it afterwards, such
 * as SQLite or tar, writes into a private file), or sets an existing one to 0600.
 */
export function ensurePrivateFile(file: string): string {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
  makePrivate(file)
  return file
}

/** Opens a file for writing 0600 (a lock file, a temp file); the caller closes the descriptor. */
export function openPrivateFile(file: string, flags: fs.OpenMode = 'wx'): number {
  const fd = fs.openSync(file, flags, PRIVATE_FILE_MODE)
  fs.fchmodSync(fd, PRIVATE_FILE_MODE)
  return fd
}

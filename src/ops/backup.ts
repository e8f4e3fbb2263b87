import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import * as tar from 'tar'
import { DATABASE_FILE } from '../db/connection.js'
import { ensurePrivateDir, ensurePrivateFile, makePrivate, writePrivateFile } from './file-modes.js'
import { StartError } from './failures.js'
import { acquireInstanceLock, LOCK_FILES } from './instance-lock.js'
import { findOrphanImages, referencedImageIds } from './orphans.js'

/** Where the data lives and where archives go: the same variables and defaults as the server. */
export type OpsPaths = { dataDir: string; uploadsDir: string; backupDir: string }

/** Reads DATA_DIR, UPLOADS_DIR and BACKUP_DIR without creating anything (restore needs empty folders). */
export function opsPaths(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): OpsPaths {
  return {
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    uploadsDir: path.resolve(cwd, env.UPLOADS_DIR || './uploads'),
    backupDir: path.resolve(cwd, env.BACKUP_DIR || './backups'),
  }
}

/** Archive layout: the database snapshot, the uploads tree, and a manifest describing both. */
export const ARCHIVE_DATABASE = DATABASE_FILE
export const ARCHIVE_UPLOADS = 'uploads'
export const ARCHIVE_MANIFEST = 'manifest.json'

export type BackupManifest = {
  format: 1
  createdAt: string
  migrations: string[]
  rows: Record<string, number>
  uploads: number
}

/** A problem the person running the command can fix: printed as one line, exit code 1. */
export class OpsError extends Error {}

/** Copies a tree file by file: a hard link when possible (instant, uploads never change in place), else a copy. */
function copyTree(from: string, to: string): number {
  let count = 0
  if (!fs.existsSync(from)) return 0
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true })
      count += copyTree(source, target)
    } else if (entry.isFile() && !entry.name.endsWith('.tmp') && !fs.existsSync(target)) {
      try {
        fs.linkSync(source, target)
      } catch {
        try {
          fs.copyFileSync(source, target)
        } catch (err) {
          // deleted between listing and copying: the database snapshot decides whether it mattered
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
          continue
        }
      }
      count++
    }
  }
  return count
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
}

/** Row counts of every table of a database file, and the migrations applied to it. */
export function describeDatabase(file: string): Pick<BackupManifest, 'migrations' | 'rows'> & { integrity: string } {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const integrity = String(sqlite.pragma('integrity_check', { simple: true }))
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'").pluck().all() as string[]
    const rows: Record<string, number> = {}
    for (const table of tables.sort()) rows[table] = Number(sqlite.prepare(`select count(*) from "${table}"`).pluck().get())
    const hasMigrations = sqlite.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get()
    const migrations = hasMigrations ? (sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[]) : []
    return { integrity, migrations, rows }
  } finally {
    sqlite.close()
  }
}

/**
 * Writes a consistent snapshot while the server keeps running: SQLite's online backup API copies
 * the database page by page without blocking writers, and the uploads are copied before and after
 * it so that every file the snapshot references is in the archive (uploads are only ever added by
 * rename and removed, never changed in place). The archive appears by rename, never half-written.
 */
export async function createBackup(paths: OpsPaths, now = new Date()): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  const database = path.join(paths.dataDir, DATABASE_FILE)
  if (!fs.existsSync(database)) throw new OpsError(`No database at ${database}: check DATA_DIR.`)
  // Archives hold password hashes and applicants' phone numbers: folder 0700, archives 0600.
  ensurePrivateDir(paths.backupDir)
  const staging = fs.mkdtempSync(path.join(paths.backupDir, '.staging-'))
  try {
    const uploads = path.join(staging, ARCHIVE_UPLOADS)
    fs.mkdirSync(uploads)
    copyTree(paths.uploadsDir, uploads)
    const source = new SQLite(database, { fileMustExist: true })
    try {
      source.pragma('busy_timeout = 5000')
      // All remaining pages in one step: one read transaction, so writers cannot restart the copy.
      await source.backup(path.join(staging, ARCHIVE_DATABASE), { progress: () => 0x7fffffff })
    } finally {
      source.close()
    }
    copyTree(paths.uploadsDir, uploads)
    // Image files the snapshot does not refer to (an upload in progress, one left by a kill) stay out.
    const snapshot = new SQLite(path.join(staging, ARCHIVE_DATABASE), { readonly: true, fileMustExist: true })
    try {
      for (const orphan of findOrphanImages(uploads, referencedImageIds(snapshot))) fs.rmSync(path.join(uploads, orphan))
    } finally {
      snapshot.close()
    }

    const { integrity, migrations, rows } = describeDatabase(path.join(staging, ARCHIVE_DATABASE))
    if (integrity !== 'ok') throw new OpsError(`The database snapshot failed its integrity check: ${integrity}`)
    const fileCount = (fs.readdirSync(uploads, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(uploads, f)).isFile()).length
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), migrations, rows, uploads: fileCount }
    writePrivateFile(path.join(staging, ARCHIVE_MANIFEST), JSON.stringify(manifest, null, 2) + '\n')

    const file = path.join(paths.backupDir, `college-backup-${timestamp(now)}.tar.gz`)
    const partial = `${file}.partial`
    ensurePrivateFile(partial) // tar writes into the existing 0600 file and keeps its mode
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [ARCHIVE_MANIFEST, ARCHIVE_DATABASE, ARCHIVE_UPLOADS])
    makePrivate(partial)
    fs.renameSync(partial, file)
    return { file, manifest, bytes: fs.statSync(file).size }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** True when a folder is missing or holds no files (empty sub-folders, as a first start leaves, and the instance lock's files are fine). */
export function holdsNoFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return true
  const lockFiles: readonly string[] = LOCK_FILES
  return (fs.readdirSync(dir, { recursive: true }) as string[]).every((name) => lockFiles.includes(name) || fs.statSync(path.join(dir, name)).isDirectory())
}

/**
 * Brings an archive back into an EMPTY DATA_DIR and UPLOADS_DIR. Refuses non-empty folders (it
 * never overwrites a live site), unpacks into a staging folder first and checks the database there.
 * The session secret is not in backups: a restored site makes a new one, so old cookies end.
 */
export async function restoreBackup(archive: string, paths: Omit<OpsPaths, 'backupDir'>): Promise<BackupManifest> {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new OpsError(`No backup archive at ${archive}.`)
  return withRestoreLock(paths.dataDir, () => restoreInto(archive, paths))
}

/**
 * Runs a restore under DATA_DIR's lock (the archive's and the replica's alike): refused while a
 * server uses the folder, and no server starts on it meanwhile. A refused or failed restore leaves
 * the folder exactly as it found it, lock files included.
 */
export async function withRestoreLock<T>(dataDir: string, restore: () => Promise<T>): Promise<T> {
  ensurePrivateDir(dataDir)
  const lockWasThere = fs.existsSync(path.join(dataDir, LOCK_FILES[0]))
  let lock
  try {
    lock = acquireInstanceLock(dataDir, 'restore')
  } catch (err) {
    if (err instanceof StartError) throw new OpsError(err.message)
    throw err
  }
  let restored = false
  try {
    const result = await restore()
    restored = true
    return result
  } finally {
    lock.release()
    if (!restored && !lockWasThere) for (const name of LOCK_FILES) fs.rmSync(path.join(dataDir, name), { force: true })
  }
}

async function restoreInto(archive: string, paths: Omit<OpsPaths, 'backupDir'>): Promise<BackupManifest> {
  for (const [name, dir] of [['DATA_DIR', paths.dataDir], ['UPLOADS_DIR', paths.uploadsDir]] as const) {
    if (!holdsNoFiles(dir)) {
      throw new OpsError(`${name} (${dir}) is not empty. Restore only into empty folders: point ${name} at a new folder, or move the old one away first.`)
    }
  }
  const staging = fs.mkdtempSync(path.join(paths.dataDir, '.restore-'))
  try {
    try {
      // tar refuses absolute paths and ".." entries by default (preservePaths: false)
      await tar.x({ file: archive, cwd: staging, strict: true })
    } catch (err) {
      throw new OpsError(`${archive} is not a readable backup archive (${(err as Error).message}).`)
    }
    const manifestFile = path.join(staging, ARCHIVE_MANIFEST)
    const database = path.join(staging, ARCHIVE_DATABASE)
    if (!fs.existsSync(manifestFile) || !fs.existsSync(database)) throw new OpsError(`${archive} is not a backup made by npm run backup (no manifest or database inside).`)
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
    const { integrity } = describeDatabase(database)
    if (integrity !== 'ok') throw new OpsError(`The database in ${archive} failed its integrity check: ${integrity}`)

    fs.mkdirSync(paths.uploadsDir, { recursive: true })
    copyTree(path.join(staging, ARCHIVE_UPLOADS), paths.uploadsDir)
    makePrivate(database) // tar restores the mode it recorded, under the umask
    fs.renameSync(database, path.join(paths.dataDir, DATABASE_FILE))
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

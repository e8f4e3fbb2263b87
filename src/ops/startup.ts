import path from 'node:path'
import type { Config } from '../config.js'
import { UPLOAD_FOLDERS } from '../config.js'
import { DATABASE_FILE, migrateToLatest, openDatabase, type OpenDatabase } from '../db/connection.js'
import { removeStrayTempFiles } from '../http/images.js'
import { log } from '../log.js'
import { acquireInstanceLock } from './instance-lock.js'
import { removeOrphanImages } from './orphans.js'
import { checkDatabaseIntegrity, checkDatabaseWritable, checkExistingDatabase, checkWritableFolders } from './startup-checks.js'

/**
 * Everything between reading the configuration and building the app, in order: the DATA_DIR lock
 * (one process per folder), the folders' and the database's health, then clean-up that is safe
 * only because no other process uses the folders (half-written temp files, image files no row
 * refers to). Any failure releases what was taken and throws: the caller logs one line and exits.
 */
export async function openDataFolders(config: Config): Promise<OpenDatabase> {
  const lock = acquireInstanceLock(config.dataDir, 'server')
  let database: OpenDatabase | null = null
  try {
    const file = path.join(config.dataDir, DATABASE_FILE)
    checkExistingDatabase(file)
    checkWritableFolders([
      { name: 'DATA_DIR', dir: config.dataDir },
      ...UPLOAD_FOLDERS.map((folder) => ({ name: `UPLOADS_DIR/${folder}`, dir: path.join(config.uploadsDir, folder) })),
    ])
    const strayTempFiles = await removeStrayTempFiles(config.uploadsDir)
    if (strayTempFiles.length) log.warn('removed half-written uploads left by a crash', { files: strayTempFiles.length })

    database = openDatabase(config.dataDir)
    // Litestream ships the WAL and checkpoints it itself; a checkpoint of ours could restart the WAL
    // before it was shipped, and Litestream would then start a new generation (a full copy).
    if (config.litestream) database.sqlite.pragma('wal_autocheckpoint = 0')
    checkDatabaseIntegrity(database.sqlite, file)
    checkDatabaseWritable(database.sqlite, file)
    await migrateToLatest(database.db)

    const orphans = removeOrphanImages(database.sqlite, config.uploadsDir)
    if (orphans.files) log.warn('removed image files no row refers to (left by a stop during an upload)', { files: orphans.files, kb: Math.round(orphans.bytes / 1024) })
  } catch (err) {
    await database?.close().catch(() => {})
    lock.release()
    throw err
  }
  const { close } = database
  return {
    ...database,
    close: async () => {
      await close()
      lock.release()
    },
  }
}

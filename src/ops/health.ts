import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { UPLOAD_FOLDERS } from '../config.js'
import { DATABASE_FILE } from '../db/connection.js'
import type { AppContext } from '../http/context.js'
import { log } from '../log.js'
import { databaseWriteProblem } from './startup-checks.js'

/** Below this much free space on the disk of DATA_DIR or UPLOADS_DIR the server reports itself unhealthy. */
export const MIN_FREE_BYTES = 20 * 1024 * 1024
/**
 * With LITESTREAM=1 the server leaves checkpoints to Litestream, which keeps the WAL at a few MB; a
 * WAL past this size means Litestream is not running (nor replicating), and the disk fills.
 */
export const WAL_ALARM_BYTES = 64 * 1024 * 1024
/** How often the (more expensive) integrity check runs again; other checks run on every call. */
const INTEGRITY_EVERY_MS = 60_000

/**
 * GET /healthz: 200 { ok: true, database: 'open' } when the database answers a real query and would
 * accept a write, the integrity check passes, both folders are writable and their disks have room;
 * else 503 { ok: false, database, reason } with the reason in plain words (and one WARN line when
 * the state changes).
 */
export function healthz(ctx: AppContext): RequestHandler {
  const { sqlite, config } = ctx
  let integrity = { at: 0, problem: null as string | null }
  let lastProblem: string | null = null
  // The file the server opened: if the path stops leading to it (moved away for a restore, deleted),
  // writes would go to a file nobody will read again.
  const databaseFile = path.join(config.dataDir, DATABASE_FILE)
  const openedInode = fs.statSync(databaseFile, { throwIfNoEntry: false })?.ino

  const problem = (): string | null => {
    if (!sqlite.open) return 'the database is closed (the server is stopping)'
    try {
      sqlite.prepare('select count(*) from sqlite_master').pluck().get()
    } catch (err) {
      return `the database cannot be read [${(err as { code?: string }).code ?? 'error'}]`
    }
    if (fs.statSync(databaseFile, { throwIfNoEntry: false })?.ino !== openedInode) {
      return `the database file ${databaseFile} was moved, replaced or deleted while the server ran: restart the server`
    }
    const write = databaseWriteProblem(sqlite, { wait: false })
    if (write) return `the database cannot be written [${write}]`
    if (Date.now() - integrity.at > INTEGRITY_EVERY_MS) {
      let result: string
      try {
        result = String(sqlite.pragma('quick_check', { simple: true }))
      } catch (err) {
        result = (err as { code?: string }).code ?? 'error'
      }
      integrity = { at: Date.now(), problem: result === 'ok' ? null : `the database is damaged (${result.slice(0, 120)})` }
    }
    if (integrity.problem) return integrity.problem
    if (config.litestream) {
      const wal = fs.statSync(`${databaseFile}-wal`, { throwIfNoEntry: false })?.size ?? 0
      if (wal > WAL_ALARM_BYTES) {
        return `the database's WAL is ${Math.round(wal / 1024 / 1024)} MB: with LITESTREAM=1 the server leaves checkpoints to Litestream, which is not running (systemctl status college-replicate), so nothing is replicated and the disk fills`
      }
    }
    for (const [name, dir] of [['DATA_DIR', config.dataDir], ['UPLOADS_DIR', config.uploadsDir]] as const) {
      try {
        const disk = fs.statfsSync(dir)
        if (disk.bavail * disk.bsize < MIN_FREE_BYTES) return `the disk of ${name} is full (less than ${MIN_FREE_BYTES / 1024 / 1024} MB free)`
      } catch (err) {
        return `${name} cannot be read [${(err as { code?: string }).code ?? 'error'}]`
      }
    }
    for (const folder of UPLOAD_FOLDERS) {
      try {
        fs.accessSync(path.join(config.uploadsDir, folder), fs.constants.W_OK)
      } catch (err) {
        return `UPLOADS_DIR/${folder} cannot be written [${(err as { code?: string }).code ?? 'error'}]`
      }
    }
    return null
  }

  return (_req, res) => {
    const reason = problem()
    if (reason !== lastProblem) {
      if (reason) log.warn('health check failed', { reason })
      else if (lastProblem) log.info('health check passes again')
      lastProblem = reason
    }
    res.setHeader('Cache-Control', 'no-store')
    if (reason) res.status(503).json({ ok: false, database: sqlite.open ? 'open' : 'closed', reason })
    else res.json({ ok: true, database: 'open' })
  }
}

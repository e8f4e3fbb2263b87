import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../src/db/connection'
import { startTestServer } from '../helpers/server'
import { SPEC, spawnServer, tempDirs, type ChildServer } from './support'

/**
 * Continuous replication with Litestream (docs/decisions/181): the server writes, is killed in the
 * middle of writing, the disk "dies", and the database rebuilt from the replica by
 * `npm run restore -- --from-replica` holds every write that was acknowledged, and the server
 * starts on it.
 */

const RUN_MS = 2000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a script of scripts/ as its npm command does, with only the given environment. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  // its own process group, so a clean-up after a failure also stops the Litestream it started
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { cwd: process.cwd(), env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

describe('the database replicated off the machine (Litestream)', () => {
  const dirs = tempDirs('replication')
  const replicaDir = path.join(dirs.root, 'replica')
  const replica = { REPLICA_URL: `file://${replicaDir}` }
  const servers: ChildServer[] = []
  const children: ReturnType<typeof runScript>[] = []
  afterAll(async () => {
    for (const server of servers) await server.kill()
    for (const { child, exited } of children) {
      // the whole group: a grandchild still holding the pipes would keep 'close' from ever firing
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
      await exited
    }
    dirs.remove()
  })

  it('leaves WAL checkpoints to Litestream only when LITESTREAM=1', async () => {
    const replicated = await startTestServer({ LITESTREAM: '1' })
    const alone = await startTestServer()
    try {
      expect(replicated.ctx.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
      expect(alone.ctx.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
    } finally {
      await replicated.close()
      await alone.close()
    }
  })

  it('reports itself unhealthy when Litestream does not take the WAL over (LITESTREAM=1 without npm run replicate)', async () => {
    const server = await startTestServer({ LITESTREAM: '1' })
    try {
      expect((await server.fetch('/healthz')).status).toBe(200)
      // more than WAL_ALARM_BYTES written, and nobody checkpoints
      server.ctx.sqlite.exec('create table wal_filler (x blob)')
      server.ctx.sqlite.exec('with recursive n(i) as (select 1 union all select i + 1 from n where i < 70) insert into wal_filler select randomblob(1000000) from n')
      const unhealthy = await server.fetch('/healthz')
      expect(unhealthy.status).toBe(503)
      expect((await unhealthy.json()).reason).toMatch(/WAL is \d+ MB: with LITESTREAM=1 .* Litestream, which is not running/)
      server.ctx.sqlite.exec('drop table wal_filler')
      server.ctx.sqlite.pragma('wal_checkpoint(TRUNCATE)')
      expect((await server.fetch('/healthz')).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('finds every acknowledged write in a database restored from the replica after a kill mid-write', async () => {
    const env = { DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, SUBMIT_RATE_LIMIT: '1000000', LITESTREAM: '1' }
    const server = await spawnServer(env)
    servers.push(server)
    const replicator = runScript('replicate.ts', [], { DATA_DIR: dirs.dataDir, ...replica })
    children.push(replicator)
    // Litestream's first snapshot of the database
    for (let waited = 0; !fs.existsSync(path.join(replicaDir, 'generations')); waited += 100) {
      if (replicator.child.exitCode !== null || waited > 20_000) throw new Error(`no replica after ${waited} ms:\n${replicator.output()}`)
      await sleep(100)
    }

    const acknowledged: string[] = []
    let killed = false
    const writer = async (id: number) => {
      for (let n = 0; !killed; n++) {
        const fullname = `replicated-${id}-${n}`
        try {
          const res = await fetch(server.url + SPEC.admission, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ fullname, city: 'Shahdol', phone: '9000000000', course: '' }) })
          await res.arrayBuffer()
          if (res.status === 201) acknowledged.push(fullname)
        } catch {
          // the server died during this one: not acknowledged
        }
      }
    }
    const writers = Array.from({ length: 6 }, (_, id) => writer(id))
    // killed mid-write once enough writes are acknowledged, however busy the machine (a hang detector, not a speed check)
    const started = Date.now()
    try {
      while (Date.now() - started < RUN_MS || acknowledged.length <= 20) {
        if (Date.now() - started > 120_000) throw new Error(`only ${acknowledged.length} writes acknowledged in 2 minutes`)
        await sleep(50)
      }
      await server.kill()
    } finally {
      // on a failure too: the writers would otherwise loop on against a dead server
      killed = true
    }
    await Promise.all(writers)
    expect(server.process.signalCode).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThan(20)

    // Litestream, still running, ships the WAL the killed server left; a stop sends what is left
    await sleep(1500)
    replicator.child.kill('SIGTERM')
    expect(await replicator.exited, replicator.output()).toBe(0)

    // the disk dies
    fs.rmSync(dirs.dataDir, { recursive: true, force: true })
    fs.rmSync(dirs.uploadsDir, { recursive: true, force: true })

    const fresh = path.join(dirs.root, 'fresh-data')
    const restore = runScript('restore.ts', ['--from-replica'], { DATA_DIR: fresh, ...replica })
    children.push(restore)
    expect(await restore.exited, restore.output()).toBe(0)
    expect(restore.output()).toMatch(/integrity ok/)
    expect(restore.output()).toMatch(/admission_queries: \d+/)

    const sqlite = new SQLite(path.join(fresh, DATABASE_FILE), { readonly: true })
    const stored = new Set(sqlite.prepare('select fullname from admission_queries').pluck().all() as string[])
    sqlite.close()
    const lost = acknowledged.filter((name) => !stored.has(name))
    console.log(`replication: ${acknowledged.length} admissions acknowledged before the kill, ${acknowledged.length - lost.length} in the restored database (${stored.size} rows)`)
    expect(lost).toEqual([])

    // a second restore into the same folder is refused: it never overwrites
    const again = runScript('restore.ts', ['--from-replica'], { DATA_DIR: fresh, ...replica })
    children.push(again)
    expect(await again.exited).toBe(1)
    expect(again.output()).toMatch(/is not empty/)

    const restarted = await spawnServer({ DATA_DIR: fresh, UPLOADS_DIR: path.join(dirs.root, 'fresh-uploads') })
    servers.push(restarted)
    expect((await fetch(restarted.url + '/healthz')).status).toBe(200)
    expect((await fetch(restarted.url + '/')).status).toBe(200)
  })
})

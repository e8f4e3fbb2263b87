/**
 * `npm run bench` section 8 (alone: `npm run bench -- --replication`): the database streamed by
 * Litestream (`npm run replicate`, a file replica here) while the server takes steady submits.
 *   - lag: a marked submit is answered, then the replica is restored again and again until it holds
 *     it; the time from the answer to the first restore holding it (each restore's own time is part
 *     of it, and reported);
 *   - the restore drill: `npm run restore -- --from-replica` into a fresh folder, then the server
 *     started on it until /healthz answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { litestreamBinary } from '../../src/ops/replica'

type Options = { dataDir: string; work: string; start: (env: Record<string, string>) => ChildProcess; base: string; seconds: number }

const WRITES_PER_SECOND = 20
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor200(url: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(10)) {
    const ok = await fetch(url).then((res) => res.status === 200, () => false)
    if (ok) return
  }
  throw new Error(`${url} did not answer 200 within 60 s`)
}

function stopped(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
    child.kill(signal)
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

export async function replicationFigures({ dataDir, work, start, base, seconds }: Options): Promise<void> {
  console.log(`\n8. Replication with Litestream (file replica), ${WRITES_PER_SECOND} submits/s for ${seconds} s`)
  const replicaDir = path.join(work, 'replica')
  const replicaUrl = `file://${replicaDir}`
  const server = start({ LITESTREAM: '1' })
  await waitFor200(`${base}/healthz`)
  const replicator = spawn(process.execPath, ['--import', 'tsx', 'scripts/replicate.ts'], { env: { ...process.env, DATA_DIR: dataDir, REPLICA_URL: replicaUrl }, stdio: ['ignore', 'ignore', 'inherit'] })
  try {
    while (!fs.existsSync(path.join(replicaDir, 'generations'))) {
      if (replicator.exitCode !== null) throw new Error('npm run replicate stopped')
      await sleep(50)
    }
    const submit = (fullname: string) =>
      fetch(`${base}/api/admission/submit`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ fullname, city: 'Shahdol', phone: '9000000000', course: '' }) }).then((res) => res.status)

    let writing = true
    let sent = 0
    const steady = (async () => {
      while (writing) {
        await submit(`Steady ${++sent}`)
        await sleep(1000 / WRITES_PER_SECOND)
      }
    })()

    const probe = path.join(work, 'lag-probe.sqlite')
    const lags: number[] = []
    const restoreMs: number[] = []
    const until = Date.now() + seconds * 1000
    for (let n = 0; Date.now() < until; n++) {
      const marker = `Lag marker ${n}`
      if ((await submit(marker)) !== 201) throw new Error('a marked submit was refused')
      const answered = performance.now()
      for (;;) {
        fs.rmSync(probe, { force: true })
        const before = performance.now()
        const run = spawnSync(litestreamBinary(), ['restore', '-o', probe, replicaUrl], { encoding: 'utf8' })
        restoreMs.push(performance.now() - before)
        if (run.status === 0) {
          const db = new SQLite(probe, { readonly: true })
          const found = db.prepare('select 1 from admission_queries where fullname = ?').get(marker)
          db.close()
          if (found) break
        }
        if (performance.now() - answered > 30_000) throw new Error(`${marker} not in the replica after 30 s`)
      }
      lags.push(performance.now() - answered)
      await sleep(500)
    }
    writing = false
    await steady
    console.log(`   lag from a submit's answer to a restore holding it: median ${Math.round(median(lags))} ms, highest ${Math.round(Math.max(...lags))} ms over ${lags.length} markers (sync interval 1 s; one restore of the replica takes ~${Math.round(median(restoreMs))} ms, part of each figure)`)
  } finally {
    await stopped(server)
    await stopped(replicator)
  }

  // The drill: the disk is gone, the database comes back from the replica into a fresh folder.
  const fresh = path.join(work, 'drill-data')
  const drillStarted = performance.now()
  const restore = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '--from-replica'], { env: { ...process.env, DATA_DIR: fresh, REPLICA_URL: replicaUrl }, encoding: 'utf8' })
  const restoreWall = performance.now() - drillStarted
  if (restore.status !== 0) throw new Error(`restore --from-replica failed: ${restore.stderr}${restore.stdout}`)
  const bytes = fs.statSync(path.join(fresh, 'college.sqlite')).size
  const serverStarted = performance.now()
  const restarted = start({ DATA_DIR: fresh, UPLOADS_DIR: `${fresh}-uploads` })
  await waitFor200(`${base}/healthz`)
  const startMs = performance.now() - serverStarted
  await stopped(restarted)
  console.log(`   restore drill: npm run restore -- --from-replica ${Math.round(restoreWall)} ms for ${(bytes / 1024 / 1024).toFixed(1)} MB (${restore.stdout.split('\n')[0]?.replace(/^.* in (\d+) ms.*$/, 'Litestream and the checks: $1 ms')}), then the server up on it in ${Math.round(startMs)} ms`)
}

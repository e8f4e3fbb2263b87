/**
 * `npx tsx scripts/load.ts`: 200 concurrent clients (CONNECTIONS) for 30 s (DURATION, seconds) on
 * the public pages and the two public forms, against the production server started as a child
 * process on a throwaway DATA_DIR with demo content. Fails (exit 1) on any error response, any
 * acknowledged submission missing from the database, or memory that does not settle back.
 * Prints one JSON line (prefix "load-result ") for tests and CI.
 */
import { spawn } from 'node:child_process'
import { startArgs, startEnv } from './start-command'
import { freePort } from './free-port'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import autocannon, { type Result } from 'autocannon'

const DURATION = Number(process.env.DURATION || 30)
const CONNECTIONS = Number(process.env.CONNECTIONS || 200)
/** Share of the clients that submit forms; the rest read pages. */
const SUBMIT_SHARE = 0.1
/**
 * "Flat" memory: V8 grows its heap to a working size in the first seconds of load and then holds it
 * (a 60 s run plateaus at ~320 MB after ~10 s), so the check is that RSS stops growing: the median of
 * the last third of the run may exceed the median of the middle third by at most this much (MB).
 * A leak keeps growing and fails it. Checked on runs of 20 s or more (thirds of a 5 s CI run are noise).
 */
const RSS_CREEP_LIMIT_MB = Number(process.env.RSS_CREEP_LIMIT_MB || 40)
/** A request slower than this counts as failed (s); generous because CI machines are shared. */
const REQUEST_TIMEOUT_S = 20
const PAGES = ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm']

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'college-load-'))
  const dataDir = path.join(root, 'data')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // What `npm start` runs (the bundled server) when the build has it, else the source through tsx.
  const bundle = path.resolve(process.env.BUILD_DIR || 'dist', 'app', 'server.mjs')
  const command = fs.existsSync(bundle) ? startArgs(process.cwd()) : ['--import', 'tsx', 'server.ts']
  const server = spawn(process.execPath, command, {
    env: { ...process.env, ...startEnv(process.cwd()), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, UPLOADS_DIR: path.join(root, 'uploads'), SEED_DEMO: '1', SUBMIT_RATE_LIMIT: '10000000', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
      if (await fetch(url + '/healthz').then((r) => r.ok, () => false)) break
      if (i > 600) throw new Error('server did not start within 60 s')
      await sleep(100)
    }
    const rssStarted = rssMb(server.pid!)
    // warm-up: render and cache every page once, let the JIT settle
    await autocannon({ url, connections: 20, duration: 2, requests: PAGES.map((p) => ({ method: 'GET', path: p })) })
    await sleep(1000)
    const rssBefore = rssMb(server.pid!)

    const samples: { at: number; mb: number }[] = []
    const startedAt = Date.now()
    const sampler = setInterval(() => samples.push({ at: (Date.now() - startedAt) / 1000, mb: rssMb(server.pid!) }), 250)
    let submitted = 0
    const submitClients = Math.max(2, Math.round(CONNECTIONS * SUBMIT_SHARE))
    const headers = { 'content-type': 'application/json', origin: url }
    const unique = () => `Load ${process.pid}-${submitted++}`
    const [pages, submits] = await Promise.all([
      autocannon({ url, connections: CONNECTIONS - submitClients, duration: DURATION, timeout: REQUEST_TIMEOUT_S, requests: PAGES.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })) }),
      autocannon({
        url,
        connections: submitClients,
        duration: DURATION,
        timeout: REQUEST_TIMEOUT_S,
        requests: [
          { method: 'POST', path: '/api/admission/submit', headers, setupRequest: (req: object) => ({ ...req, body: JSON.stringify({ fullname: unique(), city: 'Shahdol', phone: '9000000000', course: '' }) }) },
          { method: 'POST', path: '/api/contact/addContact', headers, setupRequest: (req: object) => ({ ...req, body: JSON.stringify({ name: unique(), email: 'load@example.org', mobile: '9000000000', message: 'Load test message' }) }) },
        ],
      }),
    ])
    clearInterval(sampler)
    const peak = Math.max(rssBefore, ...samples.map((s) => s.mb))
    const median = (from: number, to: number) => {
      const values = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.mb).sort((a, b) => a - b)
      return values.length ? values[Math.floor(values.length / 2)]! : rssBefore
    }
    const middleThird = median(DURATION / 3, (DURATION * 2) / 3)
    const lastThird = median((DURATION * 2) / 3, Infinity)
    await sleep(2000)
    if (global.gc) global.gc()
    const rssAfter = rssMb(server.pid!)
    const healthy = await fetch(url + '/healthz').then((r) => r.ok, () => false)
    server.kill('SIGTERM')
    await exited

    const sqlite = new SQLite(path.join(dataDir, 'college.sqlite'), { readonly: true })
    const stored = Number(sqlite.prepare("select (select count(*) from admission_queries where fullname like 'Load %') + (select count(*) from contact_queries where name like 'Load %')").pluck().get())
    const integrity = String(sqlite.pragma('integrity_check', { simple: true }))
    sqlite.close()

    const count = (r: Result, from: number, to: number) => Object.entries(r.statusCodeStats).reduce((sum, [code, s]) => (Number(code) >= from && Number(code) < to ? sum + s.count : sum), 0)
    const summary = {
      server: command.join(' '),
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      pageRequests: pages.requests.total,
      pagesPerSecond: Math.round(pages.requests.average),
      pageLatencyP99Ms: pages.latency.p99,
      submitRequests: submits.requests.total,
      submitsAcknowledged: count(submits, 200, 300),
      submitsStored: stored,
      errorResponses: count(pages, 400, 600) + count(submits, 400, 600),
      socketErrors: pages.errors + submits.errors - pages.timeouts - submits.timeouts,
      timeouts: pages.timeouts + submits.timeouts,
      submitLatencyP99Ms: submits.latency.p99,
      rssStartedMb: Math.round(rssStarted),
      rssBeforeMb: Math.round(rssBefore),
      rssPeakMb: Math.round(peak),
      rssMiddleThirdMedianMb: Math.round(middleThird),
      rssLastThirdMedianMb: Math.round(lastThird),
      rssAfterMb: Math.round(rssAfter),
      healthyAfter: healthy,
      integrity,
    }
    console.log(`load: server ${summary.server}`)
    console.log(`load: ${CONNECTIONS} clients for ${DURATION} s — ${summary.pageRequests} page requests (${summary.pagesPerSecond}/s, p99 ${summary.pageLatencyP99Ms} ms), ${summary.submitsAcknowledged} submissions acknowledged, ${stored} stored`)
    console.log(`load: error responses ${summary.errorResponses}, socket errors ${summary.socketErrors}, timeouts ${summary.timeouts}; RSS ${summary.rssBeforeMb} MB before, ${summary.rssPeakMb} MB peak, median ${summary.rssMiddleThirdMedianMb} MB in the middle third and ${summary.rssLastThirdMedianMb} MB in the last, ${summary.rssAfterMb} MB after`)
    if (process.env.LOAD_TRACE) console.log('load: RSS samples ' + samples.filter((_, i) => i % 8 === 0).map((s) => `${s.at.toFixed(0)}s=${s.mb.toFixed(0)}`).join(' '))
    console.log('load-result ' + JSON.stringify(summary))

    const problems: string[] = []
    if (summary.errorResponses || summary.socketErrors || summary.timeouts) problems.push('some requests failed')
    // autocannon stops counting at the deadline: requests then in flight may be stored but uncounted
    if (stored < summary.submitsAcknowledged) problems.push(`${summary.submitsAcknowledged - stored} acknowledged submissions are missing`)
    if (DURATION >= 20 && lastThird - middleThird > RSS_CREEP_LIMIT_MB) problems.push(`RSS kept growing: ${Math.round(middleThird)} → ${Math.round(lastThird)} MB`)
    if (!healthy || integrity !== 'ok') problems.push('server unhealthy after the run')
    if (problems.length) {
      console.error('load: FAILED — ' + problems.join('; '))
      process.exitCode = 1
    }
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    fs.rmSync(root, { recursive: true, force: true })
  }
}

await main()

/**
 * `npm run bench`: the performance figures of docs/performance.md, in one run.
 *   1. page throughput and latency vs. the same bytes from a bare Express handler; render after a write
 *   2. admission submits per second, 201s answered vs rows found
 *   3. server RSS after start and after load; cold start to the first 200
 *   4. per public page in Chromium as a low-end phone: bytes, FCP, LCP, TBT, CLS
 * BENCH_SECONDS (default 10) sets each load run's length.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import SQLite from 'better-sqlite3'
import autocannon, { type Result } from 'autocannon'
import { measurePages } from './bench/browser'
import { startArgs } from './start-command'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = 50
const PORT = 3600
const BASELINE_PORT = 3601
const ADMIN = { email: 'bench@college.test', password: 'bench-password' }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-'))
const base = `http://127.0.0.1:${PORT}`
const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

function ensureBuild() {
  if (!fs.existsSync(path.join(root, process.env.BUILD_DIR || 'dist', 'app', 'server.mjs'))) {
    console.log('building…')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  }
}

/** The server exactly as `npm start` runs it: the node flags and script of package.json's start. */
function startServer(): ChildProcess {
  return spawn(process.execPath, startArgs(root), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      UPLOADS_DIR: path.join(work, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SUBMIT_RATE_LIMIT: '100000000',
    },
  })
}

async function waitFor200(url: string, timeoutMs = 60_000): Promise<number> {
  const start = performance.now()
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url)
      if (res.status === 200) return performance.now() - start
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024
}

function load(url: string, extra: Record<string, unknown> = {}): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: browserHeaders, ...extra })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]
const pad = (value: string | number, width: number) => String(value).padStart(width)
const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function main() {
  ensureBuild()
  console.log(`bench: ${os.cpus().length} cores, Node ${process.version}, ${SECONDS} s per run, ${CONNECTIONS} connections\n`)

  // A first start writes the demo content; the measured start opens an existing database.
  let server = startServer()
  await waitFor200(`${base}/`)
  await stop(server)
  const spawnedAt = performance.now()
  server = startServer()
  await waitFor200(`${base}/`)
  const coldStartMs = performance.now() - spawnedAt
  const rssAfterStart = rssMb(server.pid!)

  const blogs = (await (await fetch(`${base}/api/blogs/getAllBlogs`)).json()) as { data?: { _id: string }[] } | { _id: string }[]
  const blogId = (Array.isArray(blogs) ? blogs : blogs.data ?? [])[0]?._id
  const pages = ['/', '/blogs', ...(blogId ? [`/blogs/detail/${blogId}`] : [])]

  // The same bytes and headers, from memory, in a bare Express process.
  const snapshot: Record<string, { headers: Record<string, string>; body: string }> = {}
  for (const page of pages) {
    const res = await fetch(base + page, { headers: browserHeaders, decompress: false } as RequestInit)
    const headers: Record<string, string> = {}
    // Every header ours sends (security headers included), so both answers are byte for byte alike.
    for (const [name, value] of res.headers) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'server-timing'].includes(name)) headers[name] = value
    }
    snapshot[page] = { headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') }
  }
  const snapshotFile = path.join(work, 'baseline.json')
  fs.writeFileSync(snapshotFile, JSON.stringify(snapshot))
  const baseline = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/baseline.ts', snapshotFile, String(BASELINE_PORT)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  await new Promise((resolve) => baseline.once('message', resolve))

  console.log('1. Pages at 50 connections (brotli, as a browser asks)')
  console.log(`${'page'.padEnd(34)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bare req/s', 12)}${pad('ratio', 7)}  target ≥ 0.9`)
  for (const page of pages) {
    const ours = await load(base + page)
    const bare = await load(`http://127.0.0.1:${BASELINE_PORT}${page}`)
    const ratio = ours.requests.average / bare.requests.average
    const errors = ours.errors + ours.non2xx
    console.log(
      `${page.slice(0, 33).padEnd(34)}${pad(Math.round(ours.requests.average), 9)}${pad(ours.latency.p50, 8)}${pad(ours.latency.p99, 8)}${pad(Math.round(bare.requests.average), 12)}${pad(ratio.toFixed(2), 7)}  ${ok(ratio >= 0.9)}${errors ? `  (${errors} errors)` : ''}`,
    )
  }
  await stop(baseline)

  // Render after a content write: each write invalidates the cache, the next GET renders anew.
  const cookie = await login()
  const renders: number[] = []
  const serverRenders: number[] = []
  for (let i = 0; i < 40; i++) {
    const write = await fetch(`${base}/api/topbar/addTopbarData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ message: `Bench notice ${i}`, link: 'https://example.com/' }),
    })
    if (!write.ok) throw new Error(`topbar write failed: ${write.status}`)
    const start = performance.now()
    const res = await fetch(`${base}/`, { headers: browserHeaders })
    await res.arrayBuffer()
    renders.push(performance.now() - start)
    const timing = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
    if (!timing) throw new Error('the GET after a write was not rendered anew (no Server-Timing)')
    serverRenders.push(Number(timing[1]))
  }
  console.log(`\n   first render of / after a content write (server, Server-Timing): p50 ${median(serverRenders).toFixed(1)} ms, p90 ${percentile(serverRenders, 0.9).toFixed(1)} ms  target p50 ≤ 5 ms  ${ok(median(serverRenders) <= 5)}`)
  console.log(`   the same requests as the client saw them (loopback, brotli): p50 ${median(renders).toFixed(1)} ms, p90 ${percentile(renders, 0.9).toFixed(1)} ms`)

  // Admission submits, each with a unique name so rows can be counted afterwards.
  let counter = 0
  const submits = await autocannon({
    url: `${base}/api/admission/submit`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', origin: base },
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: JSON.stringify({ fullname: `Bench Student ${++counter}`, city: 'Shahdol', phone: '9999999999', course: 'LLB(3yrs.)' }),
        }),
      },
    ],
  })
  const answered201 = submits.statusCodeStats['201']?.count ?? 0
  const sqlite = new SQLite(path.join(work, 'data', 'college.sqlite'), { readonly: true })
  const rows = (sqlite.prepare("select count(*) as n from admission_queries where fullname like 'Bench Student %'").get() as { n: number }).n
  sqlite.close()
  console.log('\n2. Admission submits at 50 connections')
  console.log(`   ${Math.round(submits.requests.average)} req/s (target ≥ 1000: ${ok(submits.requests.average >= 1000)}), p50 ${submits.latency.p50} ms, p99 ${submits.latency.p99} ms`)
  // autocannon stops counting at the deadline; requests then in flight are written but not counted.
  const inFlight = rows - answered201
  console.log(`   201 answered: ${answered201}, rows found: ${rows}  (target equal: ${ok(inFlight >= 0 && inFlight <= CONNECTIONS)}${inFlight ? `, ${inFlight} answered after the run's deadline` : ''}); other statuses: ${submits.non2xx}, errors: ${submits.errors}`)

  const rssAfterLoad = rssMb(server.pid!)
  console.log('\n3. Server process')
  console.log(`   RSS after start ${rssAfterStart.toFixed(0)} MB, after load ${rssAfterLoad.toFixed(0)} MB  (target ≤ 150 MB: ${ok(rssAfterLoad <= 150)})`)
  console.log(`   cold start to first 200 of /: ${coldStartMs.toFixed(0)} ms  (target ≤ 1500 ms: ${ok(coldStartMs <= 1500)})`)

  const publicPages = ['/', '/aboutUs', '/course', '/blogs', ...(blogId ? [`/blogs/detail/${blogId}`] : []), '/eventGallery', '/contactUs', '/addmissionForm']
  const figures = await measurePages(base, publicPages)
  console.log('\n4. Public pages at 360 px, DPR 2, 1.6 Mbps / 150 ms RTT, CPU 4× (bytes transferred, KB)')
  console.log(`${'page'.padEnd(26)}${pad('HTML', 7)}${pad('CSS', 7)}${pad('JS', 7)}${pad('img', 7)}${pad('all', 7)}${pad('FCP', 7)}${pad('LCP', 7)}${pad('TBT', 6)}${pad('CLS', 7)}`)
  const kb = (n: number) => (n / 1024).toFixed(1)
  for (const f of figures) {
    const pass = f.lcp <= 2000 && f.tbt <= 100 && f.cls <= 0.05
    console.log(
      `${f.path.slice(0, 25).padEnd(26)}${pad(kb(f.bytes.html), 7)}${pad(kb(f.bytes.css), 7)}${pad(kb(f.bytes.js), 7)}${pad(kb(f.bytes.image), 7)}${pad(kb(f.bytes.total), 7)}${pad(Math.round(f.fcp), 7)}${pad(Math.round(f.lcp), 7)}${pad(Math.round(f.tbt), 6)}${pad(f.cls.toFixed(3), 7)}  ${ok(pass)}`,
    )
  }
  console.log('   targets: LCP ≤ 2000 ms, TBT ≤ 100 ms, CLS ≤ 0.05')

  await stop(server)
  fs.rmSync(work, { recursive: true, force: true })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

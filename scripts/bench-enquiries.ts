/**
 * `npm run bench:enquiries`: the enquiry desk with 100,000 enquiries, against the server exactly
 * as `npm start` runs it (its bounded heap). Prints:
 *   - the admission panel's first page: the dashboard HTML plus its first paged call (ms)
 *   - search answers (ms, median and worst of several searches)
 *   - CSV export of all 100k rows, streamed (ms, MB)
 *   - the spec's getAllAddmissionQueries (every item) (ms, MB)
 *   - the server's RSS, sampled every 50 ms through all of it (MB, highest)
 * ENQUIRIES (default 100000) sets the number of admission enquiries.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import SQLite from 'better-sqlite3'
import { freePort } from './free-port'
import { startArgs, startEnv } from './start-command'
import { freshBuild } from './bench/fresh-build'
import { waitUp } from './wait-up'

const COUNT = Number(process.env.ENQUIRIES || 100_000)
const ADMIN = { email: 'bench@college.test', password: 'bench-password' }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-enquiries-'))
const dataDir = path.join(work, 'data')

const CITIES = ['Shahdol', 'Rewa', 'Jabalpur', 'Satna', 'Umaria', 'Anuppur', 'Katni', 'Sidhi']
const NAMES = ['Asha', 'Ravi', 'Priya', 'Amit', 'Neha', 'Rahul', 'Pooja', 'Vikas', 'Sunita', 'Arjun']
const SURNAMES = ['Sharma', 'Verma', 'Patel', 'Singh', 'Gupta', 'Tiwari', 'Mishra', 'Yadav']
const COURSES = ['LLB(5yrs.)', 'LLB(3yrs.)', 'LLM(2yrs.)', '']
const STATUSES = ['new', 'new', 'new', 'contacted', 'admitted', 'not-interested', 'spam']

async function main() {
  freshBuild(root)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env, ...startEnv(root), NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, UPLOADS_DIR: path.join(work, 'uploads'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' }

  // 1. start once to migrate, stop, fill the database directly (fast), start again
  let server = spawn(process.execPath, startArgs(root), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env })
  await waitUp(base)
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  const filled = performance.now()
  fill(path.join(dataDir, 'college.sqlite'))
  console.log(`filled ${COUNT.toLocaleString('en')} admission + ${(COUNT / 10).toLocaleString('en')} contact enquiries in ${((performance.now() - filled) / 1000).toFixed(1)} s`)

  server = spawn(process.execPath, startArgs(root), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env })
  await waitUp(base)
  let rssMax = 0
  const rss = () => {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
  }
  const rssAtStart = rss()
  // The highest RSS over the whole run, and since the last row (each row shows its own peak).
  let rowMax = 0
  const sample = () => {
    const now = rss()
    rssMax = Math.max(rssMax, now)
    rowMax = Math.max(rowMax, now)
  }
  const sampler = setInterval(sample, 50)
  const peak = () => {
    sample()
    const value = rowMax
    rowMax = 0
    return ` [RSS peak ${value.toFixed(0)} MB]`
  }

  try {
    rowMax = 0
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) })
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const get = async (url: string) => {
      const start = performance.now()
      const res = await fetch(base + url, { headers: { cookie, 'accept-encoding': 'gzip, br' } })
      const bytes = (await res.arrayBuffer()).byteLength
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
      return { ms: performance.now() - start, bytes }
    }

    const rows: [string, string][] = [['sign-in (argon2 verification)', `${login.status}${peak()}`]]
    // warm-up (first render of the dashboard page loads its code)
    await get('/vvs/panel/dashboard?panel=admission-queries')
    const firstPage: number[] = []
    for (let i = 0; i < 5; i++) {
      const html = await get('/vvs/panel/dashboard?panel=admission-queries')
      const page = await get('/api/admission/queries?size=25')
      firstPage.push(html.ms + page.ms)
    }
    rows.push(['admission panel, first page (HTML + first paged call), median of 5', `${median(firstPage).toFixed(0)} ms (target ≤ 1000)${peak()}`])

    const searches = ['ravi', 'sharma', 'rewa', '98260', '+91 70000 1', 'nobody-at-all', 'priya verma']
    const searchTimes: number[] = []
    for (const q of searches) {
      for (const extra of ["", "&status=new", "&status=contacted&course=LLB(3yrs.)"]) {
        const ms = (await get(`/api/admission/queries?q=${encodeURIComponent(q)}${extra}`)).ms
        searchTimes.push(ms)
        if (process.env.BENCH_VERBOSE) console.log(`  search ${JSON.stringify(q + extra)}: ${ms.toFixed(0)} ms`)
      }
    }
    rows.push([`search (${searchTimes.length} searches, with and without filters)`, `median ${median(searchTimes).toFixed(0)} ms, worst ${Math.max(...searchTimes).toFixed(0)} ms (target ≤ 300)${peak()}`])
    const dated = await get('/api/admission/queries?from=2025-03-01&to=2025-03-31&status=new')
    rows.push(['date range + status filter', `${dated.ms.toFixed(0)} ms${peak()}`])

    const csv = await get('/api/admission/exportQueries')
    rows.push([`CSV export of all ${COUNT.toLocaleString('en')} (streamed)`, `${csv.ms.toFixed(0)} ms, ${(csv.bytes / 1e6).toFixed(1)} MB (target ≤ 5000 ms)${peak()}`])

    const all = await get('/api/admission/getAllAddmissionQueries')
    rows.push([`getAllAddmissionQueries (spec: every item)`, `${all.ms.toFixed(0)} ms, ${(all.bytes / 1e6).toFixed(1)} MB on the wire${peak()}`])
    const summary = await get('/api/enquiries/summary')
    rows.push(['sidebar count of new (summary)', `${summary.ms.toFixed(0)} ms${peak()}`])

    clearInterval(sampler)
    rssMax = Math.max(rssMax, rss())
    rows.push(['server RSS: after start / highest through all of the above', `${rssAtStart.toFixed(0)} MB / ${rssMax.toFixed(0)} MB (target ≤ 150)`])

    console.log(`\nEnquiries at scale (${COUNT.toLocaleString('en')} admission enquiries), server as npm start runs it`)
    const width = Math.max(...rows.map(([label]) => label.length))
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`)
  } finally {
    clearInterval(sampler)
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    fs.rmSync(work, { recursive: true, force: true })
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Enquiries spread over two years, with statuses and some notes, written in one transaction. */
function fill(file: string) {
  const db = new SQLite(file)
  const admission = db.prepare('INSERT INTO admission_queries (id, fullname, city, phone, course, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const contact = db.prepare('INSERT INTO contact_queries (id, name, email, mobile, message, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const note = db.prepare("INSERT INTO enquiry_notes (id, kind, query_id, author_id, author_name, body, created_at) VALUES (?, 'admission', ?, NULL, 'Bench Clerk', ?, ?)")
  const start = Date.parse('2025-01-01T00:00:00Z')
  const span = 2 * 365 * 86_400_000
  db.transaction(() => {
    for (let i = 0; i < COUNT; i++) {
      const at = new Date(start + Math.floor((i / COUNT) * span)).toISOString()
      const name = `${NAMES[i % NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`
      const id = `b${String(i).padStart(23, '0')}`
      admission.run(id, name, CITIES[i % CITIES.length], `+91 ${70000 + (i % 29999)} ${String(i).padStart(5, '0')}`, COURSES[i % COURSES.length], STATUSES[i % STATUSES.length], at, at)
      if (i % 20 === 0) note.run(`n${i}`, id, 'Called, asked to visit with documents', at)
      if (i % 10 === 0) contact.run(`c${String(i).padStart(23, '0')}`, name, `person${i}@example.org`, `98260${String(i).padStart(5, '0')}`, 'Please send the fee structure.', 'new', at, at)
    }
  })()
  db.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

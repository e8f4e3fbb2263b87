/**
 * `npx tsx scripts/bench-memory.ts`: the server's RSS at content scale (issue 26 row 10) against
 * the server exactly as `npm start` runs it: 1,000 news items, 500 event photos and 50,000
 * enquiries (45,000 admission, 5,000 contact), then every public page and the admin reading every
 * list through the spec's calls. Prints RSS after start, the highest through the reads (sampled
 * every 50 ms) and after them, and PASS or FAIL against the bound (150 MB, issue 26): the highest
 * counts. Exits 1 on FAIL.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { freePort } from './free-port'
import { startArgs, startEnv } from './start-command'
import { freshBuild } from './bench/fresh-build'
import { waitUp } from './wait-up'

const ADMIN = { email: 'bench@college.test', password: 'bench-password' }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-memory-'))
const dataDir = path.join(work, 'data')
const SCALE = { news: 1000, photos: 500, admission: 45_000, contact: 5_000 }
/** The server's RSS bound through the whole run (issue 26 row 10). */
const BOUND_MB = 150

/** The spec's list calls (section 3), the panel's own lists and exports, and the public pages. */
const LISTS = [
  '/api/home/bannerImages', '/api/home/getAllPrograms', '/api/event/getEventImages', '/api/event/getAllCategories', '/api/contact/getAllContact', '/api/admission/getAllAddmissionQueries', '/api/about/getfoundation', '/api/blogs/getAllBlogs',
  '/api/blogs/admin/page', '/api/event/admin/page', '/api/admission/queries?size=25', '/api/contact/queries?size=25', '/api/admission/exportQueries', '/api/contact/exportQueries', '/api/enquiries/summary', '/api/admin/overview', '/api/activity', '/api/bin', '/api/documents',
  '/vvs/panel/dashboard', '/vvs/panel/dashboard?panel=admission-queries',
]
const PAGES = ['/', '/aboutUs', '/course', '/blogs', '/blogs?newsPage=2', '/eventGallery', '/contactUs', '/addmissionForm', '/documents', '/disclosure', '/committees', '/search?q=notice']

async function main() {
  freshBuild(root)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env, ...startEnv(root), NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, UPLOADS_DIR: path.join(work, 'uploads'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' }
  const start = () => spawn(process.execPath, startArgs(root), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env })
  let server = start()
  await waitUp(base)
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fill(path.join(dataDir, 'college.sqlite'))

  server = start()
  await waitUp(base)
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024
  const atStart = rss()
  let highest = atStart
  const sampler = setInterval(() => (highest = Math.max(highest, rss())), 50)
  try {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) })
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    for (let round = 0; round < 3; round++) {
      for (const page of PAGES) await (await fetch(base + page)).arrayBuffer()
      for (const list of LISTS) {
        const res = await fetch(base + list, { headers: { cookie, 'accept-encoding': 'gzip, br' } })
        const bytes = (await res.arrayBuffer()).byteLength
        if (round === 0) console.log(`  ${list.padEnd(44)} ${res.status} ${(bytes / 1e6).toFixed(2)} MB${res.headers.get('content-encoding') ? ` (${res.headers.get('content-encoding')})` : ''}`)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    highest = Math.max(highest, rss())
    console.log(`server RSS (${SCALE.news} news, ${SCALE.photos} photos, ${SCALE.admission + SCALE.contact} enquiries): after start ${atStart.toFixed(0)} MB, highest ${highest.toFixed(0)} MB, after the reads ${rss().toFixed(0)} MB`)
    console.log(`${highest <= BOUND_MB ? 'PASS' : 'FAIL'}: highest ${highest.toFixed(0)} MB against the bound of ${BOUND_MB} MB`)
    if (highest > BOUND_MB) process.exitCode = 1
  } finally {
    clearInterval(sampler)
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** The content, written straight into the database in one transaction. */
function fill(file: string) {
  const db = new SQLite(file)
  const at = (i: number) => new Date(Date.parse('2024-01-01T00:00:00Z') + i * 3_600_000).toISOString()
  const meta = JSON.stringify({ width: 1200, height: 800, widths: [480, 960] })
  db.transaction(() => {
    const blog = db.prepare("INSERT INTO blogs (id, title, description, date, category, image_url, image_meta, link_title, link, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, '', '', ?, ?)")
    for (let i = 0; i < SCALE.news; i++) blog.run(`n${String(i).padStart(23, '0')}`, `Notice ${i}: examination schedule and results`, `**Item ${i}\nThe college announces the schedule. `.repeat(6), at(i * 24).slice(0, 10), i % 4 ? 'news' : 'admission news', `${String(i).padStart(24, 'a')}.jpg`, meta, at(i), at(i))
    db.prepare("INSERT INTO event_categories (id, name, created_at, updated_at) VALUES ('bench-category', 'Bench photos', ?, ?)").run(at(0), at(0))
    const photo = db.prepare("INSERT INTO event_images (id, category_id, image_url, image_meta, created_at, updated_at) VALUES (?, 'bench-category', ?, ?, ?, ?)")
    for (let i = 0; i < SCALE.photos; i++) photo.run(`p${String(i).padStart(23, '0')}`, `${String(i).padStart(24, 'b')}.jpg`, meta, at(i), at(i))
    const admission = db.prepare("INSERT INTO admission_queries (id, fullname, city, phone, course, status, created_at, updated_at) VALUES (?, ?, 'Shahdol', ?, 'LLB(3yrs.)', 'new', ?, ?)")
    for (let i = 0; i < SCALE.admission; i++) admission.run(`a${String(i).padStart(23, '0')}`, `Asha Sharma ${i}`, `+91 70000 ${String(i).padStart(5, '0')}`, at(i), at(i))
    const contact = db.prepare("INSERT INTO contact_queries (id, name, email, mobile, message, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'Please send the fee structure.', 'new', ?, ?)")
    for (let i = 0; i < SCALE.contact; i++) contact.run(`c${String(i).padStart(23, '0')}`, `Ravi Verma ${i}`, `person${i}@example.org`, `98260${String(i).padStart(5, '0')}`, at(i), at(i))
  })()
  db.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

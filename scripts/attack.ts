/**
 * npm run attack [-- --before <checkout>] [--after <checkout>] [--rows 1,2,…] [--scale 0.1]:
 * replays the findings of the third and fourth outside reviews (issues #26 and #36: rows 36.x) against the production server of a
 * checkout (default: this one; it must be built), started as `npm start` starts it on a free port of
 * 127.0.0.1 with its own throwaway DATA_DIR and UPLOADS_DIR, and prints one figure per row. With
 * --before it measures that checkout too and prints before → after. Everything goes through HTTP
 * (content seeded through the API as the admin named by ADMIN_EMAIL/ADMIN_PASSWORD), and the
 * server process is read from /proc (CPU ticks, RSS), so it measures any version alike.
 * --scale sizes row 10's content (1 = the review's 1,000 news, 500 photos, 50,000 enquiries, about
 * 7 minutes of seeding on a busy 2-core machine; default 0.05, to keep a run within minutes). Row 10
 * runs before the floods, whose memory the allocator keeps. Rows 36-… are issue #36's about
 * strangers' uploads (scripts/attack/uploads.ts): `--rows 36` runs them alone.
 * Never run it against a site that is not your own: it floods the server.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { startHostRewritingProxy } from '../tests/helpers/host-proxy.js'
import { TestSmtp } from '../tests/helpers/smtp.js'
import { bombPdfs, deflatedZeros, hostilePdfs, plainPdf } from './attack/pdfs.js'
import { UPLOAD_ROWS } from './attack/uploads.js'
import { freePort } from './free-port.js'
import { startArgs, startEnv } from './start-command.js'

const ADMIN = { email: 'staff@college.test', password: 'correct-horse' }
const BOMB_BYTES = 512 * 1024 * 1024
const DAY = 86_400_000

/** The port of the run's own mail server (started in main). */
let smtpPort = 0
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const seconds = (ms: number) => (ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`)
const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? undefined : process.argv[at + 1]
}
const rowsWanted = option('rows')?.split(',').map(Number)
const scale = Number(option('scale') ?? 0.05)

type Answer = { status: number; ms: number; headers: http.IncomingHttpHeaders; body: string }

/** The server of one checkout, and the requests the rows send to it. */
class Target {
  readonly work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-attack-'))
  readonly dataDir = path.join(this.work, 'data')
  readonly uploadsDir = path.join(this.work, 'uploads')
  port = 0
  server?: ChildProcess
  cookie = ''
  private address = 0
  readonly keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 })

  constructor(readonly root: string) {}

  url(p = ''): string {
    return `http://127.0.0.1:${this.port}${p}`
  }

  async start(): Promise<void> {
    if (!fs.existsSync(path.join(this.root, 'dist'))) throw new Error(`No build in ${this.root}: run npm run build there first`)
    this.port = await freePort()
    const env = {
      ...process.env,
      ...startEnv(this.root),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      UPLOADS_DIR: this.uploadsDir,
      SEED_DEMO: '1',
      TRUST_PROXY: '1', // the rows name their client address (X-Forwarded-For)
      PUBLIC_ORIGIN: `http://127.0.0.1:${this.port}`, // the address the rows reach it at; required behind a proxy
      SUBMIT_RATE_LIMIT: '100000000',
      // a mail server of the run's own, so that the rows read what is mailed (issue #36 row 12)
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAILS: 'desk@college.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
    }
    this.server = spawn(process.execPath, startArgs(this.root), { cwd: this.root, env, stdio: ['ignore', 'ignore', 'pipe'] })
    // The rows provoke server errors on purpose: their lines are kept, shown only if the start fails.
    let errors = ''
    this.server.stderr!.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
    for (let i = 0; ; i++) {
      if (this.server.exitCode !== null) throw new Error(`server of ${this.root} exited with ${this.server.exitCode}:\n${errors}`)
      if ((await this.request('GET', '/healthz')).status === 200) break
      if (i > 600) throw new Error(`server of ${this.root} did not start within 60 s`)
      await sleep(100)
    }
    this.cookie = await this.login(ADMIN)
  }

  async stop(): Promise<void> {
    this.keepAlive.destroy()
    if (this.server && this.server.exitCode === null) {
      const exited = new Promise((resolve) => this.server!.once('exit', resolve))
      this.server.kill('SIGTERM')
      await exited
    }
    fs.rmSync(this.work, { recursive: true, force: true })
  }

  nextAddress(): string {
    this.address++
    return `10.26.${(this.address >> 8) & 255}.${this.address & 255}`
  }

  /** A raw request (the path goes out exactly as written). */
  request(method: string, p: string, options: { headers?: Record<string, string>; body?: string | Buffer; agent?: http.Agent } = {}): Promise<Answer> {
    return new Promise((resolve) => {
      const started = performance.now()
      const req = http.request(this.url('/'), { method, path: p, headers: options.headers, agent: options.agent ?? false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      })
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {}, body: '' }))
      req.end(options.body)
    })
  }

  /** JSON to the API from a client address, with the site's Origin and the given cookie. */
  json(method: string, p: string, body: unknown, options: { cookie?: string; from?: string; agent?: http.Agent } = {}): Promise<Answer> {
    const data = JSON.stringify(body)
    const headers: Record<string, string> = { origin: this.url(), 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)), 'x-forwarded-for': options.from ?? this.nextAddress() }
    if (options.cookie) headers.cookie = options.cookie
    return this.request(method, p, { headers, body: data, agent: options.agent })
  }

  async multipart(method: string, p: string, form: FormData, cookie = this.cookie): Promise<Answer> {
    const started = performance.now()
    const res = await fetch(this.url(p), { method, body: form, headers: { origin: this.url(), cookie, 'x-forwarded-for': this.nextAddress() } })
    const body = await res.text()
    return { status: res.status, ms: performance.now() - started, headers: {}, body }
  }

  async login(credentials: { email: string; password: string }): Promise<string> {
    const res = await this.json('POST', '/api/admin/login', credentials)
    if (res.status !== 200) throw new Error(`login of ${credentials.email} failed: ${res.status} ${res.body.slice(0, 200)}`)
    return cookieOf(res)
  }

  /** A staff member of `role` made through the API (invitation link, then its set-password call); their cookie. */
  async staff(role: string, name: string): Promise<{ id: string; cookie: string; credentials: { email: string; password: string } }> {
    const credentials = { email: `${name.toLowerCase().replace(/\W+/g, '.')}@college.test`, password: `${role}-Pass-2026` }
    const added = await this.json('POST', '/api/admin/accounts', { name, email: credentials.email, role }, { cookie: this.cookie })
    if (added.status !== 201) throw new Error(`adding ${role} failed: ${added.status} ${added.body.slice(0, 200)}`)
    const { link, data } = JSON.parse(added.body) as { link: string; data: { _id: string } }
    const token = new URL(link).searchParams.get('token')!
    const set = await this.json('POST', '/api/admin/accounts/setPassword', { token, password: credentials.password })
    if (set.status !== 200) throw new Error(`set-password of ${role} failed: ${set.status} ${set.body.slice(0, 200)}`)
    return { id: data._id, cookie: await this.login(credentials), credentials }
  }

  async document(title: string, pdf: Buffer, category = 'other', extra: Record<string, string> = {}): Promise<Answer> {
    const form = new FormData()
    form.append('title', title)
    form.append('category', category)
    for (const [name, value] of Object.entries(extra)) form.append(name, value)
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${title.replace(/\W+/g, '-')}.pdf`)
    return this.multipart('POST', '/api/documents', form)
  }

  async notice(fields: Record<string, string>): Promise<Answer> {
    const form = new FormData()
    for (const [name, value] of Object.entries({ description: 'Notice text.', date: '2026-11-26', category: 'news', ...fields })) form.append(name, value)
    form.append('image', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'notice.jpg')
    return this.multipart('POST', '/api/blogs/createBlog', form)
  }

  /** The server process's own figures: CPU ticks so far, and resident memory now and at its peak (kB). */
  proc(): { ticks: number; rssKb: number; peakKb: number } {
    const stat = fs.readFileSync(`/proc/${this.server!.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const status = fs.readFileSync(`/proc/${this.server!.pid}/status`, 'utf8')
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
    return { ticks: Number(fields[11]) + Number(fields[12]), rssKb: kb('VmRSS'), peakKb: kb('VmHWM') }
  }

  /** Starts the peak-memory count anew (Linux: clear_refs 5). */
  resetPeak(): void {
    fs.writeFileSync(`/proc/${this.server!.pid}/clear_refs`, '5')
  }
}

const cookieOf = (res: Answer) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ')

let jpegBytes: Buffer | undefined
async function smallJpeg(): Promise<Buffer> {
  jpegBytes ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer()
  return jpegBytes
}

const statusCounts = (statuses: number[]) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}×${s}`)
    .join(', ')

/** Runs `count` calls of `task`, `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++
        results[i] = await task(i)
      }
    }),
  )
  return results
}

/** Starts `attack`, then (once it is in the server) times a GET of `probe`. */
async function probeDuring<T>(target: Target, attack: () => Promise<T>, probe: string): Promise<{ result: T; probeMs: number }> {
  const running = attack()
  await sleep(100)
  const { ms } = await target.request('GET', probe)
  return { result: await running, probeMs: ms }
}

type Row = { id: string; what: string; measure: (t: Target, shared: Shared) => Promise<string> }
type Shared = { asset: string; deflated: Buffer; smtp: TestSmtp }

/** One grievance filed as a stranger would (JSON answer); its reference and, where given, its access code. */
async function fileGrievance(t: Target, email: string, subject = 'Harassment by a teacher'): Promise<{ status: number; reference?: string; accessCode?: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries({ name: 'Asha Verma', course: 'LL.B. 2nd year', email, category: 'harassment', subject, description: 'What happened, in detail.' })) form.append(name, value)
  const res = await fetch(t.url('/api/grievance'), { method: 'POST', body: form, headers: { origin: t.url(), accept: 'application/json', 'x-forwarded-for': t.nextAddress() } })
  const body = (await res.json().catch(() => ({}))) as { data?: { reference?: string; accessCode?: string } }
  return { status: res.status, reference: body.data?.reference, accessCode: body.data?.accessCode }
}

/** Server CPU per request (from its /proc ticks, 10 ms each) over `count` requests of paths made by `make`. */
async function cpuPerRequest(t: Target, count: number, make: (i: number) => string): Promise<number> {
  const before = t.proc().ticks
  await pool(count, 4, (i) => t.request('GET', make(i), { agent: t.keepAlive }))
  return ((t.proc().ticks - before) * 10_000) / count
}

const ROWS: Row[] = [
  // Issue #36: the fourth review (rows 2, 5, 7, 8, 9, 10 and 12)
  {
    id: '36.2',
    what: 'password guesses from one IPv6 /64 (20 from ::1 on four e-mails, the address’s count, then one each from ::2…::7)',
    measure: async (t) => {
      const from = (n: number) => `2001:db8:4:4::${n}`
      for (let i = 0; i < 20; i++) await t.json('POST', '/api/admin/login', { email: i % 4 ? `guess-${i % 4}@college.test` : ADMIN.email, password: `wrong-${i}` }, { from: from(1) })
      const after: number[] = []
      for (let n = 2; n <= 7; n++) after.push((await t.json('POST', '/api/admin/login', { email: `other-${n}@college.test`, password: 'wrong' }, { from: from(n) })).status)
      return `the next 6 from the same /64: ${after.join(', ')}`
    },
  },
  {
    id: '36.5',
    what: "a grievance's status opened with its reference and the student's e-mail",
    measure: async (t) => {
      const email = `student.${crypto.randomBytes(3).toString('hex')}@student.test`
      const filed = await fileGrievance(t, email)
      if (filed.status !== 201 || !filed.reference) return `filing answered ${filed.status}`
      const byEmail = await t.json('POST', '/api/grievance/status', { reference: filed.reference, contact: email })
      const subjectShown = byEmail.body.includes('Harassment by a teacher')
      const byCode = filed.accessCode ? (await t.json('POST', '/api/grievance/status', { reference: filed.reference, accessCode: filed.accessCode })).status : 'no code given'
      return `reference + e-mail → ${byEmail.status}${subjectShown ? ' (subject shown)' : ''}; reference + access code → ${byCode}`
    },
  },
  {
    id: '36.7',
    what: 'server CPU of made-up addresses vs a cached page (300 each; bound 3×)',
    measure: async (t) => {
      const unique = () => crypto.randomBytes(5).toString('hex')
      await t.request('GET', '/aboutUs')
      const hit = await cpuPerRequest(t, 300, () => '/aboutUs')
      const kinds: [string, () => string][] = [
        ['/blogs/detail/<random>', () => `/blogs/detail/${unique()}`],
        ['/hi/blogs/detail/<random>', () => `/hi/blogs/detail/${unique()}`],
        ['/eventGallery?category=<random>', () => `/eventGallery?category=${unique()}`],
        ['/blogs?newsPage=<past end>', () => `/blogs?newsPage=${1000 + crypto.randomInt(900_000)}`],
        ['/aboutUs/ (trailing slash)', () => `/aboutUs/?n=${unique()}`],
        ['//blogs (double slash)', () => `//blogs?n=${unique()}`],
      ]
      const figures: string[] = []
      for (const [label, make] of kinds) figures.push(`${label} ${((await cpuPerRequest(t, 300, make)) / Math.max(hit, 1)).toFixed(1)}×`)
      return `hit ${hit.toFixed(0)} µs; ${figures.join(', ')}`
    },
  },
  {
    id: '36.8',
    what: '"Forgot password?" for a staff e-mail 5 times from one address; then the owner from another',
    measure: async (t) => {
      const stranger = t.nextAddress()
      for (let i = 0; i < 5; i++) await t.json('POST', '/api/admin/forgotPassword', { email: ADMIN.email }, { from: stranger })
      const owner = await t.json('POST', '/api/admin/forgotPassword', { email: ADMIN.email }, { from: t.nextAddress() })
      return `the owner: ${owner.status}`
    },
  },
  {
    id: '36.9',
    what: 'an invitation after a stranger\'s "Forgot password?" for the invited address',
    measure: async (t) => {
      const email = `invited.${crypto.randomBytes(3).toString('hex')}@college.test`
      const added = await t.json('POST', '/api/admin/accounts', { name: 'Invited Person', email, role: 'editor' }, { cookie: t.cookie })
      if (added.status !== 201) return `invitation answered ${added.status}`
      const token = new URL(JSON.parse(added.body).link).searchParams.get('token')!
      await t.json('POST', '/api/admin/forgotPassword', { email })
      await sleep(500) // the link is made after the answer has left
      const set = await t.json('POST', '/api/admin/accounts/setPassword', { token, password: 'invited-pass-2026' })
      return `the invitation answers ${set.status}`
    },
  },
  {
    id: '36.10',
    what: 'an Editor\'s translation of committee-sgrc with members "[null]"',
    measure: async (t) => {
      const editor = await t.staff('editor', `Editor ${crypto.randomBytes(2).toString('hex')}`)
      const put = await t.json('PUT', '/api/translations/committees/committee-sgrc', { fields: { members: { text: '[null]' } } }, { cookie: editor.cookie })
      const pages = await Promise.all(['/hi/committees', '/hi/disclosure'].map(async (p) => `${p} ${(await t.request('GET', p)).status}`))
      return `PUT ${put.status}; ${pages.join(', ')}`
    },
  },
  {
    id: '36.12',
    what: "5 grievances filed with someone else's e-mail: mails that reach that address",
    measure: async (t, shared) => {
      const victim = `victim.${crypto.randomBytes(3).toString('hex')}@elsewhere.test`
      for (let i = 0; i < 5; i++) await fileGrievance(t, victim, `Secret subject ${i}`)
      await sleep(3000) // the outbox sends within a second or two
      const mails = shared.smtp.received.filter((mail) => mail.to.includes(victim))
      const leaks = mails.filter((mail) => /Secret subject|What happened/.test(mail.text)).length
      return `${mails.length} mails${mails.length ? `, ${leaks} with the grievance's text; codes in them: ${mails.filter((mail) => /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.test(mail.text)).length}` : ''}`
    },
  },
  {
    id: '8',
    what: '/vvs/panel/set-password?error=<text> shows the text',
    measure: async (t) => {
      const text = 'Your account is locked. Call 90000 00000 to unlock it'
      const res = await t.request('GET', `/vvs/panel/set-password?token=${'a'.repeat(43)}&error=${encodeURIComponent(text)}`)
      return `${res.status}, text ${res.body.includes(text) ? 'shown' : 'not shown'}`
    },
  },
  {
    id: '12',
    what: 'sign-in through a Host-rewriting proxy (existing frontend)',
    measure: async (t) => {
      const proxy = await startHostRewritingProxy(t.url())
      try {
        // The headers the existing frontend's page sends from a current browser: its own origin, and
        // Sec-Fetch-Site same-origin (the proxy serves page and API on one address). Sent with
        // node:http: fetch leaves out Sec-* headers, which only a browser may set.
        const headers = { 'content-type': 'application/json', origin: proxy.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': t.nextAddress() }
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.request(proxy.url + '/api/admin/login', { method: 'POST', headers }, (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          })
          req.on('error', reject)
          req.end(JSON.stringify(ADMIN))
        })
        return `login → ${status}`
      } finally {
        await proxy.close()
      }
    },
  },
  {
    id: '10',
    what: 'server RSS at content scale after the admin reads every list',
    measure: async (t) => {
      const [news, photos, enquiries] = [1000, 500, 50_000].map((n) => Math.max(1, Math.round(n * scale)))
      await t.json('POST', '/api/event/addCategory', { category: 'Scale' }, { cookie: t.cookie })
      await pool(news, 2, (i) => t.notice({ title: `Scale notice ${i}`, description: `Notice ${i} of the college. `.repeat(8) }))
      await pool(photos, 2, async () => {
        const form = new FormData()
        form.append('category', 'Scale')
        form.append('image', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'photo.jpg')
        return t.multipart('POST', '/api/event/uploadEventImages', form)
      })
      await pool(enquiries, 8, (i) => t.json('POST', '/api/admission/submit', { fullname: `Applicant ${i}`, city: 'Shahdol', phone: String(9_000_000_000 + i), course: 'LLB(3yrs.)' }, { agent: t.keepAlive }))
      const reads = ['/api/blogs/getAllBlogs', '/api/event/getEventImages', '/api/admission/getAllAddmissionQueries', '/api/contact/getAllContact', '/api/home/getAllPrograms', '/api/about/getfoundation', '/api/event/getAllCategories', '/api/home/bannerImages']
      for (const p of reads) await t.request('GET', p, { headers: { cookie: t.cookie } })
      const { rssKb, peakKb } = t.proc()
      return `${news} news, ${photos} photos, ${enquiries} enquiries: RSS ${megabytes(rssKb)} (peak ${megabytes(peakKb)})`
    },
  },
  {
    id: '5',
    what: "a scheduled notice's PDF is public at once",
    measure: async (t) => {
      // Uploaded as staff upload a notice's PDF ("With its notice only": publishAt ''), and with the
      // upload's default, which publishes the document on its own at once (the issue's own rule then
      // lets it show: "or, if a document is also published on its own, by its own publish time").
      const results: string[] = []
      for (const [how, extra] of [['with its notice only', { publishAt: '' }], ['default upload', {}]] as const) {
        const word = `Quokka${crypto.randomBytes(3).toString('hex')}`
        const title = `Exam timetable ${word}`
        const doc = await t.document(title, plainPdf(`Examination timetable ${word}`), 'timetables', extra)
        if (doc.status !== 201) {
          results.push(`${how}: document upload ${doc.status}`)
          continue
        }
        const id = JSON.parse(doc.body).data._id as string
        const notice = await t.notice({ title: `Exam notice ${word}`, attachmentId: id, publishAt: new Date(Date.now() + 30 * DAY).toISOString() })
        if (notice.status !== 201) {
          results.push(`${how}: notice ${notice.status}`)
          continue
        }
        const places: [string, string][] = [
          ['/documents', '/documents'],
          ['/api/documents', '/api/documents'],
          ['/disclosure', '/disclosure'],
          ['search (title)', `/api/search?q=${encodeURIComponent('Exam timetable ' + word)}`],
          ['search (text)', `/api/search?q=${encodeURIComponent('Examination ' + word)}`],
        ]
        const listed = []
        // search marks the words it found inside the title: its links name the document's id
        for (const [name, p] of places) if (((body) => body.includes(title) || body.includes(id))((await t.request('GET', p)).body)) listed.push(name)
        results.push(`${how}: ${listed.length ? `listed on ${listed.join(', ')}` : `listed nowhere (${places.length} places)`}`)
      }
      return results.join('; ')
    },
  },
  {
    id: '6',
    what: 'a library PDF under /uploads with dot segments (live, then in the bin)',
    measure: async (t) => {
      const folder = path.join(t.uploadsDir, 'Documents')
      const before = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      const doc = await t.document('Dot segments', plainPdf('Dot segments'))
      if (doc.status !== 201) return `document upload ${doc.status}`
      const name = fs.readdirSync(folder).find((f) => !before.has(f))
      if (!name) return 'stored file not found'
      const spellings = [`/uploads/./Documents/${name}`, `/uploads/%2e/Documents/${name}`, `/uploads/Banners/../Documents/${name}`, `/uploads/Home/%2e%2e/Documents/${name}`]
      const look = async () => {
        const answers = await Promise.all(spellings.map((p) => t.request('GET', p)))
        const open = answers.filter((a) => a.status === 200)
        const bare = open.filter((a) => !a.headers['content-security-policy']?.includes('sandbox') || !a.headers['content-disposition']).length
        const immutable = open.filter((a) => String(a.headers['cache-control'] ?? '').includes('immutable')).length
        return `${statusCounts(answers.map((a) => a.status))} (${bare} without sandbox/disposition, ${immutable} immutable)`
      }
      const live = await look()
      const removed = await t.request('DELETE', `/api/documents/${JSON.parse(doc.body).data._id}`, { headers: { origin: t.url(), cookie: t.cookie } })
      return `${live}; in the bin (${removed.status}): ${await look()}`
    },
  },
  {
    id: '7',
    what: 'restore a deleted notice after its document was deleted too',
    measure: async (t) => {
      const doc = await t.document('Attachment to delete', plainPdf('Attachment to delete'))
      const docId = JSON.parse(doc.body).data._id as string
      const notice = await t.notice({ title: 'Notice with an attachment', attachmentId: docId })
      const noticeId = JSON.parse(notice.body).data._id as string
      const write = (method: string, p: string) => t.request(method, p, { headers: { origin: t.url(), cookie: t.cookie, 'content-type': 'application/json' }, body: '{}' })
      await write('DELETE', `/api/blogs/deleteBlog/${noticeId}`)
      await write('DELETE', `/api/documents/${docId}`)
      const bin = JSON.parse((await t.request('GET', '/api/bin', { headers: { cookie: t.cookie } })).body) as { _id: string; itemId: string }[] | { data: { _id: string; itemId: string }[] }
      const entries = Array.isArray(bin) ? bin : bin.data
      const entry = entries.find((e) => e.itemId === noticeId)
      if (!entry) return 'notice not in the bin'
      const restored = await write('POST', `/api/bin/${entry._id}/restore`)
      return `${restored.status} ${(JSON.parse(restored.body || '{}').message ?? '').slice(0, 80)}`
    },
  },
  {
    id: '2',
    what: 'hostile PDFs uploaded to the library',
    measure: async (t) => {
      const out = []
      for (const [name, pdf] of hostilePdfs()) {
        const res = await t.document(name, pdf)
        let stored = ''
        const url = res.status === 201 ? (JSON.parse(res.body).data?.url as unknown) : null
        if (typeof url === 'string') {
          // what a reader's script engine would run: pdf.js on the file as the site serves it
          const file = await fetch(t.url(url))
          const doc = await getDocument({ data: new Uint8Array(await file.arrayBuffer()), verbosity: 0 }).promise
          const actions = await doc.getJSActions()
          await doc.destroy()
          if (actions) stored = ` (pdf.js on the stored file: ${Object.entries(actions).map(([k, v]) => `${k}: ${v.join(' ')}`).join(', ')})`
        }
        out.push(`${name}: ${res.status}${stored}`)
      }
      return out.join('; ')
    },
  },
  {
    id: '11',
    what: 'committee e-mail with ?bcc=, invitation link from Host',
    measure: async (t) => {
      const committees = JSON.parse((await t.request('GET', '/api/committees')).body)
      const committee = (Array.isArray(committees) ? committees : committees.data)[0] as { _id: string; name: string }
      const saved = await t.json('PUT', `/api/committees/${committee._id}`, { name: committee.name, members: [{ name: 'Member', role: 'Member', email: 'office@college.in?bcc=collector%40evil.example' }] }, { cookie: t.cookie })
      const page = (await t.request('GET', '/committees')).body
      const body = JSON.stringify({ name: 'Host Test', email: `host.${Date.now()}@college.test`, role: 'editor' })
      const invite = await t.request('POST', '/api/admin/accounts', {
        headers: { host: 'evil.example', origin: 'http://evil.example', cookie: t.cookie, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': t.nextAddress() },
        body,
      })
      const link = (JSON.parse(invite.body || '{}').link as string | undefined) ?? ''
      return `?bcc= e-mail ${saved.status}, mailto with bcc on /committees: ${page.includes('bcc=') ? 'yes' : 'no'}; invitation with Host evil.example: ${invite.status}${link ? `, link ${new URL(link).host}` : ''}`
    },
  },
  {
    id: '9',
    what: 'server CPU per request, 3,000 each, keep-alive',
    measure: async (t) => {
      const kinds: [string, (i: number) => string][] = [
        ['hit of /', () => '/'],
        ['unknown page path', (i) => `/wp-login-${i}.php`],
        ['unknown /api path', (i) => `/api/probe-${i}`],
        ['unknown upload', (i) => `/uploads/Home/probe-${i}.jpg`],
      ]
      const tick = 1000 / 100 // ms per clock tick (USER_HZ)
      const out = []
      for (const [name, pathOf] of kinds) {
        await pool(50, 4, (i) => t.request('GET', pathOf(i + 1_000_000), { agent: t.keepAlive }))
        const before = t.proc().ticks
        const answers = await pool(3000, 4, (i) => t.request('GET', pathOf(i), { agent: t.keepAlive }))
        const cpu = ((t.proc().ticks - before) * tick) / 3000
        out.push(`${name} ${cpu.toFixed(3)} ms (${statusCounts(answers.map((a) => a.status))})`)
      }
      return out.join('; ')
    },
  },
  {
    id: '1',
    what: 'bogus-token setPassword floods from one address',
    measure: async (t, { asset }) => {
      const alone = (await t.request('GET', asset)).ms
      const out = [`asset alone ${seconds(alone)}`]
      const from = t.nextAddress()
      for (const size of [200, 300]) {
        const { result, probeMs } = await probeDuring(
          t,
          () => Promise.all(Array.from({ length: size }, () => t.json('POST', '/api/admin/accounts/setPassword', { token: crypto.randomBytes(32).toString('base64url'), password: 'Bogus-Pass-2026' }, { from }))),
          asset,
        )
        out.push(`${size}: asset ${seconds(probeMs)}, ${statusCounts(result.map((r) => r.status))}`)
      }
      return out.join('; ')
    },
  },
  {
    id: '4',
    what: 'wrong current passwords from the Admissions desk',
    measure: async (t, { asset }) => {
      const desk = await t.staff('admissions', 'Desk Clerk')
      const change = (i: number) => t.json('POST', '/api/admin/password', { currentPassword: `wrong-${i}-pass`, newPassword: 'Another-Pass-2026' }, { cookie: desk.cookie, from: '10.26.200.1' })
      const serial = []
      for (let i = 0; i < 25; i++) serial.push((await change(i)).status)
      const { result, probeMs } = await probeDuring(t, () => Promise.all(Array.from({ length: 150 }, (_, i) => change(100 + i))), asset)
      return `25 one after another: ${statusCounts(serial)}; 150 at once: ${statusCounts(result.map((r) => r.status))}, asset ${seconds(probeMs)}`
    },
  },
  {
    id: '3',
    what: 'a ~1 MB upload decoding to 512 MB',
    measure: async (t, { deflated }) => {
      const out = []
      let slowest = { name: '', ms: 0 }
      for (const [name, pdf] of bombPdfs(deflated, BOMB_BYTES)) {
        t.resetPeak()
        const res = await t.document(`Bomb ${name}`, pdf)
        if (res.ms > slowest.ms) slowest = { name, ms: res.ms }
        out.push(`${name} (${(pdf.length / 1048576).toFixed(1)} MB): ${res.status} in ${seconds(res.ms)}, peak RSS ${megabytes(t.proc().peakKb)}`)
      }
      // row 11's last point: while the slowest check runs, another staff member uploads a plain PDF
      const [, pdf] = bombPdfs(deflated, BOMB_BYTES).find(([name]) => name === slowest.name)!
      const bomb = t.document('Bomb again', pdf)
      await sleep(500)
      const plain = await t.document('Uploaded meanwhile', plainPdf('Uploaded meanwhile'))
      const again = await bomb
      out.push(`a plain PDF sent 0.5 s into the ${slowest.name} check: ${plain.status} in ${seconds(plain.ms)} (the bomb: ${again.status} in ${seconds(again.ms)})`)
      return out.join('; ')
    },
  },
  {
    id: '11b',
    what: 'two Administrators demote each other at once (up to 10 tries)',
    measure: async (t) => {
      const other = await t.staff('administrator', 'Second Admin')
      const me = JSON.parse((await t.request('GET', '/api/admin/me', { headers: { cookie: t.cookie } })).body)
      const myId = (me.user ?? me.data ?? me)._id as string
      const demote = (id: string, cookie: string) => t.json('PUT', `/api/admin/accounts/${id}/role`, { role: 'editor' }, { cookie })
      const statuses: string[] = []
      for (let round = 1; round <= 10; round++) {
        const [a, b] = await Promise.all([demote(other.id, t.cookie), demote(myId, other.cookie)])
        statuses.push(`${a.status}/${b.status}`)
        if (a.status === 200 && b.status === 200) return `both 200 in try ${round} (${statuses.join(', ')}): no Administrator left`
        // whoever is still an Administrator makes the other one again
        const [keeper, demoted] = a.status === 200 ? [t.cookie, other.id] : [other.cookie, myId]
        await t.json('PUT', `/api/admin/accounts/${demoted}/role`, { role: 'administrator' }, { cookie: keeper })
      }
      return `never both: ${statuses.join(', ')}`
    },
  },
  ...UPLOAD_ROWS,
]

async function measure(root: string, shared: Shared): Promise<Map<string, string>> {
  const target = new Target(root)
  const figures = new Map<string, string>()
  try {
    await target.start()
    const home = await target.request('GET', '/')
    shared.asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1] ?? '/favicon.ico'
    for (const row of ROWS) {
      if (rowsWanted && !rowsWanted.includes(parseInt(row.id))) continue
      const started = Date.now()
      try {
        figures.set(row.id, await row.measure(target, shared))
      } catch (err) {
        figures.set(row.id, `could not measure: ${(err as Error).message.slice(0, 160)}`)
      }
      console.error(`  ${path.basename(root)} row ${row.id}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
    }
  } finally {
    await target.stop()
  }
  return figures
}

async function main() {
  const after = path.resolve(option('after') ?? process.cwd())
  const beforeRoot = option('before')
  const smtp = new TestSmtp()
  smtpPort = await smtp.start()
  const shared: Shared = { asset: '', deflated: await deflatedZeros(BOMB_BYTES), smtp }
  const before = beforeRoot ? await measure(path.resolve(beforeRoot), shared) : null
  const now = await measure(after, shared)
  await smtp.stop()
  console.log(`\nIssues #26 and #36, measured ${new Date().toISOString()}${before ? `: before = ${path.resolve(beforeRoot!)}, after = ${after}` : ` on ${after}`}`)
  for (const row of [...ROWS].sort((a, b) => parseInt(a.id) - parseInt(b.id))) {
    if (!now.has(row.id)) continue
    console.log(`\n${row.id}. ${row.what}`)
    if (before) console.log(`   before: ${before.get(row.id)}`)
    console.log(`   ${before ? 'after:  ' : ''}${now.get(row.id)}`)
  }
}

await main()

/**
 * npm run attack [-- <checkout>]: replays the attacks of the second outside review (issue #11)
 * against the production server of a checkout (default: this one; it must be built) on a
 * throwaway DATA_DIR, and prints one figure per finding: seconds, counts, statuses, file modes,
 * headers. Point it at a copy of an older commit to get the "before" figures.
 * Never run it against a site that is not your own: it floods the login.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { type BodyEncoding, formBody } from './form-body.js'
import { freePort } from './free-port.js'
import { startArgs, startEnv } from './start-command.js'

const ADMIN = { email: 'staff@college.test', password: 'correct-horse' }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const checkout = path.resolve(process.argv[2] ?? process.cwd())
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-attack-'))
const dataDir = path.join(work, 'data')
const uploadsDir = path.join(work, 'uploads')
const backupDir = path.join(work, 'backups')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  UPLOADS_DIR: uploadsDir,
  BACKUP_DIR: backupDir,
  SEED_DEMO: '1',
  TRUST_PROXY: '1', // so that the attacks can come from many addresses (X-Forwarded-For)
  PUBLIC_ORIGIN: 'https://college.test', // required behind a proxy
  SUBMIT_RATE_LIMIT: '1000000',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'silent',
}

let port = 0
const url = (p: string) => `http://127.0.0.1:${port}${p}`
let address = 0
const nextAddress = () => `10.9.${(++address >> 8) & 255}.${address & 255}`

/** A raw request (the path goes out exactly as written); resolves with status, time and headers. */
function request(method: string, p: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<{ status: number; ms: number; headers: http.IncomingHttpHeaders; body: string }>((resolve) => {
    const started = performance.now()
    const req = http.request(url('/'), { method, path: p, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {}, body: '' }))
    req.end(options.body)
  })
}

function login(fields: Record<string, string>, from: string, encoding: BodyEncoding = 'json') {
  const { contentType, body } = formBody(fields, encoding)
  const headers: Record<string, string> = { origin: url(''), 'x-forwarded-for': from, 'content-type': contentType }
  headers['content-length'] = String(Buffer.byteLength(body))
  return request('POST', '/api/admin/login', { headers, body })
}

/** Starts `attack`, then (once it is in the server) times a GET of each path. */
async function probesDuring<T>(attack: () => Promise<T>, paths: string[]) {
  const running = attack()
  await sleep(50)
  const probes = await Promise.all(paths.map((p) => request('GET', p, { headers: { 'accept-encoding': 'br, gzip' } })))
  return { result: await running, probes }
}

const statusCounts = (statuses: number[]) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}×${s}`)
    .join(', ')

function modes(dir: string): string {
  if (!fs.existsSync(dir)) return '(none)'
  const out = [`${path.basename(dir)}/ ${(fs.statSync(dir).mode & 0o777).toString(8)}`]
  for (const name of fs.readdirSync(dir)) out.push(`${name} ${(fs.statSync(path.join(dir, name)).mode & 0o777).toString(8)}`)
  return out.join(', ')
}

async function main() {
  port = await freePort()
  const bundle = path.join(checkout, 'dist', 'app', 'server.mjs')
  if (!fs.existsSync(bundle)) throw new Error(`No build in ${checkout}: run npm run build there first`)
  process.umask(0o022) // the usual umask, as a service would have it
  const server = spawn(process.execPath, startArgs(checkout), { cwd: checkout, env: { ...env, ...startEnv(checkout), PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
      if ((await request('GET', '/healthz')).status === 200) break
      if (i > 600) throw new Error('server did not start within 60 s')
      await sleep(100)
    }
    const home = await request('GET', '/') // fills the page cache
    const asset = home.body.match(/(?:src|href)="(\/assets\/[^"]+\.js)"/)![1]!
    const upload = home.body.match(/(\/uploads\/Home\/[^"?\s]+\.(?:jpg|webp))/)?.[1] ?? '/uploads/Home/none.jpg'
    await Promise.all([asset, upload, '/healthz'].map((p) => request('GET', p)))
    const rows: [string, string][] = []
    console.log(`Attacks on ${checkout} (port ${port}, DATA_DIR ${dataDir})`)

    // 7. a stale session cookie on a cached public page
    {
      const stale = await request('GET', '/', { headers: { cookie: 'lc_session=eyJhZG1pbklkIjoieCJ9; lc_session.sig=forged' } })
      const clear = await request('POST', '/api/admin/logout', { headers: { origin: url(''), 'content-type': 'application/json', cookie: 'lc_session=eyJ9; lc_session.sig=x' }, body: '{}' })
      const fresh = await login(ADMIN, nextAddress()) // before any flood: the old e-mail-only lock would refuse it later
      for (const [what, res] of [['stale cookie on /', stale], ['logout', clear], ['login', fresh]] as const) {
        rows.push([`7. ${what}`, `Set-Cookie: ${res.headers['set-cookie'] ? 'yes' : 'no'}; Cache-Control: ${res.headers['cache-control'] ?? '-'}; Vary: ${res.headers.vary ?? '-'}`])
      }
    }

    // 4. 5 wrong from one address, then the right password from another (first: nothing is locked yet)
    {
      const attacker = nextAddress()
      const wrong = []
      for (let i = 0; i < 5; i++) wrong.push((await login({ email: ADMIN.email, password: `wrong-${i}-pass` }, attacker)).status)
      const admin = await login(ADMIN, nextAddress())
      const again = await login(ADMIN, attacker)
      rows.push(['4. 5 wrong from A, then right from B', `A: ${statusCounts(wrong)}; B → ${admin.status}; A again → ${again.status} ${JSON.parse(again.body || '{}').message ?? ''}`])
    }

    // 1. One request with a quadratic e-mail, in each encoding, and a visitor's GET / meanwhile
    const evil = 'a@' + '.'.repeat(99_000) + ' x'
    for (const encoding of ['json', 'urlencoded', 'multipart'] as const) {
      const { result, probes } = await probesDuring(() => login({ email: evil, password: 'whatever-1' }, nextAddress(), encoding), ['/'])
      rows.push([`1. login e-mail "a@"+"."×99,000+" x" (${encoding})`, `${result.status} after ${seconds(result.ms)}; GET / meanwhile ${seconds(probes[0]!.ms)}`])
    }

    // 2. 40 simultaneous guesses from one address, the right password at #37
    {
      const from = nextAddress()
      const first = Array.from({ length: 36 }, (_, i) => login({ email: ADMIN.email, password: `wrong-guess-${i}` }, from))
      await sleep(50)
      const rest = [login(ADMIN, from), ...Array.from({ length: 3 }, (_, i) => login({ email: ADMIN.email, password: `wrong-late-${i}` }, from))]
      const answers = await Promise.all([...first, ...rest])
      rows.push(['2. 40 simultaneous guesses, right one at #37', `${statusCounts(answers.map((a) => a.status))}; #37 → ${answers[36]!.status}`])
    }

    // 3. login bursts without a session (unknown e-mails: each is verified against a dummy hash,
    //    so no per-e-mail lock cuts the burst short): a cached page, an asset, an upload and /healthz meanwhile
    for (const size of [60, 200]) {
      const { result, probes } = await probesDuring(
        () => Promise.all(Array.from({ length: size }, (_, i) => login({ email: `nobody${size}-${i}@college.test`, password: `burst-${i}-wrong` }, nextAddress()))),
        ['/', asset, upload, '/healthz'],
      )
      const slowest = Math.max(...result.map((r) => r.ms))
      rows.push([
        `3. ${size} simultaneous wrong logins (${size} addresses)`,
        `page ${seconds(probes[0]!.ms)}, asset ${seconds(probes[1]!.ms)}, upload ${seconds(probes[2]!.ms)}, healthz ${seconds(probes[3]!.ms)}; logins ${statusCounts(result.map((r) => r.status))}, all answered within ${seconds(slowest)}`,
      ])
    }

    // 5. malformed percent-encoding under each mount
    {
      const paths = ['/assets/%', '/assets/%c0%ae%c0%ae/x', '/assets/..%2f..%2fpackage.json', `${asset}%ff`, '/uploads/%', '/uploads/Home/%zz', '/%', '/blogs/%', '/api/%', '/api/blogs/%']
      const answers = await Promise.all(paths.map((p) => request('GET', p)))
      rows.push(['5. GET /assets/%', String(answers[0]!.status)])
      rows.push([`5. ${paths.length} malformed paths over every mount`, statusCounts(answers.map((a) => a.status))])
    }

    // 6. files in DATA_DIR (while running: with -wal and -shm) and a backup archive
    rows.push(['6. DATA_DIR while running', modes(dataDir)])
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { cwd: checkout, env: { ...env, LOG_LEVEL: 'silent' }, stdio: 'ignore' })
    rows.push(['6. backups', modes(backupDir)])

    const width = Math.max(...rows.map(([k]) => k.length))
    for (const [what, figure] of rows) console.log(`${what.padEnd(width)}  ${figure}`)
  } finally {
    server.kill('SIGTERM')
    await exited
    fs.rmSync(work, { recursive: true, force: true })
  }
}

await main()

import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE, migrateToLatest, openDatabase } from '../../src/db/connection'
import { DISK_FULL } from '../../src/http/errors'
import { createBackup } from '../../src/ops/backup'
import * as tar from 'tar'
import { startTestServer } from '../helpers/server'
import { SPEC, cookieFrom, freePort, listFiles, runUntilExit, serverArgs, spawnServer, tempDirs, type ChildServer } from './support'

/**
 * The faults a small VPS meets (docs/operations.md, "When something goes wrong"), each against the
 * real server in a child process: exit code, the log line, the HTTP answer, and that nothing
 * acknowledged is lost.
 */

const ADMIN = { email: 'ops@college.test', password: 'ops-drill-pass' }
const INJECT = './tests/hardening/fault-injection.ts'
const ISO_LINE = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z ERROR start failed: \S/

/** The one `ERROR start failed:` line of a failed start; fails when there is none, several, or a stack. */
function startFailedLine(output: string): string {
  const lines = output.split('\n').filter((line) => line.includes('ERROR start failed:'))
  expect(lines, output).toHaveLength(1)
  expect(lines[0]).toMatch(ISO_LINE)
  expect(output, 'no stack trace').not.toMatch(/^\s+at /m)
  return lines[0]!
}

/** Waits until the child's output shows the pattern (request lines are written once per event-loop turn), then asserts it. */
async function waitForOutput(server: Pick<ChildServer, 'output'>, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 120_000
  while (!pattern.test(server.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  expect(server.output()).toMatch(pattern)
}

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

function photo(seed = 1): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30 * seed, g: 120, b: 90 } } }).jpeg().toBuffer()
}

/** Signs in, makes an event category, and returns a function that uploads one photo (the raw response). */
async function uploader(server: Pick<ChildServer, 'url'>) {
  const json = { 'content-type': 'application/json', origin: server.url }
  const login = await fetch(server.url + SPEC.login, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })
  expect(login.status).toBe(200)
  const cookie = cookieFrom(login)
  await fetch(server.url + '/api/event/addCategory', { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ category: 'Drill' }) })
  return async (seed = 1) => {
    const form = new FormData()
    form.append('category', 'Drill')
    form.append('image', new Blob([new Uint8Array(await photo(seed))], { type: 'image/jpeg' }), 'drill.jpg')
    return fetch(server.url + '/api/event/uploadEventImages', { method: 'POST', headers: { cookie, origin: server.url }, body: form })
  }
}

function eventImageRows(dataDir: string): string[] {
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    return sqlite.prepare('select image_url from event_images').pluck().all() as string[]
  } finally {
    sqlite.close()
  }
}

/** Image files under uploads whose id no row refers to. */
function orphanFiles(dirs: { dataDir: string; uploadsDir: string }): string[] {
  const ids = new Set(eventImageRows(dirs.dataDir).map((url) => url.slice(0, 24)))
  return listFiles(dirs.uploadsDir).filter((f) => /[a-f0-9]{24}/.test(f) && !ids.has(path.basename(f).slice(0, 24)))
}

/** A database with the schema and `rows` contact queries, WAL folded in, closed. */
async function databaseWithRows(dataDir: string, rows: number) {
  const { db, sqlite, close } = openDatabase(dataDir)
  await migrateToLatest(db)
  const insert = sqlite.prepare("insert into contact_queries (id, name, email, mobile, message, created_at, updated_at) values (?, ?, 'a@b.org', '9000000000', ?, '2026-01-01', '2026-01-01')")
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(`row-${i}`, `Name ${i}`, 'x'.repeat(300))
  })()
  await close()
  return path.join(dataDir, DATABASE_FILE)
}

describe('a failed start is one ERROR line and exit code 1', () => {
  const cleanups: (() => void)[] = []
  afterAll(() => cleanups.forEach((c) => c()))
  const dirs = (name: string) => {
    const d = tempDirs(`fault-${name}`)
    cleanups.push(d.remove)
    return d
  }
  const envOf = (d: { dataDir: string; uploadsDir: string }) => ({ DATA_DIR: d.dataDir, UPLOADS_DIR: d.uploadsDir })

  it('port in use, with node and with npm start', async () => {
    const port = await freePort()
    const blocker = net.createServer().listen(port, '127.0.0.1')
    await new Promise((r) => blocker.once('listening', r))
    try {
      const d = dirs('port')
      for (const options of [{ port }, { port, command: 'npm', args: ['start'] }]) {
        const { code, output } = await runUntilExit(envOf(d), options)
        expect(code, output).toBe(1)
        expect(startFailedLine(output)).toContain(`port ${port} on 127.0.0.1 is already in use`)
      }
      // the lock was released on the way out: a start on a free port now works
      const server = await spawnServer(envOf(d))
      await server.stop()
      expect(server.process.exitCode).toBe(0)
    } finally {
      blocker.close()
    }
  })

  it('bad configuration names the variable', async () => {
    const { code, output } = await runUntilExit({ ...envOf(dirs('config')), SUBMIT_RATE_LIMIT: 'lots' })
    expect(code).toBe(1)
    expect(startFailedLine(output)).toContain('SUBMIT_RATE_LIMIT must be a whole number')
  })

  it('a 0-byte database is refused and left as it was (never replaced by an empty site)', async () => {
    const d = dirs('empty-db')
    const file = path.join(d.dataDir, DATABASE_FILE)
    fs.writeFileSync(file, '')
    for (const options of [{}, { command: 'npm', args: ['start'] }]) {
      const { code, output } = await runUntilExit({ ...envOf(d), SEED_DEMO: '1' }, options)
      expect(code, output).toBe(1)
      expect(startFailedLine(output)).toContain(`the database ${file} is empty (0 bytes)`)
      expect(fs.statSync(file).size).toBe(0)
    }
  })

  it('a file that is not a SQLite database is refused and left as it was', async () => {
    const d = dirs('garbage-db')
    const file = path.join(d.dataDir, DATABASE_FILE)
    fs.writeFileSync(file, crypto.randomBytes(64 * 1024))
    const before = sha(file)
    const { code, output } = await runUntilExit(envOf(d))
    expect(code).toBe(1)
    expect(startFailedLine(output)).toContain('is not a SQLite database')
    expect(sha(file)).toBe(before)
  })

  it('a database with 64 KB of random bytes in the middle fails the integrity check', async () => {
    const d = dirs('damaged-db')
    const file = await databaseWithRows(d.dataDir, 3000)
    const size = fs.statSync(file).size
    expect(size).toBeGreaterThan(512 * 1024)
    const fd = fs.openSync(file, 'r+')
    fs.writeSync(fd, crypto.randomBytes(64 * 1024), 0, 64 * 1024, Math.floor(size / 2 / 4096) * 4096)
    fs.closeSync(fd)
    const before = sha(file)
    const { code, output } = await runUntilExit(envOf(d))
    expect(code).toBe(1)
    expect(startFailedLine(output)).toMatch(/failed its integrity check .*restore the last backup/)
    expect(sha(file)).toBe(before)
  })

  it('a database locked by another program', async () => {
    const d = dirs('locked-db')
    const file = await databaseWithRows(d.dataDir, 10)
    const holder = new SQLite(file)
    holder.exec('BEGIN EXCLUSIVE')
    try {
      const { code, output } = await runUntilExit(envOf(d))
      expect(code).toBe(1)
      expect(startFailedLine(output)).toContain(`the database ${file} is locked by another program`)
    } finally {
      holder.exec('ROLLBACK')
      holder.close()
    }
    expect(new SQLite(file, { readonly: true }).prepare('select count(*) from contact_queries').pluck().get()).toBe(10)
  })

  it('a plain file where an uploads sub-folder should be', async () => {
    const d = dirs('file-for-folder')
    fs.mkdirSync(d.uploadsDir)
    fs.writeFileSync(path.join(d.uploadsDir, 'Event'), 'not a folder')
    const { code, output } = await runUntilExit(envOf(d))
    expect(code).toBe(1)
    expect(startFailedLine(output)).toContain(`UPLOADS_DIR/Event (${path.join(d.uploadsDir, 'Event')}) is a file, not a folder`)
  })

  it('a full disk at first start', async () => {
    const d = dirs('full-at-start')
    const { code, output } = await runUntilExit({ ...envOf(d), FAULT_DISK_FULL_UNDER: d.root }, { args: serverArgs('--import', INJECT) })
    expect(code).toBe(1)
    expect(startFailedLine(output)).toMatch(/the disk is full .*\[ENOSPC\]: free some space/)
  })

  it('a database file the server cannot write', async () => {
    const d = dirs('readonly-db')
    const file = await databaseWithRows(d.dataDir, 5)
    fs.mkdirSync(path.join(d.uploadsDir), { recursive: true })
    // root writes anything: the server runs as "nobody" then, as a service user would
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}
    if (asUser.uid !== undefined) {
      fs.chmodSync(d.root, 0o755)
      for (const f of [d.root, d.dataDir, d.uploadsDir, file]) fs.chownSync(f, 65534, 65534)
    }
    fs.chmodSync(file, 0o444)
    const { code, output } = await runUntilExit(envOf(d), asUser)
    expect(code, output).toBe(1)
    // refused either when the file is made private (EACCES) or when SQLite first writes (SQLITE_READONLY)
    const line = startFailedLine(output)
    expect(line).toContain(file)
    expect(line).toMatch(/cannot be written \[SQLITE_READONLY\]|permission denied .*\[EACCES\]: give the server's user write access/)
  })
})

describe('one process per data folder', () => {
  const d = tempDirs('fault-lock')
  afterAll(() => d.remove())

  it('refuses a second server and npm run restore while a server uses the folder, naming its pid', async () => {
    const env = { DATA_DIR: d.dataDir, UPLOADS_DIR: d.uploadsDir, SUBMIT_RATE_LIMIT: '1000' }
    const first = await spawnServer(env)
    try {
      const sent = { name: 'Kept Visitor', email: 'k@example.org', mobile: '9000000000', message: 'Still here after the drill' }
      const res = await fetch(first.url + SPEC.contact, { method: 'POST', headers: { 'content-type': 'application/json', origin: first.url }, body: JSON.stringify(sent) })
      expect(res.status).toBe(201)
      // an upload temp file of the running server: the second start must not delete it
      const inFlight = path.join(d.uploadsDir, 'Event', `.0123456789abcdef01234567-480.webp.${first.process.pid}.tmp`)
      fs.writeFileSync(inFlight, 'being written')

      const second = await runUntilExit(env)
      expect(second.code).toBe(1)
      expect(startFailedLine(second.output)).toContain(`is in use by a running server (pid ${first.process.pid}`)
      expect(fs.existsSync(inFlight)).toBe(true)

      const archive = (await createBackup({ ...d, backupDir: path.join(d.root, 'backups') })).file
      const restore = await runUntilExit(env, { args: ['--import', 'tsx', 'scripts/restore.ts', archive] })
      expect(restore.code).toBe(1)
      const lines = restore.output.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`Restore failed: DATA_DIR (${d.dataDir}) is in use by a running server (pid ${first.process.pid}`)

      expect((await fetch(first.url + '/healthz')).status).toBe(200)
      fs.rmSync(inFlight)
    } finally {
      await first.stop()
    }
    const sqlite = new SQLite(path.join(d.dataDir, DATABASE_FILE), { readonly: true })
    expect(sqlite.prepare('select count(*) from contact_queries where name = ?').pluck().get('Kept Visitor')).toBe(1)
    sqlite.close()
  })
})

describe('signals and crashes at run time', () => {
  const d = tempDirs('fault-run')
  afterAll(() => d.remove())
  const env = { DATA_DIR: d.dataDir, UPLOADS_DIR: d.uploadsDir }

  it('npm start passes SIGTERM to the server, which stops cleanly', async () => {
    // a drain far longer than any stop on a loaded machine: an idle server must not wait for it
    const server = await spawnServer({ ...env, SHUTDOWN_DRAIN_MS: '900000' }, { command: 'npm', args: ['start'] })
    const started = Date.now()
    server.process.kill('SIGTERM')
    await new Promise((r) => server.process.once('close', r))
    expect(server.process.exitCode).toBe(0)
    expect(Date.now() - started).toBeLessThan(240_000)
    expect(server.output()).toMatch(/INFO shutting down signal=SIGTERM/)
    // nobody is left serving on the port
    expect(await fetch(server.url + '/healthz').then(() => 'answered', () => 'gone')).toBe('gone')
  })

  it('an uncaught exception or unhandled rejection is logged as ERROR and exits 1', async () => {
    for (const kind of ['throw', 'reject']) {
      const server = await spawnServer({ ...env, FAULT_ON_SIGUSR2: kind }, { args: serverArgs('--import', INJECT) })
      server.process.kill('SIGUSR2')
      await new Promise((r) => server.process.once('close', r))
      expect(server.process.exitCode, server.output()).toBe(1)
      expect(server.output()).toMatch(kind === 'throw' ? /ERROR uncaught exception: exiting/ : /ERROR unhandled promise rejection: exiting/)
      expect(server.output()).toContain(kind === 'throw' ? 'injected exception' : 'injected rejection')
    }
  })

  it('requests still running when the drain time ends are logged, then cut', async () => {
    const server = await spawnServer({ ...env, SHUTDOWN_DRAIN_MS: '400', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
    const login = await fetch(server.url + SPEC.login, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify(ADMIN) })
    const cookie = cookieFrom(login)
    // an upload that never finishes sending its body
    const socket = net.connect(server.port, '127.0.0.1')
    await new Promise((r) => socket.once('connect', r))
    socket.write(
      `POST /api/event/uploadEventImages HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 10000000\r\n\r\n--x\r\n`,
    )
    socket.on('error', () => {})
    await new Promise((r) => setTimeout(r, 200))
    const stopAt = Date.now()
    server.process.kill('SIGTERM')
    await new Promise((r) => server.process.once('close', r))
    expect(server.process.exitCode).toBe(0)
    // cut when the drain time ends, not when the upload would (never): a bound far from both
    expect(Date.now() - stopAt).toBeLessThan(120_000)
    expect(server.output()).toMatch(/WARN request cut at shutdown: .* method=POST path=\/api\/event\/uploadEventImages ms=\d+/)
    socket.destroy()
  })
})

describe('disk full, damaged folders and orphan files while serving', () => {
  const d = tempDirs('fault-disk')
  afterAll(() => d.remove())
  const full = path.join(d.root, 'disk-is-full')
  const env = { DATA_DIR: d.dataDir, UPLOADS_DIR: d.uploadsDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SUBMIT_RATE_LIMIT: '2' }

  it('a full uploads disk: 507 with the cause, ERROR with the code, no temp or orphan file, /healthz 503; all fine once space is back', async () => {
    const server = await spawnServer({ ...env, FAULT_DISK_FULL_UNDER: d.uploadsDir, FAULT_SWITCH: full }, { args: serverArgs('--import', INJECT) })
    try {
      const upload = await uploader(server)
      expect((await upload(1)).status).toBe(201)
      const kept = eventImageRows(d.dataDir)
      expect(kept).toHaveLength(1)

      fs.writeFileSync(full, '')
      const refused = await upload(2)
      expect(refused.status).toBe(507)
      expect(await refused.json()).toEqual({ success: false, message: DISK_FULL })
      const health = await fetch(server.url + '/healthz')
      expect(health.status).toBe(503)
      expect((await health.json()).reason).toMatch(/the disk of UPLOADS_DIR is full/)
      expect(listFiles(d.uploadsDir).filter((f) => f.endsWith('.tmp'))).toEqual([])
      expect(orphanFiles(d)).toEqual([])
      expect(eventImageRows(d.dataDir)).toEqual(kept)

      // the error line and the request line share the request id
      const error = server.output().split('\n').find((line) => line.includes('ERROR image not saved'))!
      expect(error).toMatch(/code=ENOSPC/)
      const id = /req=(\S+)/.exec(error)![1]
      await waitForOutput(server, new RegExp(`INFO http method=POST path=/api/event/uploadEventImages status=507 ms=[\\d.]+ req=${id}\\n`))

      fs.rmSync(full)
      expect((await fetch(server.url + '/healthz')).status).toBe(200)
      expect((await upload(3)).status).toBe(201)
      expect(eventImageRows(d.dataDir)).toHaveLength(2)

      // rate-limit lines name the client
      const contact = { name: 'Limit', email: 'l@example.org', mobile: '9000000000', message: 'Rate limit drill' }
      for (let i = 0; i < 3; i++) await fetch(server.url + SPEC.contact, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify(contact) })
      await waitForOutput(server, /WARN submit rate limit path=\S+ ip=\S*127\.0\.0\.1/)
    } finally {
      await server.stop()
    }
  })

  it('image files no row refers to are removed at start (logged with a count) and left out of backups', async () => {
    const referenced = eventImageRows(d.dataDir)
    expect(referenced.length).toBeGreaterThan(0)
    const orphan = ['ffffffffffffffffffffffff.jpg', 'ffffffffffffffffffffffff-480.webp'].map((name) => path.join(d.uploadsDir, 'Event', name))
    for (const file of orphan) fs.writeFileSync(file, 'left by a kill')
    const archive = (await createBackup({ ...d, backupDir: path.join(d.root, 'backups') })).file
    const archived: string[] = []
    await tar.t({ file: archive, onReadEntry: (entry) => void archived.push(entry.path) })
    expect(archived.some((name) => name.includes('ffffffffffffffffffffffff'))).toBe(false)
    expect(archived.some((name) => name.includes(referenced[0]!))).toBe(true)

    const server = await spawnServer(env)
    try {
      expect(server.output()).toMatch(/WARN removed image files no row refers to .* files=2/)
      for (const file of orphan) expect(fs.existsSync(file)).toBe(false)
      expect(orphanFiles(d)).toEqual([])
      for (const url of referenced) expect((await fetch(`${server.url}/uploads/Event/${url}`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('/healthz reports 503 when the database file was moved away while the server runs', async () => {
    const server = await spawnServer(env)
    const moved = d.dataDir + '.before-restore'
    try {
      fs.renameSync(d.dataDir, moved)
      const health = await fetch(server.url + '/healthz')
      expect(health.status).toBe(503)
      expect((await health.json()).reason).toMatch(/was moved, replaced or deleted while the server ran: restart the server/)
    } finally {
      await server.stop()
      fs.renameSync(moved, d.dataDir)
    }
  })
})


describe('the database refuses writes while serving', () => {
  it('read-only: /healthz 503 naming it; full: a submit answers 507 and nothing is kept; both recover', async () => {
    const server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
    const submit = (name: string) =>
      server.fetch(SPEC.contact, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ name, email: 'w@example.org', mobile: '9000000000', message: 'Write drill message' }) })
    try {
      expect((await submit('Before')).status).toBe(201)
      // as when the file system turns read-only under the server
      server.ctx.sqlite.pragma('query_only = 1')
      const health = await server.fetch('/healthz')
      expect(health.status).toBe(503)
      expect(await health.json()).toEqual({ ok: false, database: 'open', reason: 'the database cannot be written [SQLITE_READONLY]' })
      server.ctx.sqlite.pragma('query_only = 0')
      expect((await server.fetch('/healthz')).status).toBe(200)

      // as when the disk fills: SQLite cannot add a page
      const pages = server.ctx.sqlite.pragma('page_count', { simple: true }) as number
      server.ctx.sqlite.pragma(`max_page_count = ${pages}`)
      let refused: Response | null = null
      for (let i = 0; i < 200 && !refused; i++) {
        const res = await submit(`Filler ${i} ${'x'.repeat(2000)}`.slice(0, 100))
        if (res.status !== 201) refused = res
      }
      expect(refused?.status).toBe(507)
      expect(await refused!.json()).toEqual({ success: false, message: DISK_FULL })
      server.ctx.sqlite.pragma('max_page_count = 1073741823')
      expect((await submit('After')).status).toBe(201)
      const names = server.ctx.sqlite.prepare("select name from contact_queries where name in ('Before', 'After')").pluck().all()
      expect(names.sort()).toEqual(['After', 'Before'])
    } finally {
      await server.close()
    }
  })
})

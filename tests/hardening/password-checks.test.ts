import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_ROUTES } from '../../src/platform/auth/password-checks'
import { parseInput, passwordFields } from '../../src/http/validation'
import { startTestServer } from '../helpers/server'
import { routesOf } from './routes'
import { cookieFrom, spawnServer, tempDirs, type ChildServer } from './support'

/**
 * Issue 26, rows 1 and 4: every password check goes through one bounded, throttled path
 * (src/platform/auth/password-checks.ts, decision 113). The first part reads the source: no
 * other module can reach argon2 or read a password field. The second floods every password route
 * of the running server and watches the site stay fast.
 */

const ROOT = path.resolve('.')
const GUARDED = 'src/platform/auth/password-checks.ts'
const SOURCE_DIRS = ['src', 'pages', 'scripts']
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/

/** Every source file of the project (src, pages, scripts, server.ts), as paths relative to the root. */
function sourceFiles(): string[] {
  const files = ['server.ts']
  for (const dir of SOURCE_DIRS)
    for (const name of fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]) if (SOURCE_FILE.test(name)) files.push(path.join(dir, name))
  return files.sort()
}
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

/** The module names a file imports (static imports, re-exports, dynamic import(), require()). */
function importsOf(source: string): string[] {
  const names: string[] = []
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)) names.push(match[1]!)
  return names
}

/** A relative import resolved to a project file ('./x.js' → x.ts), or null for a package. */
function resolveImport(from: string, name: string): string | null {
  if (!name.startsWith('.')) return null
  const base = path.join(path.dirname(from), name).replace(/\.(js|mjs)$/, '')
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')])
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) return candidate
  return null
}

/** Every project module reachable by imports from `entry` (type-only imports included: a wider net). */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const name of importsOf(read(file))) {
      const resolved = resolveImport(file, name)
      if (resolved) visit(resolved)
    }
  }
  visit(entry)
  return seen
}

describe('one path for every password check: the source', () => {
  it('argon2 is imported by exactly one module, the guarded path', () => {
    const importers = sourceFiles().filter((file) => importsOf(read(file)).includes('argon2'))
    expect(importers).toEqual([GUARDED])
  })

  it('the password form of parseInput is called only by the guarded path', () => {
    const callers = sourceFiles().filter((file) => /\bparsePasswordInput\s*\(/.test(read(file)) && file !== 'src/http/validation.ts')
    expect(callers).toEqual([GUARDED])
  })

  it('no module the API router reaches uses the set-up hashing (ADMIN_EMAIL at start, npm run admin)', () => {
    const graph = importGraph('src/app/api.ts')
    // the walk really reaches the password routes and the guarded path
    expect(graph).toContain('src/features/accounts/api.ts')
    expect(graph).toContain(GUARDED)
    const definers = new Set([GUARDED, 'src/platform/auth/store.ts'])
    const users = [...graph].filter((file) => !definers.has(file) && /\b(hashForSetup|createAdmin|setAdminPassword)\b/.test(read(file)))
    expect(users).toEqual([])
  })

  it('every schema with a password field is refused by parseInput: only checkPassword reads a password', async () => {
    const schemaModules = sourceFiles().filter((file) => file.startsWith('src/') && /\bz\.object\s*\(/.test(read(file)))
    const found: string[] = []
    for (const file of schemaModules) {
      const exports = (await import(pathToFileURL(path.join(ROOT, file)).href)) as Record<string, unknown>
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType) || passwordFields(value).length === 0) continue
        found.push(name)
        expect(() => parseInput(value, {}), name).toThrow(/parsed only by checkPassword/)
      }
    }
    expect(found).toEqual(expect.arrayContaining(['loginSchema', 'ownPasswordSchema', 'setPasswordSchema']))
  })

  it('the routes that carry the password mark are exactly the ones the gate before the body parsers covers', async () => {
    const server = await startTestServer()
    try {
      const marked = routesOf(server.app)
        .filter((route) => route.passwordRoute)
        .map((route) => `${route.method} ${route.path}`)
      expect(marked.sort()).toEqual(Object.keys(PASSWORD_ROUTES).map((apiPath) => `POST /api${apiPath}`).sort())
    } finally {
      await server.close()
    }
  })
})

// ---------------------------------------------------------------------------------------------

const ADMIN = { email: 'staff@college.test', password: 'correct-horse' }
const DESK = { email: 'desk@college.test', password: 'desk-password-1' }
// Wide enough for a shared 2-core machine's slow moments; an unbounded flood took 5.8-12.6 s.
const LIVENESS_MS = 3000

let server: ChildServer
const dirs = tempDirs('password-checks')
let assetPath: string
let nextAddress = 0
/** A client address of its own for each caller (behind the trusted proxy). */
const newAddress = () => `10.9.${(++nextAddress >> 8) & 255}.${nextAddress & 255}`

async function postJson(apiPath: string, body: object, address: string, cookie = '') {
  const res = await fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string }, retryAfter: res.headers.get('retry-after') }
}

async function timedGet(pathname: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const res = await fetch(server.url + pathname)
  await res.arrayBuffer()
  return { ms: performance.now() - started, status: res.status }
}

/** A bogus one-time token of the right shape (43 base64url characters). */
const bogusToken = (i: number) => `bogus-token-${String(i).padStart(6, '0')}-aaaaaaaaaaaaaaaaaaaaaaaa`

/**
 * A wrong attempt at each password route, keyed as PASSWORD_ROUTES is: a route added there without a
 * row here fails the test that floods them all.
 */
const WRONG_ATTEMPT: Record<string, { body: (i: number) => object; failed: number; atMost: number; cookie?: () => string }> = {
  // one account: its own count of 5 decides
  '/admin/login': { body: (i) => ({ email: ADMIN.email, password: `wrong-guess-${i}` }), failed: 401, atMost: 5 },
  // a new link each time: the address's count of 20 decides (decision 266)
  '/admin/accounts/setPassword': { body: (i) => ({ token: bogusToken(i), password: 'a-new-password' }), failed: 410, atMost: 20 },
  '/admin/password': { body: (i) => ({ currentPassword: `wrong-current-${i}`, newPassword: 'brand-new-pass' }), failed: 400, atMost: 5, cookie: () => deskCookie },
  // every request for a link counts, answered or not: the same answer for any address; a new e-mail each time
  '/admin/forgotPassword': { body: (i) => ({ email: `nobody-${i}@college.test` }), failed: 200, atMost: 20 },
}
let deskCookie = ''

describe('one path for every password check: floods', () => {
  beforeAll(async () => {
    server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, SEED_DEMO: '1', TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://college.test', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
    const home = await (await fetch(server.url + '/')).text()
    assetPath = home.match(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/)![1]!
    // The Admissions desk: invited by the Administrator, password set through the link, signed in.
    const adminLogin = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': newAddress() }, body: JSON.stringify(ADMIN) })
    const adminCookie = cookieFrom(adminLogin)
    const invite = await fetch(`${server.url}/api/admin/accounts`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', cookie: adminCookie }, body: JSON.stringify({ name: 'Desk', email: DESK.email, role: 'admissions' }) })
    const { link } = (await invite.json()) as { link: string }
    const token = new URL(link, server.url).searchParams.get('token')!
    expect((await postJson('/admin/accounts/setPassword', { token, password: DESK.password }, newAddress())).status).toBe(200)
    const deskLogin = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': newAddress() }, body: JSON.stringify(DESK) })
    expect(deskLogin.status).toBe(200)
    deskCookie = cookieFrom(deskLogin)
  })
  afterAll(async () => {
    await server?.stop()
    dirs.remove()
  })

  it('every password route has a wrong attempt to flood it with', () => {
    expect(Object.keys(WRONG_ATTEMPT).sort()).toEqual(Object.keys(PASSWORD_ROUTES).sort())
  })

  it('row 1: 200 bogus-token set-password requests from one address, no account: at most 20 answered 410 (the address’s own count, decision 266), the rest 429; a build asset stays fast', async () => {
    const address = newAddress()
    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => postJson('/admin/accounts/setPassword', { token: bogusToken(i), password: 'a-new-password' }, address)))
    await new Promise((r) => setTimeout(r, 30))
    const probe = await timedGet(assetPath)
    const answers = await flood
    expect(probe.status).toBe(200)
    expect(probe.ms, `the asset answered in ${Math.round(probe.ms)} ms during the flood`).toBeLessThan(LIVENESS_MS)
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 410).length).toBeLessThanOrEqual(20)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(180)
    expect(statuses.every((s) => s === 410 || s === 429), statuses.join(',')).toBe(true)
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body.message).toMatch(/^Too many failed password attempts\. Please wait 1[45] minutes and try again\.$/)
      expect(Number(answer.retryAfter)).toBeGreaterThan(13 * 60)
    }
  })

  it('row 4: 25 wrong current passwords from the Admissions desk: at most 5 answered 400, the rest 429, and the password is unchanged', async () => {
    const answers: number[] = []
    for (let i = 0; i < 25; i++) answers.push((await postJson('/admin/password', { currentPassword: `wrong-current-${i}`, newPassword: 'brand-new-pass' }, newAddress(), deskCookie)).status)
    // one address per guess: the per-account counter holds them, not the per-address one
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(answers.slice(5)).toEqual(Array(20).fill(429))
    // even the right current password is refused now
    expect((await postJson('/admin/password', { currentPassword: DESK.password, newPassword: 'brand-new-pass' }, newAddress(), deskCookie)).status).toBe(429)
    const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': newAddress() }, body: JSON.stringify(DESK) })
    expect(login.status).toBe(200)
  })

  it('each password route, flooded with 150 wrong attempts from one address: 429s, at most 5 failures on one account or 20 from the address, and a build asset stays fast', async () => {
    for (const [apiPath, attempt] of Object.entries(WRONG_ATTEMPT)) {
      const address = newAddress()
      const flood = Promise.all(Array.from({ length: 150 }, (_, i) => postJson(apiPath, attempt.body(i), address, attempt.cookie?.())))
      await new Promise((r) => setTimeout(r, 30))
      const probe = await timedGet(assetPath)
      const statuses = (await flood).map((a) => a.status)
      expect(probe.ms, `${apiPath}: the asset answered in ${Math.round(probe.ms)} ms`).toBeLessThan(LIVENESS_MS)
      expect(statuses.filter((s) => s === attempt.failed).length, apiPath).toBeLessThanOrEqual(attempt.atMost)
      expect(statuses.filter((s) => s === 429).length, apiPath).toBeGreaterThanOrEqual(150 - attempt.atMost)
    }
  })

  it('a throttled address is refused before its body is read, on every password route; a no-script form post is sent back with a code', async () => {
    const address = newAddress()
    for (let i = 0; i < 20; i++) expect((await postJson('/admin/accounts/setPassword', { token: bogusToken(i), password: 'a-new-password' }, address)).status).toBe(410)
    for (const [apiPath, attempt] of Object.entries(WRONG_ATTEMPT)) expect((await postJson(apiPath, attempt.body(99), address, attempt.cookie?.())).status, apiPath).toBe(429)
    const form = await fetch(`${server.url}/api/admin/accounts/setPassword`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ token: bogusToken(1), password: 'a-new-password' }).toString(),
      redirect: 'manual',
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/vvs/panel/set-password?error=throttled')
  })
})

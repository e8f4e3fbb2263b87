import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BodyEncoding, formBody } from '../../scripts/form-body'
import { SPEC, spawnServer, tempDirs, type ChildServer } from './support'

/**
 * The attacks of the second outside review (issue #11), each with its neighbours, against the
 * production server in its own process: the "within 3 s" checks are liveness (the site keeps
 * answering other visitors), not benchmarks (figures: npm run attack).
 */
const ADMIN = { email: 'staff@college.test', password: 'correct-horse' }
// Wide enough for a shared 2-core machine's slow moments, far below the 10 s an unbounded queue took.
const LIVENESS_MS = 3000
const KB = 1024

let server: ChildServer
const dirs = tempDirs('attacks')
let assetPath: string

beforeAll(async () => {
  // TRUST_PROXY=1 so that requests can come from many client addresses (X-Forwarded-For); behind a proxy PUBLIC_ORIGIN is required
  server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, SEED_DEMO: '1', TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://college.test', SUBMIT_RATE_LIMIT: '100000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  const home = await (await fetch(server.url + '/')).text() // also fills the page cache
  assetPath = home.match(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/)![1]!
})
afterAll(async () => {
  await server?.stop()
  dirs.remove()
})

let nextAddress = 0
/** A client address of its own for each caller (behind the trusted proxy). */
const newAddress = () => `10.${(++nextAddress >> 8) & 255}.${nextAddress & 255}.7`

function post(path: string, fields: Record<string, string>, encoding: BodyEncoding, address: string) {
  const { contentType, body } = formBody(fields, encoding)
  const headers = { origin: server.url, 'x-forwarded-for': address, 'content-type': contentType }
  return fetch(server.url + path, { method: 'POST', headers, body, redirect: 'manual' })
}

/** Time until a GET is fully answered, and its status. */
async function timedGet(path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const res = await fetch(server.url + path)
  await res.arrayBuffer()
  return { ms: performance.now() - started, status: res.status }
}

/** Runs `attack`, and while it runs, asks for `paths` once it has started: each must answer within 3 s. */
async function whileUnderAttack<T>(attack: () => Promise<T>, paths: string[]): Promise<T> {
  const running = attack()
  await new Promise((r) => setTimeout(r, 30)) // the attack's requests are in the server now
  const probes = await Promise.all(paths.map(timedGet))
  const result = await running
  for (const [i, probe] of probes.entries()) {
    expect(probe.status, paths[i]).toBe(200)
    expect(probe.ms, `${paths[i]} answered in ${Math.round(probe.ms)} ms during the attack`).toBeLessThan(LIVENESS_MS)
  }
  return result
}

describe('bounded input: 100 KB of the worst shape for each field of each public form', () => {
  /** Shapes that make a backtracking pattern slow: dots after @ then a space for e-mails, digits for numbers. */
  const worst = (field: string, size: number) => (field === 'phone' || field === 'mobile' ? '9'.repeat(size) + 'x' : 'a@' + '.'.repeat(size - 4) + ' x')
  const FORMS = [
    { path: SPEC.login, valid: ADMIN, tooLongMessage: { email: 'Enter a valid email', password: 'Password is too long' } },
    { path: SPEC.contact, valid: { name: 'Asha', mobile: '9876543210', email: 'asha@example.org', message: 'Hello' }, tooLongMessage: { name: 'Name must be at most 120 characters', mobile: 'Mobile must be at most 20 characters', email: 'Email must be at most 200 characters', message: 'Message must be at most 5000 characters' } },
    { path: SPEC.admission, valid: { fullname: 'Asha', city: 'Shahdol', phone: '9876543210', course: '' }, tooLongMessage: { fullname: 'Full Name must be at most 120 characters', city: 'City must be at most 80 characters', phone: 'Mobile No. must be at most 20 characters', course: 'Select a course from the list' } },
  ] as const

  for (const form of FORMS) {
    it(`${form.path}: every field, every encoding: 100 KB is answered 413 at the parser (a public form's post without JavaScript: back to the form, the field named), and as much as the body limit allows 400 by the field's cap; GET / answers within 3 s`, async () => {
      for (const field of Object.keys(form.valid)) {
        for (const encoding of ['json', 'urlencoded', 'multipart'] as const) {
          const fields = { ...form.valid, [field]: worst(field, 100 * KB) }
          const res = await whileUnderAttack(() => post(form.path, fields, encoding, newAddress()), ['/'])
          if (encoding === 'urlencoded' && form.path !== SPEC.login) {
            // read as it comes, holding no more than the limit (docs/decisions/296)
            expect(res.status, `${field} (${encoding})`).toBe(303)
            expect(res.headers.get('location'), `${field} (${encoding})`).toContain(`fields=${field}.invalid`)
            continue
          }
          expect(res.status, `${field} (${encoding})`).toBe(413)
          expect(await res.json()).toEqual({ success: false, message: 'The request body is too large.' })
        }
      }
      const room = form.path === SPEC.contact ? 40 * KB : 3 * KB
      for (const [field, message] of Object.entries(form.tooLongMessage)) {
        const res = await whileUnderAttack(() => post(form.path, { ...form.valid, [field]: worst(field, room) }, 'json', newAddress()), ['/'])
        expect(res.status, field).toBe(400)
        const body = await res.json()
        expect(body.errors[field], field).toBe(message)
      }
    })
  }
})

describe('login throttle: reserved before verifying, per address + e-mail and per address', () => {
  const login = (credentials: { email: string; password: string }, address: string) =>
    post(SPEC.login, credentials, 'json', address).then(async (res) => ({ status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') }))

  it('40 simultaneous guesses from one address, the right password at #37: at most 5 verified, none let in, the rest 429 with the wait', async () => {
    const address = newAddress()
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 36 ? ADMIN : { email: ADMIN.email, password: `wrong-guess-${i}` }))
    const first = guesses.slice(0, 36).map((credentials) => login(credentials, address))
    await new Promise((r) => setTimeout(r, 50)) // the first ones are being verified now
    const answers = await Promise.all([...first, ...guesses.slice(36).map((credentials) => login(credentials, address))])
    const statuses = answers.map((a) => a.status)
    expect(statuses[36], 'the right password inside the burst').toBe(429)
    expect(statuses.filter((s) => s === 200)).toHaveLength(0)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(35)
    // refused on the account's count with the wait, or (the address's own count is 20, decision 266)
    // before parsing while the five checks fill the queue, with a few seconds' wait
    for (const answer of refused) {
      if (answer.body.message === 'Too many sign-in attempts at once. Please try again in a few seconds.') expect(answer.retryAfter).toBe('5')
      else {
        expect(answer.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/)
        expect(Number(answer.retryAfter)).toBeGreaterThan(13 * 60)
      }
    }
    // once the queue is empty the account's count answers, for the right password too
    expect(await login(ADMIN, address)).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many failed sign-in attempts\./) } })
  })

  it('a burst spread over many e-mails from one address is held to 20 verifications, 5 per e-mail (decision 266)', async () => {
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login({ email: `user${i % 4}@college.test`, password: 'wrong-password' }, address)))
    const failed = answers.filter((a) => a.status === 401).length
    expect(failed).toBeLessThanOrEqual(20)
    expect(answers.every((a) => a.status === 401 || a.status === 429), answers.map((a) => a.status).join(',')).toBe(true)
    // no e-mail more than its own 5 (four e-mails: at most 20 between them)
    for (let user = 0; user < 4; user++) {
      const ofUser = answers.filter((a, i) => i % 4 === user && a.status === 401).length
      expect(ofUser, `user${user}`).toBeLessThanOrEqual(5)
    }
    // the rest of the address's 20 on other e-mails (the queue may have turned some of the burst away uncounted)
    let more = 0
    while ((await login({ email: `other${more}@college.test`, password: 'wrong-password' }, address)).status === 401) more++
    expect(failed + more).toBe(20)
    // the address stays blocked, for the right password too; it is refused before its body is parsed
    expect((await login(ADMIN, address)).status).toBe(429)
  })

  it('5 wrong passwords from one address do not lock the admin out at another address', async () => {
    const attacker = newAddress()
    for (let i = 0; i < 5; i++) expect((await login({ email: ADMIN.email, password: `wrong-${i}-pass` }, attacker)).status).toBe(401)
    expect((await login(ADMIN, attacker)).status).toBe(429)
    const admin = await login(ADMIN, newAddress())
    expect(admin.status).toBe(200)
    expect(admin.body.success).toBe(true)
  })
})

describe('login burst: password checks are bounded and never stall the site', () => {
  // Liveness on a shared 2-core machine: no retry hides a slow moment; the margin (LIVENESS_MS) is
  // wide instead (before the bound, every attempt took over 10 s).
  it('60 simultaneous logins from 60 addresses: a cached page, an asset and /healthz each answer within LIVENESS_MS; the excess is refused at once', async () => {
    const answers = await whileUnderAttack(
      () =>
        Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            post(SPEC.login, { email: i % 2 ? ADMIN.email : `nobody${i}@college.test`, password: `wrong-burst-${i}` }, 'json', newAddress()).then(async (res) => ({ status: res.status, body: await res.json() })),
          ),
        ),
      ['/', assetPath, '/healthz'],
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 401 || s === 429), statuses.join(',')).toBe(true)
    const busy = answers.filter((a) => a.status === 429)
    expect(busy.length).toBeGreaterThan(0)
    for (const answer of busy) expect(answer.body.message).toBe('Too many sign-in attempts at once. Please try again in a few seconds.')
  })
})

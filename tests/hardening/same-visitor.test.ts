import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visitorOfAddress } from '../../src/http/visitor'
import { LOOKUP_LIMIT } from '../../src/features/grievances/student-api'
import { MAX_ATTEMPTS } from '../../src/platform/auth/throttle'
import { startTestServer, TEST_ADMIN, type TestServer } from '../helpers/server'

/**
 * Issue 36, row 2: one function decides "the same visitor" (src/http/visitor.ts, decision 154).
 * The source is walked for every limiter (express-rate-limit and its wrappers, the password
 * throttle): each must be listed below with the requests that use it up, so a new limiter fails
 * this test until it is tried here. Each is then used up from one IPv6 address and tried from
 * others of the same /64 (behind TRUST_PROXY=1, X-Forwarded-For names the visitor, as the issue
 * measured): every one must be refused.
 */

const ROOT = path.resolve('.')
/** A call that makes a limiter: the library's factory, the site's wrappers, the password throttle. */
const LIMITER_CALL = /\b(rateLimit|limitPerAddress|submitRateLimit)\(|\bnew (AttemptThrottle)\(/g

function limiterCalls(): string[] {
  const found = new Set<string>()
  for (const name of fs.readdirSync(path.join(ROOT, 'src'), { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(name)) continue
    const file = path.join('src', name)
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of source.matchAll(LIMITER_CALL)) {
      const before = source.slice(Math.max(0, match.index - 20), match.index)
      if (/function\s+$/.test(before)) continue // its definition
      found.add(`${file} ${match[1] ?? match[2]}`)
    }
  }
  return [...found].sort()
}

type Send = (address: string, i: number) => Promise<Response>
/** What each limiter is, and how a test uses it up; `null`: not per visitor (said why). */
type Case = { budget: number; scope: 'person' | 'household'; send: (server: TestServer) => Send } | { notPerVisitor: string }

const json = (server: TestServer, pathname: string, address: string, body: unknown) =>
  server.fetch(pathname, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': address }, body: JSON.stringify(body) })

const SUBMITS = 2
const grievance = () => {
  const form = new FormData()
  for (const [key, value] of Object.entries({ name: 'Asha Verma', course: 'LL.B. 2nd year', email: 'asha@student.test', category: 'fees', subject: 'Fee refund', description: 'Refund pending.' })) form.append(key, value)
  return form
}

const LIMITERS: Record<string, Case> = {
  // the factory itself: every limiter made through it keys by visitorKey (checked below)
  'src/http/rate-limit.ts rateLimit': { notPerVisitor: 'the factory: its keyGenerator is checked in the source' },
  'src/http/rate-limit.ts limitPerAddress': { notPerVisitor: 'the wrapper submitRateLimit is built on: tried through the forms' },
  'src/features/enquiries/api.ts submitRateLimit': {
    budget: SUBMITS,
    scope: 'household',
    send: (server) => (address, i) => json(server, '/api/contact/addContact', address, { name: 'Meena', email: 'meena@example.in', mobile: '9826012345', message: `Hostel? ${i}` }),
  },
  'src/features/grievances/student-api.ts submitRateLimit': {
    budget: SUBMITS,
    scope: 'household',
    send: (server) => (address) => server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'application/json', 'x-forwarded-for': address }, body: grievance() }),
  },
  'src/features/grievances/student-api.ts limitPerAddress': {
    budget: LOOKUP_LIMIT,
    scope: 'household',
    send: (server) => (address) => json(server, '/api/grievance/status', address, { reference: 'GRV-2026-0999', accessCode: 'AAAA-BBBB-CCCC' }),
  },
  // one throttle, three routes: sign-in, the set-password link, "Forgot password?"
  'src/platform/auth/password-checks.ts AttemptThrottle': {
    budget: MAX_ATTEMPTS,
    scope: 'person',
    send: (server) => (address, i) => json(server, '/api/admin/login', address, { email: TEST_ADMIN.email, password: `wrong-${i}` }),
  },
  'src/features/accounts/api.ts AttemptThrottle': { notPerVisitor: 'set-password e-mails per address: never refuses (tests/hardening/password-links.test.ts)' },
}

/** Other routes of the password throttle, each used up on its own /64. */
const PASSWORD_ROUTES: Record<string, (server: TestServer) => Send> = {
  'set-password link': (server) => (address, i) => json(server, '/api/admin/accounts/setPassword', address, { token: `no-such-link-token-${i}-xxxxxxxx`, password: 'a-new-password' }),
  'Forgot password?': (server) => (address, i) => json(server, '/api/admin/forgotPassword', address, { email: `someone-${i}@college.test` }),
}

describe('one function decides "the same visitor"', () => {
  it('IPv4 as it is; IPv6 by its /64, or its /56 for a household; an IPv4 address written as IPv6 is the IPv4 one', () => {
    expect(visitorOfAddress('192.0.2.7')).toBe('192.0.2.7')
    expect(visitorOfAddress('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(visitorOfAddress('2001:db8:4:4::1')).toBe(visitorOfAddress('2001:db8:4:4:ffff:1:2:3'))
    expect(visitorOfAddress('2001:db8:4:4::1')).not.toBe(visitorOfAddress('2001:db8:4:5::1'))
    expect(visitorOfAddress('2001:db8:4:4::1', 'household')).toBe(visitorOfAddress('2001:db8:4:ff::1', 'household'))
    expect(visitorOfAddress('2001:db8:4:4::1', 'household')).not.toBe(visitorOfAddress('2001:db8:4:100::1', 'household'))
    expect(visitorOfAddress(undefined)).toBe('unknown')
  })

  it('every limiter in the source is listed here (a new one must be tried below)', () => {
    expect(limiterCalls()).toEqual(Object.keys(LIMITERS).sort())
  })

  it('express-rate-limit is made in one place, and only with the visitor as its key', () => {
    const calls = limiterCalls().filter((call) => call.endsWith(' rateLimit'))
    expect(calls).toEqual(['src/http/rate-limit.ts rateLimit'])
    const source = fs.readFileSync(path.join(ROOT, 'src/http/rate-limit.ts'), 'utf8')
    expect(source).toMatch(/rateLimit\(\{[^}]*keyGenerator: \(req\) => visitorKey\(req, scope\)/)
  })

  describe('behind TRUST_PROXY=1: addresses of one /64 share one budget, on every limiter', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ TRUST_PROXY: '1', SUBMIT_RATE_LIMIT: String(SUBMITS) })
    })
    afterAll(() => server?.close())

    /** Uses up the budget from ::1 of the /64, then asks from six more of its addresses (and one of the same /56 for a household rule). */
    async function exhaust(send: Send, prefix: string, budget: number, household: boolean) {
      for (let i = 0; i < budget; i++) {
        const res = await send(`${prefix}::1`, i)
        await res.arrayBuffer()
        expect(res.status, `request ${i + 1} of the budget`).not.toBe(429)
      }
      const after: number[] = []
      for (let n = 2; n <= 7; n++) {
        const res = await send(`${prefix}::${n}`, budget + n)
        await res.arrayBuffer()
        after.push(res.status)
      }
      expect(after).toEqual([429, 429, 429, 429, 429, 429])
      if (household) {
        // the same household: another /64 of the same /56 (2001:db8:x:y00::/56)
        const neighbour = prefix.replace(/:(\w+)$/, (_m, last: string) => `:${(parseInt(last, 16) ^ 0x1).toString(16)}`)
        const res = await send(`${neighbour}::9`, 99)
        await res.arrayBuffer()
        expect(res.status, `${neighbour}::9`).toBe(429)
      }
    }

    let block = 0x10
    for (const [call, limiter] of Object.entries(LIMITERS)) {
      if ('notPerVisitor' in limiter) continue
      it(call, async () => {
        await exhaust(limiter.send(server), `2001:db8:${(block++).toString(16)}:4`, limiter.budget, limiter.scope === 'household')
      }, 60_000)
    }
    for (const [route, send] of Object.entries(PASSWORD_ROUTES)) {
      it(`the password throttle on ${route}`, async () => {
        // a new link or e-mail each time: the address's own budget of 20 (decision 266)
        await exhaust(send(server), `2001:db8:${(block++).toString(16)}:4`, 20, false)
      }, 60_000)
    }

    it('a visitor on another /64 is another visitor for the password throttle', async () => {
      const send = LIMITERS['src/platform/auth/password-checks.ts AttemptThrottle'] as Extract<Case, { send: unknown }>
      const login = send.send(server)
      for (let i = 0; i < MAX_ATTEMPTS; i++) await (await login('2001:db8:77:1::1', i)).arrayBuffer()
      const other = await login('2001:db8:77:2::1', 9)
      expect(other.status).toBe(401)
    })
  })
})

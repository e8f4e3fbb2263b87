import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../src/platform/auth/store'
import { startTestServer, type TestServer } from '../helpers/server'
import { signedSessionCookie } from './support'

/**
 * Issue 26, row 11: the set-password link is built on PUBLIC_ORIGIN, never on the request's Host;
 * "last active Administrator" is checked inside the write's transaction, so two Administrators
 * acting on each other at the same moment cannot both succeed.
 */

/** A valid session cookie for an account as it is now (its current session version). */
async function cookieOf(server: TestServer, id: string): Promise<string> {
  const row = await server.ctx.db.selectFrom('admins').select('sessionVersion').where('id', '=', id).executeTakeFirstOrThrow()
  const at = Date.now()
  return signedSessionCookie(server.ctx.config.sessionSecret, { adminId: id, version: row.sessionVersion, loginAt: at, seenAt: at })
}

function send(server: TestServer, cookie: string, method: string, pathname: string, body?: object, headers: Record<string, string> = {}) {
  return server.fetch(pathname, {
    method,
    headers: { origin: server.url, cookie, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A POST with a Host header of our choosing (fetch always sends the address it connects to). */
function postWithHost(server: TestServer, pathname: string, cookie: string, headers: Record<string, string>, body: object = {}): Promise<{ status: number; body: { link: string; data: { _id: string } } }> {
  const target = new URL(server.url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: target.hostname, port: target.port, method: 'POST', path: pathname, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }))
    })
    req.on('error', reject)
    req.end(payload)
  })
}

describe('the set-password link', () => {
  const servers: TestServer[] = []
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  async function inviteWithForgedHost(env: Record<string, string>) {
    const server = await startTestServer(env)
    servers.push(server)
    const admin = await server.ctx.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()
    const cookie = await cookieOf(server, admin.id)
    // Host and X-Forwarded-Host of someone else's choosing; a same-origin browser request otherwise
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' }
    const added = await postWithHost(server, '/api/admin/accounts', cookie, forged, { name: 'New Clerk', email: 'clerk@college.test', role: 'admissions' })
    expect(added.status).toBe(201)
    const again = await postWithHost(server, `/api/admin/accounts/${added.body.data._id}/invite`, cookie, forged)
    expect(again.status).toBe(201)
    return [added.body.link, again.body.link]
  }

  it('is made on PUBLIC_ORIGIN whatever Host the request names (behind a trusted proxy too)', async () => {
    for (const link of await inviteWithForgedHost({ PUBLIC_ORIGIN: 'https://college.example', TRUST_PROXY: '1' })) {
      expect(link).toMatch(/^https:\/\/college\.example\/vvs\/panel\/set-password\?token=[\w-]{40,}$/)
    }
  })

  it('without PUBLIC_ORIGIN is the path alone, never on the request Host', async () => {
    for (const link of await inviteWithForgedHost({})) {
      expect(link).toMatch(/^\/vvs\/panel\/set-password\?token=[\w-]{40,}$/)
      expect(link).not.toContain('evil.example')
    }
  })
})

describe('the last active Administrator, with requests truly at once', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    // Every statement outside a transaction waits a moment first, as on a busier database: a check
    // made before the write and apart from it would let the other request in between.
    const executor = server.ctx.db.getExecutor() as unknown as { executeQuery: (...args: unknown[]) => Promise<unknown> }
    const run = executor.executeQuery.bind(executor)
    executor.executeQuery = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 2))
      return run(...args)
    }
  })
  afterAll(() => server?.close())

  const activeAdministrators = async () =>
    (await server.ctx.db.selectFrom('admins').select('id').where('role', '=', 'administrator').where('suspendedAt', 'is', null).execute()).map((row) => row.id)

  /** Two Administrators, the only active ones; everyone else made an Editor. */
  async function twoAdministrators(round: string) {
    await server.ctx.db.updateTable('admins').set({ role: 'editor' }).execute()
    const a = await createAdmin(server.ctx.db, `a-${round}@college.test`, 'admin-a-password', `A ${round}`)
    const b = await createAdmin(server.ctx.db, `b-${round}@college.test`, 'admin-b-password', `B ${round}`)
    return { a: { id: a.id, cookie: await cookieOf(server, a.id) }, b: { id: b.id, cookie: await cookieOf(server, b.id) } }
  }

  /** What each Administrator does to the other, both sent before either is answered. */
  const ACTIONS: Record<string, (targetId: string) => [string, string, object?]> = {
    demote: (id) => ['PUT', `/api/admin/accounts/${id}/role`, { role: 'editor' }],
    suspend: (id) => ['POST', `/api/admin/accounts/${id}/suspend`, {}],
    remove: (id) => ['DELETE', `/api/admin/accounts/${id}`],
  }
  const PAIRS: [string, string][] = [
    ['demote', 'demote'],
    ['suspend', 'suspend'],
    ['remove', 'remove'],
    ['demote', 'suspend'],
    ['remove', 'demote'],
  ]

  it.each(PAIRS)('A %ss B while B %ss A, five times each: exactly one succeeds, one Administrator is left', async (first, second) => {
    for (let round = 0; round < 5; round++) {
      const { a, b } = await twoAdministrators(`${first}-${second}-${round}`)
      const [methodA, pathA, bodyA] = ACTIONS[first]!(b.id)
      const [methodB, pathB, bodyB] = ACTIONS[second]!(a.id)
      const answers = await Promise.all([send(server, a.cookie, methodA, pathA, bodyA), send(server, b.cookie, methodB, pathB, bodyB)])
      const statuses = answers.map((res) => res.status)
      expect(statuses.filter((status) => status === 200), `round ${round}: ${statuses}`).toHaveLength(1)
      // the other is refused: by the check in the transaction (409), or, when the first had already
      // ended its rights before it was read, as no longer an Administrator (403) or signed out (401)
      const refused = answers.find((res) => res.status !== 200)!
      expect([401, 403, 409], `round ${round}: ${statuses}`).toContain(refused.status)
      if (refused.status === 409) expect(((await refused.json()) as { message: string }).message).toBe('This is the last active Administrator: make someone else an Administrator first.')
      expect(await activeAdministrators(), `round ${round}`).toHaveLength(1)
    }
  })
})

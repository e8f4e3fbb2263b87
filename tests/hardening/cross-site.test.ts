import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startHostRewritingProxy } from '../helpers/host-proxy'
import { startTestServer, type TestServer } from '../helpers/server'
import { CROSS_SITE_REFUSED } from '../../src/http/security'
import { freePort } from '../../scripts/free-port'
import { log } from '../../src/log'
import { ConfigError, loadConfig } from '../../src/config'
import { SPEC, adminCookie } from './support'

async function topbarMessage(server: TestServer): Promise<string | undefined> {
  const row = await server.ctx.db.selectFrom('topbar').select('message').orderBy('updatedAt', 'desc').executeTakeFirst()
  return row?.message
}

describe('cross-site requests', () => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_ORIGIN: 'https://college.example' })
    cookie = await adminCookie(server)
  })
  afterAll(() => server?.close())

  const post = (headers: Record<string, string>, body: object, pathname: string = SPEC.topbar, method = 'POST') =>
    server.fetch(pathname, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  it('refuses a cross-site form post that carries a valid admin cookie, and nothing is written', async () => {
    const res = await post({ cookie, origin: 'https://evil.example' }, { message: 'defaced', link: '' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ success: false, message: CROSS_SITE_REFUSED })
    expect(await topbarMessage(server)).not.toBe('defaced')
  })

  it('lets the same request through from the site itself', async () => {
    const res = await post({ cookie, origin: server.url }, { message: 'From the office', link: '' })
    expect(res.status).not.toBe(403)
    expect(res.status).toBeLessThan(300)
    expect(await topbarMessage(server)).toBe('From the office')
  })

  it.each([
    ['Origin: null (sandboxed frame, data: page)', { origin: 'null' }],
    ['Origin of a look-alike host', { origin: 'http://127.0.0.1.evil.example' }],
    ['Origin of another port on the same host', { origin: 'http://127.0.0.1:1' }],
    ['Sec-Fetch-Site: cross-site, no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain), no Origin', { 'sec-fetch-site': 'same-site' }],
    ['neither Origin nor Sec-Fetch-Site, with the session cookie', {}],
    // Sec-Fetch-Site is the browser's own verdict: it outranks an Origin that looks like ours.
    ['Sec-Fetch-Site: cross-site with our own Origin', { 'sec-fetch-site': 'cross-site', origin: 'https://college.example' }],
    ['Sec-Fetch-Site: same-site with our own Origin', { 'sec-fetch-site': 'same-site', origin: 'https://college.example' }],
    ['Sec-Fetch-Site of an unknown value', { 'sec-fetch-site': 'cross-origin' }],
  ])('refuses %s with a cookie', async (_label, headers) => {
    const res = await post({ cookie, ...headers }, { message: 'forged', link: '' })
    expect(res.status).toBe(403)
    expect((await res.json()).success).toBe(false)
  })

  it('checks PUT, PATCH and DELETE too, and never GET', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await post({ cookie, origin: 'https://evil.example' }, {}, '/api/about/missionVisionUpdate', method)
      expect(res.status, method).toBe(403)
    }
    const get = await server.fetch(SPEC.getTopbar, { headers: { cookie, origin: 'https://evil.example' } })
    expect(get.status).not.toBe(403)
  })

  it('refuses a cross-site Origin even without a cookie (a public form posted from another site)', async () => {
    const res = await post({ origin: 'https://evil.example' }, { fullname: 'Cross Site' }, SPEC.admission)
    expect(res.status).toBe(403)
  })

  it('lets a cookie-less client without Origin (curl, a script) post public forms', async () => {
    const res = await post({}, { fullname: 'Curl Visitor', city: '', phone: '', course: '' }, SPEC.admission)
    expect(res.status).toBe(201)
  })

  it('accepts Sec-Fetch-Site: same-origin when no Origin is sent', async () => {
    const res = await post({ cookie, 'sec-fetch-site': 'same-origin' }, { message: 'Via fetch metadata', link: '' })
    expect(res.status).toBeLessThan(300)
    expect(await topbarMessage(server)).toBe('Via fetch metadata')
  })

  it('accepts PUBLIC_ORIGIN, the address the site is published at', async () => {
    const res = await post({ cookie, origin: 'https://college.example' }, { message: 'Via public origin', link: '' })
    expect(res.status).toBeLessThan(300)
  })

  it('ignores X-Forwarded-Host when no proxy is trusted (a client cannot vouch for itself)', async () => {
    const res = await post({ cookie, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, { message: 'forged', link: '' })
    expect(res.status).toBe(403)
  })
})

describe('cross-site requests behind a trusted proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
  })
  afterAll(() => server?.close())

  it('takes the origin from X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const cookie = await adminCookie(server)
    const headers = { cookie, 'content-type': 'application/json', 'x-forwarded-host': 'lawcollege.example', 'x-forwarded-proto': 'https' }
    const body = JSON.stringify({ message: 'Behind the proxy', link: '' })
    const ours = await server.fetch(SPEC.topbar, { method: 'POST', headers: { ...headers, origin: 'https://lawcollege.example' }, body })
    expect(ours.status).toBeLessThan(300)
    const plainHttp = await server.fetch(SPEC.topbar, { method: 'POST', headers: { ...headers, origin: 'http://lawcollege.example' }, body })
    expect(plainHttp.status).toBe(403)
  })
})

describe('behind a reverse proxy that rewrites Host (nginx default, Vite changeOrigin)', () => {
  /** An admin write from the site's own page: the browser sends the address it used as Origin (and, if modern, Sec-Fetch-Site). */
  async function writeThroughProxy(env: Record<string, string>, proxyPort?: number, fetchMetadata: Record<string, string> = {}) {
    const server = await startTestServer(env)
    const proxy = await startHostRewritingProxy(server.url)
    try {
      const origin = proxyPort === undefined ? proxy.url : `http://127.0.0.1:${proxyPort}`
      const res = await fetch(proxy.url + SPEC.topbar, {
        method: 'POST',
        headers: { cookie: await adminCookie(server), origin, 'content-type': 'application/json', ...fetchMetadata },
        body: JSON.stringify({ message: 'Through the proxy', link: '' }),
      })
      return { status: res.status, message: await topbarMessage(server), origin }
    } finally {
      await proxy.close()
      await server.close()
    }
  }

  it('accepts admin writes from the site once PUBLIC_ORIGIN names the address visitors use', async () => {
    const port = await freePort()
    const res = await writeThroughProxy({ PUBLIC_ORIGIN: `http://127.0.0.1:${port}` }, port)
    expect(res.status).toBeLessThan(300)
    expect(res.message).toBe('Through the proxy')
  })

  it('accepts a browser write that says Sec-Fetch-Site: same-origin without PUBLIC_ORIGIN (no extra configuration)', async () => {
    const res = await writeThroughProxy({}, undefined, { 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(201)
    expect(res.message).toBe('Through the proxy')
  })

  it('still refuses a cross-site write through the proxy without PUBLIC_ORIGIN', async () => {
    const res = await writeThroughProxy({}, undefined, { 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(403)
    expect(res.message).toBeUndefined()
  })

  it('without PUBLIC_ORIGIN refuses an Origin-only client (no Sec-Fetch-Site), and the log line names the origin seen and the one expected', async () => {
    const warn = vi.spyOn(log, 'warn')
    try {
      const res = await writeThroughProxy({})
      expect(res.status).toBe(403)
      expect(res.message).toBeUndefined()
      const refusal = warn.mock.calls.find(([message]) => message === 'cross-site request refused')
      expect(refusal?.[1]).toMatchObject({ origin: res.origin, expected: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) })
      expect(refusal?.[1]?.expected).not.toBe(res.origin)
      expect(refusal?.[1]?.hint).toMatch(/PUBLIC_ORIGIN/)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('PUBLIC_ORIGIN', () => {
  it('must be an http(s) address; a bad value stops the start naming the variable', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-config-'))
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://college.example/some/path' }, dir).publicOrigin).toBe('https://college.example')
    expect(loadConfig({}, dir).publicOrigin).toBeNull()
    for (const value of ['college.example', 'ftp://college.example', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }, dir)).toThrow(ConfigError)
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }, dir)).toThrow(/PUBLIC_ORIGIN/)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

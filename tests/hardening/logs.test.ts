import fs from 'node:fs'
import path from 'node:path'
import express from 'express'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DATABASE_FILE } from '../../src/db/connection'
import { DEMO_ADMIN } from '../../src/db/seed'
import { errorHandler } from '../../src/http/errors'
import { requestLog } from '../../src/http/request-log'
import { log } from '../../src/log'
import { SPEC, cookieFrom, spawnServer, tempDirs } from './support'

const ADMIN = { email: 'registrar@college.test', password: 'Secret-Pass-4417' }
const WRONG_PASSWORD = 'Wrong-Guess-9921'

/** One request line: ISO time, INFO http, then method, path, status, ms and the request id (cached pages answered before Express carry none). */
const REQUEST_LINE = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z INFO http method=(\w+) path=(\S+) status=(\d{3}) ms=\d+(\.\d+)?( req=[\w-]+)?$/

function secretsIn(dataDir: string) {
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true })
  const hashes = sqlite.prepare('select password_hash from admins').pluck().all() as string[]
  sqlite.close()
  return { hashes, sessionSecret: fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim() }
}

describe('logs', () => {
  const dirs = tempDirs('logs')
  afterAll(() => dirs.remove())

  it('write one line per request and never a password, a cookie, a hash or the session secret', async () => {
    const server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
    let cookie = ''
    try {
      const post = (pathname: string, body: object, extra: Record<string, string> = {}) =>
        fetch(server.url + pathname, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...extra }, body: JSON.stringify(body) })
      const good = await post(SPEC.login, ADMIN)
      expect(good.status).toBe(200)
      cookie = cookieFrom(good)
      expect(cookie).toMatch(/lc_session=.{20,}/)
      const bad = await post(SPEC.login, { email: ADMIN.email, password: WRONG_PASSWORD })
      expect(bad.status).toBeGreaterThanOrEqual(400)
      expect(bad.status).toBeLessThan(500)
      // the cookie travels in later requests, including one answered with an error
      expect((await fetch(server.url + '/api/admission/getAllAddmissionQueries', { headers: { cookie } })).status).toBe(200)
      expect((await fetch(server.url + '/api/no-such-call?password=' + WRONG_PASSWORD, { headers: { cookie } })).status).toBe(404)
      expect((await post(SPEC.topbar, { message: '' }, { cookie })).status).toBe(400)
      expect((await post(SPEC.logout, {}, { cookie })).status).toBeLessThan(300)
    } finally {
      await server.stop()
    }
    const output = server.output()
    const { hashes, sessionSecret } = secretsIn(dirs.dataDir)
    const cookieValues = cookie.split('; ').map((pair) => pair.split('=').slice(1).join('='))
    const forbidden = [ADMIN.password, WRONG_PASSWORD, ...hashes, ...hashes.map((h) => h.split('$').pop()!), ...cookieValues, sessionSecret]
    for (const secret of forbidden) {
      expect(secret.length).toBeGreaterThan(10)
      expect(output.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false)
    }
    expect(output).not.toMatch(/argon2/i)

    const requestLines = output.split('\n').filter((line) => line.includes(' INFO http '))
    for (const line of requestLines) expect(line).toMatch(REQUEST_LINE)
    const seen = requestLines.map((line) => line.match(REQUEST_LINE)!.slice(1, 4).join(' '))
    expect(seen).toContain('POST /api/admin/login 200')
    expect(seen.some((s) => /^POST \/api\/admin\/login 4\d\d$/.test(s))).toBe(true)
    expect(seen).toContain('GET /api/no-such-call 404')
    expect(seen).toContain('POST /api/topbar/addTopbarData 400')
  })

  it('print the demo password only at the first start of an unconfigured demo, never per request', async () => {
    const demo = tempDirs('logs-demo')
    const server = await spawnServer({ DATA_DIR: demo.dataDir, UPLOADS_DIR: demo.uploadsDir, SEED_DEMO: '1' })
    try {
      const res = await fetch(server.url + SPEC.login, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify(DEMO_ADMIN) })
      expect(res.status).toBe(200)
      await fetch(server.url + '/vvs/panel/dashboard', { headers: { cookie: cookieFrom(res) } })
    } finally {
      await server.stop()
    }
    const lines = server.output().split('\n')
    const withPassword = lines.filter((line) => line.includes(DEMO_ADMIN.password))
    expect(withPassword).toHaveLength(1)
    expect(withPassword[0]).toMatch(/INFO demo admin created/)
    demo.remove()
  })

  it('write every server error with its stack, on one greppable first line', async () => {
    const app = express()
    app.use(requestLog)
    app.get('/boom', () => {
      throw new Error('database went away')
    })
    app.use(errorHandler)
    const written: string[] = []
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    log.setQuiet(false)
    const listener = app.listen(0, '127.0.0.1')
    await new Promise((r) => listener.once('listening', r))
    try {
      const port = (listener.address() as { port: number }).port
      const res = await fetch(`http://127.0.0.1:${port}/boom`)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ success: false, message: 'Something went wrong on the server. Please try again.' })
      // info lines are collected and written together
      log.flush()
    } finally {
      listener.close()
      log.setQuiet(process.env.LOG_LEVEL === 'silent')
      spy.mockRestore()
      out.mockRestore()
    }
    const text = written.join('')
    const error = /Z ERROR request failed method=GET path=\/boom req=([\w-]+)\nError: database went away\n\s+at /.exec(text)
    expect(error, text).not.toBeNull()
    // the request id joins the error to its request line
    expect(text).toMatch(new RegExp(`INFO http method=GET path=/boom status=500 ms=[\\d.]+ req=${error![1]}\n`))
  })
})

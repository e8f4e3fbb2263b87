import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/**
 * The operator runs `npm run build` while the server still runs from that folder: the hashed files
 * the server listed at start are gone. A request for one is "not found" with a log line; it never
 * ends the process (sirv opened such a file with no error handler: the server exited).
 */
describe('a build file removed under a running server', () => {
  const copy = path.resolve('.tmp', `build-files-${process.pid}`)
  let server: TestServer
  beforeAll(async () => {
    fs.rmSync(copy, { recursive: true, force: true })
    fs.cpSync(path.resolve('dist'), copy, { recursive: true })
    server = await startTestServer({ BUILD_DIR: copy })
  })
  afterAll(async () => {
    await server?.close()
    fs.rmSync(copy, { recursive: true, force: true })
  })

  it('is answered 404 in every encoding, and the site goes on serving', async () => {
    const chunks = path.join(copy, 'client/assets/chunks')
    const name = fs.readdirSync(chunks).find((f) => f.endsWith('.js') && fs.existsSync(path.join(chunks, `${f}.br`)))!
    const url = `/assets/chunks/${name}`
    expect((await server.fetch(url, { headers: { 'accept-encoding': 'br' } })).status).toBe(200)
    fs.rmSync(path.join(chunks, `${name}.br`))
    expect((await server.fetch(url, { headers: { 'accept-encoding': 'br' } })).status).toBe(404)
    fs.rmSync(path.join(chunks, name))
    fs.rmSync(path.join(chunks, `${name}.gz`), { force: true })
    for (const encoding of ['br', 'gzip', 'identity']) expect((await server.fetch(url, { headers: { 'accept-encoding': encoding } })).status).toBe(404)
    // another file of the same build, and a page
    const other = fs.readdirSync(chunks).find((f) => f.endsWith('.js') && f !== name)!
    expect((await server.fetch(`/assets/chunks/${other}`)).status).toBe(200)
    expect((await server.fetch('/')).status).toBe(200)
  })
})

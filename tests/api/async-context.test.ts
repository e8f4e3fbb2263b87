import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { log, requestIds } from '../../src/log'
import { vikeAsyncContextOn } from '../../src/http/vike-async-context'

/**
 * On Node 20 an enabled AsyncLocalStorage runs a hook for every async resource of the process,
 * cached pages included (decision 064). Pages are rendered without Vike's, and the request ids
 * of the log are kept only while a request handled by Express is in flight.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ SUBMIT_RATE_LIMIT: '100000' })
})
afterAll(() => server?.close())

/** Node 20 and 22 (hooks): whether the log's AsyncLocalStorage is enabled; undefined where Node keeps contexts without hooks. */
const requestIdsEnabled = () => (requestIds as unknown as { enabled?: boolean }).enabled

/** stderr lines (warnings) and stdout lines (request lines) written while `run` runs. */
async function logLines(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = []
  const capture = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    return true
  }
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture)
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture)
  log.setQuiet(false)
  try {
    await run()
    log.flush()
  } finally {
    log.setQuiet(process.env.LOG_LEVEL === 'silent')
    err.mockRestore()
    out.mockRestore()
  }
  return lines
}

describe('async context', () => {
  it('renders pages without Vike keeping an AsyncLocalStorage', async () => {
    const res = await server.fetch('/aboutUs')
    expect(res.status).toBe(200)
    expect(vikeAsyncContextOn()).toBe(false)
  })

  it('tags every line logged during a request with that request id, under concurrency, and lets go once none is in flight', async () => {
    const submit = (i: number) =>
      server.fetch('/api/admission/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ fullname: '', city: `City ${i}` }), // the full name is required
      })
    const lines = await logLines(async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => submit(i)))
      for (const res of answers) expect(res.status).toBe(400)
    })
    const refused = lines.filter((line) => line.includes('WARN submit refused'))
    const answered = lines.filter((line) => line.includes('INFO http method=POST path=/api/admission/submit status=400'))
    expect(refused).toHaveLength(40)
    expect(answered).toHaveLength(40)
    const idOf = (line: string) => line.match(/ req=(\S+)/)?.[1]
    const requestLineIds = new Set(answered.map(idOf))
    // Each warning carries the id of its own request (40 distinct ids, each on one request line).
    expect(new Set(refused.map(idOf)).size).toBe(40)
    for (const line of refused) expect(requestLineIds.has(idOf(line)), line).toBe(true)
    // Closed responses: the storage is off again (where Node 20/22 implement it with hooks).
    await new Promise((resolve) => setImmediate(resolve))
    if (requestIdsEnabled() !== undefined) expect(requestIdsEnabled()).toBe(false)
  })
})

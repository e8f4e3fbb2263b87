import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/**
 * A photo upload tells how far the server is (issue 40 item 4, docs/decisions/176): while it
 * resizes, GET /api/uploads/progress/<token> answers "stored n of total" for the account that
 * sent it, and nothing once the answer is sent.
 */
let server: TestServer
let admin: ApiClient
let cookie: string

beforeAll(async () => {
  server = await startTestServer()
  cookie = await loginCookie(server)
  admin = apiClient(server, cookie)
})
afterAll(() => server?.close())

describe('the progress of an upload the server is processing', () => {
  it('counts the stored photos of the running upload, for its own account only', async () => {
    const category = (await admin.json('POST', '/api/event/addCategory', { category: 'Convocation' })).body.data
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(3200, 2400, `#${(0x224466 + i * 0x101010).toString(16).slice(-6)}`)))
    const token = 'convocation-upload-1'
    const form = formData({ category: category._id }, photos.map((photo, i) => [`image${i + 1}`, `p${i}.jpg`, photo] as [string, string, Buffer]))
    const editor = apiClient(server, await staffCookie(server, 'progress-editor@college.test', 'Editor', 'editor'))

    let done = false
    const upload = server.fetch('/api/event/uploadEventImages', { method: 'POST', headers: { origin: server.url, cookie, 'x-upload-progress': token }, body: form }).finally(() => (done = true))
    const seen: { stored?: number; total?: number }[] = []
    const othersSaw: unknown[] = []
    while (!done) {
      seen.push((await admin.get(`/api/uploads/progress/${token}`)).body.data)
      othersSaw.push((await editor.get(`/api/uploads/progress/${token}`)).body.data)
    }
    const answer = await upload
    expect(answer.status).toBe(201)

    const counted = seen.filter((step) => step.total !== undefined)
    expect(counted.length).toBeGreaterThan(0)
    for (const step of counted) expect(step.total).toBe(10)
    const stored = counted.map((step) => step.stored!)
    expect(stored).toEqual([...stored].sort((a, b) => a - b))
    expect(Math.max(...stored)).toBeLessThanOrEqual(10)
    expect(Math.max(...stored)).toBeGreaterThan(0)
    // another account never sees it; after the answer nobody does
    expect(othersSaw.every((step) => JSON.stringify(step) === '{}')).toBe(true)
    expect((await admin.get(`/api/uploads/progress/${token}`)).body).toEqual({ data: {} })
    // without a session: 401; a malformed token: nothing, never a crash
    expect((await apiClient(server).get(`/api/uploads/progress/${token}`)).status).toBe(401)
    expect((await admin.get(`/api/uploads/progress/${'x'.repeat(5000)}`)).body).toEqual({ data: {} })
  })
})

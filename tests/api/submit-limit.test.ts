import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient } from './client'

describe('public submit rate limit (SUBMIT_RATE_LIMIT per IP per 10 minutes, both forms together)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SUBMIT_RATE_LIMIT: '3' })
  })
  afterAll(() => server?.close())

  it('answers 429 JSON and a 303 "limited" form redirect once the limit is used, storing nothing more', async () => {
    const visitor = apiClient(server)
    expect((await visitor.json('POST', '/api/admission/submit', { fullname: 'One' })).status).toBe(201)
    expect((await visitor.json('POST', '/api/contact/addContact', { name: 'Two', mobile: '1', email: 'two@example.in', message: 'hi' })).status).toBe(201)
    expect((await visitor.form('/api/admission/submit', { fullname: 'Three', returnTo: '/addmissionForm' })).status).toBe(303)

    const json = await visitor.json('POST', '/api/admission/submit', { fullname: 'Four' })
    expect(json.status).toBe(429)
    expect(json.body).toEqual({ success: false, message: expect.stringContaining('Too many') })
    const form = await visitor.form('/api/contact/addContact', { name: 'Five', mobile: '1', email: 'five@example.in', message: 'hi', returnTo: '/contactUs' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/contactUs?contact=limited#contact-form-message')

    const admin = apiClient(server, await loginCookie(server))
    expect((await admin.get('/api/admission/getAllAddmissionQueries')).body.map((q: { fullname: string }) => q.fullname)).toEqual(['Three', 'One'])
    expect((await admin.get('/api/contact/getAllContact')).body).toHaveLength(1)
  })
})

import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { listBlogs } from '../../src/features/blogs/store'
import { blogAnswer } from '../../src/features/blogs/api'
import { listEventImages } from '../../src/features/events/store'

/** The spec's list calls answer every item, as before, read from the database row by row. */
let server: TestServer
const NEWS = 5_000
const PHOTOS = 3_000
const ADMISSIONS = 20_000
const CONTACTS = 2_000

/** The list in a body, whichever framing the contract gives it (a bare array, or { data }). */
const items = (body: any): any[] => (Array.isArray(body) ? body : body.data)

beforeAll(async () => {
  server = await startTestServer()
  const { sqlite } = server.ctx
  const blog = sqlite.prepare('insert into blogs (id, title, description, date, category, image_url, image_meta, link, link_title, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, null, null, ?, ?)')
  const photo = sqlite.prepare('insert into event_images (id, image_url, image_meta, category_id, created_at, updated_at) values (?, ?, ?, null, ?, ?)')
  const meta = JSON.stringify({ width: 1200, height: 800, widths: [480, 960] })
  sqlite.transaction(() => {
    for (let i = 0; i < NEWS; i++) {
      const at = new Date(Date.UTC(2015, 0, 1) + i * 3_600_000).toISOString()
      blog.run(`b${i}`, `Title ${i} "quoted" \u2028 ünïcode`, 'Body '.repeat(40), at.slice(0, 10), i % 3 ? 'news' : 'Admission News', `b${i}.jpg`, meta, at, at)
    }
    const admission = sqlite.prepare("insert into admission_queries (id, fullname, city, phone, course, status, created_at, updated_at) values (?, ?, 'Shahdol', ?, 'LLB(3yrs.)', 'new', ?, ?)")
    const contact = sqlite.prepare("insert into contact_queries (id, name, email, mobile, message, status, created_at, updated_at) values (?, ?, ?, '9826012345', 'Fee structure, please', 'new', ?, ?)")
    for (let i = 0; i < ADMISSIONS; i++) {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString()
      admission.run(`a${String(i).padStart(6, '0')}`, `Student ${i} "quoted"`, `+91 98260 ${String(i).padStart(5, '0')}`, at, at)
      if (i < CONTACTS) contact.run(`c${String(i).padStart(6, '0')}`, `Parent ${i}`, `parent${i}@example.org`, at, at)
    }
    for (let i = 0; i < PHOTOS; i++) photo.run(`p${i}`, i === 7 ? null : `p${i}.jpg`, meta, new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(), '2020-01-01T00:00:00.000Z')
  })()
})
afterAll(() => server?.close())

describe('streamed list calls', () => {
  it('getAllBlogs answers all 5,000 items, exactly what the store lists, newest first', async () => {
    const res = await server.fetch('/api/blogs/getAllBlogs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const list = items(await res.json())
    expect(list.map((b: { _id: string }) => b._id)).toHaveLength(NEWS)
    expect(list).toEqual(JSON.parse(JSON.stringify((await listBlogs(server.ctx.db)).map(blogAnswer))))
  })

  it('getEventImages leaves out rows without an image, like the store', async () => {
    const list = items(await (await server.fetch('/api/event/getEventImages')).json())
    expect(list).toHaveLength(PHOTOS - 1)
    expect(list).toEqual(JSON.parse(JSON.stringify(await listEventImages(server.ctx.db, 'public'))))
  })

  it('getAllAddmissionQueries and getAllContact answer every enquiry, newest first, in the contract shape, streamed', async () => {
    const cookie = await loginCookie(server)
    for (const [path, count, first] of [
      ['/api/admission/getAllAddmissionQueries', ADMISSIONS, { _id: `a0${ADMISSIONS - 1}`, fullname: `Student ${ADMISSIONS - 1} "quoted"`, city: 'Shahdol', phone: `+91 98260 ${ADMISSIONS - 1}`, course: 'LLB(3yrs.)' }],
      ['/api/contact/getAllContact', CONTACTS, { _id: `c00${CONTACTS - 1}`, name: `Parent ${CONTACTS - 1}`, email: `parent${CONTACTS - 1}@example.org`, mobile: '9826012345', message: 'Fee structure, please' }],
    ] as const) {
      const res = await server.fetch(path, { headers: { cookie, 'accept-encoding': 'identity' } })
      expect(res.status).toBe(200)
      // Written as rows are read: no Content-Length of a body built first.
      expect(res.headers.get('transfer-encoding'), path).toBe('chunked')
      const list = await res.json()
      expect(Array.isArray(list)).toBe(true)
      expect(list).toHaveLength(count)
      expect(list[0]).toEqual({ ...first, createdAt: expect.any(String), updatedAt: expect.any(String) })
      expect(Object.keys(list[0]).sort()).toEqual([...Object.keys(first), 'createdAt', 'updatedAt'].sort())
      expect(list.every((item: { createdAt: string }, i: number) => i === 0 || list[i - 1].createdAt >= item.createdAt)).toBe(true)
    }
  })

  it('compresses a streamed list with gzip for a slow reader, waiting for it without piling up listeners', async () => {
    const warnings: Error[] = []
    const onWarning = (warning: Error) => warnings.push(warning)
    process.on('warning', onWarning)
    try {
      const url = new URL('/api/blogs/getAllBlogs', server.url)
      const res = await new Promise<http.IncomingMessage>((resolve) => http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, resolve))
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.headers.vary).toMatch(/Accept-Encoding/i)
      // Read slowly: a pause after every piece, so the server waits for the client many times.
      const pieces: Buffer[] = []
      for await (const piece of res) {
        pieces.push(piece as Buffer)
        if (pieces.length % 4 === 0) await new Promise((r) => setTimeout(r, 2))
      }
      const list = JSON.parse(zlib.gunzipSync(Buffer.concat(pieces)).toString('utf8'))
      expect(list).toHaveLength(NEWS)
      // A client that takes brotli only is sent the list as it is, not through the app's brotli.
      const brOnly = await server.fetch('/api/blogs/getAllBlogs', { headers: { 'accept-encoding': 'br' } })
      expect(brOnly.headers.get('content-encoding')).toBeNull()
      expect(await brOnly.json()).toHaveLength(NEWS)
    } finally {
      process.off('warning', onWarning)
    }
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning')
  })

  it('keeps answering other requests while a client reads a list slowly or goes away', async () => {
    const url = new URL('/api/blogs/getAllBlogs', server.url)
    // A client that reads a few bytes, then stalls; another request meanwhile; then it leaves.
    const slow = await new Promise<http.IncomingMessage>((resolve) => http.get(url, resolve))
    slow.pause()
    // Sent as it is read from the database: no Content-Length computed from a finished body.
    expect(slow.headers['transfer-encoding']).toBe('chunked')
    expect(slow.headers['content-length']).toBeUndefined()
    const other = await server.fetch('/api/home/getAllPrograms')
    expect(other.status).toBe(200)
    expect((await server.fetch('/blogs')).status).toBe(200)
    slow.destroy()
    await new Promise((r) => setTimeout(r, 100))
    const again = items(await (await server.fetch('/api/blogs/getAllBlogs')).json())
    expect(again).toHaveLength(NEWS)
  })
})

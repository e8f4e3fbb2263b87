import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { encryptedPdf, htmlFirstPolyglot, javascriptPdf, launchPdf, manyPagesPdf, polyglotPdf, scannedPdf, textPdf, zipBombPdf } from '../helpers/pdfs'
import { apiClient, formData, type ApiClient } from './client'

let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

const stored = () => fs.readdirSync(path.join(server.uploadsDir, 'Documents')).filter((name) => !name.startsWith('.'))
const fields = { title: 'Fee structure 2026-27', category: 'fees', academicYear: '2026-27' }
const upload = (name: string, bytes: Buffer, extra: Record<string, string> = {}, client = admin) =>
  client.multipart('POST', '/api/documents', formData({ ...fields, ...extra }, [['file', name, bytes, 'application/pdf']]))

describe('documents library: uploads', () => {
  it('stores a text PDF with its page count and text, and lists it as a bare array', async () => {
    const res = await upload('Fee Structure (2026).pdf', await textPdf(['Fee structure', 'Tuition 18000']))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: 'Document uploaded successfully!', warnings: [] })
    expect(res.body.data).toMatchObject({ title: 'Fee structure 2026-27', category: 'fees', pages: 1, hasText: true, fileName: 'Fee-Structure-2026.pdf' })
    const list = await apiClient(server).get('/api/documents')
    expect(list.body.map((d: { _id: string }) => d._id)).toContain(res.body.data._id)
    expect(JSON.stringify(list.body)).not.toContain('Tuition 18000')
  })

  it('accepts a scan (image only) with the screen-reader warning', async () => {
    const res = await upload('notice-scan.pdf', await scannedPdf(), { title: 'Scanned notice' })
    expect(res.status).toBe(201)
    expect(res.body.data.hasText).toBe(false)
    expect(res.body.warnings).toEqual([expect.stringMatching(/^notice-scan\.pdf has no text layer .*screen readers cannot read it/)])
  })

  it('refuses without a session before reading the file', async () => {
    const before = stored().length
    const res = await upload('fees.pdf', await textPdf(), {}, apiClient(server))
    expect(res.status).toBe(401)
    expect(stored().length).toBe(before)
  })

  const refusals: [string, string, () => Promise<Buffer> | Buffer, RegExp, number?][] = [
    ['a text file named .pdf', 'fees.pdf', () => Buffer.from('just text, no PDF\n'.repeat(20)), /^fees\.pdf is not a PDF file/],
    ['an HTML page with a PDF after it (polyglot, HTML first)', 'page.pdf', htmlFirstPolyglot, /^page\.pdf is not a PDF file/],
    ['an encrypted PDF', 'locked.pdf', encryptedPdf, /^locked\.pdf is password-protected or encrypted/],
    ['a damaged PDF', 'broken.pdf', () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), /^broken\.pdf is damaged and cannot be read/],
    ['a PDF that runs JavaScript when opened', 'js.pdf', javascriptPdf, /^js\.pdf contains JavaScript/],
    ['a PDF with a launch action', 'launch.pdf', launchPdf, /^launch\.pdf contains a launch action/],
    ['a 10,000-page PDF', 'huge.pdf', () => manyPagesPdf(10_000), /^huge\.pdf has 10,000 pages; a document may have at most 1,000/],
    ['a zip-bomb stream (300 KB inflating to 300 MB)', 'bomb.pdf', () => zipBombPdf(300), /^bomb\.pdf could not be read within the time and memory/],
    ['a file named ../x.pdf', '../x.pdf', () => textPdf(), /must not contain folders/],
    ['a PDF over 20 MB', 'big.pdf', async () => Buffer.concat([await textPdf(), Buffer.alloc(20 * 1024 * 1024)]), /larger than 20 MB/, 413],
  ]
  for (const [what, name, make, reason, status = 400] of refusals) {
    it(`refuses ${what} with the reason, storing nothing`, async () => {
      const before = stored()
      const res = await upload(name, await make())
      expect(res.status).toBe(status)
      expect(res.body.success).toBe(false)
      expect(res.body.message).toMatch(reason)
      expect(res.body.message).not.toMatch(/Error|at \w+ \(|SQLITE/)
      expect(stored()).toEqual(before)
    })
  }

  it('keeps answering other visitors while a heavy PDF is being checked', async () => {
    const heavy = await manyPagesPdf(10_000)
    const order: string[] = []
    const check = upload('heavy.pdf', heavy).then((res) => order.push(`upload ${res.status}`))
    await new Promise((resolve) => setTimeout(resolve, 150))
    for (let i = 0; i < 3; i++) {
      const res = await server.fetch('/healthz')
      order.push(`healthz ${res.status}`)
    }
    await check
    expect(order).toEqual(['healthz 200', 'healthz 200', 'healthz 200', 'upload 400'])
  })
})

describe('documents library: serving', () => {
  it('serves a PDF/HTML polyglot only as an inert PDF: application/pdf, nosniff, sandbox, readable name', async () => {
    const up = await upload('पाठ्यक्रम notice.pdf', polyglotPdf(), { title: 'Polyglot' })
    expect(up.status).toBe(201)
    expect(up.body.data.url).toMatch(/^\/documents\/[a-f0-9]{24}\//)
    const res = await server.fetch(up.body.data.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp.split(';').map((d) => d.trim())).toContain('sandbox')
    expect(csp).toContain("default-src 'none'")
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="notice.pdf"; filename*=UTF-8''${encodeURIComponent('पाठ्यक्रम-notice.pdf')}`)
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('stores each PDF under a random name that the static uploads never serve', async () => {
    const names = stored()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) {
      expect(name).toMatch(/^[a-f0-9]{24}\.pdf$/)
      expect((await server.fetch(`/uploads/Documents/${name}`)).status).toBe(404)
      expect((await server.fetch(`/uploads/%44ocuments/${name}`)).status).toBe(404)
    }
  })

  it('edits and deletes a document; the file stays while it is in the bin (docs/decisions/096)', async () => {
    const up = await upload('calendar.pdf', await textPdf(['Academic calendar']), { title: 'Calendar', category: 'calendar' })
    const id = up.body.data._id
    const edit = await admin.json('PUT', `/api/documents/${id}`, { title: 'Academic calendar 2026-27', validUntil: '2027-05-31' })
    expect(edit.status).toBe(200)
    expect(edit.body.data).toMatchObject({ title: 'Academic calendar 2026-27', validUntil: '2027-05-31', category: 'calendar' })
    const bad = await admin.json('PUT', `/api/documents/${id}`, { category: 'secret' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.category).toMatch(/Category must be one of/)
    const before = stored().length
    const gone = await admin.delete(`/api/documents/${id}`)
    expect(gone.status).toBe(200)
    expect(stored().length).toBe(before)
    expect((await server.fetch(up.body.data.url)).status).toBe(404)
    expect((await admin.delete(`/api/documents/${id}`)).status).toBe(404)
  })
})

describe('"In the library now" is the server\'s now', () => {
  it('a scheduled document put in the library "now" takes the server\'s time, whatever the office PC\'s clock says; the visitor sees it at once', async () => {
    const up = await upload('prospectus.pdf', await textPdf(['Prospectus 2027']), { title: 'Prospectus 2027', category: 'prospectus', publishAt: '2031-01-15T04:30:00.000Z' })
    expect(up.status).toBe(201)
    const id = up.body.data._id
    const listed = async () => ((await (await server.fetch('/api/documents')).json()) as { _id: string }[]).some((document) => document._id === id)
    expect(await listed()).toBe(false)
    // the server's clock two hours behind the real time: a PC's "now" would be two hours ahead of it
    const serverNow = Date.now() - 2 * 60 * 60 * 1000
    server.ctx.clock.set(serverNow)
    try {
      const now = await admin.json('PUT', `/api/documents/${id}`, { publishAt: 'now' })
      expect(now.status).toBe(200)
      const at = Date.parse(now.body.data.publishAt)
      expect(Math.abs(at - serverNow)).toBeLessThan(10_000)
      expect(await listed()).toBe(true)
      // any other word is still refused as a time
      expect((await admin.json('PUT', `/api/documents/${id}`, { publishAt: 'soon' })).status).toBe(400)
    } finally {
      server.ctx.clock.set(Date.now())
    }
  })
})

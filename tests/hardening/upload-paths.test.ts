import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDF_CONTENT_SECURITY_POLICY } from '../../src/features/documents/files'
import { IMMUTABLE } from '../../src/http/static-files'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from '../api/client'

/**
 * Issue 26 row 6: library PDFs were served through /uploads with dot segments (200, no sandbox
 * CSP, no Content-Disposition, cached for a year, still after the document went to the bin).
 */
let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

/** node:http, so that the path goes out exactly as written (fetch would normalise dot segments). */
function rawGet(pathname: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url, { path: pathname }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Every way of spelling a library PDF's stored file under /uploads that some normaliser would resolve. */
function spellings(stored: string, image: string): string[] {
  return [
    `/uploads/Documents/${stored}`,
    `/uploads/documents/${stored}`,
    `/uploads/./Documents/${stored}`,
    `/uploads/%2e/Documents/${stored}`,
    `/uploads/%2E/Documents/${stored}`,
    `/uploads/Banners/../Documents/${stored}`,
    `/uploads/Home/../Documents/${stored}`,
    `/uploads/Home/%2e%2e/Documents/${stored}`,
    `/uploads/Home%2f..%2fDocuments%2f${stored}`,
    `/uploads/Home%2F..%2FDocuments%2F${stored}`,
    `/uploads/Home%5c..%5cDocuments%5c${stored}`,
    `/uploads/Home\\..\\Documents\\${stored}`,
    `/uploads/%252e/Documents/${stored}`,
    `/uploads/Home/%252e%252e/Documents/${stored}`,
    `/uploads//Documents/${stored}`,
    `/uploads/Documents//${stored}`,
    `/uploads/%44ocuments/${stored}`,
    `/uploads/Documents/${stored.replace('.pdf', '%2epdf')}`,
    // the same tricks towards an image: refused too (an image is served only by its one spelling)
    `/uploads/Home/./${image}`,
    `/uploads//Home/${image}`,
    `/uploads/Home//${image}`,
    `/uploads/Event/../Home/${image}`,
    `/uploads/Home/${image.replace('.jpg', '%2ejpg')}`,
  ]
}

describe('/uploads checks the path after normalising it (issue 26 row 6)', () => {
  it('a library PDF is never served by /uploads, in any spelling, before or after the bin; its own route has the sandbox', async () => {
    const doc = await admin.multipart('POST', '/api/documents', formData({ title: 'Exam timetable', category: 'timetables', academicYear: '2026-27' }, [['file', 'timetable.pdf', await textPdf(['Exam timetable']), 'application/pdf']]))
    expect(doc.status).toBe(201)
    const stored = (server.ctx.sqlite.prepare('SELECT file_name FROM documents WHERE id = ?').pluck().get(doc.body.data._id) as string)
    expect(stored).toMatch(/^[a-f0-9]{24}\.pdf$/)
    const banner = await admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'b.jpg', await jpeg()]]))
    expect(banner.status).toBe(201)
    const image = server.ctx.sqlite.prepare('SELECT image_url FROM banners').pluck().get() as string

    // the image itself, by its one spelling: served and cached for a year
    const served = await rawGet(`/uploads/Home/${image}`)
    expect(served.status).toBe(200)
    expect(served.headers['cache-control']).toBe(IMMUTABLE)

    const own = await rawGet(doc.body.data.url)
    expect(own.status).toBe(200)
    expect(own.headers['content-security-policy']).toBe(PDF_CONTENT_SECURITY_POLICY)
    expect(own.headers['content-disposition']).toMatch(/^inline; filename="timetable\.pdf"/)
    expect(own.body.subarray(0, 5).toString()).toBe('%PDF-')

    const answered = async () => Promise.all(spellings(stored, image).map(async (p) => [p, (await rawGet(p)).status] as const))
    for (const [p, status] of await answered()) expect(status, p).toBe(404)

    expect((await admin.delete(`/api/documents/${doc.body.data._id}`)).status).toBe(200)
    expect((await rawGet(doc.body.data.url)).status).toBe(404)
    for (const [p, status] of await answered()) expect(status, `after the bin: ${p}`).toBe(404)
  })
})

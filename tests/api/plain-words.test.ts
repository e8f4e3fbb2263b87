import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/**
 * Issue 40 item 8: the activity log and the versions lists say a change in the panel's words —
 * a linked PDF by its file name, a list of members or fees as the panel lists them, money as
 * ₹48,000 — never an id or JSON (docs/decisions/201).
 */
let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

const ID = /\b[a-f0-9]{24}\b/
const JSON_TEXT = /[[{]"|"[}\]]/

async function newestSummary(area: string): Promise<string> {
  const entries = (await admin.get(`/api/activity?area=${encodeURIComponent(area)}`)).body.data.items as { summary: string }[]
  return entries[0]!.summary
}

async function uploadDocument(title: string, fileName: string): Promise<string> {
  const res = await admin.multipart('POST', '/api/documents', formData({ title, category: 'fees', academicYear: '2026-27' }, [['file', fileName, await textPdf([title]), 'application/pdf']]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id
}

describe('plain words in the log and the versions', () => {
  it("a news item's attached PDF is named by its file name, its date and category as the form shows them", async () => {
    const pdf = await uploadDocument('Admission notice 2026', 'admission-notice-2026.pdf')
    const created = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Admissions open', description: 'Apply now', date: '2026-06-30', category: 'News' }, [['image', 'n.jpg', await jpeg()]]))
    expect(created.status).toBe(201)
    const id = created.body.data._id
    const updated = await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'Admissions open', description: 'Apply now', date: '2026-12-14', category: 'Admission News', attachmentId: pdf }))
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const summary = await newestSummary('news')
    expect(summary).toContain("PDF (empty) → 'admission-notice-2026.pdf'")
    expect(summary).toContain('date 30 Jun 2026 → 14 Dec 2026')
    expect(summary).toContain("category 'News' → 'Admission News'")
    expect(summary).not.toMatch(ID)
    // its versions list says the day as the panel does
    const versions = (await admin.get(`/api/versions/news/${id}`)).body as { preview: string }[]
    expect(versions[0]!.preview).toBe('Admissions open (14 Dec 2026) — Apply now')
    // a document's version names its category as the library's panel does
    const documents = (await admin.get(`/api/versions/documents/${pdf}`)).body as { preview: string }[]
    expect(documents[0]!.preview).toBe('Admission notice 2026 (Fee structure & refund policy, 2026-27)')
  })

  it("a committee's members read as the panel lists them: how many, names and roles", async () => {
    const committees = (await apiClient(server).get('/api/committees')).body as { _id: string; kind: string }[]
    const cell = committees.find((c) => c.kind !== 'sgrc')!
    const members = [
      { name: 'Dr A. Rao', role: 'Chairperson', phone: '', email: '', seat: 'chair' },
      { name: 'B. Sen', role: 'Member', phone: '', email: '', seat: 'member' },
      { name: 'C. Das', role: 'Member', phone: '', email: '', seat: 'member' },
    ]
    expect((await admin.json('PUT', `/api/committees/${cell._id}`, { members: [] })).status).toBe(200)
    const res = await admin.json('PUT', `/api/committees/${cell._id}`, { members })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const summary = await newestSummary('committees')
    expect(summary).toContain('members no members → 3 members: Dr A. Rao (Chairperson), B. Sen (Member), C. Das (Member)')
    expect(summary).not.toMatch(JSON_TEXT)
  })

  it('a fee row: money in rupees with Indian grouping, other fees as a list, the refund policy by its file name; the versions list in the same words', async () => {
    const policy = await uploadDocument('Refund policy', 'refund-policy.pdf')
    const row = (await admin.json('POST', '/api/fees', { course: 'llb', academicYear: '2026-27', tuitionFee: 45000 })).body.data
    const res = await admin.json('PUT', `/api/fees/${row._id}`, {
      course: 'llb',
      academicYear: '2026-27',
      tuitionFee: 48000,
      otherFees: [
        { covers: 'Library', amount: 500 },
        { covers: 'Examination', amount: 1200 },
      ],
      refundDocumentId: policy,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const summary = await newestSummary('fees')
    expect(summary).toContain('tuition fee ₹45,000 → ₹48,000')
    expect(summary).toContain('other fees no other fees → 2 other fees: Library ₹500, Examination ₹1,200')
    expect(summary).toContain("refund policy (empty) → 'refund-policy.pdf'")
    expect(summary).not.toMatch(ID)
    expect(summary).not.toMatch(JSON_TEXT)
    const versions = (await admin.get(`/api/versions/fees/${row._id}`)).body as { preview: string }[]
    expect(versions[0]!.preview).toBe('LL.B. 2026-27: tuition ₹48,000; 2 other fees: Library ₹500, Examination ₹1,200')
    expect(versions.at(-1)!.preview).toBe('LL.B. 2026-27: tuition ₹45,000; no other fees')
  })
})

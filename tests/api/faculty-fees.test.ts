import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INITIAL_FACULTY } from '../../src/db/migrations/007-faculty-and-fees'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from './client'

let server: TestServer
let admin: ApiClient
let visitor: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  visitor = apiClient(server)
})
afterAll(() => server?.close())

/** A visitor's page, markup as sent (React's text separators removed). */
async function page(pathname: string): Promise<string> {
  const res = await server.fetch(pathname)
  expect(res.status, pathname).toBe(200)
  return (await res.text()).replaceAll('<!-- -->', '')
}

const facultyFiles = () => fs.readdirSync(path.join(server.uploadsDir, 'Faculty')).filter((name) => !name.startsWith('.'))
const names = async () => ((await visitor.get('/api/faculty')).body as { name: string }[]).map((m) => m.name)
const binEntry = async (itemId: string) => ((await admin.get('/api/bin')).body as { _id: string; itemId: string }[]).find((entry) => entry.itemId === itemId)

async function uploadDocument(title: string, category: string): Promise<string> {
  const res = await admin.multipart('POST', '/api/documents', formData({ title, category, academicYear: '2026-27' }, [['file', 'doc.pdf', await textPdf([title]), 'application/pdf']]))
  expect(res.status).toBe(201)
  return res.body.data._id
}

describe('faculty kept by staff', () => {
  it("starts with the spec's 11 entries, in order, as a bare array a client can .map", async () => {
    const res = await visitor.get('/api/faculty')
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body.map((m: { name: string }) => m.name)).toEqual(INITIAL_FACULTY.map((m) => m.name))
    expect(res.body[0]).toMatchObject({ name: 'Dr. Anil Kumar Mishra', designation: 'Principal', qualifications: 'LL.M., Ph.D. (Law)', experienceYears: 26, image: null, placeholder: '/images/faculty/anil-kumar-mishra.svg' })
  })

  it('adds a member with a photo and its description; /aboutUs and /disclosure show them, last', async () => {
    const form = formData({ name: 'Dr. Kavita Rao', designation: 'Assistant Professor, Labour Law', qualifications: 'LL.M., Ph.D.', experienceYears: '6', alt: 'Dr. Kavita Rao at the moot court' }, [['image', 'kavita.jpg', await jpeg(600, 600)]])
    const res = await admin.multipart('POST', '/api/faculty', form)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: 'Faculty member added successfully!', data: { name: 'Dr. Kavita Rao', experienceYears: 6 } })
    expect(res.body.data.image).toMatch(/^[a-f0-9]{24}\.jpg$/)
    expect(facultyFiles()).toContain(res.body.data.image)
    expect((await names()).at(-1)).toBe('Dr. Kavita Rao')
    const about = await page('/aboutUs')
    expect(about.match(/class="card person-card"/g)).toHaveLength(12)
    expect(about).toContain(`/uploads/Faculty/${res.body.data.image}`)
    expect(about).toContain('alt="Dr. Kavita Rao at the moot court"')
    const disclosure = await page('/disclosure')
    expect(disclosure).toContain('Assistant Professor, Labour Law')
  })

  it('without a photo, a new member gets a drawn placeholder portrait', async () => {
    const res = await admin.multipart('POST', '/api/faculty', formData({ name: 'Shri Om Prakash', designation: 'Lecturer', experienceYears: '1' }))
    expect(res.status).toBe(201)
    expect(res.body.data.placeholder).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(res.body.data.placeholder)).toContain('>OP</text>')
    expect(await page('/aboutUs')).toContain('alt="Portrait placeholder for Shri Om Prakash"')
    expect(await page('/aboutUs')).toContain('1 year of experience')
  })

  it('refuses bad and hostile input with 400 and a message naming the field, changing nothing', async () => {
    const before = await names()
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ designation: 'Lecturer', experienceYears: '3' }, 'name', /^Name /],
      [{ name: 'x'.repeat(100_000), designation: 'Lecturer', experienceYears: '3' }, 'name', /^Name must be at most 120 characters/],
      [{ name: 'A', designation: 'Lecturer', experienceYears: 'ten' }, 'experienceYears', /^Years of experience must be a number/],
      [{ name: 'A', designation: 'Lecturer', experienceYears: '71' }, 'experienceYears', /^Years of experience must be at most 70/],
      [{ name: 'A', designation: 'Lecturer', experienceYears: '2.5' }, 'experienceYears', /whole number/],
      [{ name: 'A', designation: 'Lecturer', experienceYears: '' }, 'experienceYears', /^Years of experience is required/],
      [{ name: 'A', designation: 'Lecturer', experienceYears: '3', alt: 'y'.repeat(300) }, 'alt', /at most 250/],
    ]
    for (const [fields, field, message] of cases) {
      const res = await admin.multipart('POST', '/api/faculty', formData(fields))
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400)
      expect(res.body.success).toBe(false)
      expect(res.body.errors[field], field).toMatch(message)
      expect(res.body.message).toMatch(message)
    }
    const notAPicture = await admin.multipart('POST', '/api/faculty', formData({ name: 'A', designation: 'B', experienceYears: '3' }, [['image', 'x.jpg', Buffer.from('<script>alert(1)</script>')]]))
    expect(notAPicture.status).toBe(400)
    expect(await names()).toEqual(before)
  })

  it('edits a member: fields, a new photo (the old files go), then the photo taken away', async () => {
    const list = (await visitor.get('/api/faculty')).body as { _id: string; name: string; image: string | null }[]
    const kavita = list.find((m) => m.name === 'Dr. Kavita Rao')!
    const res = await admin.multipart('PUT', `/api/faculty/${kavita._id}`, formData({ designation: 'Associate Professor, Labour Law' }, [['image', 'new.jpg', await jpeg(500, 700, '#aa3322')]]))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ name: 'Dr. Kavita Rao', designation: 'Associate Professor, Labour Law', alt: 'Dr. Kavita Rao at the moot court' })
    expect(res.body.data.image).not.toBe(kavita.image)
    expect(facultyFiles()).not.toContain(kavita.image)
    expect(facultyFiles()).toContain(res.body.data.image)
    const removed = await admin.multipart('PUT', `/api/faculty/${kavita._id}`, formData({ removePhoto: '1' }))
    expect(removed.status).toBe(200)
    expect(removed.body.data.image).toBeNull()
    expect(facultyFiles().some((name) => name.startsWith(res.body.data.image.slice(0, 24)))).toBe(false)
    expect(await page('/aboutUs')).toContain('Associate Professor, Labour Law')
    expect((await admin.multipart('PUT', '/api/faculty/no-such-id', formData({ name: 'X' }))).status).toBe(404)
  })

  it('sets the display order; /aboutUs and /disclosure follow it', async () => {
    const list = (await visitor.get('/api/faculty')).body as { _id: string; name: string }[]
    const reversed = list.map((m) => m._id).reverse()
    const res = await admin.json('POST', '/api/faculty/order', { ids: reversed })
    expect(res.status).toBe(200)
    expect(await names()).toEqual(list.map((m) => m.name).reverse())
    const about = await page('/aboutUs')
    expect(about.indexOf('Shri Om Prakash')).toBeLessThan(about.indexOf('Dr. Anil Kumar Mishra'))
    const disclosure = await page('/disclosure')
    expect(disclosure.indexOf('Shri Om Prakash')).toBeLessThan(disclosure.indexOf('Smt. Neha Jain'))
    // back to the first order; hostile orders are refused whole
    expect((await admin.json('POST', '/api/faculty/order', { ids: list.map((m) => m._id) })).status).toBe(200)
    expect((await admin.json('POST', '/api/faculty/order', { ids: 'x'.repeat(100_000) })).status).toBe(400)
    expect((await admin.json('POST', '/api/faculty/order', { ids: Array(501).fill('a') })).body.errors.ids).toMatch(/at most 500/)
    expect(await names()).toEqual(list.map((m) => m.name))
  })

  it('a delete goes to the bin with the photo kept; a restore brings the member back in place', async () => {
    const form = formData({ name: 'Dr. Binita Roy', designation: 'Professor', experienceYears: '20' }, [['image', 'b.jpg', await jpeg(400, 400, '#118844')]])
    const added = (await admin.multipart('POST', '/api/faculty', form)).body.data
    const order = await names()
    const res = await admin.delete(`/api/faculty/${added._id}`)
    expect(res.status).toBe(200)
    expect(await names()).not.toContain('Dr. Binita Roy')
    expect(await page('/aboutUs')).not.toContain('Dr. Binita Roy')
    expect(facultyFiles()).toContain(added.image)
    const entry = await binEntry(added._id)
    expect(entry).toBeDefined()
    expect((await admin.json('POST', `/api/bin/${entry!._id}/restore`, {})).status).toBe(200)
    expect(await names()).toEqual(order)
    expect(await page('/aboutUs')).toContain(`/uploads/Faculty/${added.image}`)
    expect((await visitor.get(`/api/search?q=${encodeURIComponent('Binita')}`)).body.map((r: { href: string }) => r.href)).toContain('/aboutUs#faculty')
  })

  it('search finds the faculty by name and qualification, and follows an edit', async () => {
    const hits = (await visitor.get('/api/search?q=Sunita')).body as { kind: string; href: string }[]
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'faculty', href: '/aboutUs#faculty' }))
    const om = ((await visitor.get('/api/faculty')).body as { _id: string; name: string }[]).find((m) => m.name === 'Shri Om Prakash')!
    await admin.multipart('PUT', `/api/faculty/${om._id}`, formData({ name: 'Shri Omkar Prasad' }))
    expect(((await visitor.get('/api/search?q=Omkar')).body as unknown[]).length).toBeGreaterThan(0)
  })
})

describe('the fee table per course and academic year', () => {
  let refundId = ''
  let rowId = ''

  it('adds a row with tuition, other fees and the refund policy; the answer has its total', async () => {
    refundId = await uploadDocument('Refund policy 2026-27', 'fees')
    const res = await admin.json('POST', '/api/fees', {
      course: 'ba-llb',
      academicYear: '2026-27',
      tuitionFee: '1,20,000',
      otherFees: [
        { covers: 'Library and reading room', amount: 2500 },
        { covers: 'Examination', amount: '3000' },
      ],
      refundDocumentId: refundId,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: 'Fee row added successfully!' })
    expect(res.body.data).toMatchObject({ course: 'ba-llb', courseTitle: 'B.A. LL.B. (Integrated)', academicYear: '2026-27', tuitionFee: 120000, total: 125500, refundDocumentId: refundId })
    expect(res.body.data.refundPolicy.url).toMatch(new RegExp(`^/documents/${refundId}/`))
    rowId = res.body.data._id
    const list = await visitor.get('/api/fees')
    expect(list.body.map((row: { _id: string }) => row._id)).toEqual([rowId])
  })

  it('/disclosure shows the fees in Indian ₹ format with the refund policy link and when they changed', async () => {
    const html = await page('/disclosure')
    const fees = html.slice(html.indexOf('id="fees"'), html.indexOf('id="faculty"'))
    for (const text of ['B.A. LL.B. (Integrated)', '2026-27', '₹1,20,000', 'Library and reading room: ₹2,500', 'Examination: ₹3,000', '₹1,25,500', 'Refund policy 2026-27']) expect(fees).toContain(text)
    expect(fees).toContain(`href="/documents/${refundId}/`)
    expect(fees).toMatch(/Last updated \d{1,2} \w+ \d{4}/)
    const faculty = html.slice(html.indexOf('id="faculty"'), html.indexOf('id="committees"'))
    expect(faculty).toMatch(/Last updated \d{1,2} \w+ \d{4}/)
  })

  it('refuses bad and hostile amounts, years, courses and lists with 400 naming the field', async () => {
    const base = { course: 'llb', academicYear: '2026-27', tuitionFee: 45000 }
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ tuitionFee: -1 }, 'tuitionFee', /^Tuition fee must be 0 or more/],
      [{ tuitionFee: '12000.50' }, 'tuitionFee', /^Tuition fee must be whole rupees/],
      [{ tuitionFee: 'twelve thousand' }, 'tuitionFee', /^Tuition fee must be a number/],
      [{ tuitionFee: 1e12 }, 'tuitionFee', /^Tuition fee must be at most 50,00,000/],
      [{ tuitionFee: '9'.repeat(100_000) }, 'tuitionFee', /^Tuition fee must be a number/],
      [{ tuitionFee: '' }, 'tuitionFee', /^Tuition fee is required/],
      [{ tuitionFee: null }, 'tuitionFee', /^Tuition fee is required/],
      [{ academicYear: '2026-28' }, 'academicYear', /^Academic year must look like 2026-27/],
      [{ academicYear: '2'.repeat(100_000) }, 'academicYear', /at most 9 characters/],
      [{ course: 'phd' }, 'course', /^Course must be one of/],
      [{ otherFees: 'x'.repeat(100_000) }, 'otherFees', /^Other fees must be a list/],
      [{ otherFees: Array.from({ length: 13 }, () => ({ covers: 'Sports', amount: 10 })) }, 'otherFees', /at most 12 other fees/],
      [{ otherFees: [{ covers: '', amount: 100 }] }, 'otherFees.0.covers', /needs what it covers/],
      [{ otherFees: [{ covers: 'Hostel', amount: '1.5' }] }, 'otherFees.0.amount', /^Amount must be whole rupees/],
      [{ refundDocumentId: 'no-such-document' }, 'refundDocumentId', /must be a document of the library/],
    ]
    for (const [change, field, message] of cases) {
      const res = await admin.json('POST', '/api/fees', { ...base, ...change })
      expect(res.status, `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(400)
      expect(res.body.errors[field], field).toMatch(message)
      expect(JSON.stringify(res.body)).not.toMatch(/SQLITE|constraint|stack/i)
    }
    const policy = await uploadDocument('Prospectus 2026-27', 'prospectus')
    const wrong = await admin.json('POST', '/api/fees', { ...base, refundDocumentId: policy })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.refundDocumentId).toMatch(/Fee structure & refund policy/)
    expect((await visitor.get('/api/fees')).body).toHaveLength(1)
  })

  it('keeps one row per course and year: a second one is a 409, also when two arrive at once', async () => {
    const twin = await admin.json('POST', '/api/fees', { course: 'ba-llb', academicYear: '2026-27', tuitionFee: 1 })
    expect(twin.status).toBe(409)
    expect(twin.body.errors.academicYear).toMatch(/already/)
    const both = await Promise.all([1, 2, 3].map((n) => admin.json('POST', '/api/fees', { course: 'llm', academicYear: '2026-27', tuitionFee: 60000 + n })))
    expect(both.map((res) => res.status).sort()).toEqual([201, 409, 409])
    const moved = await admin.json('PUT', `/api/fees/${rowId}`, { course: 'llm' })
    expect(moved.status).toBe(409)
  })

  it('edits a row: absent fields stay, the total follows', async () => {
    const res = await admin.json('PUT', `/api/fees/${rowId}`, { tuitionFee: 130000 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ tuitionFee: 130000, total: 135500, refundDocumentId: refundId, otherFees: [expect.objectContaining({ covers: 'Library and reading room' }), expect.anything()] })
    expect(await page('/disclosure')).toContain('₹1,35,500')
    expect((await admin.json('PUT', '/api/fees/no-such-row', { tuitionFee: 1 })).status).toBe(404)
  })

  it('a delete goes to the bin; a restore brings it back, unless the year was filled again meanwhile', async () => {
    expect((await admin.delete(`/api/fees/${rowId}`)).status).toBe(200)
    expect(await page('/disclosure')).not.toContain('₹1,35,500')
    const entry = await binEntry(rowId)
    const again = await admin.json('POST', '/api/fees', { course: 'ba-llb', academicYear: '2026-27', tuitionFee: 99000 })
    expect(again.status).toBe(201)
    const refused = await admin.json('POST', `/api/bin/${entry!._id}/restore`, {})
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/delete or change that one first/)
    expect(await page('/disclosure')).toContain('₹99,000')
    expect((await admin.delete(`/api/fees/${again.body.data._id}`)).status).toBe(200)
    expect((await admin.json('POST', `/api/bin/${entry!._id}/restore`, {})).status).toBe(200)
    expect(await page('/disclosure')).toContain('₹1,35,500')
  })
})

describe('the activity log', () => {
  it('says in words what each faculty and fee write did', async () => {
    const summaries = async (area: string) => ((await admin.get(`/api/activity?area=${area}`)).body.data.items as { summary: string }[]).map((e) => e.summary)
    const faculty = await summaries('faculty')
    for (const text of ["added 'Dr. Kavita Rao' to the faculty", "changed the faculty entry of 'Dr. Kavita Rao'", 'changed the order of the faculty', "deleted 'Dr. Binita Roy' (in the bin for 30 days)", "restored 'Dr. Binita Roy' from the bin"]) {
      expect(faculty).toContain(text)
    }
    const fees = await summaries('fees')
    for (const text of ['added the fees of B.A. LL.B. (Integrated) 2026-27 (tuition ₹1,20,000)', "changed the fees of B.A. LL.B. (Integrated) 2026-27: tuition fee ₹1,20,000 → ₹1,30,000", 'deleted the fees of B.A. LL.B. (Integrated) 2026-27 (in the bin for 30 days)']) {
      expect(fees).toContain(text)
    }
  })
})

describe('a deleted document goes to the bin', () => {
  it('keeps its file; a restore puts it back in /documents, in search and on the rows that linked it', async () => {
    const id = await uploadDocument('Anti-ragging order Zircon', 'committee-orders')
    const feeDoc = await uploadDocument('Refund policy Zircon', 'fees')
    const sgrc = ((await visitor.get('/api/committees')).body as { _id: string; kind: string }[]).find((c) => c.kind === 'sgrc')!
    expect((await admin.json('PUT', `/api/committees/${sgrc._id}`, { orderDocumentId: id })).status).toBe(200)
    const row = (await admin.json('POST', '/api/fees', { course: 'llb', academicYear: '2027-28', tuitionFee: 40000, refundDocumentId: feeDoc })).body.data
    const pdfs = () => fs.readdirSync(path.join(server.uploadsDir, 'Documents'))
    const before = pdfs()

    for (const docId of [id, feeDoc]) expect((await admin.delete(`/api/documents/${docId}`)).status).toBe(200)
    expect(pdfs()).toEqual(before)
    expect(await page('/documents')).not.toContain('Zircon')
    expect((await visitor.get('/api/search?q=Zircon')).body).toEqual([])
    expect((await visitor.get(`/api/committees/${sgrc._id}`)).body.data.orderDocumentId).toBeNull()
    expect((await visitor.get('/api/fees')).body.find((r: { _id: string }) => r._id === row._id).refundPolicy).toBeNull()

    for (const docId of [id, feeDoc]) {
      const entry = await binEntry(docId)
      expect(entry, docId).toBeDefined()
      expect((await admin.json('POST', `/api/bin/${entry!._id}/restore`, {})).status).toBe(200)
    }
    const documents = await page('/documents')
    expect(documents).toContain('Anti-ragging order Zircon')
    const file = await server.fetch(`/documents/${id}/doc.pdf`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(((await visitor.get('/api/search?q=Zircon')).body as { kind: string }[]).filter((r) => r.kind === 'document')).toHaveLength(2)
    expect((await visitor.get(`/api/committees/${sgrc._id}`)).body.data.orderDocumentId).toBe(id)
    expect((await visitor.get('/api/fees')).body.find((r: { _id: string }) => r._id === row._id).refundPolicy.title).toBe('Refund policy Zircon')
  })

  it('empties itself after 30 days: the PDF file goes with the entry', async () => {
    const id = await uploadDocument('Old circular Quartz', 'other')
    const stored = (await admin.get(`/api/documents/${id}`)).body.data
    expect(stored).toBeDefined()
    const before = fs.readdirSync(path.join(server.uploadsDir, 'Documents')).length
    expect((await admin.delete(`/api/documents/${id}`)).status).toBe(200)
    const { purgeBin } = await import('../../src/platform/bin/store')
    const removed = await purgeBin(server.ctx.sqlite, server.uploadsDir, Date.now() + 31 * 86_400_000)
    expect(removed).toBeGreaterThanOrEqual(1)
    expect(fs.readdirSync(path.join(server.uploadsDir, 'Documents')).length).toBe(before - 1)
  })
})

describe('a photo in the bin survives a restart', () => {
  it("the start-up sweep of unreferenced images leaves a binned row's photo for its restore", async () => {
    const first = await startTestServer()
    const dirs = { dataDir: first.dataDir, uploadsDir: first.uploadsDir }
    const root = path.dirname(first.dataDir)
    try {
      const staff = apiClient(first, await loginCookie(first))
      const form = formData({ name: 'Dr. Sigma Verma', designation: 'Professor', experienceYears: '12' }, [['image', 's.jpg', await jpeg(400, 400, '#884411')]])
      const added = (await staff.multipart('POST', '/api/faculty', form)).body.data
      expect((await staff.delete(`/api/faculty/${added._id}`)).status).toBe(200)
      await first.stop()

      const second = await startTestServer({}, dirs)
      try {
        const files = fs.readdirSync(path.join(dirs.uploadsDir, 'Faculty'))
        expect(files).toContain(added.image)
        const again = apiClient(second, await loginCookie(second))
        const entry = ((await again.get('/api/bin')).body as { _id: string; itemId: string }[]).find((e) => e.itemId === added._id)!
        expect((await again.json('POST', `/api/bin/${entry._id}/restore`, {})).status).toBe(200)
        const photo = await second.fetch(`/uploads/Faculty/${added.image}`)
        expect(photo.status).toBe(200)
      } finally {
        await second.close()
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

/** Inserts `n` admission enquiries straight into SQLite (fast), one minute apart, newest last. */
function seedAdmissions(server: TestServer, n: number, make: (i: number) => { fullname: string; city?: string; phone?: string; course?: string; status?: string }) {
  const insert = server.ctx.sqlite.prepare('INSERT INTO admission_queries (id, fullname, city, phone, course, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const start = Date.parse('2026-01-01T00:00:00Z')
  server.ctx.sqlite.transaction(() => {
    for (let i = 0; i < n; i++) {
      const row = make(i)
      const at = new Date(start + i * 60_000).toISOString()
      insert.run(`a${String(i).padStart(6, '0')}`, row.fullname, row.city ?? '', row.phone ?? '', row.course ?? '', row.status ?? 'new', at, at)
    }
  })()
}

describe('enquiries followed up', () => {
  let server: TestServer
  let admin: ApiClient
  let clerk: ApiClient
  let editor: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    clerk = apiClient(server, await staffCookie(server, 'clerk@college.test', 'Asha Clerk', 'admissions'))
    editor = apiClient(server, await staffCookie(server, 'editor@college.test', 'Eli Editor', 'editor'))
    seedAdmissions(server, 120, (i) => ({
      fullname: i === 7 ? 'Ravi Kumar' : `Applicant ${i}`,
      city: i % 2 ? 'Rewa' : 'Shahdol',
      phone: i === 7 ? '+91 98765-43210' : `70000 ${String(i).padStart(5, '0')}`,
      course: i % 3 ? 'LLB(3yrs.)' : '',
    }))
  })
  afterAll(() => server?.close())

  it('answers pages of the newest first, with the total counted in SQL and the counts by status', async () => {
    const first = await clerk.get('/api/admission/queries?size=25')
    expect(first.status).toBe(200)
    const { items, total, page, pages, counts } = first.body.data
    expect(items).toHaveLength(25)
    expect(total).toBe(120)
    expect([page, pages]).toEqual([1, 5])
    expect(counts).toEqual({ new: 120 })
    expect(items[0]).toMatchObject({ _id: 'a000119', status: 'new', notes: [] })
    const last = await clerk.get('/api/admission/queries?size=25&page=5')
    expect(last.body.data.items.map((row: { _id: string }) => row._id).at(-1)).toBe('a000000')
  })

  it('searches in SQL by name, city and phone digits whatever the spacing', async () => {
    for (const q of ['ravi', 'RAVI KUMAR', '9876543210', '98765 43210', '43210']) {
      const res = await clerk.get(`/api/admission/queries?q=${encodeURIComponent(q)}`)
      expect(res.body.data.items.map((row: { fullname: string }) => row.fullname), q).toEqual(['Ravi Kumar'])
    }
    // a name with a number in it is not looked for as phone digits: '7000' is in 119 phones
    expect((await clerk.get(`/api/admission/queries?q=${encodeURIComponent('Ravi 7000')}`)).body.data.total).toBe(0)
    expect((await clerk.get(`/api/admission/queries?q=${encodeURIComponent('applicant 1x00')}`)).body.data.total).toBe(0)
    expect((await clerk.get('/api/admission/queries?q=%25')).body.data.total).toBe(0)
    expect((await clerk.get('/api/admission/queries?course=-')).body.data.total).toBe(40)
  })

  it('marks an enquiry Contacted with a note (author and time), and filters by status and date range', async () => {
    const marked = await clerk.json('PUT', '/api/admission/queries/a000007/status', { status: 'contacted' })
    expect(marked.status).toBe(200)
    const note = await clerk.json('POST', '/api/admission/queries/a000007/notes', { note: 'Called, will visit on Monday' })
    expect(note.status).toBe(201)
    expect(note.body.data).toMatchObject({ author: 'Asha Clerk', note: 'Called, will visit on Monday', createdAt: expect.any(String) })

    const contacted = await clerk.get('/api/admission/queries?status=contacted')
    expect(contacted.body.data.total).toBe(1)
    expect(contacted.body.data.items[0]).toMatchObject({ fullname: 'Ravi Kumar', status: 'contacted', notes: [{ author: 'Asha Clerk', note: 'Called, will visit on Monday' }] })
    expect(contacted.body.data.counts).toEqual({ new: 119, contacted: 1 })
    // 2026-01-01 00:00Z is 05:30 IST on 1 Jan: the first 120 minutes all fall on that Indian day
    expect((await clerk.get('/api/admission/queries?from=2026-01-01&to=2026-01-01')).body.data.total).toBe(120)
    expect((await clerk.get('/api/admission/queries?from=2026-01-02')).body.data.total).toBe(0)
    expect((await clerk.get('/api/enquiries/summary')).body.data.admission).toEqual({ new: 119, contacted: 1 })
  })

  it('changes a status from the one its person saw only while it still is that one: of two at once, one is changed, the other told (docs/decisions/288)', async () => {
    const second = apiClient(server, await staffCookie(server, 'second-clerk@college.test', 'Ravi Clerk', 'admissions'))
    // an enquiry of its own, removed at the end: the other cases count the seeded ones by status
    server.ctx.sqlite.prepare("INSERT INTO admission_queries (id, fullname, city, phone, course, status, created_at, updated_at) VALUES ('a900000', 'Tanvi Rao', 'Anuppur', '70000 99999', '', 'new', ?, ?)").run('2025-12-31T00:00:00.000Z', '2025-12-31T00:00:00.000Z')
    const statusOf = async () => ((await clerk.get('/api/admission/queries?q=Tanvi%20Rao')).body.data.items as { _id: string; status: string }[]).find((item) => item._id === 'a900000')!.status
    expect(await statusOf()).toBe('new')
    // both opened the list on "new"; the first to change it wins, the second is told what it is now
    const [asha, ravi] = await Promise.all([clerk.json('PUT', '/api/admission/queries/a900000/status', { status: 'contacted', from: 'new' }), second.json('PUT', '/api/admission/queries/a900000/status', { status: 'not-interested', from: 'new' })])
    expect([asha.status, ravi.status].sort()).toEqual([200, 409])
    const [won, lost] = asha.status === 200 ? ['contacted', ravi] : ['not-interested', asha]
    expect(await statusOf()).toBe(won)
    expect(lost.body.message).toBe(`Someone marked this enquiry ${won === 'contacted' ? 'Contacted' : 'Not interested'} after your list was opened, so its status was not changed. The list shows it as it is now.`)
    // the log has the one change
    const log = ((await admin.get('/api/activity?size=20')).body.data.items as { summary: string }[]).filter((entry) => entry.summary.startsWith("marked 'Tanvi Rao'"))
    expect(log).toHaveLength(1)
    // from what is there now, it changes; without `from` (the spec's clients, scripts) it changes as before
    expect((await second.json('PUT', '/api/admission/queries/a900000/status', { status: 'admitted', from: won })).status).toBe(200)
    expect((await second.json('PUT', '/api/admission/queries/a900000/status', { status: 'contacted' })).status).toBe(200)
    expect(await statusOf()).toBe('contacted')
    // a `from` that is no status is refused, naming the field; an unknown enquiry is 404 either way
    const odd = await clerk.json('PUT', '/api/admission/queries/a900000/status', { status: 'new', from: 'called' })
    expect(odd.status).toBe(400)
    expect(odd.body.errors).toEqual({ from: 'from must be the status the list showed' })
    expect((await clerk.json('PUT', '/api/admission/queries/nope/status', { status: 'new', from: 'new' })).status).toBe(404)
    expect(await statusOf()).toBe('contacted')
    expect((await clerk.delete('/api/admission/queries/a900000')).status).toBe(200)
  })

  it('refuses bad filters, statuses and notes with a message naming the field', async () => {
    expect((await clerk.get('/api/admission/queries?status=called')).status).toBe(400)
    expect((await clerk.get('/api/admission/queries?from=yesterday')).body.message).toBe('Dates are written YYYY-MM-DD')
    expect((await clerk.get('/api/admission/queries?size=100000')).status).toBe(400)
    expect((await clerk.json('PUT', '/api/admission/queries/a000001/status', { status: 'done' })).body.message).toBe('Choose a status from the list')
    expect((await clerk.json('POST', '/api/admission/queries/a000001/notes', { note: '  ' })).body.message).toBe('Write a note first')
    expect((await clerk.json('PUT', '/api/admission/queries/nope/status', { status: 'spam' })).status).toBe(404)
  })

  it('a contact message is never marked Admitted (issue 40 item 12); an admission query is', async () => {
    const sent = await apiClient(server).json('POST', '/api/contact/addContact', { name: 'Vikram Singh', mobile: '9876512345', email: 'vikram@example.org', message: 'When does the library open?' })
    expect(sent.status).toBe(201)
    const [message] = (await clerk.get('/api/contact/queries?q=Vikram')).body.data.items as { _id: string }[]
    const refused = await clerk.json('PUT', `/api/contact/queries/${message!._id}/status`, { status: 'admitted' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('A contact message cannot be marked Admitted: choose New, Contacted, Not interested or Spam.')
    expect((await clerk.json('PUT', `/api/contact/queries/${message!._id}/status`, { status: 'contacted' })).status).toBe(200)
    expect((await clerk.json('PUT', '/api/admission/queries/a000002/status', { status: 'admitted' })).status).toBe(200)
  })

  it('exports CSV with status, notes and phones Excel shows as text', async () => {
    const res = await server.fetch('/api/admission/exportQueries?status=contacted', { headers: { cookie: clerkCookie() } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const bytes = Buffer.from(await res.arrayBuffer())
    const lines = bytes.toString('utf8').split('\r\n')
    expect(lines[0]).toBe('\uFEFFDate (IST),Full Name,City,Mobile No.,Course,Status,Notes,Language')
    expect(lines[1]).toContain('Ravi Kumar,Rewa,"=""+91 98765-43210""",LL.B. (3 yrs),Contacted,"Asha Clerk · ')
    expect(lines[1]).toMatch(/ \d\d-\d\d-\d{4} \d\d:\d\d IST: Called, will visit on Monday",English$/)
    const all = await (await server.fetch('/api/admission/exportQueries', { headers: { cookie: clerkCookie() } })).text()
    expect(all.trim().split('\r\n')).toHaveLength(121)
  })

  it('removes spam: one enquiry, or all marked Spam when confirmed', async () => {
    await clerk.json('PUT', '/api/admission/queries/a000001/status', { status: 'spam' })
    await clerk.json('PUT', '/api/admission/queries/a000002/status', { status: 'spam' })
    expect((await clerk.delete('/api/admission/spamQueries', {})).status).toBe(400)
    const removed = await clerk.delete('/api/admission/spamQueries', { confirm: true })
    expect(removed.body).toMatchObject({ success: true, data: { removed: 2 } })
    expect((await clerk.delete('/api/admission/queries/a000003')).status).toBe(200)
    expect((await clerk.get('/api/admission/queries')).body.data.total).toBe(117)
  })

  it('keeps enquiries from an Editor (403) and lets the Administrator in', async () => {
    expect((await editor.get('/api/admission/queries')).status).toBe(403)
    expect((await editor.json('PUT', '/api/admission/queries/a000004/status', { status: 'spam' })).status).toBe(403)
    expect((await admin.get('/api/contact/queries')).status).toBe(200)
  })

  let clerkCookieValue = ''
  function clerkCookie() {
    return clerkCookieValue
  }
  beforeAll(async () => {
    clerkCookieValue = await loginCookie(server, { email: 'clerk@college.test', password: 'admissions-password' })
  })
})

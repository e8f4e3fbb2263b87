import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/** The panel search (issue 40, docs/decisions/215): GET /api/admin/search?q=, per role. */

type Result = { area: string; title: string; snippet: string; note: string | null; panel: string; href: string }

let server: TestServer
let admin: ApiClient
let editor: ApiClient
let committee: ApiClient
let desk: ApiClient
let visitor: ApiClient
const ids: Record<string, string> = {}

const DAY = 24 * 60 * 60 * 1000

async function addNotice(title: string, description: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title, description, date: '2026-11-20', category: 'news', ...extra }, [['image', 'n.jpg', await jpeg()]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id
}

const search = async (client: ApiClient, q: string): Promise<Result[]> => {
  const res = await client.get(`/api/admin/search?q=${encodeURIComponent(q)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.results
}
const titles = (results: Result[]) => results.map((result) => result.title)

beforeAll(async () => {
  server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
  admin = apiClient(server, await loginCookie(server))
  editor = apiClient(server, await staffCookie(server, 'editor@college.test', 'Meena Editor', 'editor'))
  committee = apiClient(server, await staffCookie(server, 'sgrc@college.test', 'Dr. Rao', 'grievance-committee'))
  desk = apiClient(server, await staffCookie(server, 'desk@college.test', 'Desk', 'admissions'))
  visitor = apiClient(server)

  ids.scheduled = await addNotice('Moot court competition schedule', 'Teams register at the library.', { publishAt: new Date(Date.now() + 10 * DAY).toISOString() })
  ids.hindi = await addNotice('छात्रवृत्ति आवेदन की अंतिम तिथि', 'प्रवेश के बाद छात्रवृत्ति फ़ॉर्म कार्यालय में जमा करें।')
  ids.english = await addNotice('Admission open for LL.B. 2026-27', 'Forms are available at the office.')
  const grievance = await visitor.multipart(
    'POST',
    '/api/grievance',
    formData({ name: 'Asha Verma', enrolment: 'LAW/2024/117', course: 'LL.B. 2nd year', email: 'asha@student.test', mobile: '98765 43210', category: 'examination', subject: 'Marksheet withheld', description: 'My semester marksheet has been withheld since July.' }),
  )
  expect(grievance.status, JSON.stringify(grievance.body)).toBe(201)
  ids.grievance = grievance.body.data.reference
  const contact = await visitor.json('POST', '/api/contact/addContact', { name: 'Ravi Kumar', email: 'ravi@example.test', mobile: '9876543210', message: 'Is the marksheet office open on Saturday?' })
  expect(contact.status, JSON.stringify(contact.body)).toBe(201)
})
afterAll(() => server?.close())

describe('panel search: what each role finds', () => {
  it('shows a notice\'s bullet points in its snippet without the stored ** markers', async () => {
    const id = await addNotice('Verification checklist', 'Bring these:\n** Marksheet of class XII\n**Migration certificate')
    const hit = (await search(admin, 'migration')).find((result) => result.href.endsWith(id))
    expect(hit?.snippet).toBe('Bring these: Marksheet of class XII Migration certificate')
  })
  it('finds a scheduled notice for staff, with its state and the link to it in All News, while the public search does not', async () => {
    const [hit] = (await search(admin, 'moot')).filter((result) => result.area === 'News')
    expect(hit).toMatchObject({ title: 'Moot court competition schedule', panel: 'all-news', note: 'Scheduled: not on the site yet' })
    expect(hit!.href).toBe(`/vvs/panel/dashboard?panel=all-news&item=${ids.scheduled}`)
    // the snippet says more than the name
    expect(hit!.snippet).toBe('Teams register at the library.')
    // words staff understand: no id in what is shown
    expect(`${hit!.area} ${hit!.title} ${hit!.snippet}`).not.toContain(ids.scheduled!)
    expect(titles(await search(editor, 'moot'))).toContain('Moot court competition schedule')
    const pub = await visitor.get('/api/search?q=moot')
    expect(pub.status).toBe(200)
    expect(JSON.stringify(pub.body)).not.toContain('Moot')
  })

  it('shows a grievance to an Administrator and the Grievance committee, never to an Editor or the Admissions desk', async () => {
    const forAdmin = (await search(admin, 'marksheet')).filter((result) => result.area === 'Grievance')
    expect(forAdmin).toEqual([expect.objectContaining({ title: `${ids.grievance}: Marksheet withheld`, snippet: 'My semester marksheet has been withheld since July.', panel: 'grievances', href: `/vvs/panel/dashboard?panel=grievances&grievance=${ids.grievance}` })])
    expect((await search(committee, 'withheld')).map((result) => result.area)).toEqual(['Grievance'])
    for (const client of [editor, desk]) expect((await search(client, 'marksheet')).some((result) => result.area === 'Grievance')).toBe(false)
  })

  it('shows enquiries to the Admissions desk and Administrators, never to an Editor or the committee', async () => {
    const message = (results: Result[]) => results.filter((result) => result.area === 'Contact message')
    expect(message(await search(desk, 'saturday'))).toEqual([expect.objectContaining({ title: 'Ravi Kumar', panel: 'contact-queries' })])
    expect(message(await search(admin, 'ravi'))).toHaveLength(1)
    expect(await search(editor, 'saturday')).toEqual([])
    expect(await search(committee, 'saturday')).toEqual([])
    // the desk sees no content
    expect(await search(desk, 'moot')).toEqual([])
  })

  it('opens All News on the one notice a result links (?item=), whatever page it is on', async () => {
    const page = await editor.get(`/api/blogs/admin/page?offset=0&limit=25&item=${ids.english}`)
    expect(page.status).toBe(200)
    expect(page.body.data.total).toBe(1)
    expect(page.body.data.items.map((item: { title: string }) => item.title)).toEqual(['Admission open for LL.B. 2026-27'])
  })

  it('finds a fee row by its course as the panel names it, and opens the Fee Table on that row', async () => {
    const created = await admin.json('POST', '/api/fees', { course: 'ba-llb', academicYear: '2026-27', tuitionFee: 48000, otherFees: [] })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const fees = (await search(editor, 'integrated')).filter((result) => result.area === 'Fees')
    expect(fees).toEqual([expect.objectContaining({ title: 'B.A. LL.B. (Integrated) 2026-27', href: `/vvs/panel/dashboard?panel=fees&row=${created.body.data._id}` })])
  })

  it('finds Hindi by Hindi words and English by English, at the start of a word', async () => {
    expect(titles(await search(editor, 'छात्रवृत्ति'))).toContain('छात्रवृत्ति आवेदन की अंतिम तिथि')
    expect(titles(await search(editor, 'छात्र'))).toContain('छात्रवृत्ति आवेदन की अंतिम तिथि')
    // Latin letters for a Hindi word, as the public search reads them
    expect(titles(await search(editor, 'pravesh'))).toContain('छात्रवृत्ति आवेदन की अंतिम तिथि')
    expect(titles(await search(editor, 'admis'))).toContain('Admission open for LL.B. 2026-27')
    // every word must be found; a word inside another is not a word
    expect(titles(await search(editor, 'mission'))).not.toContain('Admission open for LL.B. 2026-27')
    expect(titles(await search(editor, 'admission saturday'))).toEqual([])
  })

  it('finds an item by its Hindi twin, and opens a committee on itself', async () => {
    const committees = (await admin.get('/api/committees')).body as { _id: string; kind: string; name: string }[]
    const antiRagging = committees.find((c) => c.kind === 'anti-ragging-committee')!
    const twin = await admin.json('PUT', `/api/translations/committees/${antiRagging._id}`, { fields: { name: { text: 'रैगिंग विरोधी समिति' } } })
    expect(twin.status, JSON.stringify(twin.body)).toBe(200)
    const [hit] = await search(editor, 'रैगिंग')
    expect(hit).toMatchObject({ area: 'Committees', title: antiRagging.name, href: `/vvs/panel/dashboard?panel=committees&committee=${antiRagging._id}` })
  })
})

describe('panel search: refusals', () => {
  it('asks a visitor to sign in', async () => {
    const res = await visitor.get('/api/admin/search?q=moot')
    expect(res.status).toBe(401)
  })

  it('answers a missing, repeated, empty, wordless or huge q with a 400 that says what to type', async () => {
    for (const [query, message] of [
      ['', 'Type a word or a name to search for.'],
      ['?q=', 'Type a word or a name to search for.'],
      ['?q=%20%20', 'Type a word or a name to search for.'],
      ['?q=%25%25*%22()', 'Type a word or a name to search for.'],
      ['?q=a&q=b', 'Type a word or a name to search for.'],
      ['?q[x]=a', 'Type a word or a name to search for.'],
      [`?q=${'ab'.repeat(101)}`, 'Search for at most 200 characters.'],
      [`?q=${'x'.repeat(100_000)}`, undefined],
    ] as const) {
      const res = await admin.get(`/api/admin/search${query}`)
      expect([400, 414, 431], query.slice(0, 40)).toContain(res.status)
      if (message) expect(res.body.message).toBe(message)
    }
  })

  it('reads SQL and search syntax as plain words', async () => {
    for (const q of [`moot';--`, '"moot"*', 'moot%', 'moot_', '(moot)^', 'moot\\', 'MOOT']) {
      expect(titles(await search(admin, q)), q).toEqual(['Moot court competition schedule'])
    }
  })
})

describe('panel search: thousands of rows', () => {
  it('finds one notice among thousands of notices and enquiries', async () => {
    const now = new Date().toISOString()
    const sqlite = server.ctx.sqlite
    const notice = sqlite.prepare(`insert into blogs (id, title, description, date, category, created_at, updated_at) values (?, ?, ?, '2026-11-01', 'news', ?, ?)`)
    const contact = sqlite.prepare(`insert into contact_queries (id, name, email, mobile, message, created_at, updated_at) values (?, ?, 'a@b.test', '9876543210', ?, ?, ?)`)
    sqlite.transaction(() => {
      for (let i = 0; i < 5000; i++) notice.run(randomUUID(), `Notice number ${i} about examinations`, `Details of circular ${i}: timetable, hall tickets and results. परीक्षा सूचना ${i}`, now, now)
      for (let i = 0; i < 5000; i++) contact.run(randomUUID(), `Visitor ${i}`, `Question ${i} about the hostel and the library`, now, now)
    })()
    await addNotice('Quasar lecture series', 'A guest lecture on space law.')
    const started = performance.now()
    const results = await search(admin, 'quasar')
    const ms = performance.now() - started
    console.log(`panel search over 10,000 rows: ${ms.toFixed(0)} ms (one word, found one)`)
    expect(titles(results)).toEqual(['Quasar lecture series'])
    const common = performance.now()
    const many = await search(admin, 'exam')
    console.log(`panel search over 10,000 rows: ${(performance.now() - common).toFixed(0)} ms (a word in 5,000 notices, ${many.length} answered)`)
    expect(many.length).toBe(40)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

/** The admin panel's own paged calls (beside the contract): one page, searched and counted in SQL. */
let server: TestServer
let admin: ApiClient
const NEWS = 3_000

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  const { sqlite } = server.ctx
  const blog = sqlite.prepare('insert into blogs (id, title, description, date, category, image_url, image_meta, link, link_title, created_at, updated_at) values (?, ?, ?, ?, ?, null, null, null, null, ?, ?)')
  const photo = sqlite.prepare('insert into event_images (id, image_url, image_meta, category_id, created_at, updated_at) values (?, ?, null, ?, ?, ?)')
  sqlite.prepare("insert into event_categories (id, name, created_at, updated_at) values ('c1', 'Moot', '2020-01-01', '2020-01-01')").run()
  sqlite.transaction(() => {
    for (let i = 0; i < NEWS; i++) {
      const at = new Date(Date.UTC(2018, 0, 1) + i * 3_600_000).toISOString()
      blog.run(`b${i}`, i % 100 === 0 ? `Moot court round ${i}` : `Notice ${i}`, i === 7 ? 'Fees: 100% waiver_for toppers' : 'Text', at.slice(0, 10), 'news', at, at)
    }
    for (let i = 0; i < 130; i++) photo.run(`p${i}`, `p${i}.jpg`, i < 30 ? 'c1' : null, new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(), '2020-01-01')
  })()
})
afterAll(() => server?.close())

describe('admin page calls', () => {
  it('answers one page of news with the total, newest first, and searches in SQL', async () => {
    const first = await admin.get('/api/blogs/admin/page?offset=0&limit=25')
    expect(first.status).toBe(200)
    expect(first.body.data.items).toHaveLength(25)
    expect(first.body.data.total).toBe(NEWS)
    expect(first.body.data.items[0]._id).toBe(`b${NEWS - 1}`)
    const later = await admin.get('/api/blogs/admin/page?offset=2990&limit=25')
    expect(later.body.data.items.map((b: { _id: string }) => b._id)).toEqual(Array.from({ length: 10 }, (_, i) => `b${9 - i}`))
    const found = await admin.get('/api/blogs/admin/page?q=moot%20court&limit=100')
    expect(found.body.data.total).toBe(NEWS / 100)
    // % and _ are taken literally, not as patterns.
    expect((await admin.get('/api/blogs/admin/page?q=100%25%20waiver_for')).body.data.items.map((b: { _id: string }) => b._id)).toEqual(['b7'])
    expect((await admin.get('/api/blogs/admin/page?q=%25')).body.data.total).toBe(1)
  })

  it('bounds the page size and ignores bad paging values', async () => {
    const huge = await admin.get('/api/blogs/admin/page?limit=100000&offset=-5')
    expect(huge.status).toBe(200)
    expect(huge.body.data.items).toHaveLength(25)
    expect(huge.body.data.offset).toBe(0)
    expect((await admin.get('/api/blogs/admin/page?q[]=a&limit=x')).status).toBe(200)
  })

  it('pages event photos, of one category when asked', async () => {
    const all = await admin.get('/api/event/admin/page?limit=48')
    expect(all.body.data.total).toBe(130)
    expect(all.body.data.items).toHaveLength(48)
    const moot = await admin.get('/api/event/admin/page?category=c1&limit=100')
    expect(moot.body.data.total).toBe(30)
    expect(moot.body.data.items.every((image: { category: string }) => image.category === 'Moot')).toBe(true)
  })

  it('gives the dashboard its counts and newest enquiries in one call', async () => {
    const anonymous = apiClient(server)
    expect((await anonymous.get('/api/admin/overview')).status).toBe(401)
    expect((await anonymous.get('/api/blogs/admin/page')).status).toBe(401)
    for (let i = 0; i < 7; i++) await anonymous.json('POST', '/api/contact/addContact', { name: `Person ${i}`, email: `p${i}@example.org`, mobile: '9876543210', message: 'Hello' })
    const overview = await admin.get('/api/admin/overview')
    expect(overview.body.data.counts).toEqual({ news: NEWS, eventImages: 130, admissionQueries: 0, contactQueries: 7 })
    expect(overview.body.data.newestContacts.map((c: { name: string }) => c.name).sort()).toEqual(['Person 2', 'Person 3', 'Person 4', 'Person 5', 'Person 6'])
    expect(overview.body.data.newestAdmissions).toEqual([])
  })
})

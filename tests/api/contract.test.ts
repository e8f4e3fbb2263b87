import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type Answer, type ApiClient } from './client'

/**
 * The contract with the college's existing frontend (issue #10, docs/decisions/010): every call of
 * spec §7 answers in the shape that frontend reads. A list is a bare JSON array, so a client can
 * call `.map` on the body; a wrapped answer ({ success, data: [...] }) fails here.
 *
 * Shapes: 'string', 'number', 'boolean', 'object', 'string?' (string or null), 'string[]',
 * list(item) (a bare array of items), obj(fields) (an object with at least these fields).
 */
type Shape = 'string' | 'number' | 'boolean' | 'object' | 'string?' | 'string[]' | { list: Shape } | { obj: Record<string, Shape> }
const list = (item: Record<string, Shape>): Shape => ({ list: { obj: item } })
const obj = (fields: Record<string, Shape>): Shape => ({ obj: fields })

const BLOG = { _id: 'string', title: 'string', description: 'string', date: 'string', category: 'string', image: 'string?', linkTitle: 'string?', link: 'string?' } as const
const MESSAGE = obj({ message: 'string' })
const WRITE = obj({ success: 'boolean', message: 'string' })

/** THE CONTRACT: every read of spec §7, its answer with content and on a site where nothing was saved. */
const READS: { call: string; admin?: true; shape: Shape; empty: unknown }[] = [
  { call: 'GET /api/home/bannerImages', shape: list({ _id: 'string', imageUrl: 'string' }), empty: [] },
  { call: 'GET /api/home/getAllPrograms', shape: list({ _id: 'string', title: 'string', duration: 'string', description: 'string', highlights: 'string[]' }), empty: [] },
  { call: 'GET /api/event/getEventImages', shape: list({ _id: 'string', image: 'string', category: 'string?' }), empty: [] },
  { call: 'GET /api/event/getAllCategories', shape: list({ _id: 'string', category: 'string' }), empty: [] },
  { call: 'GET /api/blogs/getAllBlogs', shape: list(BLOG), empty: [] },
  { call: 'GET /api/blogs/getBlogDetail/{id}', shape: obj(BLOG), empty: 404 },
  { call: 'GET /api/about/getfoundation', shape: obj({ foundations: list({ _id: 'string', name: 'string', content: 'string', ourFoundationImage: 'string?' }) }), empty: { foundations: [] } },
  {
    call: 'GET /api/about/getAboutContent',
    shape: obj({ data: obj({ title: 'string', description: 'string', students: 'number', collegeAcceptance: 'string', yearsOfExcellence: 'number', image: 'string?' }) }),
    empty: { data: { title: '', description: '', image: '', students: 0, collegeAcceptance: '', yearsOfExcellence: 0 } },
  },
  { call: 'GET /api/about/getmissionVision', shape: obj({ data: obj({ mission: 'string', vision: 'string' }) }), empty: { data: { mission: '', vision: '' } } },
  { call: 'GET /api/topbar/getTopbarData', shape: obj({ data: obj({ message: 'string', link: 'string' }) }), empty: { data: { message: '', link: '' } } },
  { call: 'GET /api/contact/getAllContact', admin: true, shape: list({ name: 'string', email: 'string', mobile: 'string', message: 'string', createdAt: 'string' }), empty: [] },
  { call: 'GET /api/admission/getAllAddmissionQueries', admin: true, shape: list({ _id: 'string', fullname: 'string', city: 'string', phone: 'string', course: 'string' }), empty: [] },
]

/** The writes of spec §7: status and shape (POST /api/admin/login reads success, user, message). */
const WRITES: Record<string, { status: number; shape: Shape }> = {
  'POST /api/admin/login': { status: 200, shape: obj({ success: 'boolean', user: 'object', message: 'string' }) },
  'POST /api/home/uploadBannerImages': { status: 201, shape: WRITE },
  'POST /api/home/uploadPrograms': { status: 201, shape: WRITE },
  'PUT /api/home/editProgram/{id}': { status: 200, shape: WRITE },
  'POST /api/event/addCategory': { status: 201, shape: WRITE },
  'PUT /api/event/updateCategory/{id}': { status: 200, shape: WRITE },
  'POST /api/event/uploadEventImages': { status: 201, shape: WRITE },
  'POST /api/contact/addContact': { status: 201, shape: WRITE },
  'POST /api/admission/submit': { status: 201, shape: WRITE },
  'POST /api/about/uploadAboutContentImages': { status: 201, shape: obj({ success: 'boolean', message: 'string', data: obj({ image: 'string' }) }) },
  'POST /api/about/uploadAboutContent': { status: 201, shape: WRITE },
  'POST /api/about/addfoundation': { status: 201, shape: WRITE },
  'PUT /api/about/updatefoundation/{id}': { status: 200, shape: WRITE },
  'PUT /api/about/missionVisionUpdate': { status: 200, shape: WRITE },
  'POST /api/blogs/createBlog': { status: 201, shape: WRITE },
  'PUT /api/blogs/updateBlog/{id}': { status: 200, shape: WRITE },
  'POST /api/topbar/addTopbarData': { status: 201, shape: WRITE },
  'DELETE /api/home/deleteBannerImages': { status: 200, shape: WRITE },
  'DELETE /api/home/deletePrograms/{id}': { status: 200, shape: WRITE },
  'DELETE /api/event/deleteEventGalleryImage': { status: 200, shape: WRITE },
  'DELETE /api/about/deletefoundation/{id}': { status: 200, shape: WRITE },
  'DELETE /api/blogs/deleteBlog/{id}': { status: 200, shape: WRITE },
}

/** Where `value` differs from `shape`: one line per difference, empty when it matches. */
function mismatches(shape: Shape, value: unknown, at = 'body'): string[] {
  const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)
  if (typeof shape === 'string') {
    const ok =
      shape === 'string?' ? typeof value === 'string' || value === null
      : shape === 'string[]' ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : shape === 'object' ? typeOf(value) === 'object'
      : typeof value === shape
    return ok ? [] : [`${at}: expected ${shape}, got ${typeOf(value)}`]
  }
  if ('list' in shape) {
    if (!Array.isArray(value)) return [`${at}: expected a bare array, got ${typeOf(value)}${typeOf(value) === 'object' ? ` with keys ${Object.keys(value as object).join(', ')}` : ''}`]
    return value.flatMap((item, i) => mismatches(shape.list, item, `${at}[${i}]`))
  }
  if (typeOf(value) !== 'object') return [`${at}: expected an object, got ${typeOf(value)}`]
  return Object.entries(shape.obj).flatMap(([key, field]) =>
    key in (value as object) ? mismatches(field, (value as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}: missing`],
  )
}

function expectShape(answer: Answer, shape: Shape, call: string) {
  expect(mismatches(shape, answer.body), call).toEqual([])
}

let server: TestServer
let admin: ApiClient
let anonymous: ApiClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
  anonymous = apiClient(server)
})
afterAll(() => server?.close())

function pathOf(call: string): string {
  return call.split(' ')[1]!.replace('{id}', ids.blog ?? 'no-such-id')
}

async function read(call: string, adminOnly?: true): Promise<Answer> {
  return (adminOnly ? admin : anonymous).get(pathOf(call))
}

/** Sends a write and holds it to its row of WRITES. */
async function write(call: string, send: () => Promise<Answer>): Promise<Answer> {
  const answer = await send()
  expect(answer.status, `${call}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(WRITES[call]!.status)
  expectShape(answer, WRITES[call]!.shape, call)
  return answer
}

describe('the spec §7 contract on a site where nothing was saved', () => {
  it('answers every read in its shape: [] for lists, { foundations: [] }, data objects of empty strings', async () => {
    const login = await write('POST /api/admin/login', () => anonymous.json('POST', '/api/admin/login', { email: 'staff@college.test', password: 'correct-horse' }))
    expect(login.body.success).toBe(true)
    admin = apiClient(server, await loginCookie(server))
    for (const { call, admin: adminOnly, shape, empty } of READS) {
      const answer = await read(call, adminOnly)
      if (empty === 404) {
        expect(answer.status, call).toBe(404)
        expectShape(answer, MESSAGE, call)
        continue
      }
      expect(answer.status, call).toBe(200)
      expectShape(answer, shape, call)
      expect(answer.body, call).toEqual(empty)
    }
  })
})

describe('the spec §7 contract with content', () => {
  it('answers every write with its status and shape', async () => {
    const photo = await jpeg()
    const banners = await write('POST /api/home/uploadBannerImages', () => admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image1', 'a.jpg', photo], ['image2', 'b.jpg', photo]])))
    const program = await write('POST /api/home/uploadPrograms', () => admin.json('POST', '/api/home/uploadPrograms', { title: 'LL.B.', duration: '3 years', description: 'Law', highlights: ['Moot court'] }))
    await write('PUT /api/home/editProgram/{id}', () => admin.json('PUT', `/api/home/editProgram/${program.body.data._id}`, { title: 'LL.B.', duration: '3 years', description: 'Law', highlights: ['Moot court', 'Legal aid'] }))
    const category = await write('POST /api/event/addCategory', () => admin.json('POST', '/api/event/addCategory', { category: 'Convocation' }))
    await write('PUT /api/event/updateCategory/{id}', () => admin.json('PUT', `/api/event/updateCategory/${category.body.data._id}`, { category: 'Convocation Day' }))
    await write('POST /api/event/uploadEventImages', () => admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: 'Convocation Day' }, [['image', 'e.jpg', photo]])))
    const events = await write('POST /api/event/uploadEventImages', () => admin.multipart('POST', '/api/event/uploadEventImages', formData({}, [['image1', 'f.jpg', photo], ['image2', 'g.jpg', photo]])))
    await write('POST /api/contact/addContact', () => anonymous.json('POST', '/api/contact/addContact', { name: 'Meena', mobile: '9000000000', email: 'meena@example.in', message: 'Hostel?' }))
    await write('POST /api/admission/submit', () => anonymous.json('POST', '/api/admission/submit', { fullname: 'Asha Verma', city: 'Shahdol', phone: '9000000001', course: 'LLB(3yrs.)' }))
    const image = await write('POST /api/about/uploadAboutContentImages', () => admin.multipart('POST', '/api/about/uploadAboutContentImages', formData({}, [['image', 'c.jpg', photo]])))
    await write('POST /api/about/uploadAboutContent', () =>
      admin.json('POST', '/api/about/uploadAboutContent', { title: 'About', description: 'Since 1990', image: image.body.data.image, students: 1200, collegeAcceptance: '95', yearsOfExcellence: 34 }),
    )
    const founder = await write('POST /api/about/addfoundation', () => admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Founder', content: 'Started it' }, [['image', 'p.jpg', photo]])))
    const second = await write('POST /api/about/addfoundation', () => admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Second', content: 'No photo' })))
    await write('PUT /api/about/updatefoundation/{id}', () => admin.multipart('PUT', `/api/about/updatefoundation/${founder.body.data._id}`, formData({ content: 'Started it in 1990' })))
    await write('PUT /api/about/missionVisionUpdate', () => admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Teach\nServe', vision: 'Justice' }))
    const blog = await write('POST /api/blogs/createBlog', () =>
      admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Admissions open', description: 'Apply\n**Bring marksheets', date: '2026-06-30', category: 'news' }, [['image', 'n.jpg', photo]])),
    )
    ids.blog = blog.body.data._id
    await write('PUT /api/blogs/updateBlog/{id}', () => admin.multipart('PUT', `/api/blogs/updateBlog/${ids.blog}`, formData({ linkTitle: 'Form', link: 'https://example.org/form' })))
    await write('POST /api/topbar/addTopbarData', () => admin.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open', link: 'https://example.org' }))

    // deletes (of extra rows, so every list still has content below)
    await write('DELETE /api/home/deleteBannerImages', () => admin.delete('/api/home/deleteBannerImages', { imageUrl: banners.body.data[1].imageUrl }))
    const extra = await admin.json('POST', '/api/home/uploadPrograms', { title: 'Extra', duration: '1 year', highlights: [] })
    await write('DELETE /api/home/deletePrograms/{id}', () => admin.delete(`/api/home/deletePrograms/${extra.body.data._id}`))
    await write('DELETE /api/event/deleteEventGalleryImage', () => admin.delete('/api/event/deleteEventGalleryImage', { imageUrl: events.body.data[1].image }))
    await write('DELETE /api/about/deletefoundation/{id}', () => admin.delete(`/api/about/deletefoundation/${second.body.data._id}`))
    const extraBlog = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Extra', description: 'x' }, [['image', 'x.jpg', photo]]))
    await write('DELETE /api/blogs/deleteBlog/{id}', () => admin.delete(`/api/blogs/deleteBlog/${extraBlog.body.data._id}`))
  })

  it('answers every read in its shape, each list a bare array with content a client can .map', async () => {
    for (const { call, admin: adminOnly, shape } of READS) {
      const answer = await read(call, adminOnly)
      expect(answer.status, call).toBe(200)
      expectShape(answer, shape, call)
      const rows = 'list' in (shape as object) ? answer.body : call.endsWith('getfoundation') ? answer.body.foundations : null
      if (rows) expect(rows.map((row: { _id?: string }) => row).length, `${call} has content`).toBeGreaterThan(0)
    }
    expect(WRITES['POST /api/admin/login']).toBeDefined()
  })

  it('answers an unknown blog id with 404 { message }', async () => {
    const answer = await anonymous.get('/api/blogs/getBlogDetail/no-such-id')
    expect(answer.status).toBe(404)
    expectShape(answer, MESSAGE, 'getBlogDetail unknown')
  })
})

describe('the shape checker itself', () => {
  it('fails a list wrapped in { success, data } and a data object that is null', () => {
    expect(mismatches(list({ _id: 'string' }), { success: true, data: [] })).not.toEqual([])
    expect(mismatches(obj({ data: obj({ message: 'string' }) }), { data: null })).not.toEqual([])
    expect(mismatches(obj(BLOG), { data: { _id: 'x' } })).not.toEqual([])
  })
})

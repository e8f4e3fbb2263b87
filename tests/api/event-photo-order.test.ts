import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/**
 * The order of a gallery category's photos and "Delete selected" (issue 40 item 4,
 * docs/decisions/220, 221): a batch shows in the order its files were chosen, staff move a photo
 * and every public list follows, the spec's answers keep their shape; photos chosen together go
 * to Deleted Items in one action, each restorable, and a request naming a photo of another
 * category or an unknown one deletes nothing.
 */
let server: TestServer
let admin: ApiClient
let admissions: ApiClient
let anonymous: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  admissions = apiClient(server, await staffCookie(server, 'desk@college.test', 'Admissions Desk', 'admissions'))
  anonymous = apiClient(server)
})
afterAll(() => server?.close())

/** A list body read as spec §7 says (a bare array); the older { data } wrapper is read too. */
function list(body: unknown): any[] {
  return Array.isArray(body) ? body : (body as { data: any[] }).data
}

/** The public list's photos of one category, in the order it answers them (spec §7's shape). */
async function publicOrder(category: string): Promise<string[]> {
  return list((await anonymous.get('/api/event/getEventImages')).body)
    .filter((image) => image.category === category)
    .map((image) => image.alt)
}

/** The photos of a category as the public page /eventGallery?category=<id> shows them. */
async function pageOrder(path: string, names: string[]): Promise<string[]> {
  const html = await (await server.fetch(path)).text()
  return names.filter((name) => html.includes(`alt="${name}"`)).sort((a, b) => html.indexOf(`alt="${a}"`) - html.indexOf(`alt="${b}"`))
}

describe('the order of a category’s photos', () => {
  it('keeps a batch in the order chosen, follows a move everywhere public, and refuses a role without content rights', async () => {
    const convocation = (await admin.json('POST', '/api/event/addCategory', { category: 'Convocation' })).body.data
    const first = await admin.multipart(
      'POST',
      '/api/event/uploadEventImages',
      formData({ category: convocation._id, alt1: 'Arrival', alt2: 'Lamp lighting', alt3: 'Oath' }, [
        ['image1', 'a.jpg', await jpeg(320, 200, '#112233')],
        ['image2', 'b.jpg', await jpeg(320, 200, '#445566')],
        ['image3', 'c.jpg', await jpeg(320, 200, '#778899')],
      ]),
    )
    expect(first.status).toBe(201)
    // the answer keeps the spec's shape and the order the files were sent in
    expect(first.body.data.map((image: { alt: string }) => image.alt)).toEqual(['Arrival', 'Lamp lighting', 'Oath'])
    expect(await publicOrder('Convocation')).toEqual(['Arrival', 'Lamp lighting', 'Oath'])

    // a later batch comes first, itself in the order chosen
    const second = await admin.multipart(
      'POST',
      '/api/event/uploadEventImages',
      formData({ category: 'Convocation', alt1: 'Degrees', alt2: 'Group photo' }, [
        ['image1', 'd.jpg', await jpeg(320, 200, '#aa2233')],
        ['image2', 'e.jpg', await jpeg(320, 200, '#22aa33')],
      ]),
    )
    expect(second.status).toBe(201)
    const all = ['Degrees', 'Group photo', 'Arrival', 'Lamp lighting', 'Oath']
    expect(await publicOrder('Convocation')).toEqual(all)
    expect(await pageOrder(`/eventGallery?category=${convocation._id}`, all)).toEqual(all)
    // the panel's "All categories": newest batch first, each in the order chosen
    const everyPhoto = (await admin.get('/api/event/admin/page?offset=0&limit=48')).body.data
    expect(everyPhoto.items.map((image: { alt: string }) => image.alt)).toEqual(all)

    // the spec's list keeps its fields: no order field is added to what its clients read
    const [one] = list((await anonymous.get('/api/event/getEventImages')).body)
    expect(Object.keys(one).sort()).toEqual(['_id', 'alt', 'category', 'categoryId', 'createdAt', 'image', 'imageMeta', 'updatedAt'])

    const oath = first.body.data[2]
    const versionsOf = async (id: string) => list((await admin.get(`/api/versions/event-photos/${id}`)).body).length
    const versionsBefore = await versionsOf(oath._id)
    // a role without content rights, and no session, are refused; nothing moves
    const refused = await admissions.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position: 1 })
    expect(refused.status).toBe(403)
    expect((await anonymous.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position: 1 })).status).toBe(401)
    expect(await publicOrder('Convocation')).toEqual(all)

    // staff move "Oath" to position 2: the answer says where, the public list, both pages and the admin page follow
    const moved = await admin.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position: 2 })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ success: true, message: "Photo moved to position 2 of 5 in 'Convocation'.", data: { _id: oath._id, position: 2, of: 5 } })
    const after = ['Degrees', 'Oath', 'Group photo', 'Arrival', 'Lamp lighting']
    expect(await publicOrder('Convocation')).toEqual(after)
    expect(await pageOrder(`/eventGallery?category=${convocation._id}`, after)).toEqual(after)
    expect(await pageOrder(`/hi/eventGallery?category=${convocation._id}`, after)).toEqual(after)
    expect(await pageOrder('/eventGallery', after)).toEqual(after)
    const adminPage = (await admin.get(`/api/event/admin/page?category=${convocation._id}&offset=0&limit=48`)).body.data
    expect(adminPage.items.map((image: { alt: string }) => image.alt)).toEqual(after)

    // the log says it in plain words; a move is no new version of the photo's description
    const logged = server.ctx.sqlite.prepare("SELECT summary FROM activity_log WHERE item_id = ? AND action = 'changed'").pluck().all(oath._id)
    expect(logged).toEqual(["moved the photo 'Oath' to position 2 in 'Convocation'"])
    expect(await versionsOf(oath._id)).toBe(versionsBefore)

    // beyond the end is a clear 400 that says the bounds and moves nothing (docs/decisions/257); the last place is 5
    for (const position of [6, 99]) {
      const beyond = await admin.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position })
      expect(beyond.status, String(position)).toBe(400)
      expect(beyond.body.message).toBe(`There is no position ${position}: 'Convocation' has 5 photos, so 1 to 5.`)
      expect(beyond.body.errors).toEqual({ position: beyond.body.message })
    }
    expect(await publicOrder('Convocation')).toEqual(after)
    expect((await admin.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position: 5 })).body.data).toMatchObject({ position: 5, of: 5 })
    // hostile input is a clear 400 and moves nothing; an unknown id 404
    for (const position of [0, -1, 1.5, 'first', null, 10 ** 9, true, [1], '', {}]) {
      const bad = await admin.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position })
      expect(bad.status, JSON.stringify(position)).toBe(400)
      expect(typeof bad.body.message).toBe('string')
    }
    // what is not a number says so (a place read from true or [1] was 1, from null 0)
    for (const position of [true, [1], null, '', {}, 'first']) expect((await admin.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position })).body.message, JSON.stringify(position)).toBe('Position must be a number')
    // its digits as a form sends them are read as the number
    expect((await admin.json('PUT', `/api/event/moveEventImage/${oath._id}`, { position: '5' })).body.data).toMatchObject({ position: 5, of: 5 })
    expect((await admin.json('PUT', `/api/event/moveEventImage/${'f'.repeat(24)}`, { position: 1 })).status).toBe(404)
    expect((await admin.json('PUT', `/api/event/moveEventImage/${'x'.repeat(5000)}`, { position: 1 })).status).toBe(404)
    expect(await publicOrder('Convocation')).toEqual(['Degrees', 'Group photo', 'Arrival', 'Lamp lighting', 'Oath'])
  })
})

describe('deleting several photos at once', () => {
  it('moves them to Deleted Items in one action, each restorable, with one log entry; another category’s or unknown ids delete nothing', async () => {
    const sports = (await admin.json('POST', '/api/event/addCategory', { category: 'Sports Day' })).body.data
    const moot = (await admin.json('POST', '/api/event/addCategory', { category: 'Moot Court' })).body.data
    const uploaded = await admin.multipart(
      'POST',
      '/api/event/uploadEventImages',
      formData({ category: sports._id, alt1: 'Relay', alt2: 'High jump', alt3: 'Prize giving' }, [
        ['image1', 'a.jpg', await jpeg()],
        ['image2', 'b.jpg', await jpeg(300, 200, '#336699')],
        ['image3', 'c.jpg', await jpeg(200, 300, '#993366')],
      ]),
    )
    const [relay, jump, prize] = uploaded.body.data
    const bench = (await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: moot._id, alt: 'The bench' }, [['image', 'd.jpg', await jpeg()]]))).body.data[0]
    const binSize = async () => list((await admin.get('/api/bin')).body).length
    const before = await binSize()

    // a photo of another category among them: 400 naming it, nothing deleted
    const mixed = await admin.json('POST', '/api/event/deleteEventImages', { category: sports._id, ids: [relay._id, bench._id] })
    expect(mixed.status).toBe(400)
    expect(mixed.body).toEqual({ success: false, message: "1 photo of the 2 chosen is not in 'Sports Day'; nothing was deleted." })
    // an unknown id among them: 404, nothing deleted
    const unknown = await admin.json('POST', '/api/event/deleteEventImages', { category: sports._id, ids: [relay._id, 'f'.repeat(24)] })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('1 photo of the 2 chosen is not in the gallery (deleted already?); nothing was deleted.')
    // an unknown category, a role without content rights, no session, hostile bodies: refused, nothing deleted
    expect((await admin.json('POST', '/api/event/deleteEventImages', { category: 'f'.repeat(24), ids: [relay._id] })).status).toBe(404)
    expect((await admissions.json('POST', '/api/event/deleteEventImages', { category: sports._id, ids: [relay._id] })).status).toBe(403)
    expect((await anonymous.json('POST', '/api/event/deleteEventImages', { category: sports._id, ids: [relay._id] })).status).toBe(401)
    for (const body of [{}, { category: sports._id }, { category: sports._id, ids: [] }, { category: sports._id, ids: 'all' }, { category: sports._id, ids: [{}] }, { category: sports._id, ids: Array(3001).fill(relay._id) }]) {
      const bad = await admin.json('POST', '/api/event/deleteEventImages', body)
      expect(bad.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    expect(await publicOrder('Sports Day')).toEqual(['Relay', 'High jump', 'Prize giving'])
    expect(await binSize()).toBe(before)

    // two chosen: both go, one answer, one log entry with the count and the category
    const done = await admin.json('POST', '/api/event/deleteEventImages', { category: sports._id, ids: [relay._id, prize._id] })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ success: true, message: "2 photos of 'Sports Day' moved to Deleted Items; each can be restored there for 30 days.", data: { deleted: 2 } })
    expect(await publicOrder('Sports Day')).toEqual(['High jump'])
    const logged = server.ctx.sqlite.prepare("SELECT summary FROM activity_log WHERE action = 'deleted' AND area = 'event gallery' ORDER BY id").pluck().all()
    expect(logged).toEqual(["deleted 2 photos of 'Sports Day' (each in the bin for 30 days)"])

    // each is its own entry in Deleted Items, named; restoring one brings back that one, in its place
    const bin = list((await admin.get('/api/bin')).body)
    expect(bin.filter((entry) => entry.area === 'event gallery').map((entry) => entry.label).sort()).toEqual(['Prize giving', 'Relay'])
    const relayEntry = bin.find((entry) => entry.itemId === relay._id)
    expect((await admin.json('POST', `/api/bin/${relayEntry._id}/restore`, {})).status).toBe(200)
    expect(await publicOrder('Sports Day')).toEqual(['Relay', 'High jump'])
    expect((await server.fetch(`/uploads/Event/${relay.image}`)).status).toBe(200)
  })

  it('reorders and deletes in a category of thousands of photos', async () => {
    const big = (await admin.json('POST', '/api/event/addCategory', { category: 'Archive' })).body.data
    const count = 2500
    const insert = server.ctx.sqlite.prepare(
      "INSERT INTO event_images (id, category_id, image_url, image_meta, alt, position, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    )
    const ids = Array.from({ length: count }, (_, i) => `a${String(i).padStart(23, '0')}`)
    server.ctx.sqlite.transaction(() => ids.forEach((id, i) => insert.run(id, big._id, `${id}.jpg`, `Archive ${i + 1}`, i + 1)))()

    // the last moves to the top, the rest follow one down
    const moved = await admin.json('PUT', `/api/event/moveEventImage/${ids[count - 1]}`, { position: 1 })
    expect(moved.body.data).toMatchObject({ position: 1, of: count })
    const page = (await admin.get(`/api/event/admin/page?category=${big._id}&offset=0&limit=3`)).body.data
    expect(page.items.map((image: { alt: string }) => image.alt)).toEqual([`Archive ${count}`, 'Archive 1', 'Archive 2'])
    expect(page.total).toBe(count)

    // every one but the first, in one request: all to Deleted Items, each its own entry
    const deleted = await admin.json('POST', '/api/event/deleteEventImages', { category: big._id, ids: ids.slice(0, count - 1) })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data.deleted).toBe(count - 1)
    expect(server.ctx.sqlite.prepare('SELECT count(*) FROM event_images WHERE category_id = ?').pluck().get(big._id)).toBe(1)
    expect(server.ctx.sqlite.prepare("SELECT count(*) FROM bin WHERE area = 'event gallery'").pluck().get()).toBeGreaterThanOrEqual(count - 1)
  })
})

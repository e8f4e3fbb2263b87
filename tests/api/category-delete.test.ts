import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/**
 * DELETE /api/event/deleteCategory/{id} (beside the contract): the category goes to Deleted Items
 * with its photos and its name, is put back with them, and meanwhile its photos are nowhere public
 * (not under "Uncategorized"); the log names it (issue 40 item 6, docs/decisions/178).
 */
let server: TestServer
let admin: ApiClient
let anonymous: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  anonymous = apiClient(server)
})
afterAll(() => server?.close())

/** A list body read as spec §7 says (a bare array); the older { data } wrapper is read too. */
function list(body: unknown): any[] {
  return Array.isArray(body) ? body : (body as { data: any[] }).data
}

describe('deleting an event category', () => {
  it('goes to Deleted Items with its photos, hides them meanwhile, and comes back with them', async () => {
    const sports = (await admin.json('POST', '/api/event/addCategory', { category: 'Sports Day' })).body.data
    const moot = (await admin.json('POST', '/api/event/addCategory', { category: 'Moot Court' })).body.data
    const photos = formData({ category: sports._id, alt2: 'The relay team' }, [
      ['image1', 'a.jpg', await jpeg()],
      ['image2', 'b.jpg', await jpeg(300, 200, '#336699')],
      ['image3', 'c.jpg', await jpeg(200, 300, '#993366')],
    ])
    const uploaded = await admin.multipart('POST', '/api/event/uploadEventImages', photos)
    expect(uploaded.status).toBe(201)
    const sportsImages = (uploaded.body.data as { image: string }[]).map((image) => image.image).sort()
    expect((await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: moot._id }, [['image', 'd.jpg', await jpeg()]]))).status).toBe(201)

    const categories = list((await anonymous.get('/api/event/getAllCategories')).body)
    expect(categories.map((c) => [c.category, c.photoCount])).toEqual(expect.arrayContaining([['Sports Day', 3], ['Moot Court', 1]]))

    // Without a session: 401 and nothing changes
    expect((await anonymous.delete(`/api/event/deleteCategory/${sports._id}`)).status).toBe(401)
    expect(list((await anonymous.get('/api/event/getAllCategories')).body)).toHaveLength(2)

    const res = await admin.delete(`/api/event/deleteCategory/${sports._id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Category deleted', data: { _id: sports._id, photos: 3 } })

    // Meanwhile its photos are nowhere public: not listed, not under "Uncategorized"
    expect(list((await anonymous.get('/api/event/getAllCategories')).body).map((c) => c.category)).toEqual(['Moot Court'])
    const images = list((await anonymous.get('/api/event/getEventImages')).body)
    expect(images.map((image) => image.category)).toEqual(['Moot Court'])
    const gallery = await (await server.fetch('/eventGallery')).text()
    expect(gallery).not.toContain('Uncategorized')
    for (const image of sportsImages) expect(gallery).not.toContain(image.replace(/\.jpg$/, ''))

    // Deleted Items names it, with its photos; the log names it too
    const bin = list((await admin.get('/api/bin')).body)
    const entry = bin.find((item) => item.itemId === sports._id)
    // the name as written, the photos counted beside it (the Hindi panel says them in Hindi)
    expect(entry).toMatchObject({ area: 'event categories', label: 'Sports Day', photos: 3 })
    const logged = server.ctx.sqlite.prepare("SELECT summary FROM activity_log WHERE item_id = ? AND action = 'deleted'").pluck().all(sports._id)
    expect(logged).toEqual(["deleted 'Sports Day' with its 3 photos (in the bin for 30 days)"])

    // Its versions say nothing is on the site now (the last one did before)
    const versions = (await admin.get(`/api/versions/event-categories/${sports._id}`)).body
    expect(list(versions).length).toBeGreaterThan(0)
    expect(list(versions).some((version) => version.current)).toBe(false)

    // Unknown or already deleted: 404 with a message, never a crash
    const again = await admin.delete(`/api/event/deleteCategory/${sports._id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ success: false, message: 'No category with this id.' })
    expect((await admin.delete(`/api/event/deleteCategory/${'x'.repeat(5000)}`)).status).toBe(404)

    // Put back: the category and its three photos, their descriptions kept, public again
    const restored = await admin.json('POST', `/api/bin/${entry._id}/restore`, {})
    expect(restored.status).toBe(200)
    expect(restored.body.message).toBe("'Sports Day' is back with its 3 photos.")
    expect(list((await anonymous.get('/api/event/getAllCategories')).body).map((c) => [c.category, c.photoCount])).toEqual(expect.arrayContaining([['Sports Day', 3]]))
    const back = list((await anonymous.get('/api/event/getEventImages')).body).filter((image) => image.category === 'Sports Day')
    expect(back.map((image: { image: string }) => image.image).sort()).toEqual(sportsImages)
    expect(back.map((image: { alt: string }) => image.alt)).toContain('The relay team')
    for (const image of sportsImages) expect((await server.fetch(`/uploads/Event/${image}`)).status).toBe(200)
  })
})

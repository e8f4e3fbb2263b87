import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/** DELETE /api/event/deleteCategory/{id} (beside the contract): the photos stay, uncategorised. */
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
  it('lists each category with its photo count, deletes it (admin only), keeps its photos under "Uncategorized"', async () => {
    const sports = (await admin.json('POST', '/api/event/addCategory', { category: 'Sports Day' })).body.data
    const moot = (await admin.json('POST', '/api/event/addCategory', { category: 'Moot Court' })).body.data
    const photos = formData({ category: sports._id }, [
      ['image1', 'a.jpg', await jpeg()],
      ['image2', 'b.jpg', await jpeg(300, 200, '#336699')],
      ['image3', 'c.jpg', await jpeg(200, 300, '#993366')],
    ])
    expect((await admin.multipart('POST', '/api/event/uploadEventImages', photos)).status).toBe(201)
    expect((await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: moot._id }, [['image', 'd.jpg', await jpeg()]]))).status).toBe(201)

    const categories = list((await anonymous.get('/api/event/getAllCategories')).body)
    expect(categories.map((c) => [c.category, c.photoCount])).toEqual(expect.arrayContaining([['Sports Day', 3], ['Moot Court', 1]]))

    // Without a session: 401 and nothing changes
    expect((await anonymous.delete(`/api/event/deleteCategory/${sports._id}`)).status).toBe(401)
    expect(list((await anonymous.get('/api/event/getAllCategories')).body)).toHaveLength(2)

    const res = await admin.delete(`/api/event/deleteCategory/${sports._id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Category deleted', data: { _id: sports._id, uncategorized: 3 } })

    expect(list((await anonymous.get('/api/event/getAllCategories')).body).map((c) => c.category)).toEqual(['Moot Court'])
    const images = list((await anonymous.get('/api/event/getEventImages')).body)
    expect(images).toHaveLength(4)
    expect(images.filter((image) => image.category === null)).toHaveLength(3)
    expect(images.filter((image) => image.category === 'Moot Court')).toHaveLength(1)

    // The gallery page shows the kept photos under "Uncategorized"
    const page = await server.fetch('/eventGallery')
    expect(await page.text()).toContain('Uncategorized')

    // Unknown or already deleted: 404 with a message, never a crash
    const again = await admin.delete(`/api/event/deleteCategory/${sports._id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ success: false, message: 'No category with this id.' })
    expect((await admin.delete(`/api/event/deleteCategory/${'x'.repeat(5000)}`)).status).toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/** Photo descriptions (the `alt` field beside the contract): stored, listed, used on the public pages. */
let server: TestServer
let admin: ApiClient
let anonymous: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  anonymous = apiClient(server)
})
afterAll(() => server?.close())

function list(body: unknown): any[] {
  return Array.isArray(body) ? body : (body as { data: any[] }).data
}

const page = async (path: string) => (await server.fetch(path)).text()

describe('photo descriptions', () => {
  it('banners: given at upload or later, listed as alt, used as the slideshow image alt', async () => {
    const res = await admin.multipart('POST', '/api/home/uploadBannerImages', formData({ alt: '  Students outside the main building  ' }, [['image', 'a.jpg', await jpeg(800, 400)]]))
    expect(res.status).toBe(201)
    const [banner] = res.body.data
    expect(banner.alt).toBe('Students outside the main building')
    expect(await page('/')).toContain('alt="Students outside the main building"')

    const updated = await admin.json('PUT', `/api/home/updateBannerImage/${banner._id}`, { alt: 'Convocation day & families' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ success: true, data: { _id: banner._id, alt: 'Convocation day & families' } })
    expect(list((await anonymous.get('/api/home/bannerImages')).body).find((b) => b._id === banner._id).alt).toBe('Convocation day & families')
    expect(await page('/')).toContain('alt="Convocation day &amp; families"')

    expect((await admin.json('PUT', `/api/home/updateBannerImage/${banner._id}`, { alt: 'x'.repeat(251) })).status).toBe(400)
    expect((await admin.json('PUT', `/api/home/updateBannerImage/${banner._id}`, { alt: ['no'] })).status).toBe(400)
    expect((await admin.json('PUT', '/api/home/updateBannerImage/unknown', { alt: 'x' })).status).toBe(404)
    expect((await anonymous.json('PUT', `/api/home/updateBannerImage/${banner._id}`, { alt: 'x' })).status).toBe(401)
  })

  it('event photos: a default until described, then the description on the gallery page', async () => {
    const category = (await admin.json('POST', '/api/event/addCategory', { category: 'Annual Function' })).body.data
    const res = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: category._id }, [['image', 'a.jpg', await jpeg()]]))
    const [image] = res.body.data
    expect(image.alt).toBe('')
    expect(await page('/eventGallery')).toContain('alt="Annual Function, photo 1"')
    const updated = await admin.json('PUT', `/api/event/updateEventImage/${image._id}`, { alt: 'Chief guest lights the lamp' })
    expect(updated.status).toBe(200)
    expect(list((await anonymous.get('/api/event/getEventImages')).body)[0]).toMatchObject({ _id: image._id, alt: 'Chief guest lights the lamp', category: 'Annual Function' })
    const html = await page('/eventGallery')
    expect(html).toContain('alt="Chief guest lights the lamp"')
    expect(html).not.toContain('alt="Annual Function, photo 1"')
    expect((await admin.json('PUT', '/api/event/updateEventImage/unknown', { alt: 'x' })).status).toBe(404)
  })

  it('each photo of one upload gets the description typed beside it (altN with imageN); a long one is refused and nothing is stored', async () => {
    const category = (await admin.json('POST', '/api/event/addCategory', { category: 'Sports Day' })).body.data
    const res = await admin.multipart(
      'POST',
      '/api/event/uploadEventImages',
      formData({ category: category._id, alt1: 'The relay team at the start', alt2: '', alt3: '  Prize giving  ' }, [
        ['image1', 'a.jpg', await jpeg(400, 300, '#aa3333')],
        ['image2', 'b.jpg', await jpeg(400, 300, '#33aa33')],
        ['image3', 'c.jpg', await jpeg(400, 300, '#3333aa')],
      ]),
    )
    expect(res.status).toBe(201)
    expect(res.body.data.map((image: { alt: string }) => image.alt)).toEqual(['The relay team at the start', '', 'Prize giving'])
    const banners = await admin.multipart('POST', '/api/home/uploadBannerImages', formData({ alt1: 'Library reading room', alt2: 'Moot court hall' }, [['image1', 'a.jpg', await jpeg(800, 400)], ['image2', 'b.jpg', await jpeg(800, 400, '#884422')]]))
    expect(banners.body.data.map((banner: { alt: string }) => banner.alt)).toEqual(['Library reading room', 'Moot court hall'])

    const before = list((await anonymous.get('/api/event/getEventImages')).body).length
    const refused = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: category._id, alt2: 'x'.repeat(251) }, [['image1', 'a.jpg', await jpeg()], ['image2', 'b.jpg', await jpeg()]]))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^The description of photo 2: /)
    expect(list((await anonymous.get('/api/event/getEventImages')).body)).toHaveLength(before)
  })

  it('founders: alt on add and update (absent keeps it), used on the About page', async () => {
    const added = await admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Dr. Verma', content: 'Founded the college.', alt: 'Dr. Verma at his desk' }, [['image', 'f.jpg', await jpeg(300, 300)]]))
    expect(added.status).toBe(201)
    expect(added.body.data.alt).toBe('Dr. Verma at his desk')
    expect(await page('/aboutUs')).toContain('alt="Dr. Verma at his desk"')
    const renamed = await admin.multipart('PUT', `/api/about/updatefoundation/${added.body.data._id}`, formData({ content: 'Founded the college in 2004.' }, []))
    expect(renamed.body.data.alt).toBe('Dr. Verma at his desk')
    const cleared = await admin.multipart('PUT', `/api/about/updatefoundation/${added.body.data._id}`, formData({ alt: '' }, []))
    expect(cleared.body.data.alt).toBe('')
    expect(await page('/aboutUs')).toContain('alt="Photo of Dr. Verma"')
  })

  it('a deleted picture is named in Deleted Items by its description as written, shown by its own picture, and said in the log without English glued to it (docs/decisions/274)', async () => {
    const described = (await admin.multipart('POST', '/api/home/uploadBannerImages', formData({ alt: 'Campus gate at dusk' }, [['image', 'a.jpg', await jpeg(800, 400)]]))).body.data[0]
    const plain = (await admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'b.jpg', await jpeg(800, 400, '#335577')]]))).body.data[0]
    for (const banner of [described, plain]) expect((await admin.delete('/api/home/deleteBannerImages', { imageUrl: banner.imageUrl })).status).toBe(200)

    const bin = list((await admin.get('/api/bin')).body).filter((entry) => entry.area === 'banners')
    const entryOf = (banner: { _id: string }) => bin.find((entry) => entry.itemId === banner._id)
    // before: "banner 3a16….jpg", the English word and the file name as its name
    expect(entryOf(described)).toMatchObject({ label: 'Campus gate at dusk', image: { folder: 'Home', name: described.imageUrl } })
    expect(entryOf(plain)).toMatchObject({ label: '', image: { folder: 'Home', name: plain.imageUrl, meta: { widths: expect.any(Array) } } })
    // the picture Deleted Items shows is served while it waits there
    expect((await server.fetch(`/uploads/Home/${plain.imageUrl}`)).status).toBe(200)

    const logged = () => server.ctx.sqlite.prepare("SELECT summary FROM activity_log WHERE area = 'banners' AND action IN ('deleted', 'restored') ORDER BY id").pluck().all()
    expect(logged()).toEqual(["deleted the banner 'Campus gate at dusk' (in the bin for 30 days)", 'deleted a banner without a description (in the bin for 30 days)'])

    const back = await admin.json('POST', `/api/bin/${entryOf(plain)._id}/restore`, {})
    expect(back.body.message).toBe('Restored.')
    const named = await admin.json('POST', `/api/bin/${entryOf(described)._id}/restore`, {})
    expect(named.body.message).toBe("'Campus gate at dusk' is back.")
    expect(logged().slice(2)).toEqual(['restored an item of banners without a description from the bin', "restored 'Campus gate at dusk' from the bin"])
  })
})

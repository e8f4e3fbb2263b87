import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { apiClient, draftWriters, formData, jpeg, linesLeftInEnglish, type ApiClient } from './client'

/**
 * Draft photos of a published album chosen together and published in one step (docs/decisions/289):
 * POST /api/event/publishEventImages { category, ids }. Only the chosen drafts go on the site, each
 * logged as its own Publish logs it; another Editor's drafts are not there for him; two presses at
 * once publish each photo once; a refusal publishes nothing.
 */
let server: TestServer
let asha: ApiClient
let ravi: ApiClient
let admin: ApiClient
const visitor = () => apiClient(server)

let album = ''
let shown = ''
const drafts: { id: string; file: string }[] = []

async function upload(client: ApiClient, alt: string, draft: boolean, category = album): Promise<{ id: string; file: string }> {
  const res = await client.multipart('POST', '/api/event/uploadEventImages', formData({ category, alt, ...(draft ? { draft: 'true' } : {}) }, [['image', 'p.jpg', await jpeg(400, 300, '#335577')]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.data[0]._id, file: String(res.body.data[0].image).replace(/\.jpg$/, '') }
}

/** The stored file names a visitor meets in the album's page and in the public list. */
async function publicFiles(): Promise<string> {
  return JSON.stringify((await visitor().get('/api/event/getEventImages')).body) + String((await visitor().get(`/eventGallery?category=${album}`)).body)
}

beforeAll(async () => {
  server = await startTestServer()
  ;({ asha, ravi, admin } = await draftWriters(server))
  const made = await asha.form('/api/event/addCategory', { category: 'Convocation 2026' })
  expect(made.status).toBe(201)
  album = made.body.data._id
  shown = (await upload(asha, 'The dais', false)).id
  for (const alt of ['Gold medal', 'Silver medal', 'Bronze medal']) drafts.push(await upload(asha, alt, true))
})
afterAll(() => server?.close())

describe('draft photos of an album published together (issue 40)', () => {
  it('are none of them public until published, and not there for another Editor', async () => {
    const files = await publicFiles()
    for (const draft of drafts) expect(files).not.toContain(draft.file)
    const his = await ravi.json('POST', '/api/event/publishEventImages', { category: album, ids: [drafts[0]!.id] })
    expect(his.status).toBe(404)
    expect(his.body.message).toBe('1 photo of the 1 chosen is not in the gallery (deleted already?); nothing was published.')
    expect(await publicFiles()).not.toContain(drafts[0]!.file)
  })

  it('publishes the chosen drafts only, says what was not a draft, and logs each as its own Publish does', async () => {
    const res = await asha.json('POST', '/api/event/publishEventImages', { category: album, ids: [drafts[0]!.id, drafts[1]!.id, shown] })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toBe("2 photos of 'Convocation 2026' published: on the site now. 1 of those chosen was not a draft.")
    expect(res.body.data.published).toBe(2)
    expect([...res.body.data.ids].sort()).toEqual([drafts[0]!.id, drafts[1]!.id].sort())
    const files = await publicFiles()
    expect(files).toContain(drafts[0]!.file)
    expect(files).toContain(drafts[1]!.file)
    expect(files).not.toContain(drafts[2]!.file)
    // one line a write: the batch of drafts saved one at a time here, the two published together
    const log = JSON.stringify((await admin.get('/api/activity?size=100')).body)
    expect(log).toContain("saved a draft of the photo 'Gold medal' (not on the site)")
    expect(log).toContain("published 2 photos of 'Convocation 2026'")
    expect(log).not.toContain("published the photo 'The dais'")
    expect(await linesLeftInEnglish(admin, /^(published|saved)/)).toEqual([])
    // the album and its first photo, named: not the areas' bare "saved event categories" and "saved event gallery"
    expect(log).toContain("added the gallery category 'Convocation 2026'")
    expect(log).toContain("added 1 photo to 'Convocation 2026'")
    expect(log).not.toMatch(/saved event (gallery|categories)/)
    expect(await linesLeftInEnglish(admin, /^added/)).toEqual([])
  })

  it('refuses, publishing nothing: none a draft, an unknown or foreign photo, no list, no category', async () => {
    const none = await asha.json('POST', '/api/event/publishEventImages', { category: album, ids: [shown, drafts[0]!.id] })
    expect(none.status).toBe(409)
    expect(none.body.message).toBe('None of the chosen photos is a draft: nothing was published.')
    const unknown = await asha.json('POST', '/api/event/publishEventImages', { category: album, ids: [drafts[2]!.id, 'f'.repeat(24)] })
    expect(unknown.status).toBe(404)
    const other = await asha.form('/api/event/addCategory', { category: 'Sports Day 2026' })
    const foreign = await asha.json('POST', '/api/event/publishEventImages', { category: other.body.data._id, ids: [drafts[2]!.id] })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe("1 photo of the 1 chosen is not in 'Sports Day 2026'; nothing was published.")
    expect((await asha.json('POST', '/api/event/publishEventImages', { category: 'f'.repeat(24), ids: [drafts[2]!.id] })).body.message).toBe('No category with this id; nothing was published.')
    for (const body of [{ category: album, ids: [] }, { category: album, ids: 'x'.repeat(5000) }, { category: album }, { ids: [drafts[2]!.id] }, { category: album, ids: [42] }]) {
      const bad = await asha.json('POST', '/api/event/publishEventImages', body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
    }
    expect((await asha.json('POST', '/api/event/publishEventImages', { category: album, ids: [] })).body.message).toMatch(/Choose at least one photo/)
    expect((await visitor().json('POST', '/api/event/publishEventImages', { category: album, ids: [drafts[2]!.id] })).status).toBe(401)
    expect(await publicFiles()).not.toContain(drafts[2]!.file)
  })

  it('a batch saved as drafts is one line of the log, in Hindi too', async () => {
    const batch = await asha.multipart(
      'POST',
      '/api/event/uploadEventImages',
      formData({ category: album, draft: 'true' }, [
        ['image', 'a.jpg', await jpeg(300, 200, '#113355')],
        ['image', 'b.jpg', await jpeg(300, 200, '#553311')],
      ]),
    )
    expect(batch.status, JSON.stringify(batch.body)).toBe(201)
    const items = (await admin.get('/api/activity?size=100')).body.data.items as { summary: string }[]
    expect(items[0]!.summary).toBe("saved drafts of 2 photos of 'Convocation 2026' (not on the site)")
    expect(await linesLeftInEnglish(admin, /^saved drafts of/)).toEqual([])
  })

  it('two presses at once publish the photo once', async () => {
    const both = await Promise.all([0, 1].map(() => asha.json('POST', '/api/event/publishEventImages', { category: album, ids: [drafts[2]!.id] })))
    expect(both.map((res) => res.status).sort()).toEqual([200, 409])
    expect(await publicFiles()).toContain(drafts[2]!.file)
    const lines = ((await admin.get('/api/activity?size=100')).body.data.items as { summary: string }[]).filter((item) => item.summary === "published the photo 'Bronze medal'")
    expect(lines).toHaveLength(1)
  })
})

describe("an album's counts and its photos' steps, as each reader meets them (an attack on decision 289)", () => {
  const countOf = async (client: ApiClient, id: string) => ((await client.get('/api/event/getAllCategories')).body as { _id: string; photoCount: number }[]).find((c) => c._id === id)?.photoCount

  it("counts only the photos the reader sees: a visitor learns nothing of a draft from an album's count", async () => {
    const made = await asha.form('/api/event/addCategory', { category: 'Moot Court Finals' })
    const counted = made.body.data._id as string
    expect(await countOf(visitor(), counted)).toBe(0)
    // the album's only photo a draft: to a visitor it is as empty as an album with none
    const hers = await upload(asha, 'Bench', true, counted)
    expect(await countOf(visitor(), counted)).toBe(0)
    await upload(asha, 'Hall', false, counted)
    const his = await upload(ravi, 'Gown', true, counted)
    expect(await countOf(visitor(), counted)).toBe(1)
    expect(await countOf(asha, counted)).toBe(2)
    expect(await countOf(ravi, counted)).toBe(2)
    expect(await countOf(admin, counted)).toBe(3)
    expect([hers.id, his.id]).toHaveLength(2)

    // deleted with its photos: Deleted Items and the put-back count for each reader what they see
    expect((await asha.delete(`/api/event/deleteCategory/${counted}`)).status).toBe(200)
    const kept = async (client: ApiClient) => ((await client.get('/api/bin')).body as { itemId: string; photos: number; _id: string }[]).find((entry) => entry.itemId === counted)
    expect((await kept(asha))?.photos).toBe(2)
    expect((await kept(admin))?.photos).toBe(3)
    const entry = await kept(ravi)
    expect(entry?.photos).toBe(2)
    const back = await ravi.raw('POST', `/api/bin/${entry!._id}/restore`)
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body.message).toBe("'Moot Court Finals' is back with its 2 photos.")
    // and every photo came back as it was: her draft hers, his his
    expect(await countOf(visitor(), counted)).toBe(1)
    expect(await countOf(admin, counted)).toBe(3)
  })

  it("one Editor's move leaves another's draft photos where they stand, and no two photos share a place", async () => {
    const made = await asha.form('/api/event/addCategory', { category: 'Order Test' })
    const ordered = made.body.data._id as string
    for (const alt of ['P1', 'P2']) await upload(asha, alt, false, ordered)
    await upload(asha, 'D1', true, ordered)
    await upload(ravi, 'E1', true, ordered)
    const order = async (client: ApiClient) => ((await client.get(`/api/event/admin/page?category=${ordered}&limit=100`)).body.data.items as { _id: string; alt: string }[]).map((item) => item.alt)
    const hers = await order(asha)
    const his = await order(ravi)
    expect(hers).toHaveLength(3)
    expect(his).toHaveLength(3)
    const e1 = ((await ravi.get(`/api/event/admin/page?category=${ordered}&limit=100`)).body.data.items as { _id: string; alt: string }[]).find((item) => item.alt === 'E1')!._id
    for (const position of [3, 1, 2]) {
      const moved = await ravi.json('PUT', `/api/event/moveEventImage/${e1}`, { position })
      expect(moved.body.message).toBe(`Photo moved to position ${position} of 3 in 'Order Test'.`)
      expect((await order(ravi)).indexOf('E1')).toBe(position - 1)
      // her view is as it was: his move is among the photos he sees
      expect(await order(asha)).toEqual(hers)
      const places = server.ctx.sqlite.prepare('SELECT position FROM event_images WHERE category_id = ?').pluck().all(ordered) as number[]
      expect(new Set(places).size, JSON.stringify(places)).toBe(4)
    }
  })

  it('is previewed on the page that holds it: past the first page of its album, or of no album at all', async () => {
    const made = await asha.form('/api/event/addCategory', { category: 'Sports Week' })
    const big = made.body.data._id as string
    for (let batch = 0; batch < 3; batch++) {
      const files = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(200, 150, `#${(batch * 10 + i).toString(16).padStart(2, '0')}4466`)))
      const res = await asha.multipart('POST', '/api/event/uploadEventImages', formData({ category: big }, files.map((file, i) => ['image', `s${i}.jpg`, file] as [string, string, Buffer])))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    const late = await upload(asha, 'Relay finish', true, big)
    // the last of 31: on the second page of 24
    expect((await asha.json('PUT', `/api/event/moveEventImage/${late.id}`, { position: 31 })).status).toBe(200)
    const loose = await asha.multipart('POST', '/api/event/uploadEventImages', formData({ alt: 'Loose photo', draft: 'true' }, [['image', 'l.jpg', await jpeg(300, 200, '#998877')]]))
    expect(loose.status, JSON.stringify(loose.body)).toBe(201)
    const looseFile = String(loose.body.data[0].image).replace(/\.jpg$/, '')
    for (const [id, file] of [[late.id, late.file], [loose.body.data[0]._id as string, looseFile]]) {
      for (const lang of ['', '/hi']) {
        const res = await asha.get(`${lang}/preview/event-photos/${id}`)
        expect(res.status, `${lang} ${file}`).toBe(200)
        expect(String(res.body), `${lang} ${file}`).toContain(file)
      }
      // and still nothing of it for a visitor
      expect((await visitor().get(`/preview/event-photos/${id}`)).status).toBe(404)
    }
    expect(String((await visitor().get(`/eventGallery?category=${big}&page=2`)).body)).not.toContain(late.file)
  })

  it("a photo of a draft album is published and taken off with the album, never on its own, and says so", async () => {
    const made = await asha.form('/api/event/addCategory', { category: 'Freshers 2026', draft: 'true' })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const draftAlbum = made.body.data._id as string
    const photo = await upload(asha, 'Welcome', false, draftAlbum)
    const said = 'This is part of a draft that is not on the site: it goes on the site when that draft is published, not on its own.'
    for (const route of ['publishEventImage', 'unpublishEventImage']) {
      const res = await asha.raw('POST', `/api/event/${route}/${photo.id}`)
      expect(res.status, route).toBe(409)
      expect(res.body.message, route).toBe(said)
    }
    const together = await asha.json('POST', '/api/event/publishEventImages', { category: draftAlbum, ids: [photo.id] })
    expect(together.status).toBe(409)
    expect(together.body.message).toBe(said)
    // nothing changed: it is still the album's, and goes on the site with it
    expect(((await asha.get(`/api/event/admin/page?category=${draftAlbum}`)).body.data.items as { draftBy?: string }[]).map((item) => item.draftBy ?? null)).toEqual([null])
    expect((await asha.raw('POST', `/api/event/publishCategory/${draftAlbum}`)).status).toBe(200)
    expect(await publicFilesOf(draftAlbum)).toContain(photo.file)
  })
})

async function publicFilesOf(category: string): Promise<string> {
  return String((await visitor().get(`/eventGallery?category=${category}`)).body)
}

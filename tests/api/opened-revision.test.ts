import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textPdf } from '../helpers/pdfs'
import { startTestServer, type TestServer } from '../helpers/server'
import { apiClient, draftWriters, formData, jpeg, type ApiClient } from './client'
import { ONE_ROW_AREAS } from '../../src/app/areas'

/**
 * Decision 283 beyond the areas with drafts: the committees, the statutory facts and the documents.
 * Their staff lists carry each row's `revision`; an edit that sends back an earlier one is refused
 * (409, nothing saved) once another person saved the row since; the committee's and the entry's
 * forms stay open after a save, so its answer carries the revision the form goes on from. An edit
 * without a revision (the spec's clients) is saved as before.
 */
let server: TestServer
let asha: ApiClient
let admin: ApiClient
const visitor = () => apiClient(server)
const EDITED_SINCE = 'Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.'

beforeAll(async () => {
  server = await startTestServer()
  ;({ asha, admin } = await draftWriters(server))
})
afterAll(() => server?.close())

type Listed = { _id: string; revision?: string }

/** Each area, written out here apart from the server: its list, a row of it, and an edit of one field. */
type EditedArea = { list: string; listed?: (body: any) => Listed[]; publicList?: string; row: (client: ApiClient) => Promise<string>; edit: (client: ApiClient, id: string, word: string, revision?: string) => Promise<{ status: number; body: any }>; read: (id: string) => Promise<string>; answersRevision: boolean }

/**
 * A picture's description (decision 285): a photo uploaded to `upload` (its file and description
 * under `file` and `alt`), its description saved at `describe`/<id>; the public's list a bare array.
 * Its editor goes on from the save's answer.
 */
function describedPhotos(photos: { list: string; listed?: (body: any) => Listed[]; publicList: string; upload: string; file: string; alt: string; describe: string; words: string }): EditedArea {
  return {
    list: photos.list,
    ...(photos.listed ? { listed: photos.listed } : {}),
    publicList: photos.publicList,
    row: async (client) => {
      const res = await client.multipart('POST', photos.upload, formData({ [photos.alt]: `${photos.words} tapir` }, [[photos.file, 'a.jpg', await jpeg(800, 400)]]))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data[0]._id as string
    },
    edit: (client, id, word, revision) => client.json('PUT', `${photos.describe}/${id}`, { alt: `${photos.words} ${word}`, ...(revision === undefined ? {} : { revision }) }),
    read: async (id) => JSON.stringify(((await visitor().get(photos.publicList)).body as Listed[]).find((photo) => photo._id === id)),
    answersRevision: true,
  }
}

const AREAS: Record<string, EditedArea> = {
  committees: {
    list: '/api/committees',
    row: async (client) => ((await client.get('/api/committees')).body as (Listed & { kind: string })[]).find((c) => c.kind === 'sgrc')!._id,
    edit: (client, id, word, revision) => client.json('PUT', `/api/committees/${id}`, { howToComplain: `Write to the principal ${word}.`, ...(revision === undefined ? {} : { revision }) }),
    read: async (id) => JSON.stringify(((await visitor().get('/api/committees')).body as Listed[]).find((c) => c._id === id)),
    answersRevision: true,
  },
  statutory: {
    list: '/api/statutory',
    row: async () => 'statutory-accreditation',
    edit: (client, id, word, revision) => client.json('PUT', `/api/statutory/${id}`, { naac: `Grade ${word}`, ...(revision === undefined ? {} : { revision }) }),
    read: async (id) => JSON.stringify(((await visitor().get('/api/statutory')).body as Listed[]).find((e) => e._id === id)),
    answersRevision: true,
  },
  documents: {
    list: '/api/documents',
    row: async (client) => {
      const res = await client.multipart('POST', '/api/documents', formData({ title: 'Prospectus tapir', category: 'prospectus', academicYear: '2026-27' }, [['file', 'p.pdf', await textPdf(['Prospectus tapir']), 'application/pdf']]))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data._id as string
    },
    edit: (client, id, word, revision) => client.json('PUT', `/api/documents/${id}`, { title: `Prospectus ${word}`, ...(revision === undefined ? {} : { revision }) }),
    read: async (id) => JSON.stringify(((await visitor().get('/api/documents')).body as Listed[]).find((d) => d._id === id)),
    answersRevision: false,
  },
  banners: describedPhotos({ list: '/api/home/bannerImages', publicList: '/api/home/bannerImages', upload: '/api/home/uploadBannerImages', file: 'image', alt: 'alt', describe: '/api/home/updateBannerImage', words: 'Main gate' }),
  'event photos': describedPhotos({
    list: '/api/event/admin/page?offset=0&limit=200',
    listed: (body) => body.data.items,
    publicList: '/api/event/getEventImages',
    upload: '/api/event/uploadEventImages',
    file: 'image1',
    alt: 'alt1',
    describe: '/api/event/updateEventImage',
    words: 'Moot court',
  }),
}

describe('an edit sent with the revision its form was opened on, beyond the areas with drafts (decision 283)', () => {
  for (const [key, area] of Object.entries(AREAS)) {
    it(`${key}: refused once another saved the row since; saved when opened again or sent without one`, async () => {
      const id = await area.row(admin)
      const listed = area.listed ?? ((body: unknown) => body as Listed[])
      const revisionOf = async (client: ApiClient) => listed((await client.get(area.list)).body).find((row) => row._id === id)!.revision
      const opened = (await revisionOf(asha))!
      expect(opened).toMatch(/^[\w-]{20,}$/)
      expect(await revisionOf(admin)).toBe(opened)
      expect(JSON.stringify((await visitor().get(area.publicList ?? area.list)).body)).not.toContain('"revision"')

      expect((await area.edit(admin, id, `Office${key}`)).status).toBe(200)
      const late = await area.edit(asha, id, `Late${key}`, opened)
      expect(late.status, JSON.stringify(late.body)).toBe(409)
      expect(late.body.message).toBe(EDITED_SINCE)
      expect(await area.read(id)).toContain(`Office${key}`)
      expect(await area.read(id)).not.toContain(`Late${key}`)

      // opened again: saved; where the form stays open, the answer's revision is the next save's
      const again = await area.edit(asha, id, `Again${key}`, await revisionOf(asha))
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(await area.read(id)).toContain(`Again${key}`)
      if (area.answersRevision) {
        expect(again.body.data.revision).toBe(await revisionOf(asha))
        expect((await area.edit(asha, id, `Twice${key}`, again.body.data.revision)).status).toBe(200)
      }
      // without a revision, as the spec's clients send it; a revision that is not one is refused
      expect((await area.edit(asha, id, `Script${key}`)).status).toBe(200)
      expect((await area.edit(asha, id, `Odd${key}`, 'x'.repeat(101))).status).toBe(400)
    })
  }
})

/**
 * Decision 285: the one-row areas (the about text, mission and vision, the announcement bar, the
 * text areas). Their forms read `GET /api/revisions/<area>` when they open and send it back with
 * the save; each write is written out here apart from the server, and every declared one-row area
 * must have one, so a new area is covered or this test fails.
 */
const ONE_ROW_WRITES: Record<string, { edit: (client: ApiClient, word: string, revision?: string) => Promise<{ status: number; body: any }>; read: () => Promise<string> }> = {
  about: {
    edit: (client, word, revision) =>
      client.json('POST', '/api/about/uploadAboutContent', { title: `About ${word}`, description: 'A law college in Shahdol.', students: 600, collegeAcceptance: '98%', yearsOfExcellence: 25, ...(revision === undefined ? {} : { revision }) }),
    read: async () => JSON.stringify((await visitor().get('/api/about/getAboutContent')).body),
  },
  'mission-vision': {
    edit: (client, word, revision) => client.json('PUT', '/api/about/missionVisionUpdate', { mission: `Mission ${word}`, vision: 'Justice for all.', ...(revision === undefined ? {} : { revision }) }),
    read: async () => JSON.stringify((await visitor().get('/api/about/getmissionVision')).body),
  },
  topbar: {
    edit: (client, word, revision) => client.json('POST', '/api/topbar/addTopbarData', { message: `Admissions open ${word}`, link: '', ...(revision === undefined ? {} : { revision }) }),
    read: async () => JSON.stringify((await visitor().get('/api/topbar/getTopbarData')).body),
  },
  principal: {
    edit: (client, word, revision) => client.json('PUT', '/api/content/principal', { title: "Principal's message", name: `Dr. ${word}`, designation: 'Principal', message: 'Welcome.', ...(revision === undefined ? {} : { revision }) }),
    read: async () => JSON.stringify((await visitor().get('/api/content/principal')).body),
  },
}

describe('a one-row area’s form sends the revision it was opened on (decision 285)', () => {
  it('every one-row area has its write here', () => {
    expect(Object.keys(ONE_ROW_WRITES).sort()).toEqual(ONE_ROW_AREAS.map((area) => area.key).sort())
  })

  it('before the first save: two forms opened on the empty announcement bar cannot both save it; a revision that is not one is refused there too', async () => {
    expect((await visitor().get('/api/topbar/getTopbarData')).body.data.message).toBe('')
    const opened = (await asha.get('/api/revisions/topbar')).body.data.revision as string
    expect(opened).toMatch(/^[\w-]{20,}$/)
    expect((await ONE_ROW_WRITES.topbar!.edit(admin, 'Wrong', 12345 as unknown as string)).status).toBe(400)
    expect((await ONE_ROW_WRITES.topbar!.edit(asha, 'FirstOne', opened)).status).toBeLessThan(300)
    const second = await ONE_ROW_WRITES.topbar!.edit(admin, 'FirstTwo', opened)
    expect(second.status, JSON.stringify(second.body)).toBe(409)
    expect(await ONE_ROW_WRITES.topbar!.read()).toContain('FirstOne')
  })

  for (const [key, area] of Object.entries(ONE_ROW_WRITES)) {
    it(`${key}: refused once another saved it since; saved when read again or sent without one; the revision is staff's only`, async () => {
      const revisionOf = async (client: ApiClient) => {
        const res = await client.get(`/api/revisions/${key}`)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return res.body.data.revision as string
      }
      // a first save, so that there is a text to have opened
      expect((await area.edit(admin, `First${key}`)).status).toBeLessThan(300)
      const opened = await revisionOf(asha)
      expect(opened).toMatch(/^[\w-]{20,}$/)
      expect(await revisionOf(admin)).toBe(opened)
      expect((await visitor().get(`/api/revisions/${key}`)).status).toBe(401)
      expect(await area.read()).not.toContain('"revision"')

      expect((await area.edit(admin, `Office${key}`)).status).toBe(200)
      const late = await area.edit(asha, `Late${key}`, opened)
      expect(late.status, JSON.stringify(late.body)).toBe(409)
      expect(late.body.message).toBe(EDITED_SINCE)
      expect(await area.read()).toContain(`Office${key}`)
      expect(await area.read()).not.toContain(`Late${key}`)

      const again = await area.edit(asha, `Again${key}`, await revisionOf(asha))
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(await area.read()).toContain(`Again${key}`)
      // the save answers the revision after it: the form's next save goes on from it, twice in a row
      expect(again.body.data.revision).toBe(await revisionOf(admin))
      const twice = await area.edit(asha, `Twice${key}`, again.body.data.revision)
      expect(twice.status, JSON.stringify(twice.body)).toBe(200)
      expect((await area.edit(asha, `Thrice${key}`, twice.body.data.revision)).status).toBe(200)
      expect(await area.read()).toContain(`Thrice${key}`)
      expect((await area.edit(asha, `Script${key}`)).status).toBe(200)
      expect((await area.edit(asha, `Odd${key}`, 'x'.repeat(101))).status).toBe(400)
      expect(await area.read()).not.toContain(`Odd${key}`)
    })
  }

  it('a photo and a put-back answer the revision after them, as the next save finds it', async () => {
    const revisionOf = async (key: string) => (await admin.get(`/api/revisions/${key}`)).body.data.revision as string
    const aboutImage = await asha.multipart('POST', '/api/about/uploadAboutContentImages', formData({}, [['image', 'a.jpg', await jpeg(800, 400)]]))
    expect(aboutImage.status, JSON.stringify(aboutImage.body)).toBe(201)
    expect(aboutImage.body.data.revision).toBe(await revisionOf('about'))
    expect((await ONE_ROW_WRITES.about!.edit(asha, 'AfterImage', aboutImage.body.data.revision)).status).toBe(200)

    const photo = await asha.multipart('POST', '/api/content/principal/photo', formData({}, [['image', 'p.jpg', await jpeg(400, 480)]]))
    expect(photo.status, JSON.stringify(photo.body)).toBeLessThan(300)
    expect(photo.body.data.revision).toBe(await revisionOf('principal'))
    expect((await ONE_ROW_WRITES.principal!.edit(asha, 'AfterPhoto', photo.body.data.revision)).status).toBe(200)

    const versions = (await admin.get('/api/versions/mission-vision')).body as { _id: string }[]
    const back = await asha.json('POST', `/api/versions/mission-vision/${versions.at(-1)!._id}/putBack`, {})
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body.data.revision).toBe(await revisionOf('mission-vision'))
    expect((await ONE_ROW_WRITES['mission-vision']!.edit(asha, 'AfterPutBack', back.body.data.revision)).status).toBe(200)
  })

  it('two saves opened on one revision at once: one is saved, the other refused, never both', async () => {
    const opened = (await asha.get('/api/revisions/mission-vision')).body.data.revision as string
    const statuses = (await Promise.all([ONE_ROW_WRITES['mission-vision']!.edit(asha, 'One', opened), ONE_ROW_WRITES['mission-vision']!.edit(admin, 'Two', opened)])).map((res) => res.status).sort()
    expect(statuses).toEqual([200, 409])
  })
})

it('a photo’s move is not a change of the photo: a description opened before it is saved (decision 285)', async () => {
  const category = (await admin.json('POST', '/api/event/addCategory', { category: 'Moot court week tapir' })).body.data._id as string
  const res = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category, alt1: 'First tapir', alt2: 'Second tapir' }, [['image1', 'a.jpg', await jpeg(800, 400)], ['image2', 'b.jpg', await jpeg(800, 400, '#884422')]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const ids = (res.body.data as { _id: string }[]).map((photo) => photo._id)
  const revisionOf = async (id: string) => ((await asha.get(`/api/event/admin/page?offset=0&limit=200&category=${category}`)).body.data.items as Listed[]).find((p) => p._id === id)!.revision
  const opened = (await revisionOf(ids[1]!))!
  expect((await asha.json('PUT', `/api/event/moveEventImage/${ids[1]}`, { position: 1 })).status).toBe(200)
  expect(await revisionOf(ids[1]!)).toBe(opened)
  expect((await asha.json('PUT', `/api/event/updateEventImage/${ids[1]}`, { alt: 'Second, moved, tapir', revision: opened })).status).toBe(200)
})

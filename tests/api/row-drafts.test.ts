import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPath, routesOf } from '../hardening/routes'
import { startTestServer, type TestServer } from '../helpers/server'
import { apiClient, draftWriters, formData, jpeg, linesLeftInEnglish, type ApiClient } from './client'
import { ROW_AREAS } from '../../src/app/areas'
import { DRAFT_OWNERS } from '../../src/db/visibility'

/**
 * Drafts of faculty entries, programs, fee rows (docs/decisions/276), founders' entries, home
 * banners, gallery categories (277) and a photo added to a published album (289): a draft reaches no
 * visitor through any public API route (walked from the router, so a route added later is walked
 * too), any page of the sitemap in either language, the site search or a preview address; its
 * writer and the Administrators see it, previewed on its public page; another Editor can neither
 * see, change, delete nor publish it. Published, it is on the site; taken off, it is gone again.
 */
let server: TestServer
let asha: ApiClient
let ravi: ApiClient
let admin: ApiClient
const visitor = () => apiClient(server)

// one word per area found nowhere else, so a leak anywhere is found by searching every answer; a
// banner's is its stored file's name (the page shows the picture, not its description)
// a photo added to a published album as a draft is found by its stored file's name too; it comes before the
// categories so that it is published while the draft category's photo is still hidden
const WORDS = { faculty: 'Quokkaprofessor', programs: 'Quokkadiploma', fees: 'Quokkafeenote', founders: 'Quokkafounder', banners: '', 'event-photos': '', 'event-categories': 'Quokkagallery' }
type Area = keyof typeof WORDS
const ids: Record<Area, string> = { faculty: '', programs: '', fees: '', founders: '', banners: '', 'event-photos': '', 'event-categories': '' }
// the published album the draft photo is added to
let publishedAlbum = ''
// a photo filed under the draft category: its stored file's name and a word of its description, hidden with the category
let categoryPhoto = ''
let categoryPhotoId = ''
const PHOTO_WORD = 'Quokkagown'
/** Every word no visitor may meet while the drafts are drafts. */
const hidden = () => [...Object.values(WORDS), categoryPhoto, PHOTO_WORD]
type Reply = { status: number }
/** Where each area's rows show, its list, and its routes (an edit and a delete of a row, as `client`). */
const AREAS: Record<Area, { page: string; list: string; publish: string; unpublish: string; alsoPublishes?: string[]; edit: (client: ApiClient, id: string) => Promise<Reply>; remove: (client: ApiClient, id: string) => Promise<Reply> }> = {
  faculty: {
    page: '/aboutUs',
    list: '/api/faculty',
    publish: '/api/faculty/publish/',
    unpublish: '/api/faculty/unpublish/',
    edit: (client, id) => client.multipart('PUT', `/api/faculty/${id}`, formData({ name: 'Taken' })),
    remove: (client, id) => client.delete(`/api/faculty/${id}`),
  },
  programs: {
    page: '/',
    list: '/api/home/getAllPrograms',
    publish: '/api/home/publishProgram/',
    unpublish: '/api/home/unpublishProgram/',
    edit: (client, id) => client.raw('PUT', `/api/home/editProgram/${id}`, new URLSearchParams({ title: 'Taken', duration: '1 year', highlights: '' }).toString(), 'application/x-www-form-urlencoded'),
    remove: (client, id) => client.delete(`/api/home/deletePrograms/${id}`),
  },
  fees: {
    page: '/disclosure',
    list: '/api/fees',
    publish: '/api/fees/publish/',
    unpublish: '/api/fees/unpublish/',
    edit: (client, id) => client.json('PUT', `/api/fees/${id}`, { tuitionFee: 1 }),
    remove: (client, id) => client.delete(`/api/fees/${id}`),
  },
  founders: {
    page: '/aboutUs',
    list: '/api/about/getfoundation',
    publish: '/api/about/publishfoundation/',
    unpublish: '/api/about/unpublishfoundation/',
    edit: (client, id) => client.multipart('PUT', `/api/about/updatefoundation/${id}`, formData({ name: 'Taken' })),
    remove: (client, id) => client.delete(`/api/about/deletefoundation/${id}`),
  },
  banners: {
    page: '/',
    list: '/api/home/bannerImages',
    publish: '/api/home/publishBanner/',
    unpublish: '/api/home/unpublishBanner/',
    edit: (client, id) => client.json('PUT', `/api/home/updateBannerImage/${id}`, { alt: 'Taken' }),
    remove: (client) => client.delete('/api/home/deleteBannerImages', { imageUrl: `${WORDS.banners}.jpg` }),
  },
  'event-photos': {
    // a photo shows on its album's gallery page
    get page() {
      return `/eventGallery?category=${publishedAlbum}`
    },
    list: '/api/event/getEventImages',
    publish: '/api/event/publishEventImage/',
    unpublish: '/api/event/unpublishEventImage/',
    // an album's chosen drafts together (tests/api/photo-drafts.test.ts)
    alsoPublishes: ['/api/event/publishEventImages'],
    edit: (client, id) => client.json('PUT', `/api/event/updateEventImage/${id}`, { alt: 'Taken' }),
    remove: (client) => client.delete('/api/event/deleteEventGalleryImage', { imageUrl: `${WORDS['event-photos']}.jpg` }),
  },
  'event-categories': {
    // a category shows on its own gallery page (the overview shows a few categories a page)
    get page() {
      return `/eventGallery?category=${ids['event-categories']}`
    },
    list: '/api/event/getAllCategories',
    publish: '/api/event/publishCategory/',
    unpublish: '/api/event/unpublishCategory/',
    edit: (client, id) => client.raw('PUT', `/api/event/updateCategory/${id}`, new URLSearchParams({ category: 'Taken' }).toString(), 'application/x-www-form-urlencoded'),
    remove: (client, id) => client.delete(`/api/event/deleteCategory/${id}`),
  },
}

async function saveDrafts(client: ApiClient): Promise<void> {
  const faculty = await client.multipart('POST', '/api/faculty', formData({ name: `Dr ${WORDS.faculty}`, designation: 'Assistant Professor', qualifications: 'LL.M.', experienceYears: '4', draft: 'true' }))
  expect(faculty.status, JSON.stringify(faculty.body)).toBe(201)
  expect(faculty.body.message).toBe('Draft saved. It is not on the site until it is published.')
  ids.faculty = faculty.body.data._id
  const program = await client.form('/api/home/uploadPrograms', { title: `Diploma in ${WORDS.programs}`, duration: '1 year', description: 'Evening classes.', highlights: 'Moot court', draft: 'true' })
  expect(program.status, JSON.stringify(program.body)).toBe(201)
  ids.programs = program.body.data._id
  const fee = await client.json('POST', '/api/fees', { course: 'llm', academicYear: '2031-32', tuitionFee: 51000, otherFees: [{ covers: WORDS.fees, amount: 700 }], draft: 'true' })
  expect(fee.status, JSON.stringify(fee.body)).toBe(201)
  ids.fees = fee.body.data._id
  const founder = await client.multipart('POST', '/api/about/addfoundation', formData({ name: `Shri ${WORDS.founders}`, content: 'Gave the land for the college.', draft: 'true' }))
  expect(founder.status, JSON.stringify(founder.body)).toBe(201)
  expect(founder.body.message).toBe('Draft saved. It is not on the site until it is published.')
  ids.founders = founder.body.data._id
  const banner = await client.multipart('POST', '/api/home/uploadBannerImages', formData({ draft: 'true', alt: 'Students at the moot court' }, [['image', 'moot.jpg', await jpeg(640, 300, '#884422')]]))
  expect(banner.status, JSON.stringify(banner.body)).toBe(201)
  expect(banner.body.message).toBe('Draft saved. It is not on the site until it is published.')
  ids.banners = banner.body.data[0]._id
  WORDS.banners = String(banner.body.data[0].imageUrl).replace(/\.jpg$/, '')
  // a published album with one published photo, and a photo added to it as a draft
  const album = await client.form('/api/event/addCategory', { category: 'Annual Day' })
  expect(album.status, JSON.stringify(album.body)).toBe(201)
  publishedAlbum = album.body.data._id
  const shown = await client.multipart('POST', '/api/event/uploadEventImages', formData({ category: publishedAlbum, alt: 'The chief guest' }, [['image', 'guest.jpg', await jpeg(480, 320, '#224466')]]))
  expect(shown.status, JSON.stringify(shown.body)).toBe(201)
  const drafted = await client.multipart('POST', '/api/event/uploadEventImages', formData({ category: publishedAlbum, alt: 'Prize giving', draft: 'true' }, [['image', 'prize.jpg', await jpeg(480, 320, '#446622')]]))
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201)
  expect(drafted.body.message).toBe('Draft saved. It is not on the site until it is published.')
  ids['event-photos'] = drafted.body.data[0]._id
  WORDS['event-photos'] = String(drafted.body.data[0].image).replace(/\.jpg$/, '')
  const category = await client.form('/api/event/addCategory', { category: `${WORDS['event-categories']} Convocation`, draft: 'true' })
  expect(category.status, JSON.stringify(category.body)).toBe(201)
  expect(category.body.message).toBe('Draft saved. It is not on the site until it is published.')
  ids['event-categories'] = category.body.data._id
  // "Save as draft" beside a draft album's photos changes nothing: they are the album's draft, public with it
  const photo = await client.multipart('POST', '/api/event/uploadEventImages', formData({ category: ids['event-categories'], alt: `${PHOTO_WORD}s on the lawn`, draft: 'true' }, [['image', 'gowns.jpg', await jpeg(480, 320, '#226644')]]))
  expect(photo.status, JSON.stringify(photo.body)).toBe(201)
  categoryPhoto = String(photo.body.data[0].image).replace(/\.jpg$/, '')
  categoryPhotoId = photo.body.data[0]._id
}

beforeAll(async () => {
  server = await startTestServer()
  ;({ asha, ravi, admin } = await draftWriters(server))
  await saveDrafts(asha)
})
afterAll(() => server?.close())

/** A list's rows: the founders' list is wrapped ({ foundations: [...] }, as the spec has it). */
const rowsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { foundations: unknown[] }).foundations) as { _id: string; draftBy?: string; draftByName?: string; revision?: string }[]
/** The revision of the area's row as `client`'s staff list gives it (the photos': the panel's paged grid of the album). */
async function listedRevision(client: ApiClient, area: Area): Promise<string | undefined> {
  const rows = area === 'event-photos' ? (await client.get(`/api/event/admin/page?category=${publishedAlbum}`)).body.data.items : rowsOf((await client.get(AREAS[area].list)).body)
  return (rows as { _id: string; revision?: string }[]).find((row) => row._id === ids[area])?.revision
}
const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body))
const wordsIn = (body: unknown) => hidden().filter((word) => text(body).includes(word))

/** Every public GET address of the API, each :param filled with each draft's id, bare and searched for the words. */
function publicAddresses(): string[] {
  return routesOf(server.app)
    .filter((route) => route.method === 'GET' && route.path.startsWith('/api/') && route.permission === 'public')
    .flatMap((route) => {
      const filled = route.path.includes(':') ? Object.values(ids).map((id) => fillPath(route.path, () => id)) : [route.path]
      return filled.flatMap((path) => [path, ...hidden().map((word) => `${path}?q=${word}`)])
    })
}

/** Every page of the sitemap and its Hindi twin, the search for each word and each preview address. */
async function pageAddresses(): Promise<string[]> {
  const sitemap = await visitor().get('/sitemap.xml')
  expect(sitemap.status).toBe(200)
  const pages = [...text(sitemap.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search)
  expect(pages).toEqual(expect.arrayContaining(['/', '/aboutUs', '/disclosure']))
  const searches = hidden().flatMap((word) => [`/search?q=${word}`, `/hi/search?q=${word}`])
  const previews = (Object.keys(ids) as Area[]).flatMap((area) => [`/preview/${area}/${ids[area]}`, `/hi/preview/${area}/${ids[area]}`])
  return [...new Set([...pages, ...pages.map((page) => (page === '/' ? '/hi' : `/hi${page}`)), ...searches, ...previews])]
}

/** What a draft's preview shows of the hidden words: its own, and a category its photo too. */
const previewed = (area: Area) => (area === 'event-categories' ? [WORDS['event-categories'], categoryPhoto, PHOTO_WORD] : [WORDS[area]])
const count = (body: unknown, word: string) => text(body).split(word).length - 1

/**
 * The addresses whose answer names a draft's word, as `client` reads them. An address searched for
 * a word may repeat it ("results for …"): it leaks when it names the word more often than the same
 * search for a word that matches nothing ("…x"), which repeats it as often.
 */
async function leaks(client: ApiClient): Promise<string[]> {
  const found: string[] = []
  for (const path of [...publicAddresses(), ...(await pageAddresses())]) {
    const res = await client.get(path)
    expect(res.status, path).toBeLessThan(500)
    const baseline = path.includes('q=') ? (await client.get(`${path}x`)).body : ''
    const named = hidden().filter((word) => count(res.body, word) > count(baseline, word))
    if (named.length) found.push(`${path}: ${named.join(', ')}`)
  }
  return found
}

describe('drafts of faculty, programs, fees, founders, banners, gallery photos and categories (issue 40)', () => {
  it('every table with drafts is declared as an area with its preview page, its publish and its take-off routes', () => {
    const snake = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    // an area of fixed rows declares only changes (docs/decisions/287): tests/api/row-changes.test.ts
    const drafted = ROW_AREAS.filter((area) => 'drafts' in area && area.drafts && 'publish' in area.drafts)
    // notices have their own preview page and routes (docs/decisions/225)
    expect(drafted.map((area) => snake(area.table)).sort()).toEqual(Object.keys(DRAFT_OWNERS).filter((table) => table !== 'blogs').sort())
    expect(drafted.map((area) => area.key).sort()).toEqual(Object.keys(AREAS).sort())
    const posts = routesOf(server.app).filter((route) => route.method === 'POST')
    for (const area of drafted) {
      const own = posts.filter((route) => area.writes.test(route.path) && route.permission === 'content')
      // a change's publish is its own (tests/api/row-changes.test.ts)
      const declared = AREAS[area.key as Area]
      expect(own.filter((route) => /publish/i.test(route.path) && !/change/i.test(route.path)).map((route) => route.path).sort(), area.key).toEqual([declared.publish + ':id', declared.unpublish + ':id', ...(declared.alsoPublishes ?? [])].sort())
    }
  })

  it('reach no visitor: no public API route, no page in either language, no search, no preview address', async () => {
    expect((await leaks(visitor())).join('\n')).toBe('')
  })

  it('another Editor reads none of them, and the same walk finds none signed in as him but the staff lists', async () => {
    for (const area of Object.keys(AREAS) as Area[]) {
      expect(wordsIn((await ravi.get(AREAS[area].list)).body), area).toEqual([])
      expect((await AREAS[area].edit(ravi, ids[area])).status, `${area} edit`).toBe(404)
      expect((await AREAS[area].remove(ravi, ids[area])).status, `${area} delete`).toBe(404)
      expect((await ravi.raw('POST', AREAS[area].publish + ids[area])).status, `${area} publish`).toBe(404)
      const preview = await ravi.get(`/preview/${area}/${ids[area]}`)
      expect(preview.status, `${area} preview`).toBe(404)
      expect(wordsIn(preview.body)).toEqual([])
    }
    // nor can he file photos under it: it is not there for him
    const upload = await ravi.multipart('POST', '/api/event/uploadEventImages', formData({ category: ids['event-categories'] }, [['image', 'mine.jpg', await jpeg(320, 200, '#112233')]]))
    expect(upload.status, JSON.stringify(upload.body)).toBe(400)
    expect((await leaks(ravi)).join('\n')).toBe('')
  })

  it("a draft category's photos are its draft too: another Editor finds them in no staff list and changes none of them", async () => {
    // a second photo, deleted by its writer on its own: it waits in Deleted Items as a row of her draft
    const second = await asha.multipart('POST', '/api/event/uploadEventImages', formData({ category: ids['event-categories'], alt: `${PHOTO_WORD}s in the hall` }, [['image', 'hall.jpg', await jpeg(400, 300, '#664422')]]))
    expect(second.status, JSON.stringify(second.body)).toBe(201)
    const deleted = await asha.delete('/api/event/deleteEventGalleryImage', { imageUrl: second.body.data[0].image })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    const binned = ((await asha.get('/api/bin')).body as { _id: string; label?: string }[]).find((entry) => text(entry).includes(PHOTO_WORD))
    expect(binned, 'the writer sees her deleted photo').toBeTruthy()

    // the staff lists: Translations (the photo's description wants a Hindi twin), the panel search, Deleted Items, the dashboard
    const staffReads = ['/api/translations', `/api/admin/search?q=${PHOTO_WORD}`, '/api/bin', `/api/event/admin/page?category=${ids['event-categories']}`, '/api/event/admin/page']
    for (const path of staffReads) {
      expect(text((await asha.get(path)).body), `${path} for the writer`).toContain(PHOTO_WORD)
      const res = await ravi.get(path)
      expect(res.status, path).toBeLessThan(500)
      expect(wordsIn(res.body), path).toEqual([])
    }
    // the photo by its id: its translation, its versions, its description, its place; by its file; the category's bulk delete; the bin entry
    expect((await ravi.get(`/api/translations/event-photos/${categoryPhotoId}`)).status).toBe(404)
    expect(wordsIn((await ravi.get(`/api/versions/event-photos/${categoryPhotoId}`)).body)).toEqual([])
    expect((await ravi.json('PUT', `/api/event/updateEventImage/${categoryPhotoId}`, { alt: 'Taken' })).status).toBe(404)
    const moved = await ravi.json('PUT', `/api/event/moveEventImage/${categoryPhotoId}`, { position: 99 })
    expect(moved.status).toBe(404)
    expect(wordsIn(moved.body)).toEqual([])
    expect((await ravi.delete('/api/event/deleteEventGalleryImage', { imageUrl: `${categoryPhoto}.jpg` })).status).toBe(404)
    const bulk = await ravi.json('POST', '/api/event/deleteEventImages', { category: ids['event-categories'], ids: [categoryPhotoId] })
    expect(bulk.status).toBe(404)
    expect(wordsIn(bulk.body)).toEqual([])
    // nor her draft photo in the published album: chosen with the bulk delete it is not in the gallery for him,
    // and his album counts and numbers only the photo he sees
    const theirs = await ravi.json('POST', '/api/event/deleteEventImages', { category: publishedAlbum, ids: [ids['event-photos']] })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(404)
    const seen = (await ravi.get(`/api/event/admin/page?category=${publishedAlbum}`)).body as { data: { items: { _id: string }[]; total: number } }
    expect(seen.data.total).toBe(1)
    const guest = await ravi.json('PUT', `/api/event/moveEventImage/${seen.data.items[0]!._id}`, { position: 1 })
    expect(guest.body.message).toBe("Photo moved to position 1 of 1 in 'Annual Day'.")
    expect((await ravi.json('PUT', `/api/event/moveEventImage/${seen.data.items[0]!._id}`, { position: 2 })).status).toBe(400)
    expect((await ravi.raw('POST', `/api/bin/${binned!._id}/restore`)).status).toBe(404)
    // and the photo is as its writer left it
    const page = (await asha.get(`/api/event/admin/page?category=${ids['event-categories']}`)).body as { data: { items: { _id: string; alt: string }[] } }
    expect(page.data.items.map((item) => item.alt)).toEqual([`${PHOTO_WORD}s on the lawn`])
  })

  it('their writer and an Administrator see each in its list, marked as a draft and named for the Administrator', async () => {
    for (const area of Object.keys(AREAS) as Area[]) {
      const mine = rowsOf((await asha.get(AREAS[area].list)).body)
      expect(mine.find((row) => row._id === ids[area])?.draftBy, area).toBeTruthy()
      const all = rowsOf((await admin.get(AREAS[area].list)).body)
      expect(all.find((row) => row._id === ids[area])?.draftByName, area).toBe('Asha Editor')
      // what a visitor's client reads keeps the spec's shape: no draft key on a published row
      for (const row of rowsOf((await visitor().get(AREAS[area].list)).body)) expect(Object.keys(row)).not.toContain('draftBy')
      // the panel search marks it a draft: its writer's own, another's for the Administrator (docs/decisions/290);
      // a picture's word is its file's name, which no search reads
      if (area === 'banners' || area === 'event-photos') continue
      const notes = async (client: ApiClient) =>
        ((await client.get(`/api/admin/search?q=${WORDS[area]}`)).body.data.results as { note: string | null }[]).map((result) => result.note)
      expect(await notes(asha), area).toEqual(['Your draft: not on the site'])
      expect(await notes(admin), area).toEqual(['Draft: not on the site'])
    }
  })

  it('are previewed on their public page, in either language, marked and never indexed', async () => {
    for (const area of Object.keys(AREAS) as Area[]) {
      for (const lang of ['', '/hi']) {
        const res = await asha.get(`${lang}/preview/${area}/${ids[area]}`)
        expect(res.status, `${lang}/preview/${area}`).toBe(200)
        expect(wordsIn(res.body), area).toEqual(previewed(area))
        expect(text(res.body)).toContain(lang ? 'पूर्वावलोकन — यह अभी साइट पर नहीं है' : 'Preview — not on the site')
        expect(text(res.body)).toContain('<meta name="robots" content="noindex"')
        expect(res.headers.get('x-robots-tag')).toBe('noindex')
        expect(res.headers.get('cache-control')).toContain('no-store')
        // a photo's preview is its album's own page ("← All categories" above its one group), not the overview
        if (area === 'event-photos') expect(text(res.body)).toContain('class="gallery__back"')
      }
      // one draft at a time: the others stay out of its preview
      expect(wordsIn((await admin.get(`/preview/${area}/${ids[area]}`)).body)).toEqual(previewed(area))
      // the page itself, for its writer too, is the public one
      expect(wordsIn((await asha.get(AREAS[area].page)).body)).toEqual([])
    }
  })

  it('published, each is on its public page, in the API and found by the search; taken off the site, it is gone again', async () => {
    for (const area of Object.keys(AREAS) as Area[]) {
      const published = await asha.raw('POST', AREAS[area].publish + ids[area])
      expect(published.status, JSON.stringify(published.body)).toBe(200)
      expect(published.body.message).toBe('Draft published: it is on the site now.')
      // the answer carries the row's revision after the step, as the writer's list gives it
      expect(published.body.data.revision, area).toEqual(expect.any(String))
      expect(published.body.data.revision, area).toBe(await listedRevision(asha, area))
      expect((await asha.raw('POST', AREAS[area].publish + ids[area])).status).toBe(409)
      expect(wordsIn((await visitor().get(AREAS[area].list)).body)).toEqual([WORDS[area]])
      expect(wordsIn((await visitor().get(AREAS[area].page)).body)).toContain(WORDS[area])
      expect(wordsIn((await visitor().get(`/hi${AREAS[area].page === '/' ? '' : AREAS[area].page}`)).body)).toContain(WORDS[area])
    }
    for (const area of ['faculty', 'programs'] as const) expect(wordsIn((await visitor().get(`/api/search?q=${WORDS[area]}`)).body), area).toEqual([WORDS[area]])
    // the published category's photo is public with it
    expect(wordsIn((await visitor().get(AREAS['event-categories'].page)).body)).toContain(categoryPhoto)
    expect(wordsIn((await visitor().get('/api/event/getEventImages')).body)).toContain(categoryPhoto)

    // Ravi, who may see a published row, takes the program off the site: it is his draft now
    const before = await listedRevision(ravi, 'programs')
    const taken = await ravi.raw('POST', AREAS.programs.unpublish + ids.programs)
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    // taken off the site, the row is his draft: a form opened before on the list's revision is
    // refused unless it goes on from the one the step answers with (his own step)
    expect(taken.body.data.revision).toBe(await listedRevision(ravi, 'programs'))
    expect(taken.body.data.revision).not.toBe(before)
    expect((await ravi.raw('POST', AREAS.programs.unpublish + ids.programs)).status).toBe(409)
    expect(wordsIn((await visitor().get('/')).body)).not.toContain(WORDS.programs)
    expect(wordsIn((await visitor().get('/api/search?q=' + WORDS.programs)).body)).toEqual([])
    expect(wordsIn((await asha.get(AREAS.programs.list)).body)).toEqual([])
    expect((await ravi.get(`/preview/programs/${ids.programs}`)).status).toBe(200)
  })

  it('says in the log who saved, published and took off each one', async () => {
    const log = text((await admin.get('/api/activity')).body)
    expect(log).toContain(`saved a draft of the faculty entry of 'Dr ${WORDS.faculty}' (not on the site)`)
    expect(log).toContain(`published the faculty entry of 'Dr ${WORDS.faculty}'`)
    expect(log).toContain(`saved a draft of program 'Diploma in ${WORDS.programs}' (not on the site)`)
    expect(log).toContain(`took program 'Diploma in ${WORDS.programs}' off the site (kept as a draft)`)
    expect(log).toContain('saved a draft of the fees of LL.M. 2031-32 (not on the site)')
    expect(log).toContain(`saved a draft of the founders' entry 'Shri ${WORDS.founders}' (not on the site)`)
    expect(log).toContain(`published the founders' entry 'Shri ${WORDS.founders}'`)
    expect(log).toContain("saved a draft of the banner 'Students at the moot court' (not on the site)")
    expect(log).toContain("published the banner 'Students at the moot court'")
    expect(log).toContain(`saved a draft of the gallery category '${WORDS['event-categories']} Convocation' (not on the site)`)
    expect(log).toContain(`published the gallery category '${WORDS['event-categories']} Convocation'`)
    expect(log).toContain("saved a draft of the photo 'Prize giving' (not on the site)")
    expect(log).toContain("published the photo 'Prize giving'")
    // the panel in Hindi says each of them in Hindi, the item's name as written
    expect(await linesLeftInEnglish(admin, /draft|^published|off the site/)).toEqual([])
  })
})

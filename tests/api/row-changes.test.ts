import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, draftWriters, formData, jpeg, linesLeftInEnglish, type ApiClient } from './client'
import { ROW_AREAS } from '../../src/app/areas'
import { routesOf } from '../hardening/routes'
import { publishChange } from '../../src/platform/row-drafts/changes'

/**
 * Issue 40, a change to a published row of an area with drafts kept as a draft (docs/decisions/280,
 * as notices' 279): the site shows the row as it was until the change is published, through the
 * area's own update; its preview is the area's public page rendered from a scratch copy with the
 * change on it, for its writer and the Administrators only, and never writes the live database.
 */
let server: TestServer
let asha: ApiClient
let ashaCookie = ''
let ravi: ApiClient
let admin: ApiClient
const visitor = () => apiClient(server)

type Reply = { status: number; body: any }
/** "Save changes as draft" (true), a direct save (false), or a flag as a script might send it. */
type Draft = boolean | string
const flag = (draft: Draft): Record<string, string> => (draft === false ? {} : { draft: draft === true ? 'true' : draft })
/** What every area whose changes may be kept as drafts gives the walk: where its rows show, its staff list, how a row is edited and refused, its two routes. */
type Changed = { pages: string[]; list: string; rows?: (body: any) => Row[]; edit: (client: ApiClient, id: string, word: string, draft: Draft, extra?: Record<string, string>) => Promise<Reply>; refused: (client: ApiClient, id: string) => Promise<Reply>; refusedChange?: (client: ApiClient, id: string) => Promise<Reply>; edited: string[]; publish: string; discard: string }
/** An area whose rows are added, as drafts or not: how a row is added, taken off the site, put back and deleted. */
type Added = Changed & { add: (client: ApiClient, word: string) => Promise<Reply>; takeOff: string; putOn: string; remove: (client: ApiClient, id: string) => Promise<Reply> }
/** An area of fixed rows, always on the site (docs/decisions/287): the walk's row is one of them, its words written by a direct save. */
type Fixed = Changed & { slot: (client: ApiClient, word: string) => Promise<string> }
/**
 * Each area whose changes may be kept as drafts: where its rows show, its staff list, how a row is
 * added (or, of fixed rows, which is taken) and edited (`draft` true: "Save changes as draft") and refused, its two routes and the row's take-off and publish, written out here
 * apart from the area's declaration.
 */
const ADDED: Record<string, Added> = {
  programs: {
    pages: ['/', '/hi'],
    list: '/api/home/getAllPrograms',
    add: (client, word) => client.json('POST', '/api/home/uploadPrograms', { title: `Diploma ${word}`, duration: '1 year', description: 'Evening classes.', highlights: [] }),
    edit: (client, id, word, draft, extra) => client.json('PUT', `/api/home/editProgram/${id}`, { title: `Diploma ${word}`, duration: '1 year', description: `Now with ${word}.`, highlights: [], ...flag(draft), ...extra }),
    refused: (client, id) => client.json('PUT', `/api/home/editProgram/${id}`, { title: '', duration: '', highlights: [] }),
    // the fields `edit` changes from what `add` wrote: the others are the row's as it was
    edited: ['title', 'description'],
    publish: '/api/home/publishProgramChange/',
    discard: '/api/home/discardProgramChange/',
    takeOff: '/api/home/unpublishProgram/',
    putOn: '/api/home/publishProgram/',
    remove: (client, id) => client.delete(`/api/home/deletePrograms/${id}`),
  },
  faculty: {
    pages: ['/aboutUs', '/hi/aboutUs'],
    list: '/api/faculty',
    // multipart, as the panel sends it
    add: (client, word) => client.multipart('POST', '/api/faculty', formData({ name: `Dr ${word}`, designation: 'Assistant Professor', qualifications: 'LL.M.', experienceYears: '4', alt: '' })),
    edit: (client, id, word, draft, extra) => client.multipart('PUT', `/api/faculty/${id}`, formData({ name: `Dr ${word}`, designation: 'Assistant Professor', qualifications: 'LL.M., NET', experienceYears: '5', alt: '', ...flag(draft), ...extra })),
    refused: (client, id) => client.multipart('PUT', `/api/faculty/${id}`, formData({ name: '', designation: 'Assistant Professor', experienceYears: '5' })),
    // a photo cannot wait in a change: it would be on the site (its file public) before the change is
    refusedChange: async (client, id) => client.multipart('PUT', `/api/faculty/${id}`, formData({ name: 'Dr Photo', designation: 'Assistant Professor', experienceYears: '5', draft: 'true' }, [['image', 'new.jpg', await jpeg()]])),
    // the fields `edit` changes from what `add` wrote: the others are the row's as it was
    edited: ['name', 'qualifications', 'experienceYears'],
    publish: '/api/faculty/publishChange/',
    discard: '/api/faculty/discardChange/',
    takeOff: '/api/faculty/unpublish/',
    putOn: '/api/faculty/publish/',
    remove: (client, id) => client.delete(`/api/faculty/${id}`),
  },
  founders: {
    pages: ['/aboutUs', '/hi/aboutUs'],
    list: '/api/about/getfoundation',
    rows: (body) => body.foundations,
    add: (client, word) => client.multipart('POST', '/api/about/addfoundation', formData({ name: `Shri ${word}`, content: 'Gave the land for the college in 2005.' })),
    edit: (client, id, word, draft, extra) => client.multipart('PUT', `/api/about/updatefoundation/${id}`, formData({ name: `Shri ${word}`, content: 'Gave the land and the first library.', ...flag(draft), ...extra })),
    refused: (client, id) => client.multipart('PUT', `/api/about/updatefoundation/${id}`, formData({ content: '' })),
    // a new photo cannot wait in a change, as for the faculty
    refusedChange: async (client, id) => client.multipart('PUT', `/api/about/updatefoundation/${id}`, formData({ content: 'With a photo.', draft: 'true' }, [['image', 'founder.jpg', await jpeg()]])),
    // the fields `edit` changes from what `add` wrote: the others are the row's as it was
    edited: ['name', 'content'],
    publish: '/api/about/publishfoundationChange/',
    discard: '/api/about/discardfoundationChange/',
    takeOff: '/api/about/unpublishfoundation/',
    putOn: '/api/about/publishfoundation/',
    remove: (client, id) => client.delete(`/api/about/deletefoundation/${id}`),
  },
  'event-categories': {
    pages: ['/eventGallery', '/hi/eventGallery'],
    list: '/api/event/getAllCategories',
    // with a photo in it: a category with none has no page of its own
    add: async (client, word) => {
      const created = await client.json('POST', '/api/event/addCategory', { category: `Fest ${word}` })
      if (created.status === 201) expect((await client.multipart('POST', '/api/event/uploadEventImages', formData({ category: created.body.data._id }, [['image', 'fest.jpg', await jpeg()]]))).status).toBe(201)
      return created
    },
    edit: (client, id, word, draft, extra) => client.json('PUT', `/api/event/updateCategory/${id}`, { category: `Fest ${word}`, ...flag(draft), ...extra }),
    refused: (client, id) => client.json('PUT', `/api/event/updateCategory/${id}`, { category: '' }),
    // the fields `edit` changes from what `add` wrote: the others are the row's as it was
    edited: ['category'],
    publish: '/api/event/publishCategoryChange/',
    discard: '/api/event/discardCategoryChange/',
    takeOff: '/api/event/unpublishCategory/',
    putOn: '/api/event/publishCategory/',
    remove: (client, id) => client.delete(`/api/event/deleteCategory/${id}`),
  },
  fees: {
    pages: ['/disclosure', '/hi/disclosure'],
    list: '/api/fees',
    // a row of its own course and year each (one row a year), the word in its other fee's name
    add: (client, word) => client.json('POST', '/api/fees', { course: 'llm', academicYear: nextYear(), tuitionFee: 51000, otherFees: [{ covers: `${word} fee`, amount: 700 }] }),
    // as the panel sends it: amounts as typed, no refund policy as ''
    edit: (client, id, word, draft, extra) => client.json('PUT', `/api/fees/${id}`, { tuitionFee: '51000', otherFees: [{ covers: `${word} fee`, amount: '800' }], refundDocumentId: '', ...flag(draft), ...extra }),
    refused: (client, id) => client.json('PUT', `/api/fees/${id}`, { tuitionFee: -5 }),
    // the route's checks beyond its schema hold for a kept change too: a refund policy that does not exist
    refusedChange: (client, id) => client.json('PUT', `/api/fees/${id}`, { refundDocumentId: 'ffffffffffffffffffffffff', draft: 'true' }),
    // the fields `edit` changes from what `add` wrote: the others are the row's as it was
    edited: ['otherFees'],
    publish: '/api/fees/publishChange/',
    discard: '/api/fees/discardChange/',
    takeOff: '/api/fees/unpublish/',
    putOn: '/api/fees/publish/',
    remove: (client, id) => client.delete(`/api/fees/${id}`),
  },
}
/** Each fixed slot is used by one walk only: a kept change or another walk's words stay out of its way. */
let slotsTaken = 0
/** The next fixed row of `list` (its staff list, which is also its PUT's prefix), its words written by a direct save. */
const slotIn =
  (list: string, fields: (word: string) => Record<string, string>) =>
  async (client: ApiClient, word: string): Promise<string> => {
    const rows = (await client.get(list)).body as { _id: string }[]
    const id = rows[slotsTaken++ % rows.length]!._id
    expect((await client.json('PUT', `${list}/${id}`, fields(word))).status).toBe(200)
    return id
  }
const FIXED: Record<string, Fixed> = {
  committees: {
    pages: ['/committees', '/hi/committees', '/disclosure'],
    list: '/api/committees',
    slot: slotIn('/api/committees', (word) => ({ name: `Committee ${word}`, howToComplain: 'Write to the convenor.' })),
    edit: (client, id, word, draft, extra) => client.json('PUT', `/api/committees/${id}`, { name: `Committee ${word}`, howToComplain: `Write to ${word}.`, ...flag(draft), ...extra }),
    refused: (client, id) => client.json('PUT', `/api/committees/${id}`, { name: '' }),
    // the route's check beyond its schema holds for a kept change too: a constituting order that is no document
    refusedChange: (client, id) => client.json('PUT', `/api/committees/${id}`, { orderDocumentId: 'ffffffffffffffffffffffff', draft: 'true' }),
    edited: ['name', 'howToComplain'],
    publish: '/api/committees/publishChange/',
    discard: '/api/committees/discardChange/',
  },
  statutory: {
    pages: ['/disclosure', '/hi/disclosure'],
    list: '/api/statutory',
    slot: slotIn('/api/statutory', (word) => ({ title: `Fact ${word}`, body: 'As recognised.' })),
    edit: (client, id, word, draft, extra) => client.json('PUT', `/api/statutory/${id}`, { title: `Fact ${word}`, body: `Recognised, ${word}.`, ...flag(draft), ...extra }),
    refused: (client, id) => client.json('PUT', `/api/statutory/${id}`, { link: 'http://not-https.test' }),
    edited: ['title', 'body'],
    publish: '/api/statutory/publishChange/',
    discard: '/api/statutory/discardChange/',
  },
}
const AREAS: Record<string, Added | Fixed> = { ...ADDED, ...FIXED }
let year = 2060
/** The answer to a draft flag that is neither true nor false, written out here apart from the server's. */
const FLAG_REFUSED = 'draft must be true (keep it as a draft, not on the site) or false (publish it). Nothing was saved.'
const nextYear = () => `${++year}-${String((year + 1) % 100).padStart(2, '0')}`

beforeAll(async () => {
  server = await startTestServer()
  ;({ ashaCookie, asha, ravi, admin } = await draftWriters(server))
})
afterAll(() => server?.close())

type Row = { _id: string; change?: { by: string; byName: string | null; fields: Record<string, unknown>; edited: string[]; stale: boolean } }

describe('a change to a published row kept as a draft, in every area that declares it (issue 40)', () => {
  it('has a case here for every area that declares changes, and its two routes at the paths written here', () => {
    const declared = ROW_AREAS.filter((area) => 'drafts' in area && area.drafts && 'changes' in area.drafts && area.drafts.changes)
    expect(declared.map((area) => area.key).sort()).toEqual(Object.keys(AREAS).sort())
    const routes = routesOf(server.app).filter((route) => /change/i.test(route.path) && route.path.startsWith('/api/') && !route.path.startsWith('/api/blogs/'))
    const expected = Object.values(AREAS).flatMap((area) => [`POST ${area.publish}:id content`, `DELETE ${area.discard}:id content`])
    expect(routes.map((route) => `${route.method} ${route.path} ${route.permission}`).sort()).toEqual(expected.sort())
  })

  // each area's words end with its key: one area's page may show another's rows (Mandatory Disclosure shows the faculty)
  for (const [key, area] of Object.entries(AREAS)) {
    const rowOf = async (client: ApiClient, id: string) => (area.rows ?? ((body) => body as Row[]))((await client.get(area.list)).body).find((row) => row._id === id)
    /** Everything a visitor reads of the area: its public list and its pages in both languages. */
    const publicText = async () => [JSON.stringify((await visitor().get(area.list)).body), ...(await Promise.all(area.pages.map(async (page) => (await server.fetch(page)).text())))].join('\n')
    const preview = (client: ApiClient, id: string, lang: '' | '/hi') => client.get(`${lang}/preview/${key}/${id}/change`)
    const added = async (word: string) => {
      if ('slot' in area) return area.slot(asha, word)
      const res = await area.add(asha, word)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data._id as string
    }

    it(`${key}: kept off the site, previewed by its writer and the Administrators only, published as an edit`, async () => {
      const id = await added(`Wombatplain${key}`)
      const saved = await area.edit(asha, id, `Wombatrevised${key}`, true)
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(saved.body.message).toBe('Your change is saved as a draft. The site shows the item as it was until the change is published.')
      expect(JSON.stringify(saved.body.data)).not.toContain(`Wombatrevised${key}`)
      const versionsBefore = (await admin.get(`/api/versions/${key}/${id}`)).body.length

      // the public reads the row as it was
      expect(await publicText()).toContain(`Wombatplain${key}`)
      expect(await publicText()).not.toContain(`Wombatrevised${key}`)
      // who sees the change: its writer, the Administrator with the writer's name; not another Editor
      expect((await rowOf(asha, id))!.change).toMatchObject({ byName: null, fields: expect.objectContaining({}) })
      // which of its fields the writer edited: the edit form lays only those over the row
      expect((await rowOf(asha, id))!.change!.edited.sort()).toEqual([...area.edited].sort())
      expect((await rowOf(admin, id))!.change).toMatchObject({ byName: 'Asha Editor' })
      expect(await rowOf(ravi, id)).not.toHaveProperty('change')
      expect(JSON.stringify((await visitor().get(area.list)).body)).not.toContain('"change"')

      // the preview: the public page with the change on it, in both languages, for those who may see it
      for (const lang of ['', '/hi'] as const) {
        for (const client of [asha, admin]) {
          const page = await preview(client, id, lang)
          expect(page.status).toBe(200)
          expect(String(page.body)).toContain(`Wombatrevised${key}`)
          expect(page.headers.get('x-robots-tag')).toBe('noindex')
          expect(page.headers.get('cache-control')).toMatch(/no-store/)
        }
        for (const client of [visitor(), ravi]) {
          const page = await preview(client, id, lang)
          expect(page.status).toBe(404)
          expect(String(page.body)).not.toContain(`Wombatrevised${key}`)
        }
      }
      // many at once (each a copy of the database, taken in turn): every one the change's page
      const many = await Promise.all(Array.from({ length: 8 }, (_, i) => preview(i % 2 ? asha : admin, id, i % 4 < 2 ? '' : '/hi')))
      expect(many.map((page) => page.status)).toEqual(Array(8).fill(200))
      expect(many.every((page) => String(page.body).includes(`Wombatrevised${key}`))).toBe(true)
      // previewing wrote nothing: the site and the row's versions are as they were
      expect(await publicText()).not.toContain(`Wombatrevised${key}`)
      expect((await admin.get(`/api/versions/${key}/${id}`)).body.length).toBe(versionsBefore)

      // another Editor can neither keep a change over it, publish nor discard it
      const second = await area.edit(ravi, id, `Wombatother${key}`, true)
      expect(second.status).toBe(409)
      expect(second.body.message).toBe('Asha Editor is preparing a change to this item. It must be published or discarded first.')
      expect((await ravi.json('POST', `${area.publish}${id}`, {})).status).toBe(404)
      expect((await ravi.delete(`${area.discard}${id}`)).status).toBe(404)

      // published: the site shows it, as an edit (a new version, the log's words)
      const published = await asha.json('POST', `${area.publish}${id}`, {})
      expect(published.status, JSON.stringify(published.body)).toBe(200)
      expect(published.body.message).toBe('The change is published: the site shows it now.')
      // the answer carries the row's revision after it, as the list gives it: a form open beside the list goes on from it at once
      expect(published.body.data.revision).toEqual(expect.any(String))
      expect(published.body.data.revision).toBe((await rowOf(asha, id) as { revision?: string })!.revision)
      expect(await publicText()).toContain(`Wombatrevised${key}`)
      expect((await admin.get(`/api/versions/${key}/${id}`)).body.length).toBe(versionsBefore + 1)
      expect((await rowOf(asha, id))!).not.toHaveProperty('change')
      expect((await asha.json('POST', `${area.publish}${id}`, {})).status).toBe(404)
      const log = ((await admin.get('/api/activity?limit=50')).body.data.items as { summary: string }[]).map((entry) => entry.summary)
      expect(log.some((line) => /^published a change to .*Wombat/.test(line))).toBe(true)
      expect(log.some((line) => /^saved a draft of a change to .*Wombat.*\(not on the site\)$/.test(line))).toBe(true)
      // the panel in Hindi says each of them in Hindi, the item's name as written
      expect(await linesLeftInEnglish(admin, /a change to .*Wombat/)).toEqual([])
    })

    it(`${key}: an edit sent with the revision its form was opened on is refused once another saved the row since, direct or kept as a draft (decision 283)`, async () => {
      const id = await added(`Quollplain${key}`)
      const listed = async (client: ApiClient) => (await rowOf(client, id)) as Row & { revision?: string }
      const opened = (await listed(asha)).revision!
      expect(opened).toMatch(/^[\w-]{20,}$/)
      // the same row reads the same revision for everyone who may see it
      expect((await listed(admin)).revision).toBe(opened)
      // another person saves the row meanwhile
      expect((await area.edit(admin, id, `Quolloffice${key}`, false)).status).toBe(200)
      for (const draft of [false, true]) {
        const late = await area.edit(asha, id, `Quolllate${key}`, draft, { revision: opened })
        expect(late.status, JSON.stringify(late.body)).toBe(409)
        expect(late.body.message).toBe('Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.')
      }
      expect(await rowOf(asha, id)).not.toHaveProperty('change')
      expect(await publicText()).toContain(`Quolloffice${key}`)
      expect(await publicText()).not.toContain(`Quolllate${key}`)
      // opened again on the row as it is now, the edit is saved; one without a revision (the spec's clients) is saved as before
      expect((await area.edit(asha, id, `Quollagain${key}`, false, { revision: (await listed(asha)).revision! })).status).toBe(200)
      expect(await publicText()).toContain(`Quollagain${key}`)
      expect((await area.edit(asha, id, `Quollscript${key}`, false)).status).toBe(200)
      // a revision that is not one is refused, not read as none
      const unread = await area.edit(asha, id, `Quollodd${key}`, false, { revision: 'x'.repeat(101) })
      expect(unread.status).toBe(400)
      expect(unread.body.message).toBe('revision must be the revision the staff list gave for this item. Nothing was saved.')
      // the public's list carries no revision
      expect(JSON.stringify((await visitor().get(area.list)).body)).not.toContain('"revision"')
    })

    it(`${key}: discarded, stale, ended by its writer's direct save, gone with its row`, async () => {
      const id = await added(`Numbatplain${key}`)
      if (area.refusedChange) {
        const refused = await area.refusedChange(asha, id)
        expect(refused.status, JSON.stringify(refused.body)).toBe(400)
        expect(await rowOf(asha, id)).not.toHaveProperty('change')
      }
      // discarded: the site as it was
      expect((await area.edit(asha, id, `Numbatdiscarded${key}`, true)).status).toBe(200)
      const discarded = await asha.delete(`${area.discard}${id}`)
      expect(discarded.status, JSON.stringify(discarded.body)).toBe(200)
      expect(discarded.body.message).toBe('The draft of the change is discarded. The site is as it was.')
      expect(await rowOf(asha, id)).not.toHaveProperty('change')
      expect((await preview(asha, id, '')).status).toBe(404)
      expect(await publicText()).not.toContain(`Numbatdiscarded${key}`)

      // stale: the row edited on the site after the change was kept; publishing would undo that edit
      expect((await area.edit(asha, id, `Numbatkept${key}`, true)).status).toBe(200)
      expect((await rowOf(asha, id))!.change).toMatchObject({ stale: false })
      expect((await area.edit(admin, id, `Numbatdirect${key}`, false)).status).toBe(200)
      // the writer's list says so before anyone tries to publish it
      expect((await rowOf(asha, id))!.change).toMatchObject({ stale: true })
      const stale = await asha.json('POST', `${area.publish}${id}`, {})
      expect(stale.status).toBe(409)
      expect(stale.body.message).toBe('The item was changed on the site after this draft was saved. Open it, check the draft against the site and save it again.')
      // its preview says the same, as a page, rather than showing what publishing would refuse
      const stalePreview = await preview(asha, id, '')
      expect(stalePreview.status).toBe(409)
      expect(String(stalePreview.body)).toContain('The item was changed on the site after this draft was saved.')
      expect(await publicText()).toContain(`Numbatdirect${key}`)
      // saved again, it is current and published
      expect((await area.edit(asha, id, `Numbatkept${key}`, true)).status).toBe(200)
      expect((await rowOf(asha, id))!.change).toMatchObject({ stale: false })
      expect((await asha.json('POST', `${area.publish}${id}`, {})).status).toBe(200)
      expect(await publicText()).toContain(`Numbatkept${key}`)

      // a direct save by the change's writer carries their form: the change is done with
      expect((await area.edit(asha, id, `Numbatagain${key}`, true)).status).toBe(200)
      expect((await area.edit(asha, id, `Numbatsaved${key}`, false)).status).toBe(200)
      expect(await rowOf(asha, id)).not.toHaveProperty('change')

      // a refused direct save keeps it
      expect((await area.edit(asha, id, `Numbatheld${key}`, true)).status).toBe(200)
      expect((await area.refused(asha, id)).status).toBe(400)
      expect((await rowOf(asha, id))!.change).toBeTruthy()

      // a fixed row is never taken off the site nor deleted: its change is discarded
      if ('slot' in area) {
        expect((await asha.delete(`${area.discard}${id}`)).status).toBe(200)
        return
      }
      // taken off the site with a change kept: the change cannot go on the site with it, but can still be discarded
      expect((await asha.json('POST', `${area.takeOff}${id}`, {})).status).toBe(200)
      const offSite = await asha.json('POST', `${area.publish}${id}`, {})
      expect(offSite.status).toBe(409)
      expect(offSite.body.message).toBe('The item is off the site now, so its change cannot be published. Discard the change, or publish the item and then save the change again.')
      expect((await asha.delete(`${area.discard}${id}`)).status).toBe(200)
      expect(await rowOf(asha, id)).not.toHaveProperty('change')
      expect((await asha.json('POST', `${area.putOn}${id}`, {})).status).toBe(200)
      expect((await area.edit(asha, id, `Numbatheld${key}`, true)).status).toBe(200)

      // deleted, the row takes its change with it (migration 042's trigger)
      const kept = () => server.ctx.sqlite.prepare('select count(*) as n from row_changes where area = ? and row_id = ?').get(key, id) as { n: number }
      expect(kept().n).toBe(1)
      expect((await area.remove(asha, id)).status).toBe(200)
      expect(kept().n).toBe(0)
      expect((await preview(asha, id, '')).status).toBe(404)
      expect((await asha.json('POST', `${area.publish}${id}`, {})).status).toBe(404)
    })

    it(`${key}: a draft flag that is neither true nor false saves nothing, kept or direct`, async () => {
      const id = await added(`Dibblerplain${key}`)
      for (const odd of ['yes', '1', 'on', 'True', '']) {
        const res = await area.edit(asha, id, `Dibblerodd${key}`, odd)
        expect(res.status, `draft=${odd}`).toBe(400)
        expect(res.body.message).toBe(FLAG_REFUSED)
      }
      expect(await rowOf(asha, id)).not.toHaveProperty('change')
      expect(await publicText()).not.toContain(`Dibblerodd${key}`)
      // 'false' says a direct save, as no flag does
      expect((await area.edit(asha, id, `Dibblerdirect${key}`, 'false')).status).toBe(200)
      expect(await publicText()).toContain(`Dibblerdirect${key}`)
    })
  }

  it("a create's draft flag: JSON's true keeps a draft; any flag but true or false adds nothing, and no photo of a create is filed", async () => {
    const programs = () => asha.get('/api/home/getAllPrograms')
    const json = await asha.json('POST', '/api/home/uploadPrograms', { title: 'Diploma Dibblerjson', duration: '1 year', description: 'x', highlights: [], draft: true })
    expect(json.status).toBe(201)
    expect(JSON.stringify((await visitor().get('/api/home/getAllPrograms')).body)).not.toContain('Dibblerjson')
    const before = JSON.stringify((await programs()).body)
    const odd = await asha.json('POST', '/api/home/uploadPrograms', { title: 'Diploma Dibblerodd', duration: '1 year', description: 'x', highlights: [], draft: 'yes' })
    expect(odd.status).toBe(400)
    expect(odd.body.message).toBe(FLAG_REFUSED)
    expect(odd.body.errors).toEqual({ draft: FLAG_REFUSED })
    expect(JSON.stringify((await programs()).body)).toBe(before)
    // a form's draft[]=true, which a plain form reader keeps under that name
    for (const name of ['draft[]', 'draft[0]']) {
      const form = await asha.raw('POST', '/api/home/uploadPrograms', new URLSearchParams({ title: 'Diploma Dibblerform', duration: '1 year', description: 'x', highlights: '', [name]: 'true' }).toString(), 'application/x-www-form-urlencoded')
      expect(form.status, name).toBe(400)
    }
    expect(JSON.stringify((await programs()).body)).toBe(before)

    // every create that takes a photo, refused before the photo is filed
    const files = () => fs.readdirSync(server.uploadsDir, { recursive: true }).length
    const filesBefore = files()
    const photo = async (): Promise<[string, string, Buffer]> => ['image', 'p.jpg', await jpeg()]
    const creates: [string, string, Record<string, string>][] = [
      ['/api/blogs/createBlog', '/api/blogs/admin/page?limit=100', { title: 'Dibblernotice', description: 'Exam on 12 March.' }],
      ['/api/faculty', '/api/faculty', { name: 'Dr Dibblerfaculty', designation: 'Assistant Professor', experienceYears: '3' }],
      ['/api/about/addfoundation', '/api/about/getfoundation', { name: 'Shri Dibblerfounder', content: 'Gave the land.' }],
      ['/api/home/uploadBannerImages', '/api/home/bannerImages', {}],
    ]
    for (const [path, list, fields] of creates) {
      const before = JSON.stringify((await asha.get(list)).body)
      const refused = await asha.multipart('POST', path, formData({ ...fields, draft: 'on' }, [await photo()]))
      expect(refused.status, path).toBe(400)
      expect(refused.body.message).toBe(FLAG_REFUSED)
      expect(JSON.stringify((await asha.get(list)).body), path).toBe(before)
      expect(files(), path).toBe(filesBefore)
    }
  })

  it('programs: a body the schema reduces is kept as read, however deep; no one else takes the row off the site while the change is kept', async () => {
    const area = ADDED.programs!
    const res = await area.add(asha, 'Quollplain')
    const id = res.body.data._id as string
    // 20,000 nested arrays where a list of highlights is read: read as no highlights, kept as that
    const deep = '['.repeat(20_000) + ']'.repeat(20_000)
    const body = `{"title":"Diploma Quolldeep","duration":"1 year","highlights":${deep},"draft":"true"}`
    const saved = await asha.raw('PUT', `/api/home/editProgram/${id}`, body, 'application/json')
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const change = ((await asha.get(area.list)).body as Row[]).find((row) => row._id === id)!.change!
    expect(change.fields).toEqual({ title: 'Diploma Quolldeep', duration: '1 year', description: '', highlights: [] })
    // no one else may take it off the site while her change is kept: the row would become their draft, hidden from her with her change
    for (const other of [admin, ravi]) {
      const refused = await other.json('POST', `/api/home/unpublishProgram/${id}`, {})
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe('Asha Editor is preparing a change to this item. It must be published or discarded first.')
    }
    expect((await visitor().get(area.list)).body.some((row: Row) => row._id === id)).toBe(true)
    // once the Administrator has discarded it, he may
    expect((await ravi.delete(`${area.discard}${id}`)).status).toBe(404)
    expect((await admin.delete(`${area.discard}${id}`)).status).toBe(200)
    expect((await admin.json('POST', `/api/home/unpublishProgram/${id}`, {})).status).toBe(200)
  })

  it('two saves opened on one revision, one of them resizing a photo: one is saved, the other refused, never both (decision 283)', async () => {
    const area = ADDED.faculty!
    const photo = await jpeg(4000, 3000)
    for (let run = 0; run < 3; run++) {
      const added = await area.add(asha, `Racephoto${run}`)
      const id = added.body.data._id as string
      const opened = ((await area.rows?.((await asha.get(area.list)).body) ?? ((await asha.get(area.list)).body as Row[])).find((row) => row._id === id) as Row & { revision: string }).revision
      const withPhoto = asha.multipart('PUT', `/api/faculty/${id}`, formData({ name: `Dr Photo${run}`, designation: 'Assistant Professor', experienceYears: '4', revision: opened }, [['image', 'big.jpg', photo]]))
      // sent while the first is still being read and resized
      await new Promise((resolve) => setTimeout(resolve, 40 + run * 60))
      const plain = ravi.multipart('PUT', `/api/faculty/${id}`, formData({ name: `Dr Plain${run}`, designation: 'Professor', experienceYears: '20', revision: opened }))
      const statuses = (await Promise.all([withPhoto, plain])).map((reply) => reply.status)
      expect(statuses.sort(), `run ${run}`).toEqual([200, 409])
      // the row is the one that was saved, whole
      const row = ((await asha.get(area.list)).body as (Row & { name: string; experienceYears: number })[]).find((member) => member._id === id)!
      expect([`Dr Photo${run}:4`, `Dr Plain${run}:20`]).toContain(`${row.name}:${row.experienceYears}`)
    }
  })

  it('publishing holds the row from its staleness test to its write: a direct save made meanwhile is never overwritten unseen', async () => {
    const area = ADDED.programs!
    const id = (await area.add(asha, 'Platypusplain')).body.data._id as string
    expect((await area.edit(asha, id, 'Platypuskept', true)).status).toBe(200)
    const by = ((await asha.get(area.list)).body as Row[]).find((row) => row._id === id)!.change!.by
    const { db } = server.ctx
    let direct: Promise<unknown> = Promise.resolve()
    await publishChange(
      db,
      { area: 'programs', table: 'programs', id },
      { id: by, role: 'editor' },
      // while publishing checks what the change names, another request saves the program directly
      async () => {
        direct = db.updateTable('programs').set({ title: 'Diploma Platypusdirect', updatedAt: new Date().toISOString() }).where('id', '=', id).execute()
        await new Promise((resolve) => setTimeout(resolve, 30))
      },
      (trx, fields) => trx.updateTable('programs').set({ title: String(fields.title) }).where('id', '=', id).execute(),
    )
    await direct
    // the direct save waited for publishing's transaction and came after it: the site shows it, not lost under the change
    const title = (await db.selectFrom('programs').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title
    expect(title).toBe('Diploma Platypusdirect')
  })

  it('event categories: a new name another category has is refused at keeping, and at publishing when taken since', async () => {
    const area = ADDED['event-categories']!
    const id = (await area.add(asha, 'Dingoplain')).body.data._id as string
    const other = (await area.add(asha, 'Dingoother')).body.data._id as string
    const taken = await asha.json('PUT', `/api/event/updateCategory/${id}`, { category: 'Fest Dingoother', draft: 'true' })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('A category named "Fest Dingoother" already exists.')
    expect(await rowOf(id)).not.toHaveProperty('change')
    // kept while free, then taken by a rename of the other: publishing refuses it, the name stays
    expect((await asha.json('PUT', `/api/event/updateCategory/${id}`, { category: 'Fest Dingonew', draft: 'true' })).status).toBe(200)
    expect((await admin.json('PUT', `/api/event/updateCategory/${other}`, { category: 'Fest Dingonew' })).status).toBe(200)
    const published = await asha.json('POST', `${area.publish}${id}`, {})
    expect(published.status).toBe(409)
    expect(published.body.message).toBe('A category named "Fest Dingonew" already exists.')
    expect((await rowOf(id))!).toMatchObject({ category: 'Fest Dingoplain' })
    async function rowOf(rowId: string) {
      return ((await asha.get(area.list)).body as (Row & { category: string })[]).find((row) => row._id === rowId)
    }
  })

  it("a change kept by an account removed since: the Administrator sees it unnamed and may discard it; an Editor is told to ask an Administrator", async () => {
    const area = ADDED.programs!
    const id = (await area.add(asha, 'Bandicootplain')).body.data._id as string
    const mina = apiClient(server, await staffCookie(server, 'mina@college.test', 'Mina Editor', 'editor'))
    expect((await area.edit(mina, id, 'Bandicootkept', true)).status).toBe(200)
    const accounts = (await admin.get('/api/admin/accounts')).body as { _id: string; email: string }[]
    const removed = await admin.delete(`/api/admin/accounts/${accounts.find((account) => account.email === 'mina@college.test')!._id}`)
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)

    // the Administrator's list carries it with no name: the panel says "A removed account's change"
    const kept = ((await admin.get(area.list)).body as Row[]).find((row) => row._id === id)!
    expect(kept.change).toMatchObject({ byName: null })
    const REMOVED = 'A change to this item was kept by an account that has been removed. An Administrator must publish or discard it first.'
    const takeOff = await ravi.json('POST', `${area.takeOff}${id}`, {})
    expect(takeOff.status).toBe(409)
    expect(takeOff.body.message).toBe(REMOVED)
    const another = await area.edit(ravi, id, 'Bandicootother', true)
    expect(another.status).toBe(409)
    expect(another.body.message).toBe(REMOVED)
    expect(await (await server.fetch('/')).text()).not.toContain('Bandicootkept')

    expect((await admin.delete(`${area.discard}${id}`)).status).toBe(200)
    expect((await ravi.json('POST', `${area.takeOff}${id}`, {})).status).toBe(200)
  })

  it("faculty: only the row's content makes a change stale: a reorder of the list, or its writer taking it off the site and back, leaves it publishable", async () => {
    const area = ADDED.faculty!
    const id = (await area.add(asha, 'Possumplain')).body.data._id as string
    expect((await area.edit(asha, id, 'Possumkept', true)).status).toBe(200)
    // the Administrator moves the entry to the top of the list: its words are as they were
    const order = await admin.json('POST', '/api/faculty/order', { ids: [id] })
    expect(order.status, JSON.stringify(order.body)).toBe(200)
    expect((order.body.data as Row[])[0]!._id).toBe(id)
    expect((await asha.get(`/preview/faculty/${id}/change`)).status).toBe(200)
    expect(((await asha.get(area.list)).body as Row[]).find((row) => row._id === id)!.change).toMatchObject({ stale: false })
    // its writer takes it off the site and puts it back, unchanged
    expect((await asha.json('POST', `${area.takeOff}${id}`, {})).status).toBe(200)
    expect((await asha.json('POST', `${area.putOn}${id}`, {})).status).toBe(200)
    const published = await asha.json('POST', `${area.publish}${id}`, {})
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const page = await (await server.fetch('/aboutUs')).text()
    expect(page).toContain('Dr Possumkept')
    // the list's order is the Administrator's still
    expect(((await visitor().get(area.list)).body as Row[])[0]!._id).toBe(id)
  })

  it('faculty: removing the photo cannot wait in a change either; a change keeps the photo as it is on the site', async () => {
    const area = ADDED.faculty!
    const res = await area.add(asha, 'Bilbyplain')
    const id = res.body.data._id as string
    const withPhoto = await asha.multipart('PUT', `/api/faculty/${id}`, formData({ name: 'Dr Bilbyplain', designation: 'Assistant Professor', experienceYears: '4' }, [['image', 'bilby.jpg', await jpeg()]]))
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200)
    const photo = withPhoto.body.data.image as string
    expect(photo).toBeTruthy()
    // a direct save refused after the route's own reading (a "photo" that is not an image) keeps the writer's change
    expect((await area.edit(asha, id, 'Bilbykept', true)).status).toBe(200)
    const notAPhoto = await asha.multipart('PUT', `/api/faculty/${id}`, formData({ name: 'Dr Bilbytypo', designation: 'Assistant Professor', experienceYears: '4' }, [['image', 'photo.jpg', Buffer.from('not an image at all, '.repeat(20))]]))
    expect(notAPhoto.status).toBe(400)
    expect(((await asha.get(area.list)).body as Row[]).find((row) => row._id === id)!.change!.fields).toMatchObject({ name: 'Dr Bilbykept' })
    expect((await asha.delete(`${area.discard}${id}`)).status).toBe(200)
    const removing = await asha.multipart('PUT', `/api/faculty/${id}`, formData({ name: 'Dr Bilbyplain', designation: 'Assistant Professor', experienceYears: '4', removePhoto: '1', draft: 'true' }))
    expect(removing.status).toBe(400)
    expect(removing.body.message).toBe('A new picture cannot wait in a draft of a change. Publish the change first, then change the picture.')
    // a change of the words only: published, the photo stays
    expect((await area.edit(asha, id, 'Bilbyrevised', true)).status).toBe(200)
    expect(((await asha.get(area.list)).body as Row[]).find((row) => row._id === id)!.change!.fields).toEqual({ name: 'Dr Bilbyrevised', designation: 'Assistant Professor', qualifications: 'LL.M., NET', experienceYears: 5, alt: '' })
    const published = await asha.json('POST', `${area.publish}${id}`, {})
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body.data).toMatchObject({ name: 'Dr Bilbyrevised', image: photo })
  })

  it('fees: a refused direct save keeps the change; an empty change is refused; a change that can no longer apply previews as a page that says why', async () => {
    const area = ADDED.fees!
    const id = (await area.add(asha, 'Quokkaplain')).body.data._id as string
    expect((await area.edit(asha, id, 'Quokkakept', true)).status).toBe(200)
    // refused by the route's checks beyond the schema (a refund policy that does not exist): nothing changes
    const refused = await asha.json('PUT', `/api/fees/${id}`, { refundDocumentId: 'ffffffffffffffffffffffff' })
    expect(refused.status).toBe(400)
    expect(((await asha.get(area.list)).body as Row[]).find((row) => row._id === id)!.change).toBeTruthy()
    const empty = await asha.json('PUT', `/api/fees/${id}`, { draft: 'true' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('The change names no field to change: nothing is kept.')

    // the change moves the row to a year another row has taken since: its preview says so, in a page
    const row = ((await asha.get(area.list)).body as { _id: string; academicYear: string }[]).find((r) => r._id === id)!
    const taken = nextYear()
    expect((await asha.json('PUT', `/api/fees/${id}`, { academicYear: taken, draft: 'true' })).status).toBe(200)
    expect((await admin.json('POST', '/api/fees', { course: 'llm', academicYear: taken, tuitionFee: 50000 })).status).toBe(201)
    for (const lang of ['', '/hi']) {
      const page = await server.fetch(`${lang}/preview/fees/${id}/change`, { headers: { cookie: ashaCookie } })
      expect(page.status).toBe(409)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await page.text()
      expect(html).toContain(lang ? 'इस बदलाव का पूर्वावलोकन नहीं हो सकता' : '<h1>This change cannot be previewed</h1>')
      // a page of its own, styled in itself: the site's stylesheet is not linked from it
      expect(html).toMatch(/<style>[^<]*border-left:[^<]*<\/style>/)
      expect(html).toContain(`This change cannot be previewed: The fee table has a row for LL.M. ${taken} already: edit that one.`)
    }
    // publishing refuses it the same way, and the row stays as it was
    expect((await asha.json('POST', `${area.publish}${id}`, {})).status).toBe(409)
    expect(((await asha.get(area.list)).body as { _id: string; academicYear: string }[]).find((r) => r._id === id)!.academicYear).toBe(row.academicYear)
  })
})

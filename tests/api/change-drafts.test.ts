import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { newsDraftOf, newsForm, type NewsDraft } from '../../src/features/blogs/admin/news-form'
import { apiClient, draftWriters, formData, jpeg, type ApiClient } from './client'

/**
 * Issue 40, a change to a published notice kept as a draft (docs/decisions/279): the site shows
 * the notice as it was until the change is published; the change is previewed as the public page
 * by its writer and the Administrators only; publishing puts it on the notice as an ordinary edit
 * (versions, the log); discarding leaves the site as it was; a later edit of the notice makes a
 * kept change stale instead of being undone by it.
 */
let server: TestServer
let asha: ApiClient
let ravi: ApiClient
let admin: ApiClient
let ashaCookie: string
let raviCookie: string
const visitor = () => apiClient(server)

beforeAll(async () => {
  server = await startTestServer()
  ;({ ashaCookie, raviCookie, asha, ravi, admin } = await draftWriters(server))
})
afterAll(() => server?.close())

async function publishedNotice(title: string): Promise<string> {
  const res = await asha.multipart('POST', '/api/blogs/createBlog', formData({ title, description: 'Exam on 12 March.' }, [['image', 'n.jpg', await jpeg()]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id as string
}

type Row = { _id: string; title: string; change?: { by: string; byName: string | null; savedAt: string; fields: Record<string, unknown> } }
const rowOf = async (client: ApiClient, id: string) => ((await client.get('/api/blogs/admin/page?limit=100')).body.data.items as Row[]).find((b) => b._id === id)
const saveChange = (client: ApiClient, id: string, fields: Record<string, string>) => client.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ ...fields, draft: 'true' }))
/** Everything a visitor can read of the notice: the spec's list and detail, its page in both languages, the news page. */
async function publicText(id: string): Promise<string> {
  const parts = [JSON.stringify((await visitor().get('/api/blogs/getAllBlogs')).body), JSON.stringify((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).body)]
  for (const page of [`/blogs/detail/${id}`, `/hi/blogs/detail/${id}`, '/blogs', '/hi/blogs']) parts.push(await (await server.fetch(page)).text())
  return parts.join('\n')
}

describe('a change to a published notice kept as a draft (issue 40)', () => {
  it('is kept off the site, previewed by its writer and the Administrators only, and published as an edit', async () => {
    const id = await publishedNotice('Exam timetable wallaby')
    const saved = await saveChange(asha, id, { title: 'Exam timetable wallaby revised', description: 'Exam moved to 19 March numbat.' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.message).toBe('Your change is saved as a draft. The site shows the item as it was until the change is published.')
    // the answer is the notice as the site shows it: unchanged
    expect(saved.body.data.title).toBe('Exam timetable wallaby')

    // the public sees the notice as it was, everywhere
    const shown = await publicText(id)
    expect(shown).toContain('Exam on 12 March.')
    expect(shown).not.toContain('numbat')
    expect(shown).not.toContain('revised')

    // its writer's and an Administrator's list carry the change (the Administrator's with the writer's name); another Editor's does not
    expect((await rowOf(asha, id))?.change).toMatchObject({ byName: null, fields: { title: 'Exam timetable wallaby revised', description: 'Exam moved to 19 March numbat.' } })
    expect((await rowOf(admin, id))?.change).toMatchObject({ byName: 'Asha Editor' })
    expect(await rowOf(ravi, id)).not.toHaveProperty('change')
    expect(JSON.stringify((await ravi.get('/api/blogs/admin/page?limit=100')).body)).not.toContain('numbat')

    // the preview of the change: the notice's public page with the change on it, in both languages, for its writer only
    for (const page of [`/preview/news/${id}/change`, `/hi/preview/news/${id}/change`]) {
      const res = await server.fetch(page, { headers: { cookie: ashaCookie } })
      const html = await res.text()
      expect(res.status, page).toBe(200)
      expect(html).toContain('Exam moved to 19 March numbat.')
      expect(html).toContain(page.startsWith('/hi/') ? 'पूर्वावलोकन — यह अभी साइट पर नहीं है' : 'Preview — not on the site')
      expect(res.headers.get('cache-control'), page).toMatch(/no-store/)
      for (const stranger of [{}, { cookie: raviCookie }] as Record<string, string>[]) {
        const refused = await server.fetch(page, { headers: stranger })
        expect(refused.status, page).toBe(404)
        expect(await refused.text()).not.toContain('numbat')
      }
    }
    // without /change the preview is the notice as it is
    expect(await (await server.fetch(`/preview/news/${id}`, { headers: { cookie: ashaCookie } })).text()).not.toContain('numbat')

    // another Editor can neither keep a change of their own beside it, publish nor discard it
    const second = await saveChange(ravi, id, { title: 'Ravi wants this' })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe('Asha Editor is preparing a change to this item. It must be published or discarded first.')
    expect((await ravi.json('POST', `/api/blogs/publishChange/${id}`, {})).status).toBe(404)
    expect((await ravi.delete(`/api/blogs/change/${id}`)).status).toBe(404)
    expect((await rowOf(asha, id))?.change?.fields.title).toBe('Exam timetable wallaby revised')

    // saving again replaces the writer's own change
    expect((await saveChange(asha, id, { title: 'Exam timetable wallaby revised', description: 'Exam moved to 20 March numbat.' })).status).toBe(200)
    expect((await rowOf(asha, id))?.change?.fields.description).toBe('Exam moved to 20 March numbat.')

    // published: on the site, the change gone, a version and a log line as for an edit
    const published = await asha.json('POST', `/api/blogs/publishChange/${id}`, {})
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body.message).toBe('The change is published: the site shows it now.')
    expect(published.body.data.description).toBe('Exam moved to 20 March numbat.')
    expect(await publicText(id)).toContain('Exam moved to 20 March numbat.')
    expect(await rowOf(asha, id)).not.toHaveProperty('change')
    expect((await asha.json('POST', `/api/blogs/publishChange/${id}`, {})).status).toBe(404)
    const versions = (await asha.get(`/api/versions/news/${id}`)).body as { preview: string; current: boolean }[]
    expect(versions[0]).toMatchObject({ current: true })
    expect(versions[0].preview).toMatch(/^Exam timetable wallaby revised/)
    const log = ((await admin.get('/api/activity?area=news')).body.data.items as { summary: string }[]).map((e) => e.summary)
    expect(log.some((line) => line.startsWith("saved a draft of a change to news 'Exam timetable wallaby'"))).toBe(true)
    expect(log.some((line) => line.startsWith("published a change to news 'Exam timetable wallaby revised'"))).toBe(true)
  })

  it('is discarded with the site as it was; a later edit of the notice makes it stale; a picture cannot wait in it', async () => {
    const id = await publishedNotice('Hostel notice kangaroo')
    expect((await saveChange(asha, id, { description: 'Hostel fees changed dingo.' })).status).toBe(200)

    // an Administrator discards it: the notice is as it was
    const discarded = await admin.delete(`/api/blogs/change/${id}`)
    expect(discarded.status).toBe(200)
    expect(discarded.body.message).toBe('The draft of the change is discarded. The site is as it was.')
    expect(await rowOf(asha, id)).not.toHaveProperty('change')
    expect((await asha.delete(`/api/blogs/change/${id}`)).status).toBe(404)
    expect(await publicText(id)).not.toContain('dingo')

    // another person edits the notice on the site after the change was kept: publishing it is refused, not undoing the edit
    expect((await saveChange(asha, id, { description: 'Hostel fees changed dingo.' })).status).toBe(200)
    expect((await rowOf(asha, id))!.change).toMatchObject({ stale: false })
    expect((await ravi.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ linkTitle: 'Fee list', link: 'https://example.org/fees' }))).status).toBe(200)
    expect((await rowOf(asha, id))!.change).toMatchObject({ stale: true })
    const stale = await asha.json('POST', `/api/blogs/publishChange/${id}`, {})
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('The item was changed on the site after this draft was saved. Open it, check the draft against the site and save it again.')
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).body).toMatchObject({ linkTitle: 'Fee list', description: 'Exam on 12 March.' })
    // saved again on the notice as it is now, it publishes
    expect((await saveChange(asha, id, { description: 'Hostel fees changed dingo.' })).status).toBe(200)
    expect((await asha.json('POST', `/api/blogs/publishChange/${id}`, {})).status).toBe(200)
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).body).toMatchObject({ linkTitle: 'Fee list', description: 'Hostel fees changed dingo.' })

    // a direct save by the change's writer carries their form: the change is done with
    expect((await saveChange(asha, id, { description: 'Second thoughts emu.' })).status).toBe(200)
    expect((await asha.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ description: 'Final words emu.' }))).status).toBe(200)
    expect(await rowOf(asha, id)).not.toHaveProperty('change')

    // a picture is refused in a change, and nothing is kept
    const withPicture = await asha.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'New look', draft: 'true' }, [['image', 'p.jpg', await jpeg()]]))
    expect(withPicture.status).toBe(400)
    expect(withPicture.body.message).toBe('A new picture cannot wait in a draft of a change. Publish the change first, then change the picture.')
    expect(await rowOf(asha, id)).not.toHaveProperty('change')

    // a deleted notice takes its change with it
    expect((await saveChange(asha, id, { description: 'Gone with it.' })).status).toBe(200)
    expect((await asha.delete(`/api/blogs/deleteBlog/${id}`)).status).toBe(200)
    expect(server.ctx.sqlite.prepare("SELECT count(*) FROM row_changes WHERE row_id = ?").pluck().get(id)).toBe(0)
    expect((await server.fetch(`/preview/news/${id}/change`, { headers: { cookie: ashaCookie } })).status).toBe(404)
  })

  it("names the fields its writer edited, from the panel's whole form: a stale change laid over the notice by those keeps the office's edit (decision 282)", async () => {
    const created = await asha.multipart(
      'POST',
      '/api/blogs/createBlog',
      formData({ title: 'Library hours quokka', description: 'Open 9 to 5.', date: '2026-11-02', category: 'news', publishAt: '2026-11-01T04:30:45.000Z', expireAt: '2027-01-01T10:00:30.500Z', pinned: 'true' }, [['image', 'n.jpg', await jpeg()]]),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data._id as string
    type Notice = Row & { description: string; date: string | null; category: string | null; linkTitle: string | null; link: string | null; publishAt: string | null; expireAt: string | null; pinned: boolean; attachmentId: string | null }
    /**
     * The whole edit form as the panel sends it, by the panel's own functions (news-form.tsx), from a
     * notice as its list carries it, with `edits` typed over it: its time fields hold minutes, so a
     * time stored with seconds comes back without them.
     */
    const panelForm = (notice: Notice, edits: Partial<NewsDraft>) => Object.fromEntries(newsForm({ ...newsDraftOf(notice), ...edits }, null) as unknown as Iterable<[string, string]>)
    const listed = async () => (await rowOf(asha, id)) as Notice & { change?: { edited: string[]; fields: Record<string, unknown>; stale: boolean } }
    /** What the panel's edit opens with: the writer's edited fields over the notice as listed (withOwnChange). */
    const opened = async () => {
      const row = await listed()
      return { ...row, ...Object.fromEntries(row.change!.edited.map((key) => [key, row.change!.fields[key]])) } as Notice
    }

    // only the description was typed: every other field of the form is the notice's own, read as the same
    expect((await saveChange(asha, id, panelForm(await listed(), { description: 'Open 9 to 7 in exam weeks quokka.' }))).status).toBe(200)
    expect((await listed()).change).toMatchObject({ edited: ['description'], stale: false })

    // the office adds a link on the site: the change is stale, and still names only the description
    expect((await ravi.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ linkTitle: 'Timetable', link: 'https://example.org/timetable' }))).status).toBe(200)
    expect((await listed()).change).toMatchObject({ edited: ['description'], bothEdited: [], stale: true })
    // opened again, the form holds the office's link and the writer's description; saved again and published, both stay
    const again = await opened()
    expect(again).toMatchObject({ linkTitle: 'Timetable', link: 'https://example.org/timetable', description: 'Open 9 to 7 in exam weeks quokka.' })
    expect((await saveChange(asha, id, panelForm(again, {}))).status).toBe(200)
    expect((await listed()).change).toMatchObject({ edited: ['description'], stale: false })
    expect((await asha.json('POST', `/api/blogs/publishChange/${id}`, {})).status).toBe(200)
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).body).toMatchObject({ linkTitle: 'Timetable', link: 'https://example.org/timetable', description: 'Open 9 to 7 in exam weeks quokka.', pinned: true })

    // kept again, then the office changes the same field: the mark names it (the form shows the writer's words there)
    expect((await saveChange(asha, id, panelForm(await listed(), { title: 'Library hours quokka (exams)' }))).status).toBe(200)
    expect((await ravi.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'Library hours quokka, revised' }))).status).toBe(200)
    expect((await listed()).change).toMatchObject({ edited: ['title'], bothEdited: ['title'], stale: true })
    expect((await opened()).title).toBe('Library hours quokka (exams)')
  })

  it('an edit sent with the revision its form was opened on is refused once another saved the notice since (decision 283)', async () => {
    const id = await publishedNotice('Moot court echidna')
    const opened = ((await rowOf(asha, id)) as Row & { revision: string }).revision
    expect(opened).toMatch(/^[\w-]{20,}$/)
    expect((await ravi.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ description: 'Moot court on Friday echidna.' }))).status).toBe(200)
    for (const fields of [{ description: 'Moot court on Monday.' }, { description: 'Moot court on Monday.', draft: 'true' }] as Record<string, string>[]) {
      const late = await asha.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ ...fields, revision: opened }))
      expect(late.status).toBe(409)
      expect(late.body.message).toBe('Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.')
    }
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).body.description).toBe('Moot court on Friday echidna.')
    expect(await rowOf(asha, id)).not.toHaveProperty('change')
    const now = ((await rowOf(asha, id)) as Row & { revision: string }).revision
    expect((await asha.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ description: 'Moot court on Monday.', revision: now }))).status).toBe(200)
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).body.description).toBe('Moot court on Monday.')
  })

  it('no one else takes a notice off the site while its writer keeps a change to it; its writer may', async () => {
    const id = await publishedNotice('Hall tickets echidna')
    expect((await saveChange(asha, id, { title: 'Hall tickets echidna revised' })).status).toBe(200)
    for (const other of [admin, ravi]) {
      const refused = await other.json('POST', `/api/blogs/unpublish/${id}`, {})
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe('Asha Editor is preparing a change to this item. It must be published or discarded first.')
    }
    expect(await publicText(id)).toContain('Hall tickets echidna')
    expect((await asha.json('POST', `/api/blogs/unpublish/${id}`, {})).status).toBe(200)
    expect((await rowOf(asha, id))!.change).toBeTruthy()
  })

  it('a draft notice saved with draft=true stays a draft with its fields changed, no change kept beside it', async () => {
    const res = await asha.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Unpublished koala', description: 'x', draft: 'true' }, [['image', 'n.jpg', await jpeg()]]))
    const id = res.body.data._id as string
    const edited = await saveChange(asha, id, { title: 'Unpublished koala two' })
    expect(edited.status).toBe(200)
    expect(edited.body.data.title).toBe('Unpublished koala two')
    expect(await rowOf(asha, id)).not.toHaveProperty('change')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, draftWriters, formData, jpeg, type ApiClient } from './client'

/**
 * Issue 40, "Draft and preview" for News (docs/decisions/225): a draft is kept on the server,
 * seen by its writer and the Administrators only, public nowhere; its preview is the public page
 * for them alone; publishing makes it public and the log and versions say so in plain words.
 */
let server: TestServer
let asha: ApiClient
let ravi: ApiClient
let admin: ApiClient
let ashaCookie: string
const visitor = () => apiClient(server)

beforeAll(async () => {
  server = await startTestServer()
  ;({ ashaCookie, asha, ravi, admin } = await draftWriters(server))
})
afterAll(() => server?.close())

async function addNotice(client: ApiClient, title: string, fields: Record<string, string> = {}) {
  const res = await client.multipart('POST', '/api/blogs/createBlog', formData({ title, description: 'Moot court rules inside.', ...fields }, [['image', 'n.jpg', await jpeg()]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res
}

const ids = (body: unknown) => (body as { _id: string }[]).map((b) => b._id)
const pageIds = async (client: ApiClient) => ((await client.get('/api/blogs/admin/page?limit=100')).body.data.items as { _id: string }[]).map((b) => b._id)

describe('news drafts (issue 40)', () => {
  it('a draft is kept for its writer, public nowhere, previewed as the public page only by staff who may see it, and published by its writer', async () => {
    const saved = await addNotice(asha, 'Moot court draft wombat', { draft: 'true' })
    expect(saved.body.message).toBe('Draft saved. It is not on the site until it is published.')
    const id = saved.body.data._id as string
    expect(saved.body.data.draftBy).toBeTruthy()

    // the public: not in the list, no detail, no page, no preview
    expect(ids((await visitor().get('/api/blogs/getAllBlogs')).body)).not.toContain(id)
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(404)
    for (const page of [`/blogs/detail/${id}`, `/preview/news/${id}`, `/hi/preview/news/${id}`]) {
      const res = await server.fetch(page)
      expect(res.status, page).toBe(404)
      expect(await res.text(), page).not.toContain('wombat')
    }
    expect(await (await server.fetch('/blogs')).text()).not.toContain('wombat')

    // its writer sees it and its preview, in both languages, marked, not indexed, not kept
    expect(await pageIds(asha)).toContain(id)
    expect((await asha.get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(200)
    for (const page of [`/preview/news/${id}`, `/hi/preview/news/${id}`]) {
      const res = await server.fetch(page, { headers: { cookie: ashaCookie } })
      const html = await res.text()
      expect(res.status, page).toBe(200)
      expect(html).toContain('Moot court draft wombat')
      expect(html).toContain(page.startsWith('/hi/') ? 'पूर्वावलोकन — यह अभी साइट पर नहीं है' : 'Preview — not on the site')
      expect(html).toContain('<meta name="robots" content="noindex"')
      expect(res.headers.get('cache-control'), page).toMatch(/no-store/)
    }
    expect(await (await server.fetch(`/hi/preview/news/${id}`, { headers: { cookie: ashaCookie } })).text()).toContain('lang="hi"')
    // a preview asked without the cookie right after is still a 404: nothing was kept
    expect((await server.fetch(`/preview/news/${id}`)).status).toBe(404)

    // its writer's table does not name them to themselves
    expect(((await asha.get('/api/blogs/admin/page?limit=100')).body.data.items as { _id: string; draftByName?: string }[]).find((b) => b._id === id)).not.toHaveProperty('draftByName')

    // the panel search: its writer finds it, marked a draft; another Editor does not
    const found = async (client: ApiClient) => ((await client.get('/api/admin/search?q=wombat')).body.data.results as { title: string; note: string | null }[]).filter((r) => r.title.includes('wombat'))
    expect(await found(asha)).toEqual([expect.objectContaining({ title: 'Moot court draft wombat', note: 'Your draft: not on the site' })])
    expect(await found(admin)).toEqual([expect.objectContaining({ title: 'Moot court draft wombat', note: 'Draft: not on the site' })])
    expect(await found(ravi)).toEqual([])

    // another Editor: not in their lists, no detail, no preview, cannot edit or publish it
    expect(await pageIds(ravi)).not.toContain(id)
    expect(ids((await ravi.get('/api/blogs/getAllBlogs')).body)).not.toContain(id)
    expect((await ravi.get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(404)
    expect((await ravi.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'Taken over' }))).status).toBe(404)
    expect((await ravi.json('POST', `/api/blogs/publishDraft/${id}`, {})).status).toBe(404)
    const raviCookie = await staffCookie(server, 'ravi2@college.test', 'Ravi Two', 'editor')
    expect((await server.fetch(`/preview/news/${id}`, { headers: { cookie: raviCookie } })).status).toBe(404)
    expect(ids((await visitor().get('/api/blogs/getAllBlogs')).body)).not.toContain(id)

    // an Administrator sees every draft, with who wrote it
    const adminRow = ((await admin.get('/api/blogs/admin/page?limit=100')).body.data.items as { _id: string; draftByName?: string }[]).find((b) => b._id === id)
    expect(adminRow?.draftByName).toBe('Asha Editor')

    // its writer edits it (still a draft), then publishes it
    expect((await asha.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'Moot court wombat rules' }))).status).toBe(200)
    expect(ids((await visitor().get('/api/blogs/getAllBlogs')).body)).not.toContain(id)
    const published = await asha.json('POST', `/api/blogs/publishDraft/${id}`, {})
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body.message).toBe('Draft published: it is on the site now.')
    expect((await asha.json('POST', `/api/blogs/publishDraft/${id}`, {})).status).toBe(409)

    // public now, in the spec's shape (no draft field), for everyone
    const list = (await visitor().get('/api/blogs/getAllBlogs')).body as Record<string, unknown>[]
    const shown = list.find((b) => b._id === id)
    expect(shown?.title).toBe('Moot court wombat rules')
    expect(Object.keys(shown!)).not.toContain('draftBy')
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(200)
    expect((await server.fetch(`/blogs/detail/${id}`)).status).toBe(200)
    expect(await pageIds(ravi)).toContain(id)
    expect((await found(ravi)).map((r) => r.title)).toEqual(['Moot court wombat rules'])

    // the log and the versions say it in plain words
    const log = ((await admin.get('/api/activity?area=news')).body.data.items as { summary: string }[]).map((e) => e.summary)
    expect(log.find((s) => s.startsWith("published news 'Moot court wombat rules'"))).toContain("state a draft of 'Asha Editor' → on the site")
    expect(log.some((s) => s.startsWith("saved a draft of news 'Moot court draft wombat' (not on the site)"))).toBe(true)
    const versions = (await asha.get(`/api/versions/news/${id}`)).body as { preview: string; current: boolean }[]
    expect(versions[0]).toMatchObject({ current: true })
    expect(versions[0].preview).toMatch(/^Moot court wombat rules/)
    expect(versions[1].preview).toMatch(/^Draft, not on the site: Moot court wombat rules/)
  })

  it('a notice sent with draft=false is published as before; a draft value that is neither true nor false adds nothing', async () => {
    const res = await addNotice(asha, 'Plain notice false', { draft: 'false' })
    expect(ids((await visitor().get('/api/blogs/getAllBlogs')).body)).toContain(res.body.data._id)
    // read as "publish", a script's misspelt draft would put its words on the site
    for (const draft of ['TRUE', 'x'.repeat(5000)]) {
      const refused = await asha.multipart('POST', '/api/blogs/createBlog', formData({ title: `Refused notice ${draft.slice(0, 5)}`, description: 'x', draft }, [['image', 'n.jpg', await jpeg()]]))
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('draft must be true (keep it as a draft, not on the site) or false (publish it). Nothing was saved.')
      expect(JSON.stringify((await asha.get('/api/blogs/admin/page?limit=100')).body)).not.toContain(`Refused notice ${draft.slice(0, 5)}`)
    }
  })
})

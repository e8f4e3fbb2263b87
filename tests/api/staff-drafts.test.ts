import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPath, routesOf } from '../hardening/routes'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/**
 * A draft is its writer's until published (docs/decisions/255): another Editor reads no word of it
 * through any staff route, found by walking every GET route of the router (a route added later is
 * walked too). A published notice goes back to the acting person's draft (docs/decisions/256).
 */
let server: TestServer
let asha: ApiClient
let ravi: ApiClient
let admin: ApiClient
let desk: ApiClient
const visitor = () => apiClient(server)

// words found nowhere else, so a leak of the title anywhere is found by searching every answer
const KEPT = 'Okapi draft kestrelword'
const DELETED = 'Okapi draft binnedword'
const ids = { kept: '', deleted: '', version: '', bin: '' }

async function addNotice(client: ApiClient, title: string, fields: Record<string, string> = {}): Promise<string> {
  const res = await client.multipart('POST', '/api/blogs/createBlog', formData({ title, description: `Rules of ${title}.`, ...fields }, [['image', 'n.jpg', await jpeg()]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id as string
}

beforeAll(async () => {
  server = await startTestServer()
  asha = apiClient(server, await staffCookie(server, 'asha@college.test', 'Asha Editor', 'editor'))
  ravi = apiClient(server, await staffCookie(server, 'ravi@college.test', 'Ravi Editor', 'editor'))
  desk = apiClient(server, await staffCookie(server, 'desk@college.test', 'Desk', 'admissions'))
  admin = apiClient(server, await loginCookie(server))

  // Asha's draft, edited once (a version), and a second draft she deleted (in Deleted Items)
  ids.kept = await addNotice(asha, KEPT, { draft: 'true' })
  expect((await asha.multipart('PUT', `/api/blogs/updateBlog/${ids.kept}`, formData({ description: `Rules of ${KEPT}, revised.` }))).status).toBe(200)
  ids.deleted = await addNotice(asha, DELETED, { draft: 'true' })
  expect((await asha.delete(`/api/blogs/deleteBlog/${ids.deleted}`)).status).toBe(200)
  const versions = (await asha.get(`/api/versions/news/${ids.kept}`)).body as { _id: string; current: boolean }[]
  ids.version = versions.find((v) => !v.current)!._id
  ids.bin = ((await asha.get('/api/bin')).body as { _id: string; itemId: string }[]).find((entry) => entry.itemId === ids.deleted)!._id
})
afterAll(() => server?.close())

/** Every GET address of the API, each :param filled with every id the test knows, bare and searched for the drafts' words. */
function getAddresses(): string[] {
  const values = [ids.kept, ids.deleted, ids.version, ids.bin]
  return routesOf(server.app)
    .filter((route) => route.method === 'GET' && route.path.startsWith('/api/'))
    .flatMap((route) => {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1])
      const filled = names.length === 0 ? [route.path] : values.map((id) => fillPath(route.path, (name) => (name === 'area' ? 'news' : id)))
      return filled.flatMap((path) => [path, `${path}?q=kestrelword`, `${path}?q=binnedword`, `${path}?q=okapi`])
    })
}

/** The addresses whose answer (any status) names one of the drafts by its whole title (a search may repeat the word it was asked for). */
async function naming(client: ApiClient): Promise<string[]> {
  const found: string[] = []
  for (const path of getAddresses()) {
    const res = await client.get(path)
    expect(res.status, path).toBeLessThan(500)
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body)
    if (text.includes(KEPT) || text.includes(DELETED)) found.push(path)
  }
  return found
}

describe('a draft is its author\'s until published (issue 40)', () => {
  it('its writer finds it in the news table, the Translations overview, its versions, Deleted Items and the panel search', async () => {
    const found = await naming(asha)
    for (const expected of [
      '/api/blogs/admin/page?q=okapi',
      '/api/blogs/getAllBlogs',
      '/api/translations',
      `/api/translations/news/${ids.kept}`,
      `/api/versions/news/${ids.kept}`,
      '/api/bin',
      '/api/admin/search?q=kestrelword',
    ])
      expect(found, expected).toContain(expected)
  })

  it('another Editor reads no word of it through any GET route of the API, nor writes it', async () => {
    expect(await naming(ravi)).toEqual([])
    // nor through the writes that would change it: a translation, a version put back, a restore
    expect((await ravi.json('PUT', `/api/translations/news/${ids.kept}`, { fields: { title: { text: 'लिया गया' } } })).status).toBe(404)
    expect((await ravi.json('POST', `/api/versions/news/${ids.version}/putBack`, {})).status).toBe(404)
    expect((await ravi.json('POST', `/api/bin/${ids.bin}/restore`, {})).status).toBe(404)
    // and the dashboard does not count it
    const count = async (client: ApiClient) => (await client.get('/api/admin/overview')).body.data.counts.news as number
    expect((await count(asha)) - (await count(ravi))).toBe(1)
  })

  it('every Administrator sees every draft (the principal\'s office signs notices off)', async () => {
    const found = await naming(admin)
    for (const expected of ['/api/translations', `/api/versions/news/${ids.kept}`, '/api/bin', '/api/admin/search?q=kestrelword', '/api/activity']) expect(found, expected).toContain(expected)
  })
})

describe('a published notice back to a draft (issue 40)', () => {
  it('takes it off the site as the acting person\'s draft, logged; refused twice, for others\' drafts and for roles without content rights', async () => {
    const id = await addNotice(asha, 'Moot court published tapirword')
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(200)

    expect((await desk.json('POST', `/api/blogs/unpublish/${id}`, {})).status).toBe(403)
    expect((await visitor().json('POST', `/api/blogs/unpublish/${id}`, {})).status).toBe(401)
    for (const bad of ['f'.repeat(24), 'x'.repeat(5000)]) expect((await ravi.json('POST', `/api/blogs/unpublish/${bad}`, {})).status, bad).toBe(404)

    // Ravi takes Asha's published notice off the site: it is his draft now
    const off = await ravi.json('POST', `/api/blogs/unpublish/${id}`, {})
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body).toMatchObject({ success: true, message: 'Taken off the site: it is your draft now, not on the site until it is published again.' })
    expect(off.body.data.draftBy).toBeTruthy()
    expect((await ravi.json('POST', `/api/blogs/unpublish/${id}`, {})).status).toBe(409)

    // public nowhere, and the writer no longer sees it; its new owner and the Administrators do
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(404)
    expect(JSON.stringify((await visitor().get('/api/blogs/getAllBlogs')).body)).not.toContain('tapirword')
    expect((await server.fetch(`/blogs/detail/${id}`)).status).toBe(404)
    expect((await asha.get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(404)
    expect((await asha.json('POST', `/api/blogs/unpublish/${id}`, {})).status).toBe(404)
    expect((await ravi.get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(200)
    const row = ((await admin.get('/api/blogs/admin/page?q=tapirword')).body.data.items as { _id: string; draftByName?: string }[]).find((b) => b._id === id)
    expect(row?.draftByName).toBe('Ravi Editor')

    // the log says it in words, with the state it went to
    const log = ((await admin.get('/api/activity?area=news')).body.data.items as { summary: string; person: string }[]).find((e) => e.summary.startsWith("took news 'Moot court published tapirword' off the site"))
    expect(log?.person).toBe('Ravi Editor')
    expect(log?.summary).toContain("on the site → a draft of 'Ravi Editor'")

    // published again by its new owner: public at once
    expect((await ravi.json('POST', `/api/blogs/publishDraft/${id}`, {})).status).toBe(200)
    expect((await visitor().get(`/api/blogs/getBlogDetail/${id}`)).status).toBe(200)
  })
})

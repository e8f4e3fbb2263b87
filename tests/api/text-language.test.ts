import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { langAt } from '../helpers/lang-at'
import { apiClient, formData, jpeg, type ApiClient } from './client'

const ONLY_ENGLISH = 'यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है'

/** Issue 37 and issue 40 item 2: every stored text's language is recorded where it is written (docs/decisions/162). */
describe('the language of every stored text', () => {
  let server: TestServer
  let admin: ApiClient
  let visitor: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    visitor = apiClient(server)
  })
  afterAll(async () => {
    await server?.close()
    // the test that restarts it keeps the first server's folders
    if (server) fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true })
  })

  /** As spec §7 reads it, and as the college's own client sends it: no language field. */
  async function postNotice(title: string, description: string): Promise<string> {
    const res = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title, description, date: '2026-11-20', category: 'news' }, [['image', 'n.jpg', await jpeg()]]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data._id
  }
  const page = async (path: string) => {
    const res = await visitor.get(path)
    expect(res.status, path).toBe(200)
    return res.body as string
  }
  const source = async (id: string) => (await admin.get(`/api/translations/news/${id}`)).body.data.source as string

  it('a Hindi-only notice posted through the spec\'s API is Hindi: marked lang="hi" on /blogs and /hi/blogs, never "only in English"', async () => {
    const title = 'बी.ए. एलएल.बी. प्रवेश सूचना 2026'
    const id = await postNotice(title, 'प्रवेश फॉर्म 15 दिसंबर तक महाविद्यालय कार्यालय में जमा करें।')
    expect(await source(id)).toBe('hi')
    for (const path of ['/blogs', '/hi/blogs', `/blogs/detail/${id}`, `/hi/blogs/detail/${id}`]) {
      const html = await page(path)
      expect(langAt(html, title), path).toBe('hi')
      expect(langAt(html, 'प्रवेश फॉर्म 15 दिसंबर'), path).toBe('hi')
      expect(html, path).not.toContain(ONLY_ENGLISH)
    }
    // the Translations panel lists it as written in Hindi, its English missing
    const overview = (await admin.get('/api/translations')).body.data.areas as { area: string; rows: { id: string; source: string }[] }[]
    expect(overview.find((area) => area.area === 'news')!.rows.find((row) => row.id === id)?.source).toBe('hi')
    // the search entry knows it too
    const found = (await visitor.get(`/api/search?q=${encodeURIComponent('प्रवेश')}`)).body as { title: string; lang: string }[]
    expect(found.find((hit) => hit.title.replace(/[\uE000\uE001]/g, '') === title)?.lang, JSON.stringify(found)).toBe('hi')
  })

  it('a notice written through the panel: the language staff choose is saved at once, with the item, and a later write naming none keeps it', async () => {
    const title = 'Moot court: टीम घोषित'
    const id = await postNotice(title, 'मूट कोर्ट प्रतियोगिता के लिए टीम घोषित। Practice begins Monday.')
    // mostly Devanagari: Hindi before anyone chooses
    expect(await source(id)).toBe('hi')
    // the panel's "written in" radio: one call, no translation needed
    const chosen = await admin.json('PUT', `/api/translations/news/${id}`, { source: 'en' })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
    expect(await source(id)).toBe('en')
    // the college's client edits it in Devanagari: staff's choice stands
    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'मूट कोर्ट टीम घोषित' }))).status).toBe(200)
    expect(await source(id)).toBe('en')
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { source: 'hi' })).status).toBe(200)
    const html = await page('/blogs')
    expect(langAt(html, 'मूट कोर्ट टीम घोषित')).toBe('hi')
    expect(html).toContain('Available in Hindi only')
    expect(await page('/hi/blogs')).not.toContain(ONLY_ENGLISH)
  })

  it('an English notice stays English, and one edited from English into Hindi by a client that names no language becomes Hindi', async () => {
    const id = await postNotice('Library timings', 'The library is open from 9 am to 5 pm (पुस्तकालय).')
    expect(await source(id)).toBe('en')
    expect(langAt(await page('/hi/blogs'), 'Library timings')).toBe('en')
    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'पुस्तकालय का समय', description: 'पुस्तकालय सुबह 9 से शाम 5 बजे तक खुला रहता है।' }))).status).toBe(200)
    expect(await source(id)).toBe('hi')
  })

  it('rows stored before languages were recorded get theirs from their script when the server starts', async () => {
    const id = await postNotice('पुरानी सूचना', 'यह सूचना पहले लिखी गई थी।')
    server.ctx.sqlite.prepare("DELETE FROM content_langs WHERE area = 'news' AND row_id = ?").run(id)
    const dirs = { dataDir: server.dataDir, uploadsDir: server.uploadsDir }
    await server.stop()
    const again = await startTestServer({}, dirs)
    try {
      expect(again.ctx.sqlite.prepare("SELECT lang, chosen FROM content_langs WHERE area = 'news' AND row_id = ?").get(id)).toEqual({ lang: 'hi', chosen: 0 })
    } finally {
      await again.stop()
    }
    server = await startTestServer({}, dirs)
    admin = apiClient(server, await loginCookie(server))
    visitor = apiClient(server)
  })
})

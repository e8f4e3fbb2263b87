import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'
import { searchSite } from '../../src/features/search/store'

type Field = { field: string; text: string; revision: string; translation: { text: string; basedOn: string; stale: boolean } | null }
type Item = { area: string; id: string; source: 'en' | 'hi'; fields: Field[] }
type Overview = { area: string; label: string; total: number; missing: number; stale: number; rows: { id: string; name: string; missing: string[]; stale: string[]; href: string }[] }[]

/** Staff text in two languages (issue 29 items 5 and 6): the translations calls, the public pages and the search. */
describe('translations of staff text', () => {
  let server: TestServer
  let admin: ApiClient
  let editor: ApiClient
  let desk: ApiClient
  let visitor: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    editor = apiClient(server, await staffCookie(server, 'asha@college.test', 'Asha Editor', 'editor'))
    desk = apiClient(server, await staffCookie(server, 'desk@college.test', 'Desk Clerk', 'admissions'))
    visitor = apiClient(server)
  })
  afterAll(() => server?.close())

  async function addNews(title: string, description: string, category = 'news'): Promise<string> {
    const res = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title, description, date: '2026-11-20', category }, [['image', 'n.jpg', await jpeg()]]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data._id
  }
  async function item(client: ApiClient, id: string, area = 'news'): Promise<Item> {
    const res = await client.get(`/api/translations/${area}/${id}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.data
  }
  const field = (it: Item, name: string) => it.fields.find((f) => f.field === name)!
  const search = async (q: string, path = '/api/search') => (await visitor.get(`${path}?q=${encodeURIComponent(q)}`)).body as { href: string; title: string; lang: string }[]
  const plain = (text: string) => text.replace(/[\uE000\uE001]/g, '')

  it('an Editor adds the Hindi of a notice; changing the English marks it needs update, in the item and in the overview', async () => {
    const id = await addNews('Admission notice 2026', 'Admission to the LL.B. course has begun. Scholarships are available.')
    const before = await item(editor, id)
    expect(before.source).toBe('en')
    expect(field(before, 'title')).toMatchObject({ text: 'Admission notice 2026', translation: null })

    const saved = await editor.json('PUT', `/api/translations/news/${id}`, {
      fields: {
        title: { text: 'प्रवेश सूचना 2026', basedOn: field(before, 'title').revision },
        description: { text: 'एलएलबी पाठ्यक्रम में प्रवेश प्रारंभ। छात्रवृत्ति उपलब्ध है।', basedOn: field(before, 'description').revision },
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({ success: true, message: 'Translation saved' })
    const fresh = await item(editor, id)
    expect(field(fresh, 'title').translation).toMatchObject({ text: 'प्रवेश सूचना 2026', stale: false })

    let overview = (await editor.get('/api/translations')).body.data.areas as Overview
    let news = overview.find((area) => area.area === 'news')!
    // every field with text has its Hindi (the empty link title needs none): not listed
    expect(news.rows.find((row) => row.id === id)).toBeUndefined()

    // the English changes: its Hindi now says something else
    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'Admission notice 2026 (dates extended)' }))).status).toBe(200)
    const after = await item(editor, id)
    expect(field(after, 'title').translation).toMatchObject({ text: 'प्रवेश सूचना 2026', stale: true })
    expect(field(after, 'description').translation).toMatchObject({ stale: false })
    overview = (await editor.get('/api/translations')).body.data.areas as Overview
    news = overview.find((area) => area.area === 'news')!
    const row = news.rows.find((r) => r.id === id)!
    expect(row).toMatchObject({ name: 'Admission notice 2026 (dates extended)', stale: ['title'] })
    expect(row.href).toBe(`/vvs/panel/dashboard?panel=translations&area=news&item=${id}`)
    expect(news.stale).toBeGreaterThanOrEqual(1)

    // a translation written from an older English than the current one is stale at once
    const stale = await editor.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'प्रवेश सूचना 2026 (तिथि बढ़ी)', basedOn: field(before, 'title').revision } } })
    expect(stale.status).toBe(200)
    expect(field(await item(editor, id), 'title').translation).toMatchObject({ stale: true })
    // written from the current English: up to date again
    await editor.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'प्रवेश सूचना 2026 (तिथि बढ़ी)', basedOn: field(after, 'title').revision } } })
    expect(field(await item(editor, id), 'title').translation).toMatchObject({ stale: false })
  })

  it('the Admissions desk and visitors may not read or write translations', async () => {
    const id = await addNews('Library timings', 'The library is open from 9 to 5.')
    expect((await desk.get('/api/translations')).status).toBe(403)
    expect((await desk.get(`/api/translations/news/${id}`)).status).toBe(403)
    const refused = await desk.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'पुस्तकालय समय' } } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/Your role does not allow changing the site's content/)
    expect((await visitor.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'x' } } })).status).toBe(401)
    expect(field(await item(admin, id), 'title').translation).toBeNull()
  })

  it('refuses hostile and huge input with a clear 4xx, and keeps what was stored', async () => {
    const id = await addNews('Moot court 2026', 'The moot court competition is in December.')
    await admin.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'मूट कोर्ट 2026' } } })
    const cases: [string, unknown, number, RegExp][] = [
      [`/api/translations/news/${id}`, { fields: { title: { text: 'अ'.repeat(20_001) } } }, 400, /at most 20000 characters/],
      [`/api/translations/news/${id}`, { fields: { image: { text: 'x' } } }, 400, /news has no translatable field 'image': only title, description, linkTitle/],
      [`/api/translations/news/${id}`, { fields: { __proto__x: { text: 'x' }, date: { text: '2026' } } }, 400, /no translatable field/],
      [`/api/translations/news/${id}`, { source: 'fr' }, 400, /Written in must be en or hi/],
      [`/api/translations/news/${id}`, { fields: { title: { text: 42 } } }, 400, /Translation must be text/],
      [`/api/translations/news/${id}`, { fields: { title: { text: 'x', basedOn: "' or 1=1 --" } } }, 400, /basedOn must be the revision/],
      [`/api/translations/news/${id}`, { fields: 'title' }, 400, /fields/],
      [`/api/translations/news/${id}`, { other: 1 }, 400, /.+/],
      ['/api/translations/news/no-such-item', { fields: { title: { text: 'x' } } }, 404, /No item with this id/],
      ['/api/translations/blogs;drop/x', { fields: {} }, 404, /^Translations are kept for .*\bnews\b.*\babout\b.*\btopbar\b.* only\.$/],
    ]
    for (const [path, body, status, message] of cases) {
      const res = await admin.json('PUT', path, body)
      expect(res.status, `${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status)
      expect(res.body.success).toBe(false)
      expect(res.body.message).toMatch(message)
    }
    // a body far past the JSON limit is refused before it is read
    const huge = await admin.raw('PUT', `/api/translations/news/${id}`, JSON.stringify({ fields: { title: { text: 'क'.repeat(3_000_000) } } }), 'application/json')
    expect(huge.status).toBe(413)
    expect(field(await item(admin, id), 'title').translation).toMatchObject({ text: 'मूट कोर्ट 2026' })
    // Devanagari and markup are kept as text (React escapes them on the page)
    const markup = '<script>alert(1)</script> मूट'
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { description: { text: markup } } })).status).toBe(200)
    expect(field(await item(admin, id), 'description').translation?.text).toBe(markup)
    // an empty text removes the translation
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { description: { text: '  ' } } })).status).toBe(200)
    expect(field(await item(admin, id), 'description').translation).toBeNull()
  })

  it('a notice written in Hindi only shows on /blogs with lang="hi" and the note; the spec API answers as before', async () => {
    const id = await addNews('प्रवेश सूचना 2026', 'एलएलबी पाठ्यक्रम में प्रवेश प्रारंभ। छात्रवृत्ति उपलब्ध है।', 'admission news')
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { source: 'hi' })).status).toBe(200)
    const page = await (await server.fetch('/blogs')).text()
    expect(page).toMatch(new RegExp(`<a href="/blogs/detail/${id}" class="news-card__link" lang="hi">प्रवेश सूचना 2026</a>`))
    expect(page).toContain('<p class="lang-note news-card__note">Available in Hindi only</p>')
    const detail = await (await server.fetch(`/blogs/detail/${id}`)).text()
    expect(detail).toContain('<h1 lang="hi">प्रवेश सूचना 2026</h1>')
    expect(detail).toContain('<div class="news-detail__body" lang="hi">')
    // the spec's answer keeps its fields, and nothing more
    const api = (await visitor.get(`/api/blogs/getBlogDetail/${id}`)).body
    expect(api.title).toBe('प्रवेश सूचना 2026')
    expect(api).not.toHaveProperty('shown')

    // with its English written, the English page shows the English, unmarked, without the note
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'Admission notice 2026' }, description: { text: 'Admission to LL.B. has begun.' } } })).status).toBe(200)
    const english = await (await server.fetch(`/blogs/detail/${id}`)).text()
    expect(english).toContain('<h1>Admission notice 2026</h1>')
    expect(english).not.toContain('Available in Hindi only')
  })

  it('an English item without Hindi renders exactly as before on the English pages', async () => {
    const id = await addNews('Sports week', 'Sports week starts on Monday.')
    const detail = await (await server.fetch(`/blogs/detail/${id}`)).text()
    expect(detail).toContain('<h1>Sports week</h1>')
    expect(detail).toContain('<div class="news-detail__body"><p>Sports week starts on Monday.</p>')
  })

  it('search finds Hindi words, and either language of an item from the other', async () => {
    const hindi = await addNews('प्रवेश सूचना 2026', 'एलएलबी पाठ्यक्रम में प्रवेश प्रारंभ। छात्रवृत्ति उपलब्ध है।')
    await admin.json('PUT', `/api/translations/news/${hindi}`, { source: 'hi' })
    for (const q of ['प्रवेश', 'सूचना', 'छात्रवृत्ति']) expect((await search(q)).map((r) => r.href), q).toContain(`/blogs/detail/${hindi}`)
    const page = await (await server.fetch(`/search?q=${encodeURIComponent('प्रवेश')}`)).text()
    expect(page).toContain(`href="/blogs/detail/${hindi}" lang="hi"><mark>प्रवेश</mark> सूचना 2026</a>`)

    const english = await addNews('Hostel admission open', 'Rooms for girls and boys in the college hostel.')
    // (छात्रावास itself finds it through its synonym "hostel" since issue 37: a word only its translation has)
    expect((await search('कमरे')).map((r) => r.href)).not.toContain(`/blogs/detail/${english}`)
    await admin.json('PUT', `/api/translations/news/${english}`, { fields: { title: { text: 'छात्रावास प्रवेश प्रारंभ' }, description: { text: 'महाविद्यालय छात्रावास में छात्राओं और छात्रों के लिए कमरे।' } } })
    // a Hindi query finds the English item; the English page shows its English title
    const found = (await search('कमरे')).find((r) => r.href === `/blogs/detail/${english}`)!
    expect(plain(found.title)).toBe('Hostel admission open')
    expect(found.lang).toBe('en')
    // and an English query finds the Hindi-first item through its English translation
    await admin.json('PUT', `/api/translations/news/${hindi}`, { fields: { title: { text: 'Admission notice 2026' } } })
    const viaEnglish = (await search('notice')).find((r) => r.href === `/blogs/detail/${hindi}`)!
    expect(plain(viaEnglish.title)).toBe('Admission notice 2026')
    // a Hindi page (pageContext.lang 'hi') shows the Hindi of the English item found by an English word, marked hi
    const onHindiPage = (await searchSite(server.ctx.db, 'hostel', Date.now(), 30, 'hi')).find((r) => r.href === `/blogs/detail/${english}`)!
    expect(onHindiPage).toMatchObject({ lang: 'hi', snippetLang: 'hi' })
    expect(plain(onHindiPage.title)).toBe('छात्रावास प्रवेश प्रारंभ')
    // the translation survives a change of the item's own text (the index keeps both languages)
    await admin.multipart('PUT', `/api/blogs/updateBlog/${english}`, formData({ description: 'Rooms for girls and boys, with meals.' }))
    expect((await search('कमरे')).map((r) => r.href)).toContain(`/blogs/detail/${english}`)
  })

  it('deleted to the bin and restored, an item keeps its translations and their search', async () => {
    const id = await addNews('Convocation 2026', 'Degrees are awarded in the main hall.')
    await admin.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'दीक्षांत समारोह 2026' } } })
    expect((await admin.delete(`/api/blogs/deleteBlog/${id}`)).status).toBe(200)
    expect((await search('दीक्षांत')).map((r) => r.href)).not.toContain(`/blogs/detail/${id}`)
    expect((await admin.get(`/api/translations/news/${id}`)).status).toBe(404)
    const entry = ((await admin.get('/api/bin')).body as { _id: string; itemId: string }[]).find((e) => e.itemId === id)!
    expect((await admin.json('POST', `/api/bin/${entry._id}/restore`, {})).status).toBe(200)
    expect(field(await item(admin, id), 'title').translation).toMatchObject({ text: 'दीक्षांत समारोह 2026', stale: false })
    expect((await search('दीक्षांत')).map((r) => r.href)).toContain(`/blogs/detail/${id}`)
  })

  it('one-row areas: the topbar message gets its Hindi through the same calls', async () => {
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open for 2026-27', link: '' })).status).toBeLessThan(300)
    const topbar = await item(admin, 'topbar', 'topbar')
    expect(topbar.fields.map((f) => f.field)).toEqual(['message'])
    expect((await admin.json('PUT', '/api/translations/topbar/topbar', { fields: { message: { text: 'प्रवेश 2026-27 प्रारंभ' } } })).status).toBe(200)
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open for 2026-27: apply by 30 June', link: '' })).status).toBeLessThan(300)
    expect(field(await item(admin, 'topbar', 'topbar'), 'message').translation).toMatchObject({ stale: true })
    expect((await admin.get('/api/translations/topbar/another-id')).status).toBe(404)

    // written in Hindi only: every English page's announcement bar marks it so
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: 'प्रवेश फॉर्म 30 जून तक जमा करें', link: '' })).status).toBeLessThan(300)
    expect((await admin.json('PUT', '/api/translations/topbar/topbar', { source: 'hi', fields: { message: { text: '' } } })).status).toBe(200)
    const page = await (await server.fetch('/contactUs')).text()
    expect(page).toMatch(/<span class="topbar__message" lang="hi">प्रवेश फॉर्म 30 जून तक जमा करें<\/span>/)
  })
})

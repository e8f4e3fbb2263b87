import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/** Issue 37: a translation older than its text shows readers a dated note and the way to the current text. */
describe('stale translations, seen by readers', () => {
  let server: TestServer
  let admin: ApiClient
  let visitor: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    visitor = apiClient(server)
  })
  afterAll(() => server?.close())

  async function postNotice(title: string, description: string): Promise<string> {
    const res = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title, description, date: '2026-11-20', category: 'news' }, [['image', 'n.jpg', await jpeg()]]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data._id
  }
  const page = async (path: string) => (await visitor.get(path)).body as string
  const translatedOn = (id: string) => (server.ctx.sqlite.prepare("SELECT updated_at FROM translations WHERE area = 'news' AND row_id = ? AND field = 'title'").get(id) as { updated_at: string }).updated_at

  it('the Hindi of a changed English says when it was written and links to the current English; up to date again, the note goes', async () => {
    const id = await postNotice('Library open till 4 pm', 'The library is open till 4 pm on Saturdays.')
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'पुस्तकालय शाम 4 बजे तक खुला' }, description: { text: 'शनिवार को पुस्तकालय शाम 4 बजे तक खुला रहता है।' } } })).status).toBe(200)
    expect(await page(`/hi/blogs/detail/${id}`)).not.toContain('अंग्रेज़ी पाठ उसके बाद बदला गया है')

    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ description: 'The library is open till 5 pm on Saturdays.' }))).status).toBe(200)
    const written = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(translatedOn(id)))
    const note = `<p class="lang-note lang-note--stale">यह हिन्दी पाठ ${written} का है। अंग्रेज़ी पाठ उसके बाद बदला गया है। <a href="/blogs/detail/${id}" hrefLang="en">वर्तमान अंग्रेज़ी पाठ पढ़ें</a></p>`
    expect(await page(`/hi/blogs/detail/${id}`)).toContain(note)
    expect(await page('/hi/blogs')).toContain(`अंग्रेज़ी पाठ उसके बाद बदला गया है। <a href="/blogs" hrefLang="en">`)
    // the English page says nothing: it is the current text
    expect(await page(`/blogs/detail/${id}`)).not.toContain('lang-note--stale')

    // staff bring the Hindi up to date: no note
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { description: { text: 'शनिवार को पुस्तकालय शाम 5 बजे तक खुला रहता है।' } } })).status).toBe(200)
    expect(await page(`/hi/blogs/detail/${id}`)).not.toContain('lang-note--stale')
  })

  it("staff's read of a stale translation carries the text it was written from, to show what changed (issue 40 item 9); a one-row area's too", async () => {
    const id = await postNotice('Fees due on Friday', 'Pay the fees at the office by Friday.')
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { description: { text: 'शुक्रवार तक कार्यालय में शुल्क जमा करें।' } } })).status).toBe(200)
    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ description: 'Pay the fees at the bank by Monday.' }))).status).toBe(200)
    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ description: 'Pay the fees at the bank by Tuesday.' }))).status).toBe(200)
    const read = (await admin.get(`/api/translations/news/${id}`)).body.data as { fields: { field: string; text: string; translation: { stale: boolean; was?: string | null } | null }[] }
    const description = read.fields.find((field) => field.field === 'description')!
    expect(description.translation).toMatchObject({ stale: true, was: 'Pay the fees at the office by Friday.' })
    expect(description.text).toBe('Pay the fees at the bank by Tuesday.')
    // an up-to-date field carries no earlier text
    expect(read.fields.find((field) => field.field === 'title')!.translation).toBeNull()

    expect((await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Teach law well.', vision: 'Justice for all.' })).status).toBe(200)
    expect((await admin.json('PUT', '/api/translations/mission-vision/mission-vision', { fields: { mission: { text: 'विधि अच्छी तरह पढ़ाना।' } } })).status).toBe(200)
    expect((await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Teach law very well.', vision: 'Justice for all.' })).status).toBe(200)
    const oneRow = (await admin.get('/api/translations/mission-vision/mission-vision')).body.data as typeof read
    expect(oneRow.fields.find((field) => field.field === 'mission')!.translation).toMatchObject({ stale: true, was: 'Teach law well.' })
  })

  it('the reverse: the English of a changed Hindi notice says so on the English page, with a link to the current Hindi', async () => {
    const id = await postNotice('छात्रवृत्ति फॉर्म 15 दिसंबर तक', 'छात्रवृत्ति फॉर्म 15 दिसंबर तक जमा करें।')
    expect((await admin.json('PUT', `/api/translations/news/${id}`, { fields: { title: { text: 'Scholarship forms till 15 December' } } })).status).toBe(200)
    expect((await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'छात्रवृत्ति फॉर्म 20 दिसंबर तक' }))).status).toBe(200)
    const html = await page(`/blogs/detail/${id}`)
    expect(html).toMatch(new RegExp(`<p class="lang-note lang-note--stale">This English text dates from \\d{1,2} \\w+ \\d{4}; the Hindi has changed since\\. <a href="/hi/blogs/detail/${id}" hrefLang="hi">Read the current Hindi</a></p>`))
    expect(await page(`/hi/blogs/detail/${id}`)).not.toContain('lang-note--stale')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/**
 * Decision 297: a link to a PDF written in the other language than the page's says so, in the
 * page's language ("(अंग्रेज़ी में)" on a Hindi page, "(in Hindi)" on an English one) and in
 * `hreflang`; the file's language is read from its text layer on upload, and staff correct it.
 */
let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

const ENGLISH_LINES = ['Fee refund policy 2026-27', 'A student who leaves the college before the classes begin is refunded the whole fee.', 'A student who leaves within the first month is refunded half of the tuition fee.', 'The refund is paid to the account from which the fee was paid, within thirty days.', 'Write to the office of the principal with the fee receipt and the admission number.']

/** The link to `url` on `path` as the visitor gets it: its opening tag and its text. */
async function linkOn(path: string, url: string): Promise<{ tag: string; text: string }> {
  const html = await (await server.fetch(path)).text()
  const at = html.indexOf(`href="${url}"`)
  expect(at, `${path} links ${url}`).toBeGreaterThan(-1)
  const start = html.lastIndexOf('<a', at)
  const end = html.indexOf('</a>', at)
  const whole = html.slice(start, end)
  return { tag: whole.slice(0, whole.indexOf('>') + 1), text: whole.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ') }
}

describe('the language of a linked PDF', () => {
  it('read from an English PDF on upload: the Hindi pages say "(अंग्रेज़ी में)", the English ones nothing; staff correct it', async () => {
    const res = await admin.multipart('POST', '/api/documents', formData({ title: 'Fee refund policy', category: 'fees', academicYear: '2026-27' }, [['file', 'refund-policy.pdf', await textPdf(ENGLISH_LINES), 'application/pdf']]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.fileLanguage).toBe('en')
    const { _id: id, url } = res.body.data as { _id: string; url: string }

    const hindi = await linkOn('/hi/documents', url)
    expect(hindi.tag).toMatch(/hreflang="en"/i)
    expect(hindi.text).toContain('Fee refund policy (अंग्रेज़ी में)')
    const english = await linkOn('/documents', url)
    expect(english.tag).toMatch(/hreflang="en"/i)
    expect(english.text).toBe('Fee refund policy')

    // a notice that attaches it says the same beside its download
    const notice = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Refund policy published', description: 'Read the policy.', date: '2026-12-01', category: 'News', attachmentId: id }, [['image', 'notice.jpg', await jpeg(800, 400)]]))
    expect(notice.status, JSON.stringify(notice.body)).toBe(201)
    expect((await linkOn(`/hi/blogs/detail/${notice.body.data._id}`, url)).text).toContain('(अंग्रेज़ी में)')
    expect((await linkOn(`/blogs/detail/${notice.body.data._id}`, url)).text).not.toContain('(in')

    // a search finds it and says the same; the search API's fields stay as they were
    expect((await linkOn('/hi/search?q=refund', url)).text).toContain('(अंग्रेज़ी में)')
    expect((await linkOn('/search?q=refund', url)).text).not.toContain('(in')
    const found = ((await apiClient(server).get('/api/search?q=refund')).body as { href: string }[]).find((result) => result.href === url)
    expect(Object.keys(found!).sort()).toEqual(['href', 'kind', 'label', 'lang', 'snippet', 'snippetLang', 'title'])

    // staff say it is in Hindi: now the English page says so
    const put = (fileLanguage: string) => admin.json('PUT', `/api/documents/${id}`, { fileLanguage })
    expect((await put('hi')).status).toBe(200)
    expect((await linkOn('/documents', url)).text).toBe('Fee refund policy (in Hindi)')
    expect((await linkOn('/documents', url)).tag).toMatch(/hreflang="hi"/i)
    expect((await linkOn('/hi/documents', url)).text).not.toContain('(')
    // in both languages, or not known: nothing said, no hreflang
    for (const language of ['both', '']) {
      expect((await put(language)).status).toBe(200)
      for (const path of ['/documents', '/hi/documents']) {
        const link = await linkOn(path, url)
        expect(link.tag, `${language} on ${path}`).not.toMatch(/hreflang/i)
        expect(link.text, `${language} on ${path}`).not.toMatch(/\((in |अंग्रेज़ी|हिन्दी)/)
      }
    }
    expect((await admin.get('/api/documents')).body.find((d: { _id: string }) => d._id === id).fileLanguage).toBeNull()

    const odd = await put('fr')
    expect(odd.status).toBe(400)
    expect(odd.body.errors).toHaveProperty('fileLanguage')
  })

  it('said by staff on upload overrules the text layer; a PDF with too little text to tell is not known', async () => {
    const said = await admin.multipart('POST', '/api/documents', formData({ title: 'Prospectus', category: 'fees', fileLanguage: 'both' }, [['file', 'prospectus.pdf', await textPdf(ENGLISH_LINES), 'application/pdf']]))
    expect(said.status, JSON.stringify(said.body)).toBe(201)
    expect(said.body.data.fileLanguage).toBe('both')
    const short = await admin.multipart('POST', '/api/documents', formData({ title: 'Timetable', category: 'fees' }, [['file', 'timetable.pdf', await textPdf(), 'application/pdf']]))
    expect(short.body.data.fileLanguage).toBeNull()
    expect((await linkOn('/hi/documents', short.body.data.url)).tag).not.toMatch(/hreflang/i)
  })
})

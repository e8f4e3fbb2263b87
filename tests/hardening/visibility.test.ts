import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_LINKS } from '../../src/db/visibility'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from '../api/client'
import { fillPath, pageRoutes, routesOf } from './routes'

/**
 * Issue 26 row 5: a notice scheduled for later hid itself, but its attached PDF was public at
 * once on /documents, /api/documents, /disclosure and in search. Visibility follows links: every
 * public surface is walked (every page route, the sitemap's pages, every public GET of the API,
 * search, the PDF's own route) for a document attached to a scheduled, an expired and a binned
 * notice, and for one whose own publish time has not come.
 */
let server: TestServer
let admin: ApiClient
const visitor = () => apiClient(server)
const DAY = 86_400_000
let now: number

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  now = server.ctx.clock.now()
})
afterAll(() => server?.close())

type Doc = { id: string; url: string; words: string[] }

/** A PDF whose title and text each carry a word found nowhere else; `publishAt` '' = only through links. */
async function uploadDocument(name: string, publishAt?: string): Promise<Doc> {
  const titleWord = `${name}title`
  const textWord = `${name}text`
  const fields: Record<string, string> = { title: `Exam timetable ${titleWord}`, category: 'timetables', academicYear: '2026-27' }
  if (publishAt !== undefined) fields.publishAt = publishAt
  const res = await admin.multipart('POST', '/api/documents', formData(fields, [['file', `${name}.pdf`, await textPdf(['Exam timetable', `Paper one ${textWord}`]), 'application/pdf']]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.data._id, url: res.body.data.url, words: [titleWord, textWord] }
}

async function addNotice(title: string, attachmentId: string, schedule: { publishAt?: string; expireAt?: string; draft?: 'true' } = {}): Promise<string> {
  const res = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title, description: 'Details inside.', attachmentId, ...schedule }, [['image', 'n.jpg', await jpeg()]]))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Every public GET the site answers for these ids and words: pages, sitemap, API, search, the PDF. */
async function publicSurfaces(ids: string[], words: string[], pdfs: string[]): Promise<string[]> {
  const pages = pageRoutes().filter((route) => !route.startsWith('/vvs'))
  const sitemap = await (await server.fetch('/sitemap.xml')).text()
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&#38;/g, '&')).pathname + new URL(m[1].replace(/&#38;/g, '&')).search)
  const api = routesOf(server.app)
    .filter((route) => route.method === 'GET' && route.permission === 'public' && route.path.startsWith('/api/'))
    .map((route) => route.path)
  const filled = (route: string) => (route.includes(':') ? ids.map((id) => fillPath(route, () => id)) : [route])
  const searches = words.flatMap((word) => [`/search?q=${word}`, `/api/search?q=${word}`])
  return [...new Set([...pages.flatMap(filled), ...fromSitemap, '/sitemap.xml', ...api.flatMap(filled), ...searches, ...pdfs])]
}

/** Surfaces whose answer names the document (its id or a word of its title or text), or that opened its PDF. */
async function showing(doc: Doc, surfaces: string[]): Promise<string[]> {
  const found: string[] = []
  for (const surface of surfaces) {
    const res = await server.fetch(surface)
    const body = await res.text()
    expect(res.status, surface).toBeLessThan(500)
    // a search page repeats the words searched for: there a result is known by the document's id (its address)
    const marks = surface.includes('?q=') ? [doc.id] : [doc.id, ...doc.words]
    if (surface === doc.url ? res.status === 200 : marks.some((w) => body.includes(w))) found.push(surface)
  }
  return found
}

describe('visibility follows links (issue 26 row 5)', () => {
  it('every foreign key to documents is in the one rule', () => {
    const tables = server.ctx.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]
    const links = tables.flatMap((table) =>
      (server.ctx.sqlite.prepare('SELECT "from", "table" FROM pragma_foreign_key_list(?)').all(table) as { from: string; table: string }[])
        .filter((key) => key.table === 'documents')
        .map((key) => `${table}.${key.from}`),
    )
    expect(links.sort()).toEqual(['blogs.attachment_id', 'committees.order_document_id', 'fee_rows.refund_document_id'])
    expect(links.sort()).toEqual(Object.entries(DOCUMENT_LINKS).map(([table, link]) => `${table}.${link.column}`).sort())
  })

  it('what a scheduled, expired or binned notice carries is nowhere public; it comes with the notice, and a cached page expires then', async () => {
    const scheduled = await uploadDocument('quokkasched', '')
    const expired = await uploadDocument('quokkaexp', '')
    const binned = await uploadDocument('quokkabin', '')
    const ownLater = await uploadDocument('quokkalater', iso(now + 10 * DAY))
    const shown = await uploadDocument('quokkashown', '')

    const scheduledNotice = await addNotice('Timetable notice one', scheduled.id, { publishAt: iso(now + 30 * DAY) })
    const expiredNotice = await addNotice('Timetable notice two', expired.id, { publishAt: iso(now - 2 * DAY), expireAt: iso(now - DAY) })
    const binnedNotice = await addNotice('Timetable notice three', binned.id)
    const liveNotice = await addNotice('Timetable notice four', shown.id)
    expect((await admin.delete(`/api/blogs/deleteBlog/${binnedNotice}`)).status).toBe(200)

    const hidden = [scheduled, expired, binned, ownLater]
    const ids = [scheduledNotice, expiredNotice, binnedNotice, liveNotice, ...[...hidden, shown].map((d) => d.id)]
    const surfaces = await publicSurfaces(ids, [...hidden, shown].flatMap((d) => d.words), [...hidden, shown].map((d) => d.url))
    // the walk reaches every kind of surface
    for (const expected of ['/documents', '/disclosure', '/blogs', '/', '/api/documents', '/api/blogs/getAllBlogs', `/api/documents/${scheduled.id}`, `/blogs/detail/${expiredNotice}`, '/sitemap.xml', scheduled.url]) {
      expect(surfaces, expected).toContain(expected)
    }
    expect(surfaces.filter((s) => s.startsWith('/search?q=')).length).toBe(10)

    for (const doc of hidden) expect(await showing(doc, surfaces), doc.words[0]).toEqual([])
    // a live notice's attachment is public wherever documents are: the walk sees what it should
    expect(await showing(shown, surfaces)).toEqual(
      expect.arrayContaining(['/documents', '/disclosure', '/api/documents', `/api/documents/${shown.id}`, '/api/blogs/getAllBlogs', shown.url, `/search?q=${shown.words[1]}`, `/api/search?q=${shown.words[1]}`]),
    )
    // staff see every document
    const staffList = ((await admin.get('/api/documents')).body as { _id: string }[]).map((d) => d._id)
    for (const doc of hidden) expect(staffList).toContain(doc.id)
    expect((await server.fetch(scheduled.url, { headers: { cookie: (await loginCookie(server)) } })).status).toBe(200)

    // the cached /documents page (no write happens) shows each document when its time comes
    expect(await (await server.fetch('/documents')).text()).not.toContain(ownLater.words[0])
    server.ctx.clock.set(now + 11 * DAY)
    expect(await (await server.fetch('/documents')).text()).toContain(ownLater.words[0])
    expect(await (await server.fetch('/documents')).text()).not.toContain(scheduled.words[0])
    server.ctx.clock.set(now + 31 * DAY)
    const documents = await (await server.fetch('/documents')).text()
    expect(documents).toContain(scheduled.words[0])
    expect(((await visitor().get(`/api/search?q=${scheduled.words[1]}`)).body as unknown[]).length).toBe(1)
    expect((await server.fetch(scheduled.url)).status).toBe(200)
    // the expired and the binned notice's documents stay hidden
    expect(documents).not.toContain(expired.words[0])
    expect(documents).not.toContain(binned.words[0])
  })

  it('a draft notice and the PDF it carries are on no public surface (pages, previews, sitemap, API, search, the PDF) until it is published (issue 40)', async () => {
    // the test above moved the clock a month on: a session of now
    admin = apiClient(server, await loginCookie(server))
    const carried = await uploadDocument('numbatdraft', '')
    const title = 'Timetable notice numbatword'
    const draft = await addNotice(title, carried.id, { draft: 'true' })
    const surfaces = await publicSurfaces([draft, carried.id], [...carried.words, 'numbatword'], [carried.url])
    for (const expected of [`/blogs/detail/${draft}`, `/preview/news/${draft}`, '/api/blogs/getAllBlogs', `/api/blogs/getBlogDetail/${draft}`, '/sitemap.xml', '/search?q=numbatword', carried.url]) expect(surfaces, expected).toContain(expected)
    const notice: Doc = { id: draft, url: `/blogs/detail/${draft}`, words: ['numbatword'] }
    expect(await showing(notice, surfaces)).toEqual([])
    expect(await showing(carried, surfaces)).toEqual([])

    expect((await admin.json('POST', `/api/blogs/publishDraft/${draft}`, {})).status).toBe(200)
    expect(await showing(notice, surfaces)).toEqual(expect.arrayContaining(['/blogs', '/api/blogs/getAllBlogs', `/blogs/detail/${draft}`, `/api/blogs/getBlogDetail/${draft}`, '/sitemap.xml', '/search?q=numbatword', '/api/search?q=numbatword']))
    expect(await showing(carried, surfaces)).toEqual(expect.arrayContaining(['/documents', `/api/documents/${carried.id}`, carried.url]))
    // the preview stays staff's, published or not
    expect(await showing(notice, surfaces)).not.toContain(`/preview/news/${draft}`)

    // taken off the site again, kept as a draft (docs/decisions/256): gone from every public surface at once, its PDF with it
    const off = await admin.json('POST', `/api/blogs/unpublish/${draft}`, {})
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(await showing(notice, surfaces)).toEqual([])
    expect(await showing(carried, surfaces)).toEqual([])
  })
})

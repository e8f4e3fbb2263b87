import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, type ApiClient } from './client'

type Result = { kind: string; href: string; title: string; snippet: string; lang: string; snippetLang: string }

/**
 * Search in both languages beyond news (issue 29 item 6, docs/decisions/140): documents, programmes,
 * committees and faculty keep their translation in the index through every write of their own
 * (the triggers of migration 017), lose it when it is removed, and stay hidden while not public.
 */
describe('search finds documents, programmes, committees and faculty in either language', () => {
  let server: TestServer
  let admin: ApiClient
  let visitor: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    visitor = apiClient(server)
  })
  afterAll(() => server?.close())

  const plain = (text: string) => text.replace(/[\uE000\uE001]/g, '')
  const search = async (q: string) => (await visitor.get(`/api/search?q=${encodeURIComponent(q)}`)).body as Result[]
  const page = async (path: string, q: string) => {
    const res = await server.fetch(`${path}?q=${encodeURIComponent(q)}`)
    expect(res.status).toBe(200)
    return res.text()
  }
  /** The result linking `href` on a results page (a Hindi page links the Hindi twin of a page). */
  const resultOf = (html: string, href: string) => {
    const twin = href.startsWith('/') ? `/hi${href}`.replace('/hi/#', '/hi#') : href
    const found = html.split('<li class="search-result">').slice(1).find((li) => li.includes(`href="${href}"`) || li.includes(`href="${twin}"`))
    expect(found, `no result for ${href}`).toBeDefined()
    return found!.split('</li>')[0]!
  }
  const translate = async (area: string, id: string, fields: Record<string, string>) => {
    const body = { fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, { text }])) }
    const res = await admin.json('PUT', `/api/translations/${area}/${id}`, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  async function addDocument(title: string, extra: Record<string, string> = {}): Promise<{ id: string; url: string }> {
    const res = await admin.multipart('POST', '/api/documents', formData({ title, category: 'policies', academicYear: '2026-27', ...extra }, [['file', 'd.pdf', await textPdf(['Rules of the college'])]]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return { id: res.body.data._id, url: res.body.data.url }
  }

  /** Each area: an item, its Hindi, a Hindi word of it, and how its English is edited (the trigger path). */
  const cases: { area: string; make: () => Promise<{ id: string; href: string }>; hindi: Record<string, string>; word: string; title: string; edit: (id: string) => Promise<void> }[] = [
    {
      area: 'documents',
      make: async () => {
        const doc = await addDocument('Anti-ragging affidavit form')
        return { id: doc.id, href: doc.url }
      },
      hindi: { title: 'रैगिंग विरोधी शपथ पत्र प्रपत्र' },
      word: 'शपथ',
      title: 'रैगिंग विरोधी शपथ पत्र प्रपत्र',
      edit: async (id) => expect((await admin.multipart('PUT', `/api/documents/${id}`, formData({ title: 'Anti-ragging affidavit (2026)' }))).status).toBe(200),
    },
    {
      area: 'programs',
      make: async () => {
        const res = await admin.json('POST', '/api/home/uploadPrograms', { title: 'Diploma in Cyber Law', duration: '1 year', description: 'Evening classes on cyber crime.', highlights: [] })
        expect(res.status).toBe(201)
        return { id: res.body.data._id, href: '/#programs' }
      },
      hindi: { title: 'साइबर विधि में डिप्लोमा', description: 'साइबर अपराध पर सांयकालीन कक्षाएँ।' },
      word: 'सांयकालीन',
      title: 'साइबर विधि में डिप्लोमा',
      edit: async (id) =>
        expect((await admin.json('PUT', `/api/home/editProgram/${id}`, { title: 'Diploma in Cyber Law', duration: '1 year', description: 'Evening classes on cyber crime and privacy.', highlights: [] })).status).toBe(200),
    },
    {
      area: 'committees',
      // a translation gives the words of the item's own members, one by one (docs/decisions/284)
      make: async () => {
        const res = await admin.json('PUT', '/api/committees/committee-icc', { members: [{ name: 'Dr. Sudha Srivastava', role: 'Presiding Officer', phone: '', email: '' }] })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return { id: 'committee-icc', href: '/committees#icc' }
      },
      hindi: { name: 'आंतरिक शिकायत समिति', members: JSON.stringify([{ name: 'डॉ. सुधा श्रीवास्तव', role: 'पीठासीन अधिकारी', phone: '', email: '' }]) },
      word: 'श्रीवास्तव',
      title: 'आंतरिक शिकायत समिति',
      edit: async (id) => expect((await admin.json('PUT', `/api/committees/${id}`, { basis: 'Sexual Harassment of Women at Workplace Act, 2013' })).status).toBe(200),
    },
    {
      area: 'faculty',
      make: async () => {
        const res = await admin.multipart('POST', '/api/faculty', formData({ name: 'Dr. Meera Tiwari', designation: 'Assistant Professor', qualifications: 'LL.M., Ph.D.', experienceYears: '9' }))
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        return { id: res.body.data._id, href: '/aboutUs#faculty' }
      },
      hindi: { name: 'डॉ. मीरा तिवारी', designation: 'सहायक प्राध्यापक' },
      word: 'तिवारी',
      title: 'डॉ. मीरा तिवारी',
      edit: async (id) => expect((await admin.multipart('PUT', `/api/faculty/${id}`, formData({ qualifications: 'LL.M., Ph.D., NET' }))).status).toBe(200),
    },
  ]

  for (const item of cases) {
    it(`${item.area}: found by a Hindi word in both languages, shown in Hindi on /hi/search, kept through an edit, gone with the translation`, async () => {
      const { id, href } = await item.make()
      const hits = async (q: string) => (await search(q)).filter((r) => r.href === href)
      expect(await hits(item.word), 'no Hindi yet').toHaveLength(0)

      await translate(item.area, id, item.hindi)
      const [found] = await hits(item.word)
      // the English page keeps the item's English title
      expect(found?.lang).toBe('en')
      expect((await page('/search', item.word)).includes(`href="${href}"`)).toBe(true)
      // the Hindi page shows its Hindi title, in the page's language (no lang of its own)
      const showsHindi = async () => {
        const result = resultOf(await page('/hi/search', item.word), href)
        expect(result.replace(/<\/?mark>/g, '')).toContain(`>${item.title}</a>`)
        expect(result).not.toMatch(/class="search-result__title"[^>]*lang=/)
        // a translated list (a committee's members) reads as its texts, not as JSON
        expect(result).not.toMatch(/&quot;|\{"/)
      }
      await showsHindi()

      // the English changes: its own triggers write the entry anew, the Hindi stays in it
      await item.edit(id)
      expect((await hits(item.word)).length, 'kept after an edit').toBe(1)
      await showsHindi()

      // the translation removed: no longer found by its Hindi
      await translate(item.area, id, Object.fromEntries(Object.keys(item.hindi).map((name) => [name, ''])))
      expect(await hits(item.word), 'gone with the translation').toHaveLength(0)
    })
  }

  it('a document in the bin or not yet published is not found in either language', async () => {
    const later = await addDocument('Prospectus 2027-28', { publishAt: '2030-01-01T10:00:00+05:30' })
    await translate('documents', later.id, { title: 'विवरणिका 2027-28' })
    const binned = await addDocument('Old fee circular')
    await translate('documents', binned.id, { title: 'पुराना शुल्क परिपत्र' })
    expect((await search('परिपत्र')).map((r) => r.href)).toContain(binned.url)
    expect((await admin.delete(`/api/documents/${binned.id}`)).status).toBe(200)
    for (const q of ['विवरणिका', 'परिपत्र', 'Prospectus 2027', 'circular']) {
      expect((await search(q)).filter((r) => r.kind === 'document').map((r) => r.href), q).not.toContain(later.url)
      expect((await search(q)).map((r) => r.href), q).not.toContain(binned.url)
      for (const path of ['/search', '/hi/search']) {
        const html = await page(path, q)
        expect(html, `${path} ${q}`).not.toContain(later.url)
        expect(html, `${path} ${q}`).not.toContain(binned.url)
      }
    }
  })
})

/** The fixed pages and the courses live in code: their Hindi is indexed beside their English at start (src/features/search/fixed.ts). */
describe('search finds the fixed pages and the courses by their Hindi', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())
  const search = async (q: string) => (await (await server.fetch(`/api/search?q=${encodeURIComponent(q)}`)).json()) as Result[]
  const plain = (text: string) => text.replace(/[\uE000\uE001]/g, '')

  it('a Hindi word finds the admission page and the courses, in Hindi on /hi/search, in English on /search', async () => {
    const found = await search('प्रवेश')
    const admission = found.find((r) => r.href === '/addmissionForm')
    expect(admission, JSON.stringify(found)).toBeDefined()
    const html = await (await server.fetch(`/hi/search?q=${encodeURIComponent('प्रवेश')}`)).text()
    expect(html).toMatch(/<a class="search-result__title" href="\/hi\/addmissionForm"[^>]*>[^<]*महाविद्यालय[^<]*<mark>प्रवेश<\/mark>/)
    // the English page shows the English title of what the Hindi word found, marked as English is its own
    const english = await (await server.fetch(`/search?q=${encodeURIComponent('प्रवेश')}`)).text()
    expect(english).toMatch(/href="\/addmissionForm"[^>]*>Admissions</)
    // a word of the courses' Hindi eligibility (the marks rule of the B.A. LL.B. and the LL.B.)
    const course = await search('न्यूनतम अंक')
    expect(course.map((r) => r.href)).toEqual(expect.arrayContaining(['/course?course=ba-llb', '/course?course=llb']))
    const committees = (await search('रैगिंग')).find((r) => r.href === '/committees')
    expect(committees && plain(committees.title)).toBe('Committees')
  })

  it('an English word still finds them in English, and in Hindi on /hi/search', async () => {
    expect((await search('ragging')).map((r) => r.href)).toContain('/committees')
    const html = await (await server.fetch('/hi/search?q=ragging')).text()
    expect(html).toMatch(/<a class="search-result__title" href="\/hi\/committees"[^>]*>समितियाँ</)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'
import { saveAboutContent, saveMissionVision } from '../../src/features/about/store'

/** Issue 29: the Hindi pages' server side: cache keys, "not found" per language, SEO links, and the enquiry's language. */
describe('Hindi pages and enquiries', () => {
  let server: TestServer
  let visitor: ApiClient
  let admin: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    visitor = apiClient(server)
    admin = apiClient(server, await loginCookie(server))
  })
  afterAll(() => server?.close())

  const page = async (path: string) => {
    const res = await server.fetch(path, { headers: { accept: 'text/html' } })
    return { status: res.status, html: await res.text() }
  }

  it('renders /hi and / as two cache entries, each in its language, and one "not found" page per language', async () => {
    const [hindi, english] = [await page('/hi'), await page('/')]
    expect(hindi.html).toContain('<html lang="hi">')
    expect(english.html).toContain('<html lang="en">')
    const before = server.renders()
    for (const path of ['/hi/no-such-page', '/hi/other-missing', '/hi/wp-login.php', '/no-such-page', '/other-missing']) {
      const { status, html } = await page(path)
      expect(status).toBe(404)
      expect(html).toContain(path.startsWith('/hi') ? '<html lang="hi">' : '<html lang="en">')
    }
    expect(server.renders() - before).toBe(2)
    // the admin panel has no Hindi twin
    expect((await page('/hi/vvs/panel/login')).status).toBe(404)
  })

  it('answers a Hindi page that finds nothing (a news item, an older page, a gallery album) with the Hindi "not found" page', async () => {
    for (const path of ['/hi/blogs/detail/0123456789abcdef01234567', '/hi/blogs?newsPage=999', '/hi/eventGallery?category=no-such-album']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).toContain('<html lang="hi">')
      expect(html, path).toContain('hrefLang="en"')
      expect(html, path).not.toMatch(/does not exist|no older news|no such photos/)
    }
    const { html } = await page('/hi/blogs/detail/0123456789abcdef01234567')
    expect(html).toContain('यह समाचार मौजूद नहीं है या हटा दिया गया है।')
    // the English pages keep their sentences
    expect((await page('/blogs/detail/0123456789abcdef01234567')).html).toContain('This news item does not exist or has been removed.')
  })

  it('labels the forms\' hidden trap field in the page language (a visitor without CSS reads it, and filling it drops the enquiry)', async () => {
    for (const path of ['/hi', '/hi/addmissionForm', '/hi/course?course=llb', '/hi/grievance']) {
      const { html } = await page(path)
      expect(html, path).toContain('इस खाने को खाली छोड़ें')
      expect(html, path).not.toContain('Leave this field empty')
    }
    expect((await page('/addmissionForm')).html).toContain('Leave this field empty')
  })

  it('gives each page hreflang alternates, and a Hindi page of staff-written content a canonical on the English page', async () => {
    const course = (await page('/hi/course?course=llb')).html
    // the Hindi courses' JSON-LD names the Hindi pages it describes
    const courseLd = JSON.parse(course.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as { url: string; inLanguage: string }[]
    expect(courseLd.map((item) => [item.url, item.inLanguage])).toEqual(['ba-llb', 'llb', 'llm'].map((key) => [`http://localhost:3000/hi/course?course=${key}`, 'hi']))
    expect((await page('/course?course=llb')).html).toContain('"url":"http://localhost:3000/course?course=llb"')
    expect(course).toContain('<link rel="canonical" href="http://localhost:3000/hi/course?course=llb"/>')
    expect(course).toContain('<link rel="alternate" hrefLang="en" href="http://localhost:3000/course?course=llb"/>')
    expect(course).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/course?course=llb"/>')
    expect((await page('/hi/blogs')).html).toContain('<link rel="canonical" href="http://localhost:3000/blogs"/>')
    expect((await page('/blogs')).html).toContain('<link rel="alternate" hrefLang="hi" href="http://localhost:3000/hi/blogs"/>')
    const sitemap = await (await server.fetch('/sitemap.xml')).text()
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(sitemap).toContain(
      '<url><loc>http://localhost:3000/hi/contactUs</loc><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/contactUs"/><xhtml:link rel="alternate" hreflang="hi" href="http://localhost:3000/hi/contactUs"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/contactUs"/></url>',
    )
  })

  it('shows a committee in the page language where staff wrote it, marks the rest with lang="en", and keeps the canonical on the English page only while nothing is in Hindi', async () => {
    const hindiCanonical = '<link rel="canonical" href="http://localhost:3000/hi/committees"/>'
    const before = (await page('/hi/committees')).html
    expect(before).toContain('<link rel="canonical" href="http://localhost:3000/committees"/>')
    const english = (await page('/committees')).html
    const [first, second] = (await visitor.get('/api/committees')).body as { _id: string; name: string; basis: string }[]
    const saved = await admin.json('PUT', `/api/translations/committees/${first!._id}`, { fields: { name: { text: 'रैगिंग विरोधी समिति' } } })
    expect(saved.status).toBe(200)
    // a members translation that is not a JSON list is refused by the members' own schema (docs/decisions/157); nothing is kept
    expect((await admin.json('PUT', `/api/translations/committees/${second!._id}`, { fields: { members: { text: 'not a list' } } })).status).toBe(400)
    const { status, html } = await page('/hi/committees')
    expect(status).toBe(200)
    expect(html).toContain(hindiCanonical)
    expect(html).toMatch(/<h2 id="committee-[a-z-]+" class="committee__title">रैगिंग विरोधी समिति<\/h2>/)
    expect(html).toContain(`class="committee__title" lang="en">${second!.name.replace(/'/g, '&#x27;')}</h2><p class="lang-note">यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है</p>`)
    expect(html).toContain(`<p class="committee__basis">गठन का आधार: <span lang="en">${second!.basis}</span></p>`)
    // the English page is what it was: the translations are Hindi's only
    expect((await page('/committees')).html).toBe(english)
  })

  it('shows the about page texts in Hindi where staff wrote them, the rest marked lang="en"', async () => {
    const { db } = server.ctx
    await saveAboutContent(db, { title: 'About Our College', description: 'Two decades of legal education.', students: 900, collegeAcceptance: '92', yearsOfExcellence: 20 }, null, 'test')
    await saveMissionVision(db, { mission: 'Teach law well.\nServe the district.', vision: 'Justice for all.' }, 'test')
    server.ctx.content.bump()
    const english = (await page('/aboutUs')).html
    expect((await page('/hi/aboutUs')).html).toContain('<link rel="canonical" href="http://localhost:3000/aboutUs"/>')
    expect((await admin.json('PUT', '/api/translations/about/about', { fields: { title: { text: 'हमारा महाविद्यालय' } } })).status).toBe(200)
    const { html } = await page('/hi/aboutUs')
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/hi/aboutUs"/>')
    expect(html).toMatch(/<h3[^>]*class="about-block__title">हमारा महाविद्यालय<\/h3><p class="about-block__text" lang="en">/)
    // mission and vision have no Hindi: marked, with the note under the mission's heading
    expect(html).toContain('<h3 id="mission-title">हमारा ध्येय</h3><p class="lang-note">यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है</p><ul lang="en">')
    expect((await page('/aboutUs')).html).toBe(english)
  })

  it('records the language of the page an enquiry came from; the spec answers stay as they are; staff see it in the CSV', async () => {
    const json = await visitor.json('POST', '/api/admission/submit', { fullname: 'सुनीता वर्मा', city: 'शहडोल', phone: '9826000000', course: 'LLB(3yrs.)', returnTo: '/hi/addmissionForm' })
    expect(json.status).toBe(201)
    expect(json.body).toMatchObject({ success: true, message: 'Form submitted successfully!' })
    const noJs = await visitor.form('/api/admission/submit', { fullname: 'अमित', returnTo: '/hi/course?course=llm' })
    expect(noJs.status).toBe(303)
    expect(noJs.headers.get('location')).toBe('/hi/course?course=llm&admission=success#admission-form-message')
    // the existing frontend sends no returnTo: English
    expect((await visitor.json('POST', '/api/admission/submit', { fullname: 'Ravi Kumar' })).status).toBe(201)
    const contact = await visitor.form('/api/contact/addContact', { name: 'आशा', mobile: '9826000001', email: 'asha@example.com', message: 'नमस्ते', returnTo: '/hi' })
    expect(contact.headers.get('location')).toBe('/hi?contact=success#contact-form-message')

    const stored = server.ctx.sqlite.prepare('SELECT fullname, lang FROM admission_queries ORDER BY created_at').all()
    expect(stored).toEqual([
      { fullname: 'सुनीता वर्मा', lang: 'hi' },
      { fullname: 'अमित', lang: 'hi' },
      { fullname: 'Ravi Kumar', lang: 'en' },
    ])
    expect(server.ctx.sqlite.prepare('SELECT lang FROM contact_queries').all()).toEqual([{ lang: 'hi' }])
    const list = await admin.get('/api/admission/getAllAddmissionQueries')
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).not.toContain('lang')
    const csv = (await admin.get('/api/admission/exportQueries')).body as string
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toMatch(/,Notes,Language$/)
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(expect.arrayContaining(['Hindi', 'Hindi', 'English']))
  })

  it('refuses a required field of only invisible characters (zero-width joiners, direction marks) as left empty, and keeps them inside a word', async () => {
    const invisible = '\u200d\u200c\u200b\u200f\u202e\u2060'
    const noJs = await visitor.form('/api/admission/submit', { fullname: invisible, returnTo: '/hi/addmissionForm' })
    expect(noJs.headers.get('location')).toBe('/hi/addmissionForm?admission=failed&fields=fullname.missing#admission-fullname')
    const json = await visitor.json('POST', '/api/contact/addContact', { name: '\u200b', mobile: '9826000001', email: 'a@example.com', message: '\u200f\u200e' })
    expect(json.status).toBe(400)
    // the grievance form the same: name, subject and description of only invisible characters are refused
    const grievance = await visitor.multipart('POST', '/api/grievance', formData({ name: invisible, course: 'एलएल.बी.', email: 'a@example.com', category: 'fees', subject: '\u200b', description: '\u200d\u200c' }))
    expect(grievance.status).toBe(400)
    expect(Object.keys((grievance.body as { errors: Record<string, string> }).errors).sort()).toEqual(['description', 'name', 'subject'])
    // a half form written with ZWJ (क्‍ष) is a real name
    const named = await visitor.json('POST', '/api/admission/submit', { fullname: 'लक्\u200dष्मी', phone: '9826000000', returnTo: '/hi/addmissionForm' })
    expect(named.status).toBe(201)
    expect(server.ctx.sqlite.prepare('SELECT fullname FROM admission_queries WHERE fullname LIKE ?').all('लक्%')).toEqual([{ fullname: 'लक्\u200dष्मी' }])
  })

  it('gives a news item\'s Hindi page its own canonical and JSON-LD once it is written in Hindi; until then the English page\'s, marked "en"', async () => {
    const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as { headline: string; inLanguage?: string; mainEntityOfPage: string }
    const created = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Admissions open', description: 'Apply now.', date: '2026-11-20', category: 'news' }, [['image', 'n.jpg', await jpeg()]]))
    expect(created.status).toBe(201)
    const item = ((await visitor.get('/api/blogs/getAllBlogs')).body as { _id: string; title: string }[]).find((blog) => blog.title === 'Admissions open')
    // written in English only: the Hindi page shows the English text, so its JSON-LD says "en"
    const before = jsonLd((await page(`/hi/blogs/detail/${item!._id}`)).html)
    expect(before).toMatchObject({ headline: item!.title, inLanguage: 'en' })
    expect(before).toMatchObject({ mainEntityOfPage: `http://localhost:3000/blogs/detail/${item!._id}` })
    expect(await (await server.fetch('/sitemap.xml')).text()).not.toContain(`/hi/blogs/detail/${item!._id}`)
    expect((await page(`/hi/blogs/detail/${item!._id}`)).html).toContain(`<link rel="canonical" href="http://localhost:3000/blogs/detail/${item!._id}"/>`)
    expect((await page('/hi/blogs')).html).toContain('<link rel="canonical" href="http://localhost:3000/blogs"/>')
    expect((await admin.json('PUT', `/api/translations/news/${item!._id}`, { fields: { title: { text: 'प्रवेश सूचना' }, description: { text: 'प्रवेश प्रारंभ।' } } })).status).toBe(200)
    const translated = (await page(`/hi/blogs/detail/${item!._id}`)).html
    expect(jsonLd(translated)).toMatchObject({ headline: 'प्रवेश सूचना', inLanguage: 'hi', mainEntityOfPage: `http://localhost:3000/hi/blogs/detail/${item!._id}` })
    // written in Hindi now: its Hindi page is its own canonical, and so is the list that shows it
    expect(translated).toContain(`<link rel="canonical" href="http://localhost:3000/hi/blogs/detail/${item!._id}"/>`)
    expect((await page('/hi/blogs')).html).toContain('<link rel="canonical" href="http://localhost:3000/hi/blogs"/>')
    // and the sitemap lists the Hindi page beside the English one, each naming the pair
    const sitemap = await (await server.fetch('/sitemap.xml')).text()
    const english = `http://localhost:3000/blogs/detail/${item!._id}`
    const hindi = `http://localhost:3000/hi/blogs/detail/${item!._id}`
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${english}"/><xhtml:link rel="alternate" hreflang="hi" href="${hindi}"/><xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`
    expect(sitemap).toMatch(new RegExp(`<url><loc>${english}</loc><lastmod>[\\d-]+</lastmod>${alternates}</url>`))
    expect(sitemap).toMatch(new RegExp(`<url><loc>${hindi}</loc><lastmod>[\\d-]+</lastmod>${alternates}</url>`))
    // the English page's JSON-LD is as it was: no inLanguage
    expect(jsonLd((await page(`/blogs/detail/${item!._id}`)).html).inLanguage).toBeUndefined()
  })

  it('keeps typed text in one Unicode form (NFC): a nukta letter typed precomposed is found by staff typing it as two characters, and back', async () => {
    const precomposed = '\u095Bैनब' // ज़ as one character, as some keyboards send it
    const decomposed = 'ज\u093Cैनब' // ज + nukta, as others do (and as NFC writes it)
    expect((await visitor.json('POST', '/api/admission/submit', { fullname: `${precomposed} खान`, phone: '9826000000', returnTo: '/hi/addmissionForm' })).status).toBe(201)
    for (const q of [precomposed, decomposed]) {
      const found = await admin.get(`/api/admission/queries?q=${encodeURIComponent(q)}`)
      expect((found.body as { data: { items: { fullname: string }[] } }).data.items.map((row) => row.fullname), q).toEqual([`${decomposed} खान`])
    }
  })
})

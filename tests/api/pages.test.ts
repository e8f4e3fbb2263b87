import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { descriptionBlocks, PREVIEW_CHARS, previewText } from '../../src/features/blogs/ui/text'
import { marqueeRow } from '../../src/features/events/ui/GalleryMarquee'
import { readFormOutcomes, returnPath } from '../../src/features/enquiries/ui/form-status'
import { INITIAL_FACULTY as faculty } from '../../src/db/migrations/007-faculty-and-fees'
import { alumni } from '../../src/content/alumni'

/** Scripts that run (JSON-LD data blocks are not code). */
const JS_FREE_PAGES = ['/aboutUs', '/blogs', '/eventGallery', '/contactUs']
const HOME_SECTIONS = ['banner', 'why-choose', 'law-programs', 'academic-programs', 'about', 'legacy', 'gallery', 'facilities', 'alumni', 'contact-form', 'faq']

const now = '2026-01-01T00:00:00.000Z'
function blogRow(id: string, fields: { title: string; category: string; description: string; date?: string; link?: string | null; linkTitle?: string | null }) {
  return { id, date: '2026-01-10', imageUrl: null, imageMeta: null, link: null, linkTitle: null, createdAt: now, updatedAt: now, ...fields }
}

/** The ids of <section> elements in document order. */
function sectionIds(html: string): string[] {
  return [...html.matchAll(/<section[^>]*\sid="([^"]+)"/g)].map((m) => m[1])
}

function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]))
}

describe('public pages with the demo content', () => {
  let server: TestServer
  let blogIds: string[]
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
    blogIds = (await server.ctx.db.selectFrom('blogs').select('id').execute()).map((b) => b.id)
  })
  afterAll(() => server?.close())
  const page = async (path: string) => {
    const res = await server.fetch(path)
    return { status: res.status, html: await res.text() }
  }

  it('ships only the small header script (no React, under 6 KB) on the pages without islands', async () => {
    for (const path of [...JS_FREE_PAGES, `/blogs/detail/${blogIds[0]}`]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      const scripts = [...html.matchAll(/<(?:script src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1])
      expect(scripts.length, path).toBeGreaterThan(0)
      const bytes = (await Promise.all(scripts.map(async (src) => (await (await server.fetch(src)).text()).length))).reduce((a, b) => a + b, 0)
      expect(bytes, path).toBeLessThan(6000)
      expect(html, path).not.toContain('data-island=')
    }
  })

  it('loads a module script only on pages with islands', async () => {
    for (const path of ['/', '/course', '/addmissionForm']) {
      const { html } = await page(path)
      expect(html, path).toMatch(/<script src="\/assets\/[^"]+\.js" type="module"/)
    }
  })

  it('renders the thirteen home sections in order: header, 11 sections, footer', async () => {
    const { html } = await page('/')
    expect(sectionIds(html)).toEqual(expect.arrayContaining(HOME_SECTIONS))
    const order = sectionIds(html).filter((id) => HOME_SECTIONS.includes(id))
    expect(order).toEqual(HOME_SECTIONS)
    expect(html.indexOf('class="site-header"')).toBeLessThan(html.indexOf('id="banner"'))
    expect(html.indexOf('id="faq"')).toBeLessThan(html.indexOf('class="site-footer"'))
    for (const title of ['Academic Excellence', 'Expert Faculty', 'Achievement Focus', 'Rich Programs']) expect(html).toContain(title)
    expect(html).toContain('S.T., S.C. and O.B.C.')
    expect(html).toContain('no hostel at present')
    expect(html.match(/<details name="faq"/g)?.length).toBeGreaterThan(2)
    const alumniRow = html.slice(html.indexOf('<ul class="alumni__list"'), html.indexOf('</ul>', html.indexOf('<ul class="alumni__list"')))
    expect(alumniRow.match(/<li><figure class="card">/g)).toHaveLength(alumni.length)
    for (const person of alumni) expect(html).toContain(`<strong>${person.name}</strong>`)
    expect(alumni).toHaveLength(14)
    // About statistics: Students "+", College Acceptance "%", Years of Excellence "+"
    expect(html).toMatch(/<dt>Students<\/dt><dd>1200\+<\/dd>/)
    expect(html).toMatch(/<dt>College Acceptance<\/dt><dd>92%<\/dd>/)
    expect(html).toMatch(/<dt>Years of Excellence<\/dt><dd>20\+<\/dd>/)
  })

  it('draws the first uploaded banner eagerly with high priority and the rest lazily', async () => {
    const { html } = await page('/')
    const slides = [...html.matchAll(/<div class="banner-slideshow__slide"[^>]*>(.*?)<\/div>/g)].map((m) => m[1])
    expect(slides).toHaveLength(3)
    expect(slides[0]).toMatch(/loading="eager"/)
    expect(slides[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/)
    expect(slides[0]).toMatch(/<source type="image\/webp" srcSet="\/uploads\/Home\/[a-f0-9]+-480\.webp 480w/)
    expect(slides[1]).toMatch(/loading="lazy"/)
  })

  it('sends each marquee photo once, with the duration and repeats of the loop the browser makes', async () => {
    const { html } = await page('/')
    const images = await server.ctx.db.selectFrom('eventImages').select('id').execute()
    const { durationSeconds, repeats } = marqueeRow(images.length)
    expect(durationSeconds).toBeCloseTo((images.length * repeats * 316) / 50, 1)
    const body = html.slice(html.indexOf('<body'))
    expect([...body.matchAll(/--marquee-duration:([\d.]+)s/g)].map((m) => Number(m[1]))).toEqual([durationSeconds])
    expect(body).toContain(`data-repeats="${repeats}"`)
    // One row, one tile per photo, each with its alt text; the copies are the browser's (marquee-loop.ts).
    const tiles = body.match(/<li class="marquee__tile"[^>]*>.*?<\/li>/g) ?? []
    expect(tiles).toHaveLength(images.length)
    expect(tiles.filter((tile) => tile.includes('aria-hidden') || tile.includes('alt=""'))).toEqual([])
    expect(body.match(/class="marquee__track/g)).toHaveLength(1)
    // Without a script the row scrolls sideways, by keyboard too (axe: scrollable-region-focusable).
    expect(body).toMatch(/<div class="marquee__row" role="group" aria-label="Event photos" tabindex="0">/)
  })

  it('lists the public routes and every news item in /sitemap.xml', async () => {
    const res = await server.fetch('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const xml = await res.text()
    for (const path of ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm']) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`)
    }
    for (const id of blogIds) expect(xml).toContain(`/blogs/detail/${id}</loc>`)
    expect(xml).not.toContain('/vvs/')
  })

  it('keeps crawlers out of the admin panel and points them to the sitemap in /robots.txt', async () => {
    const res = await server.fetch('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('Disallow: /vvs/')
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('answers an unknown news id with the 404 page', async () => {
    const { status, html } = await page('/blogs/detail/no-such-id')
    expect(status).toBe(404)
    expect(html).toContain('Page not found')
  })

  it('shows the news detail with ** lines as one bullet list and a NewsArticle JSON-LD', async () => {
    const blog = await server.ctx.db.selectFrom('blogs').selectAll().where('title', 'like', 'Admissions open%').executeTakeFirstOrThrow()
    const { html } = await page(`/blogs/detail/${blog.id}`)
    expect(html).toContain('<ul><li>B.A. LL.B. (5 years): 12th pass in any stream</li><li>LL.B. (3 years): graduation in any stream</li><li>LL.M. (2 years): LL.B. or equivalent</li></ul>')
    expect(html).toContain('<p>Applications are now invited for all three programmes of the college.</p>')
    expect(html).not.toContain('**')
    expect(html).toContain(`/uploads/Blogs/${blog.imageUrl}`)
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer" class="button">Apply online</)
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'NewsArticle', headline: blog.title })
  })

  it('splits /blogs into News and Admission Updates, with 30-word previews', async () => {
    const { html } = await page('/blogs')
    const [news, admission] = html.split('id="admission-news-heading"')
    expect(news).toContain('Inter-college moot court competition won by our team')
    expect(news).not.toContain('Scholarship forms for')
    expect(admission).toContain('Scholarship forms for S.T., S.C. and O.B.C. students')
    expect(html).toContain('>District Legal Services Authority<')
    expect(html).toContain('<p>Applications are now invited for all three programmes of the college.</p><ul><li>B.A. LL.B. (5 years)')
  })

  it('opens the course tab named in ?course= and explains an unknown key', async () => {
    const first = await page('/course')
    expect(first.html).toMatch(/aria-current="page"[^>]*>BA\. LL\.B\.</)
    expect(first.html).toContain('12th pass in any stream')
    expect(jsonLd(first.html).map((item) => item['@type'])).toEqual(['Course', 'Course', 'Course'])
    const llm = await page('/course?course=llm')
    expect(llm.html).toMatch(/aria-current="page"[^>]*>LL\.M\.</)
    expect(llm.html).toContain('LL.B. or an equivalent degree from a recognised university.')
    const unknown = await page('/course?course=phd')
    expect(unknown.status).toBe(200)
    expect(unknown.html).toContain('Select a course to view details.')
    expect(unknown.html).toContain('Admission Form')
  })

  it('shows the outcome of a form posted without JavaScript from the query', async () => {
    expect((await page('/addmissionForm?admission=success')).html).toContain('Form submitted successfully!')
    expect((await page('/course?course=llb&admission=failed')).html).toContain('Submission failed.')
    expect((await page('/?contact=success')).html).toContain('Message sent successfully!')
    expect((await page('/?contact=failed')).html).toContain('Failed to send message.')
    expect((await page('/?contact=incomplete')).html).toContain('Please fill out all fields.')
    expect((await page('/?contact=limited')).html).toContain('Failed to send message. Too many submissions')
    // The refused fields come back marked and described; unknown names and problems are ignored.
    const marked = (await page('/?contact=failed&fields=email.invalid,bogus.missing,name.evil')).html
    expect(marked).toMatch(/id="contact-email"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"/)
    expect(marked).toContain('Failed to send message. Enter a valid e-mail address')
    expect(marked).not.toMatch(/id="contact-name"[^>]*aria-invalid/)
    // returnTo keeps the page's own query and drops an earlier outcome
    expect((await page('/course?course=llb&admission=failed')).html).toContain('name="returnTo" value="/course?course=llb"')
  })

  it('posts the admission and contact forms to the API with a honeypot and returnTo', async () => {
    const { html } = await page('/addmissionForm')
    expect(html).toContain('action="/api/admission/submit"')
    const honeypot = /<input id="admission-website"[^>]*>/.exec(html)![0]
    for (const attribute of ['name="website"', 'tabindex="-1"', 'autoComplete="off"']) expect(honeypot).toContain(attribute)
    // Full Name is the one required field: its label says so (decision 117).
    expect(html).toContain('>Full Name<small aria-hidden="true"> (required)</small></label>')
    for (const label of ['City', 'Mobile No.', 'Select Course']) expect(html).toContain(`>${label}</label>`)
    for (const option of ['LLB(5yrs.)', 'LLB(3yrs.)', 'LLM(2yrs.)']) expect(html).toContain(`value="${option}"`)
    const home = await page('/')
    expect(home.html).toContain('action="/api/contact/addContact"')
    expect(home.html).toContain('type="email"')
  })

  it('shows the about page blocks: faculty of 11, legacy, mission bullets and vision', async () => {
    const { html } = await page('/aboutUs')
    expect(html).toContain('About Our College')
    expect(html.match(/class="card person-card"/g)).toHaveLength(faculty.length)
    expect(faculty).toHaveLength(11)
    expect(html).toContain('Late Shri R. K. Tiwari')
    expect(html).toMatch(/Our Mission<\/h3><ul><li>To impart legal education/)
    expect(html).toContain('Our Vision')
  })

  it('shows the contact details and office hours', async () => {
    const { html } = await page('/contactUs')
    for (const text of ['Shahdol, Madhya Pradesh', 'Monday to Friday, 9:00 AM to 5:00 PM', 'Admission enquiries are welcome throughout the year.']) {
      expect(html).toContain(text)
    }
    expect(html.match(/href="tel:/g)!.length).toBeGreaterThanOrEqual(4) // two in the page, two in the footer
  })

  it('groups the event gallery by category with a :target overlay per photo', async () => {
    const { html } = await page('/eventGallery')
    expect(html).toContain('College Event Gallery')
    const headings = [...html.matchAll(/<h2 id="gallery-group-\d+">([^<]+)<\/h2>/g)].map((m) => m[1])
    expect(headings).toEqual(['Annual Function', 'Legal Aid Camp', 'Moot Court'])
    const thumbs = [...html.matchAll(/href="#photo-([a-z0-9]+)"/g)].map((m) => m[1])
    expect(thumbs.length).toBe(7)
    for (const id of thumbs) expect(html).toContain(`id="photo-${id}" class="lightbox"`)
  })

  it('shows the failure texts when a store read fails', async () => {
    server.ctx.sqlite.exec('ALTER TABLE blogs RENAME TO blogs_broken; ALTER TABLE event_images RENAME TO event_images_broken')
    server.ctx.content.bump() // drop cached pages
    try {
      expect((await page('/blogs')).html).toContain('Failed to load blogs.')
      expect((await page(`/blogs/detail/${blogIds[0]}`)).html).toContain('Failed to load blog.')
      expect((await page('/eventGallery')).html).toContain('Failed to load images')
    } finally {
      server.ctx.sqlite.exec('ALTER TABLE blogs_broken RENAME TO blogs; ALTER TABLE event_images_broken RENAME TO event_images')
      server.ctx.content.bump()
    }
  })
})

describe('public pages of an empty site', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '0' })
  })
  afterAll(() => server?.close())
  const html = async (path: string) => (await server.fetch(path)).text()

  it('shows the empty states and the stock banners', async () => {
    const home = await html('/')
    expect(home).toContain('No programs found.')
    expect(home).toContain('No foundation members found.')
    expect(home).toContain('No images found')
    expect(home).toContain('Loading...') // no about content yet
    expect(home.match(/src="\/images\/banner-\d\.svg"/g)).toHaveLength(3)
    const blogs = await html('/blogs')
    expect(blogs).toContain('No News found.')
    expect(blogs).toContain('No admission News found.')
    expect(await html('/eventGallery')).toContain('No images found')
  })

  it('keeps the about block on "Loading..." while only an image was uploaded, before any text', async () => {
    await server.ctx.db
      .insertInto('aboutContent')
      .values({ id: 'a1', title: '', description: '', students: 0, collegeAcceptance: '', yearsOfExcellence: 0, imageUrl: null, imageMeta: null, createdAt: now, updatedAt: now })
      .execute()
    server.ctx.content.bump()
    const about = (await html('/')).split('id="about"')[1]!.split('</section>')[0]!
    expect(about).toContain('Loading...')
    expect(about).not.toMatch(/<h3[^>]*>\s*<\/h3>/)
    await server.ctx.db.deleteFrom('aboutContent').execute()
    server.ctx.content.bump()
  })

  it('matches categories case-insensitively', async () => {
    await server.ctx.db
      .insertInto('blogs')
      .values([
        blogRow('b1', { title: 'Upper-case news', category: ' NEWS ', description: 'x' }),
        blogRow('b2', { title: 'Mixed-case admission', category: 'Admission News', description: 'y', link: 'https://example.org/notice' }),
      ])
      .execute()
    server.ctx.content.bump()
    const page = await html('/blogs')
    const [news, admission] = page.split('id="admission-news-heading"')
    expect(news).toContain('Upper-case news')
    expect(admission).toContain('Mixed-case admission')
    expect(page).not.toContain('No News found.')
    // A link without a title is labelled "View" and opens in a new tab.
    expect(admission).toContain('<a href="https://example.org/notice" target="_blank" rel="noopener noreferrer" class="news-card__external">View</a>')
  })

  it('sends at most PREVIEW_CHARS of a description pasted without spaces on /blogs (the whole text on its own page)', async () => {
    const pasted = 'z'.repeat(20_000)
    await server.ctx.db.insertInto('blogs').values(blogRow('b3', { title: 'Pasted notice', category: 'news', description: pasted })).execute()
    server.ctx.content.bump()
    const page = await html('/blogs')
    expect(page).toContain(`${'z'.repeat(PREVIEW_CHARS)}…`)
    expect(page).not.toContain('z'.repeat(PREVIEW_CHARS + 1))
    expect(await html('/blogs/detail/b3')).toContain(pasted)
    await server.ctx.db.deleteFrom('blogs').where('id', '=', 'b3').execute()
    server.ctx.content.bump()
  })
})

describe('text helpers of the public pages', () => {
  it('cuts a preview at 30 words, drops ** markers and adds an ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`)
    const text = `${words.slice(0, 5).join(' ')}\n**${words.slice(5).join(' ')}`
    expect(previewText(text)).toBe(`${words.slice(0, 30).join(' ')}…`)
    expect(previewText('Short **bold')).toBe('Short bold…')
  })

  it('keeps a preview to PREVIEW_CHARS (500) characters however long its words (text pasted without spaces)', () => {
    expect(previewText('x'.repeat(20_000))).toBe(`${'x'.repeat(PREVIEW_CHARS)}…`)
    const link = `https://example.org/${'p'.repeat(500)}`
    expect(previewText(`See the notice at ${link} today`)).toBe(`See the notice at ${link.slice(0, PREVIEW_CHARS - 18)}…`)
    // Thirty ordinary words stay whole, even long ones.
    const words = Array.from({ length: 30 }, (_, i) => `examination${i}`)
    expect(previewText(words.join(' '))).toBe(`${words.join(' ')}…`)
    expect(previewText(Array.from({ length: 40 }, () => 'y'.repeat(30)).join(' ')).length).toBeLessThanOrEqual(PREVIEW_CHARS + 1)
  })

  it('groups consecutive ** lines into one list and keeps other lines as paragraphs', () => {
    expect(descriptionBlocks('Intro\n**a\n** b\n\nMiddle\n**c\nEnd')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'bullets', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Middle' },
      { kind: 'bullets', items: ['c'] },
      { kind: 'paragraph', text: 'End' },
    ])
  })

  it('reads form outcomes and builds returnTo without them', () => {
    expect(readFormOutcomes({ admission: 'success', contact: 'bogus' })).toEqual({ admission: 'success', contact: null })
    expect(returnPath('/course', { course: 'llm', admission: 'failed' })).toBe('/course?course=llm')
    expect(returnPath('/', { contact: 'success' })).toBe('/')
  })
})

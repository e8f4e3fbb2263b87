import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

const NOTE_HI = 'यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है'
const NOTE_EN = 'Available in Hindi only'

/**
 * The last staff texts in two languages (issue 29 item 5, docs/decisions/140): event categories and
 * photo descriptions on the gallery and the home marquee, and the fee rows' notes on /disclosure.
 */
describe('event categories, photo descriptions and fee notes in the page language', () => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
  })
  afterAll(() => server?.close())

  const page = async (path: string) => {
    const res = await server.fetch(path)
    expect(res.status, path).toBe(200)
    return res.text()
  }
  const translate = async (area: string, id: string, body: object) => {
    const res = await admin.json('PUT', `/api/translations/${area}/${id}`, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  /** The gallery section of one category on a gallery page. */
  const section = (html: string, id: string) => {
    const start = html.lastIndexOf('<section', html.indexOf(`href="#photo-${id}"`))
    return html.slice(start, html.indexOf('</section>', start))
  }
  async function addPhoto(category: string, alt: string): Promise<{ categoryId: string; photoId: string }> {
    const made = await admin.json('POST', '/api/event/addCategory', { category })
    expect(made.status).toBeLessThan(300)
    const res = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: made.body.data._id, alt1: alt }, [['image1', 'a.jpg', await jpeg()]]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return { categoryId: made.body.data._id, photoId: res.body.data[0]._id }
  }

  it('a category and a photo with Hindi show it on the Hindi gallery and home page; the English pages are as before', async () => {
    const english = await page('/eventGallery')
    const { categoryId, photoId } = await addPhoto('Moot Court Finals', 'Finalists argue before the bench')
    const before = await page('/eventGallery')
    const hiPageBefore = await page('/hi/eventGallery')
    // nothing in Hindi yet: the Hindi page's canonical is the English one
    expect(hiPageBefore).toContain('<link rel="canonical" href="http://localhost:3000/eventGallery"/>')
    const hiBefore = section(hiPageBefore, photoId)
    // no Hindi yet: the English name, marked, with the note; the description marked on the img and the caption
    expect(hiBefore).toMatch(/<h2 id="gallery-group-\d+" lang="en">Moot Court Finals<\/h2><p class="lang-note">/)
    expect(hiBefore).toContain(NOTE_HI)
    expect(hiBefore).toMatch(/alt="Finalists argue before the bench" lang="en"/)
    expect(hiBefore).toContain(`aria-labelledby="caption-${photoId}"`)
    expect(hiBefore).toContain(`<figcaption id="caption-${photoId}" lang="en">Finalists argue before the bench</figcaption>`)

    await translate('event-categories', categoryId, { fields: { name: { text: 'मूट कोर्ट फ़ाइनल' } } })
    await translate('event-photos', photoId, { fields: { alt: { text: 'न्यायपीठ के सामने बहस करते फ़ाइनलिस्ट' } } })
    const hiPage = await page('/hi/eventGallery')
    expect(hiPage).toContain('<link rel="canonical" href="http://localhost:3000/hi/eventGallery"/>')
    const hi = section(hiPage, photoId)
    expect(hi).toMatch(/<h2 id="gallery-group-\d+">मूट कोर्ट फ़ाइनल<\/h2><ul/)
    expect(hi).not.toContain(NOTE_HI)
    expect(hi).toMatch(/alt="न्यायपीठ के सामने बहस करते फ़ाइनलिस्ट" (width|loading)=/)
    expect(hi).toContain(`aria-label="न्यायपीठ के सामने बहस करते फ़ाइनलिस्ट"`)
    expect(hi).toContain('<figcaption>न्यायपीठ के सामने बहस करते फ़ाइनलिस्ट</figcaption>')
    // one category's page too
    expect(await page(`/hi/eventGallery?category=${categoryId}`)).toMatch(/<h2 id="gallery-group-0">मूट कोर्ट फ़ाइनल<\/h2>/)
    // the home marquee (newest photos): the Hindi description, no note per tile
    const home = await page('/hi')
    expect(home).toMatch(/alt="न्यायपीठ के सामने बहस करते फ़ाइनलिस्ट" (width|loading)=/)
    // the English pages are byte for byte what they were before the Hindi
    expect(await page('/eventGallery')).toBe(before)
    expect(before).not.toBe(english)
    expect(await page('/')).toMatch(/alt="Finalists argue before the bench" (width|loading)=/)
  })

  it('a photo described in Hindi only carries lang="hi" on the English pages; a generated description uses the Hindi category name', async () => {
    const { categoryId, photoId } = await addPhoto('Legal Aid Camp', 'गाँव में विधिक सहायता शिविर')
    await translate('event-photos', photoId, { source: 'hi' })
    const en = section(await page('/eventGallery'), photoId)
    expect(en).toMatch(/alt="गाँव में विधिक सहायता शिविर" lang="hi"/)
    expect(en).toContain(`<figcaption id="caption-${photoId}" lang="hi">गाँव में विधिक सहायता शिविर</figcaption>`)
    expect(en).toContain(`aria-labelledby="caption-${photoId}"`)

    // no description: the generated one is a sentence in the page's language, with the category's Hindi name
    const blank = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: categoryId }, [['image', 'b.jpg', await jpeg()]]))
    expect(blank.status).toBe(201)
    // the marquee (its tiles' languages differ) marks the tile's img, and adds no note
    const home = await page('/')
    expect(home).toMatch(/alt="गाँव में विधिक सहायता शिविर" lang="hi"/)
    expect(home.slice(home.indexOf('class="marquee"'), home.indexOf('</ul>', home.indexOf('class="marquee"')))).not.toContain(NOTE_EN)
    await translate('event-categories', categoryId, { fields: { name: { text: 'विधिक सहायता शिविर' } } })
    expect(await page('/hi')).toContain('alt="विधिक सहायता शिविर कार्यक्रम"')
    expect(await page('/')).toContain('alt="Legal Aid Camp event"')
  })

  it('the home marquee says a language every tile shares once, on its row, not on each img', async () => {
    const category = (await admin.json('POST', '/api/event/addCategory', { category: 'Independence Day' })).body.data._id
    // the marquee shows the 10 newest photos: all of them described in Hindi only
    for (const batch of [0, 1]) {
      const fields: Record<string, string> = { category }
      const files: [string, string, Buffer][] = []
      for (let n = 1; n <= 6; n++) {
        fields[`alt${n}`] = `स्वतंत्रता दिवस समारोह, चित्र ${batch * 6 + n}`
        files.push([`image${n}`, `${n}.jpg`, await jpeg()])
      }
      const res = await admin.multipart('POST', '/api/event/uploadEventImages', formData(fields, files))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      for (const photo of res.body.data as { _id: string }[]) await translate('event-photos', photo._id, { source: 'hi' })
    }
    const home = await page('/')
    const marquee = home.slice(home.indexOf('<ul class="marquee__track"'), home.indexOf('</ul>', home.indexOf('<ul class="marquee__track"')))
    expect(marquee).toMatch(/^<ul class="marquee__track"[^>]* lang="hi">/)
    expect(marquee.match(/alt="स्वतंत्रता दिवस समारोह, चित्र \d+"/g)).toHaveLength(10)
    expect(marquee).not.toMatch(/<img[^>]* lang=/)
    // on the Hindi home page they are in the page's language: nothing marked
    const hi = await page('/hi')
    expect(hi.slice(hi.indexOf('<ul class="marquee__track"'), hi.indexOf('</ul>', hi.indexOf('<ul class="marquee__track"')))).not.toContain(' lang=')
  })

  it('photos without a category are under the page’s own word for "Uncategorized", not marked as staff text', async () => {
    // (a deleted category's photos go to the bin with it: an upload without one is what stays uncategorised)
    const res = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ alt1: 'Freshers on the lawn' }, [['image1', 'a.jpg', await jpeg()]]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const photoId: string = res.body.data[0]._id
    expect(section(await page('/eventGallery'), photoId)).toMatch(/<h2 id="gallery-group-\d+">Uncategorized<\/h2><ul/)
    const hi = section(await page('/hi/eventGallery'), photoId)
    expect(hi).toMatch(/<h2 id="gallery-group-\d+">अन्य<\/h2><ul/)
    expect(hi).toContain('alt="Freshers on the lawn" lang="en"')
  })

  it('fee notes: the Hindi notes with the row’s own amounts on /hi/disclosure, a note missing from the Hindi marked; /disclosure as before', async () => {
    const made = await admin.json('POST', '/api/fees', {
      course: 'llb',
      academicYear: '2026-27',
      tuitionFee: 60000,
      otherFees: [
        { covers: 'Library', amount: 2000 },
        { covers: 'Moot court', amount: 1500 },
      ],
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.data._id
    const fees = (html: string) => html.slice(html.indexOf('id="fees"'), html.indexOf('id="faculty"'))
    const english = fees(await page('/disclosure'))
    expect(english).toContain('<span class="fee-table__other">Library: ₹2,000</span>')

    const untranslated = fees(await page('/hi/disclosure'))
    expect(untranslated).toContain('<span class="fee-table__other" lang="en">Library: ₹2,000</span>')
    // one note for the table
    expect(untranslated.split(NOTE_HI)).toHaveLength(2)

    // the Hindi names only the first note, and a wrong amount that must not show
    await translate('fees', id, { fields: { otherFees: { text: JSON.stringify([{ covers: 'पुस्तकालय', amount: 99 }]) } } })
    const hi = fees(await page('/hi/disclosure'))
    expect(hi).toContain('<span class="fee-table__other">पुस्तकालय: ₹2,000</span>')
    expect(hi).not.toContain('₹99')
    expect(hi).toContain('<span class="fee-table__other" lang="en">Moot court: ₹1,500</span>')
    expect(hi).not.toContain(NOTE_HI)
    expect(fees(await page('/disclosure'))).toBe(english)

    // a translation that is not a list is refused by the field's own schema (docs/decisions/157);
    // one stored all the same (before that check, or by hand): the row's own notes, marked, and the note
    const refused = await admin.json('PUT', `/api/translations/fees/${id}`, { fields: { otherFees: { text: 'पुस्तकालय 2000' } } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.otherFees).toBe('Other fees must be a list')
    server.ctx.sqlite.prepare("UPDATE translations SET text = 'पुस्तकालय 2000' WHERE area = 'fees' AND row_id = ? AND field = 'otherFees'").run(id)
    server.ctx.content.bump('/api/fees')
    const broken = fees(await page('/hi/disclosure'))
    expect(broken).toContain('<span class="fee-table__other" lang="en">Library: ₹2,000</span>')
    expect(broken).toContain(NOTE_HI)
  })
})

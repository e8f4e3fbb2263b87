import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_AREAS } from '../../src/app/areas'
import { referencedImageIds } from '../../src/ops/orphans'
import { keptKeys } from '../../src/platform/versions/area'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

type LogEntry = { person: string; area: string; action: string; summary: string }

/**
 * The text areas' write path, /api/content/<key> and its photo (src/platform/versions/text.ts), as
 * the outside sees it: every declared text area (walked), with hostile and huge bodies, each role,
 * its photo, its versions and its Hindi twin. The principal's message is the first one declared.
 */
describe('the text areas: /api/content/<key>', () => {
  let server: TestServer
  let admin: ApiClient
  let editor: ApiClient
  let desk: ApiClient
  let committee: ApiClient
  const anonymous = () => apiClient(server)
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    editor = apiClient(server, await staffCookie(server, 'asha@college.test', 'Asha Editor', 'editor'))
    desk = apiClient(server, await staffCookie(server, 'desk@college.test', 'Desk Clerk', 'admissions'))
    committee = apiClient(server, await staffCookie(server, 'gc@college.test', 'Grievance Member', 'grievance-committee'))
  })
  afterAll(() => server?.close())

  const versionsCount = () => (server.ctx.sqlite.prepare('SELECT count(*) AS n FROM content_versions').get() as { n: number }).n

  it('declares the principal\'s message, shown on /aboutUs', () => {
    expect(TEXT_AREAS.map((area) => [area.key, area.page])).toContainEqual(['principal', '/aboutUs'])
  })

  it('answers an unknown area 404 on every call, and stores nothing', async () => {
    const before = versionsCount()
    for (const hostile of ['no-such-area', "' OR 1=1 --", '..%2F..%2Fetc', 'x'.repeat(2000), '__proto__', 'constructor']) {
      for (const res of [await anonymous().get(`/api/content/${hostile}`), await editor.json('PUT', `/api/content/${hostile}`, { title: 'x' }), await editor.multipart('POST', `/api/content/${hostile}/photo`, formData({}, [['image', 'p.jpg', await jpeg()]]))]) {
        expect(res.status, hostile).toBe(404)
        expect(res.body).toEqual({ success: false, message: 'There is no such content area.' })
      }
    }
    expect(versionsCount()).toBe(before)
  })

  for (const area of TEXT_AREAS) {
    const fields = Object.entries(area.fields)
    const fill = (word: string) => Object.fromEntries(fields.map(([field]) => [field, `${word} ${field}`]))
    const read = async () => (await anonymous().get(`/api/content/${area.key}`)).body.data as Record<string, string>

    describe(area.key, () => {
      it('is read by anyone, written by Editors and Administrators only: 401 without a session, 403 for the desk and the committee', async () => {
        expect(await read()).toEqual(Object.fromEntries(keptKeys(area).map((key) => [key, ''])))
        const before = versionsCount()
        expect((await anonymous().json('PUT', `/api/content/${area.key}`, fill('Anonymous'))).status).toBe(401)
        for (const refused of [desk, committee]) {
          const res = await refused.json('PUT', `/api/content/${area.key}`, fill('Refused'))
          expect(res.status).toBe(403)
          expect(res.body.message).toBe("Your role does not allow changing the site's content. Ask an Administrator or an Editor.")
          if (area.photo) expect((await refused.multipart('POST', `/api/content/${area.key}/photo`, formData({}, [['image', 'p.jpg', await jpeg()]]))).status).toBe(403)
        }
        expect(versionsCount()).toBe(before)
        for (const allowed of [editor, admin]) expect((await allowed.json('PUT', `/api/content/${area.key}`, fill('Allowed'))).status).toBe(200)
        expect(await read()).toMatchObject(fill('Allowed'))
      })

      it('refuses a body of the wrong shape or types with each field\'s message, and changes nothing', async () => {
        const before = await read()
        const kept = versionsCount()
        const required = fields.filter(([, rule]) => rule.required)
        for (const body of ['[]', '"just text"', '{"title": ', 'null', '7']) {
          const res = await editor.raw('PUT', `/api/content/${area.key}`, body, 'application/json')
          expect(res.status, body).toBe(400)
          expect(res.body.success).toBe(false)
        }
        const wrong = await editor.json('PUT', `/api/content/${area.key}`, Object.fromEntries(fields.map(([field], i) => [field, i % 2 ? { $ne: null } : [1, 2]])))
        expect(wrong.status).toBe(400)
        for (const [field, rule] of fields) expect(wrong.body.errors[field], field).toBe(`${rule.label} must be text`)
        const empty = await editor.json('PUT', `/api/content/${area.key}`, {})
        expect(empty.status).toBe(400)
        expect(Object.keys(empty.body.errors).sort()).toEqual(required.map(([field]) => field).sort())
        for (const [field, rule] of required) expect(empty.body.errors[field]).toBe(`${rule.label} is required`)
        // spaces only are empty
        const blank = await editor.json('PUT', `/api/content/${area.key}`, { ...fill('Blank'), [required[0]![0]]: ' \n\t ' })
        expect(blank.body.errors).toEqual({ [required[0]![0]]: `${required[0]![1].label} is required` })
        for (const [field, rule] of fields) {
          const long = await editor.json('PUT', `/api/content/${area.key}`, { ...fill('Long'), [field]: 'x'.repeat(rule.max + 1) })
          expect(long.status, field).toBe(400)
          expect(long.body.errors).toEqual({ [field]: `${rule.label} must be at most ${rule.max} characters` })
        }
        // a body far over the admin limit is refused before it is read
        expect((await editor.json('PUT', `/api/content/${area.key}`, { ...fill('Huge'), [fields[0]![0]]: 'x'.repeat(3_000_000) })).status).toBe(413)
        expect(await read()).toEqual(before)
        expect(versionsCount()).toBe(kept)
      })

      it('saves its declared fields only, trimmed, in either script, exactly at their longest; the photo is not the body\'s to name', async () => {
        const values = Object.fromEntries(fields.map(([field, rule]) => [field, `${field} हिन्दी`.padEnd(rule.max, 'न')]))
        const sent = { ...Object.fromEntries(fields.map(([field]) => [field, `  ${values[field]}  `])), imageUrl: '../../../etc/passwd', imageMeta: '{"width":1}', savedBy: 'Someone Else', extra: 'ignored' }
        const res = await editor.json('PUT', `/api/content/${area.key}`, sent)
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
        expect(res.body).toMatchObject({ success: true, message: `${area.title} saved.` })
        const now = await read()
        expect(now).toMatchObject(values)
        expect(Object.keys(now).sort()).toEqual(keptKeys(area).sort())
        if (area.photo) expect(now.imageUrl).not.toContain('passwd')
        const [newest] = (await editor.get(`/api/versions/${area.key}`)).body as { savedBy: string }[]
        expect(newest!.savedBy).toBe('Asha Editor')
      })

      it('logs who saved what, before → after, and no field a body added', async () => {
        await editor.json('PUT', `/api/content/${area.key}`, fill('Before'))
        await editor.json('PUT', `/api/content/${area.key}`, { ...fill('After'), password: 'hunter2', resetToken: 'abc' })
        const [entry] = (await admin.get(`/api/activity?area=${encodeURIComponent(area.label)}`)).body.data.items as LogEntry[]
        const [field, rule] = fields[0]!
        expect(entry).toMatchObject({ person: 'Asha Editor', area: area.label, action: 'changed' })
        expect(entry!.summary).toContain(`saved the ${area.label}: ${rule.label} 'Before ${field}' → 'After ${field}'`)
        expect(entry!.summary).not.toMatch(/password|resetToken|hunter2/)
      })

      if (area.photo) {
        it('takes one photo: shown at once, kept in its versions, its files kept at start-up, and refused when it is no picture', async () => {
          await editor.json('PUT', `/api/content/${area.key}`, fill('With photo'))
          const kept = versionsCount()
          const none = await editor.multipart('POST', `/api/content/${area.key}/photo`, formData({}))
          expect(none.status).toBe(400)
          const text = await editor.multipart('POST', `/api/content/${area.key}/photo`, formData({}, [['image', 'p.jpg', Buffer.from('not a picture at all')]]))
          expect(text.status).toBe(400)
          expect(versionsCount()).toBe(kept)

          const res = await editor.multipart('POST', `/api/content/${area.key}/photo`, formData({}, [['image', 'p.jpg', await jpeg(600, 720)]]))
          expect(res.status, JSON.stringify(res.body)).toBe(200)
          const photo = res.body.data.imageUrl as string
          expect(photo).toMatch(/^[a-f0-9]{24}\.jpg$/)
          expect(fs.existsSync(path.join(server.uploadsDir, 'About', photo))).toBe(true)
          // the text stays as it was; a save of the text keeps the photo
          expect(await read()).toMatchObject({ ...fill('With photo'), imageUrl: photo })
          expect((await editor.json('PUT', `/api/content/${area.key}`, fill('Photo kept'))).body.data.imageUrl).toBe(photo)
          expect(JSON.parse((await read()).imageMeta!)).toMatchObject({ width: 600, height: 720 })
          // the start-up clean-up keeps what a kept version names (src/ops/orphans.ts)
          expect(referencedImageIds(server.ctx.sqlite).has(photo.slice(0, 24))).toBe(true)
          const log = (await admin.get(`/api/activity?area=${encodeURIComponent(area.label)}`)).body.data.items as LogEntry[]
          expect(log[1]).toMatchObject({ person: 'Asha Editor', summary: `changed the photo of the ${area.label}` })

          // a put-back of the version before the photo brings back its text and its (lack of a) photo
          const versions = (await editor.get(`/api/versions/${area.key}`)).body as { _id: string; preview: string }[]
          const beforePhoto = versions[2]!
          expect((await editor.json('POST', `/api/versions/${area.key}/${beforePhoto._id}/putBack`, {})).status).toBe(200)
          expect(await read()).toMatchObject({ ...fill('With photo'), imageUrl: '' })
          const again = ((await editor.get(`/api/versions/${area.key}`)).body as { _id: string }[])[1]!
          expect((await editor.json('POST', `/api/versions/${area.key}/${again._id}/putBack`, {})).status).toBe(200)
          expect((await read()).imageUrl).toBe(photo)
        })
      }

      it('is found by the site search at its section of its page, in the language it is written in', async () => {
        const [first] = fields[0]!
        const hits = async (q: string) => (await anonymous().get(`/api/search?q=${encodeURIComponent(q)}`)).body as { kind: string; href: string; title: string; lang: string }[]
        await editor.json('PUT', `/api/content/${area.key}`, { ...fill('English'), [first]: 'Quetzalword heading' })
        expect((await hits('Quetzalword')).map((hit) => [hit.href, hit.lang])).toEqual([[`${area.page}#${area.key}`, 'en']])
        expect(await (await server.fetch('/search?q=Quetzalword')).text()).toContain(`${area.page}#${area.key}`)
        // written again: one entry, the old words no longer found
        await editor.json('PUT', `/api/content/${area.key}`, { ...fill('English'), [first]: 'Xylocarp heading' })
        expect(await hits('Quetzalword')).toEqual([])
        expect(await hits('Xylocarp')).toHaveLength(1)
        // written in Devanagari: recorded as Hindi, for the search and the Translations panel alike; then in English again
        await editor.json('PUT', `/api/content/${area.key}`, { ...Object.fromEntries(fields.map(([field]) => [field, `हिन्दी पाठ ${field.length}`])), [first]: 'प्राचार्यलेख शीर्षक' })
        expect((await hits('प्राचार्यलेख')).map((hit) => hit.lang)).toEqual(['hi'])
        expect((await editor.get(`/api/translations/${area.key}/${area.key}`)).body.data.source).toBe('hi')
        await editor.json('PUT', `/api/content/${area.key}`, fill('English'))
        expect((await editor.get(`/api/translations/${area.key}/${area.key}`)).body.data.source).toBe('en')
      })

      it('gets a Hindi twin in the Translations panel: /hi shows it, the English page keeps its own', async () => {
        const translatable = fields.filter(([, rule]) => rule.translatable)
        if (!translatable.length) return
        await editor.json('PUT', `/api/content/${area.key}`, fill('English'))
        const item = await editor.get(`/api/translations/${area.key}/${area.key}`)
        expect(item.status, JSON.stringify(item.body)).toBe(200)
        expect(item.body.data.fields.map((entry: { field: string; text: string }) => [entry.field, entry.text])).toEqual(translatable.map(([field]) => [field, `English ${field}`]))
        const hindi = Object.fromEntries(translatable.map(([field]) => [field, { text: `हिन्दी पाठ ${field}` }]))
        expect((await editor.json('PUT', `/api/translations/${area.key}/${area.key}`, { fields: hindi })).status).toBe(200)
        const [first] = translatable[0]!
        expect(await (await server.fetch(`/hi${area.page}`)).text()).toContain(`हिन्दी पाठ ${first}`)
        const english = await (await server.fetch(area.page)).text()
        expect(english).toContain(`English ${first}`)
        expect(english).not.toContain('हिन्दी पाठ')
        // the search finds the section by its Hindi twin too
        expect(((await anonymous().get(`/api/search?q=${encodeURIComponent(`हिन्दी पाठ ${first}`)}`)).body as { href: string }[]).map((hit) => hit.href)).toContain(`${area.page}#${area.key}`)
        // a later English save marks the translation as needing an update in the overview
        await editor.json('PUT', `/api/content/${area.key}`, fill('Changed'))
        const overview = (await editor.get('/api/translations')).body.data.areas as { area: string; stale: number }[]
        expect(overview.find((entry) => entry.area === area.key)).toMatchObject({ stale: 1 })
      })
    })
  }
})

describe('the demo principal\'s message, in English and Hindi', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
  })
  afterAll(() => server?.close())

  it('shows on /aboutUs with its photo, and in Hindi on /hi/aboutUs as a current translation', async () => {
    const english = await (await server.fetch('/aboutUs')).text()
    expect(english).toContain('Message from the Principal')
    expect(english).toContain('Dr. Anil Kumar Mishra')
    expect(english).toMatch(/<img[^>]+alt="Dr. Anil Kumar Mishra"/)
    const hindi = await (await server.fetch('/hi/aboutUs')).text()
    for (const text of ['प्राचार्य का संदेश', 'डॉ. अनिल कुमार मिश्रा', 'प्रिय विद्यार्थियो एवं अभिभावको,']) expect(hindi).toContain(text)
    expect(hindi).not.toContain('Message from the Principal')
    // nothing of it shown in the other language: no note, no lang="en" on its fields
    expect(hindi.slice(hindi.indexOf('id="principal"'), hindi.indexOf('id="legacy"'))).not.toMatch(/lang="en"|केवल अंग्रेज़ी/)
    const admin = apiClient(server, await loginCookie(server))
    const overview = (await admin.get('/api/translations')).body.data.areas as { area: string; missing: number; stale: number }[]
    expect(overview.find((entry) => entry.area === 'principal')).toMatchObject({ missing: 0, stale: 0 })
  })

  it('is found by the site search from either language, and the page links to its section', async () => {
    const hits = async (q: string) => (await apiClient(server).get(`/api/search?q=${encodeURIComponent(q)}`)).body as { kind: string; href: string; label: string }[]
    for (const q of ['principal message', 'Mishra', 'प्राचार्य संदेश']) expect((await hits(q)).map((hit) => hit.href), q).toContain('/aboutUs#principal')
    expect(await (await server.fetch(`/hi/search?q=${encodeURIComponent('प्राचार्य का संदेश')}`)).text()).toContain('प्राचार्य का संदेश')
  })
})

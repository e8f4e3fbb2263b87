import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRANSLATED_AREAS } from '../../src/app/areas'
import { TRANSLATION_FIELD_SCHEMAS } from '../../src/app/translation-schemas'
import { schemasOfAreas } from '../../src/platform/translations/check'
import { apiClient } from '../api/client'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'

/**
 * Issue 36, row 10 (decision 157): one validation per field. A translation is checked by the
 * schema of the field it translates, JSON lists included; and a page never fails because one
 * stored value is bad: it is logged and the item's own text is shown.
 */
describe('one validation per field: translations', () => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  const SGRC = 'committee-sgrc'
  const pages = ['/hi/committees', '/hi/disclosure', '/committees', '/disclosure']

  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    const members = [{ name: 'Dr. Asha Rao', role: 'Chairperson', phone: '', email: '' }]
    const saved = await admin.json('PUT', `/api/committees/${SGRC}`, { name: "Students' Grievance Redressal Committee", members })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  })
  afterAll(() => server?.close())

  it('every translatable field of every area has its write schema (the app does not start without)', () => {
    expect(() => schemasOfAreas(TRANSLATED_AREAS, TRANSLATION_FIELD_SCHEMAS)).not.toThrow()
    const { committees, ...withoutCommittees } = TRANSLATION_FIELD_SCHEMAS
    expect(committees).toBeDefined()
    expect(() => schemasOfAreas(TRANSLATED_AREAS, withoutCommittees)).toThrow(/committees\.name, committees\.basis, committees\.howToComplain, committees\.members/)
  })

  it('the issue’s example: members "[null]" is refused with the members’ own message, and every page stays up', async () => {
    for (const text of ['[null]', '[{"name": 5}]', '"just text"', '[', '{"name":"x"}']) {
      const res = await admin.json('PUT', `/api/translations/committees/${SGRC}`, { fields: { members: { text } } })
      expect(res.status, text).toBe(400)
      expect(res.body.errors.members, text).toBeTruthy()
    }
    for (const page of pages) expect((await server.fetch(page)).status, page).toBe(200)
  })

  it('a text field is held to its own limits: a committee name of 151 characters is refused, as in its own write', async () => {
    const own = await admin.json('PUT', `/api/committees/${SGRC}`, { name: 'न'.repeat(151) })
    const translated = await admin.json('PUT', `/api/translations/committees/${SGRC}`, { fields: { name: { text: 'न'.repeat(151) } } })
    expect(own.status).toBe(400)
    expect(translated.status).toBe(400)
    expect(translated.body.errors.name).toBe(own.body.errors.name)
  })

  it('a good list is saved and shown on the Hindi page', async () => {
    const members = JSON.stringify([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष', phone: '', email: '' }])
    const res = await admin.json('PUT', `/api/translations/committees/${SGRC}`, { fields: { members: { text: members } } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await (await server.fetch('/hi/committees')).text()).toContain('डॉ. आशा राव')
  })

  it('a bad value already stored (written before the check, or by hand) is logged and the page shows the item’s own list', async () => {
    for (const bad of ['[null]', '[1, 2]', 'not json', '[{"name": {"x": 1}}]']) {
      server.ctx.sqlite.prepare("UPDATE translations SET text = ? WHERE area = 'committees' AND row_id = ? AND field = 'members'").run(bad, SGRC)
      server.ctx.content.bump('/api/committees')
      for (const page of pages) {
        const res = await server.fetch(page)
        expect(res.status, `${page} with ${bad}`).toBe(200)
        if (page === '/hi/committees') expect(await res.text()).toContain('Dr. Asha Rao')
        else await res.arrayBuffer()
      }
    }
  })
})

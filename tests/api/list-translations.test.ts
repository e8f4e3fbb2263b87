import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

/**
 * A list field translated entry by entry (docs/decisions/284): a committee's members, a
 * programme's highlights. The translation gives only the staff's words of each entry, by
 * position; everything else (a phone, an e-mail) is always the item's own, so a translation
 * written before a member's phone changed can never show the old number.
 */
describe('list translations: words only, laid on the item’s own list', () => {
  let server: TestServer
  let admin: ApiClient
  const SGRC = 'committee-sgrc'
  const members = [
    { name: 'Dr. Asha Rao', role: 'Chairperson', phone: '9425000001', email: 'asha@college.test' },
    { name: 'Prof. K. Verma', role: 'Member', phone: '', email: '' },
  ]
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    const saved = await admin.json('PUT', `/api/committees/${SGRC}`, { members })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  })
  afterAll(() => server?.close())

  const page = async (path: string) => {
    const res = await server.fetch(path)
    expect(res.status, path).toBe(200)
    return res.text()
  }
  const put = (area: string, id: string, fields: Record<string, string>) =>
    admin.json('PUT', `/api/translations/${area}/${id}`, { fields: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, { text }])) })
  const stored = (area: string, id: string, field: string) =>
    (server.ctx.sqlite.prepare('SELECT text FROM translations WHERE area = ? AND row_id = ? AND field = ?').get(area, id, field) as { text: string } | undefined)?.text
  /** The SGRC's rows of members on a committees page. */
  const memberRows = (html: string) => {
    const start = html.indexOf('id="sgrc"')
    const body = html.slice(html.indexOf('<tbody', start), html.indexOf('</tbody>', start))
    return body.split('<tr').slice(1).map((row) => `<tr${row}`)
  }

  it('a member’s name and role in Hindi; the phone and e-mail stay the committee’s own, even when the translation names others', async () => {
    const res = await put('committees', SGRC, {
      members: JSON.stringify([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष', phone: '1111111111', email: 'old@college.test', seat: 'chair' }]),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // kept as words only
    expect(JSON.parse(stored('committees', SGRC, 'members')!)).toEqual([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष' }])

    // the office changes Dr Rao's phone afterwards: the Hindi page shows the new one, and the
    // Hindi is still up to date (it is written from the members' words, not their phones)
    const changed = [{ ...members[0]!, phone: '9425000099' }, members[1]!]
    expect((await admin.json('PUT', `/api/committees/${SGRC}`, { members: changed })).status).toBe(200)
    const read = await admin.get(`/api/translations/committees/${SGRC}`)
    expect(read.body.data.fields.find((f: { field: string }) => f.field === 'members').translation.stale).toBe(false)
    const sgrcOn = (html: string) => html.slice(html.indexOf('id="sgrc"'), html.indexOf('</section>', html.indexOf('id="sgrc"')))
    expect(sgrcOn(await page('/hi/committees'))).not.toContain('के बाद बदला गया है')
    const rows = memberRows(await page('/hi/committees'))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain('<th scope="row">डॉ. आशा राव</th>')
    expect(rows[0]).toContain('अध्यक्ष')
    expect(rows[0]).toContain('9425000099')
    expect(rows[0]).not.toMatch(/1111111111|old@college|9425000001/)
    expect(rows[0]).not.toMatch(/^<tr[^>]*lang=/)
    // the member the Hindi does not give yet: as the committee has them, marked English
    expect(rows[1]).toMatch(/^<tr[^>]*lang="en"/)
    expect(rows[1]).toContain('Prof. K. Verma')
    // the English page as the committee has it
    // a name changed is what the Hindi no longer says: it needs update
    expect((await admin.json('PUT', `/api/committees/${SGRC}`, { members: [{ ...changed[0]!, name: 'Dr. Asha Rao-Singh' }, changed[1]!] })).status).toBe(200)
    expect((await admin.get(`/api/translations/committees/${SGRC}`)).body.data.fields.find((f: { field: string }) => f.field === 'members').translation.stale).toBe(true)
    expect((await admin.json('PUT', `/api/committees/${SGRC}`, { members: changed })).status).toBe(200)
    const english = memberRows(await page('/committees'))
    expect(english[0]).toContain('Dr. Asha Rao')
    expect(english.join('')).not.toContain('lang=')

    // a translation kept whole before decision 284 (with a phone of its own): only its words are read
    server.ctx.sqlite
      .prepare("UPDATE translations SET text = ? WHERE area = 'committees' AND row_id = ? AND field = 'members'")
      .run(JSON.stringify([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष', phone: '1111111111', email: 'old@college.test' }]), SGRC)
    server.ctx.content.bump('/api/committees')
    const old = memberRows(await page('/hi/committees'))
    expect(old[0]).toContain('डॉ. आशा राव')
    expect(old[0]).toContain('9425000099')
    expect(old[0]).not.toMatch(/1111111111|old@college/)
  })

  it('entries past the item’s own translate nothing and are not kept (a list that shrank can still be confirmed as it is)', async () => {
    const three = JSON.stringify([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष' }, { name: 'प्रो. के. वर्मा' }, { name: 'ग' }])
    const longer = await put('committees', SGRC, { members: three })
    expect(longer.status, JSON.stringify(longer.body)).toBe(200)
    expect(JSON.parse(stored('committees', SGRC, 'members')!)).toEqual([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष' }, { name: 'प्रो. के. वर्मा' }])
  })

  it('a member given in part: the word not given is marked with its own language, word by word', async () => {
    const rows = memberRows(await page('/hi/committees'))
    expect(rows[1]).not.toMatch(/^<tr[^>]*lang=/)
    expect(rows[1]).toContain('<th scope="row">प्रो. के. वर्मा</th>')
    expect(rows[1]).toMatch(/<td data-label="[^"]+" lang="en">Member<\/td>/)
  })

  it('a translation of the wrong shape is refused with what to fix; nothing is stored', async () => {
    const before = stored('committees', SGRC, 'members')
    const wrong = await put('committees', SGRC, { members: JSON.stringify([{ name: { first: 'x' } }]) })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.members).toBeTruthy()
    // a translated name held to the member's own limit (120)
    const long = await put('committees', SGRC, { members: JSON.stringify([{ name: 'न'.repeat(121) }]) })
    expect(long.status).toBe(400)
    expect(long.body.errors.members).toMatch(/name/i)
    expect(stored('committees', SGRC, 'members')).toBe(before)
  })

  it('highlights typed comma-separated, as the programme’s own form takes them, are kept as a list and shown on /hi', async () => {
    const made = await admin.json('POST', '/api/home/uploadPrograms', { title: 'LL.M. (Criminal Law)', duration: '1 Year', description: 'Advanced criminal law.', highlights: ['Moot court', 'Legal aid clinic', 'Research'] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id: string = made.body.data._id
    const res = await put('programs', id, { title: 'एलएल.एम. (आपराधिक विधि)', highlights: 'मूट कोर्ट, विधिक सहायता क्लिनिक' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(JSON.parse(stored('programs', id, 'highlights')!)).toEqual(['मूट कोर्ट', 'विधिक सहायता क्लिनिक'])
    const hi = await page('/hi')
    const card = hi.slice(hi.indexOf('एलएल.एम. (आपराधिक विधि)'))
    expect(card).toContain('मूट कोर्ट')
    expect(card).toContain('विधिक सहायता क्लिनिक')
    // the third, not translated, as the programme has it
    expect(card.slice(0, card.indexOf('</ul>'))).toContain('Research')
    // not a list (a script's number, object or null): refused, the translation kept
    for (const text of ['2024', '{"a":"b"}', 'null', 'true']) {
      const refused = await put('programs', id, { highlights: text })
      expect(refused.status, text).toBe(400)
      expect(refused.body.errors.highlights, text).toBe('Write the translation as a list: one entry for each of the item’s own, as the editor does.')
    }
    expect(JSON.parse(stored('programs', id, 'highlights')!)).toEqual(['मूट कोर्ट', 'विधिक सहायता क्लिनिक'])
    // an entry left empty keeps the others in their places
    expect((await put('programs', id, { highlights: 'मूट कोर्ट, , शोध' })).status).toBe(200)
    expect(JSON.parse(stored('programs', id, 'highlights')!)).toEqual(['मूट कोर्ट', '', 'शोध'])
    // the editor's read says how each field is edited
    const item = await admin.get(`/api/translations/programs/${id}`)
    expect(item.body.data.fields.find((f: { field: string }) => f.field === 'highlights').list).toBe('entry')
    expect(item.body.data.fields.find((f: { field: string }) => f.field === 'title').list).toBeUndefined()
  })

  it('the Ombudsperson’s line on /hi/disclosure: found by the seat with the role in Hindi, each word marked where not translated', async () => {
    const withOmbud = [...members, { name: 'Justice R. K. Verma', role: 'Ombudsperson', phone: '9425000077', email: '', seat: 'ombudsperson' }]
    expect((await admin.json('PUT', `/api/committees/${SGRC}`, { members: withOmbud })).status).toBe(200)
    const grievance = (html: string) => html.slice(html.indexOf('id="grievance"'), html.indexOf('</section>', html.indexOf('id="grievance"')))
    const untranslated = grievance(await page('/hi/disclosure'))
    expect(untranslated).toMatch(/<p lang="en"><strong>Ombudsperson: <\/strong><span>Justice R\. K\. Verma<\/span>/)
    const res = await put('committees', SGRC, { members: JSON.stringify([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष' }, {}, { role: 'लोकपाल' }]) })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const hi = grievance(await page('/hi/disclosure'))
    expect(hi).toMatch(/<p><strong>लोकपाल: <\/strong><span lang="en">Justice R\. K\. Verma<\/span>/)
    expect(hi).toContain('9425000077')
    expect((await admin.json('PUT', `/api/committees/${SGRC}`, { members })).status).toBe(200)
  })

  it('a fee row in the overview reads as its notes, not their JSON', async () => {
    const made = await admin.json('POST', '/api/fees', { course: 'llb', academicYear: '2027-28', tuitionFee: 60000, otherFees: [{ covers: 'Library', amount: 2000 }, { covers: 'Moot court', amount: 1500 }] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const overview = await admin.get('/api/translations')
    const row = overview.body.data.areas.find((area: { area: string }) => area.area === 'fees').rows.find((r: { id: string }) => r.id === made.body.data._id)
    expect(row.name).toBe('Library, Moot court')
  })

  it('an empty list has nothing to translate: the overview does not count it missing', async () => {
    const made = await admin.json('POST', '/api/home/uploadPrograms', { title: 'Certificate in RTI', duration: '3 Months', description: 'Right to information.', highlights: [] })
    expect(made.status).toBe(201)
    const id: string = made.body.data._id
    expect((await put('programs', id, { title: 'सूचना का अधिकार प्रमाणपत्र', duration: '3 महीने', description: 'सूचना का अधिकार।' })).status).toBe(200)
    const overview = await admin.get('/api/translations')
    const programs = overview.body.data.areas.find((area: { area: string }) => area.area === 'programs')
    expect(programs.rows.map((row: { id: string }) => row.id)).not.toContain(id)
  })
})

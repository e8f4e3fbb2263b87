import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { TestSmtp } from '../helpers/smtp'
import { apiClient, formData } from './client'

/**
 * Issue 29 for the grievance pages (docs/decisions/139): a post from /hi/grievance or
 * /hi/grievance/status comes back to the Hindi page, the grievance keeps its language, the student's
 * e-mails are in it, and the JSON answers stay the spec's English.
 */
const STUDENT = { name: 'आशा वर्मा', course: 'एलएल.बी. द्वितीय वर्ष', email: 'asha@student.test', category: 'fees', subject: 'शुल्क वापसी', description: 'मेरी शुल्क वापसी अभी तक नहीं हुई है।' }
const HINDI_FORM = { returnTo: '/hi/grievance' }
const PAGE_POST = { accept: 'text/html,application/xhtml+xml' }

describe('grievances filed from the Hindi pages', () => {
  let server: TestServer
  const smtp = new TestSmtp()
  beforeAll(async () => {
    const port = await smtp.start()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'desk@college.test', SUBMIT_RATE_LIMIT: '1000' })
  })
  afterAll(async () => {
    await server?.close()
    await smtp.stop()
  })

  const post = (path: string, body: FormData | URLSearchParams) => server.fetch(path, { method: 'POST', headers: { origin: server.url, ...PAGE_POST }, body, redirect: 'manual' })
  const langOf = (reference: string) => server.ctx.sqlite.prepare('SELECT lang FROM grievances WHERE reference = ?').pluck().get(reference)

  it('without JavaScript: a refusal returns to /hi/grievance, a filing to the Hindi status view; without returnTo both stay English', async () => {
    const refused = await post('/api/grievance', formData({ ...HINDI_FORM, ...STUDENT, email: 'bad', name: '' }))
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/hi/grievance?result=invalid&fields=name%2Cemail#grievance-form')
    const filed = await post('/api/grievance', formData({ ...HINDI_FORM, ...STUDENT }))
    expect(filed.headers.get('location')).toMatch(/^\/hi\/grievance\/status\?view=[\w.-]+&filed=1&receipt=[\w-]{22}$/)
    const english = await post('/api/grievance', formData(STUDENT))
    expect(english.headers.get('location')).toMatch(/^\/grievance\/status\?view=[\w.-]+&filed=1&receipt=[\w-]{22}$/)
    const page = await server.fetch(filed.headers.get('location')!)
    const html = await page.text()
    expect(html).toContain('<html lang="hi"')
    expect(html).toContain('आपकी शिकायत प्राप्त हो गई है')
    expect(html).toMatch(/आपका एक्सेस कोड<!-- -->: <strong lang="en" translate="no">[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}<\/strong>/)
  })

  it('a holiday is named in the page’s language on the status view; one with no Hindi name yet shows its English one, marked (decision 298)', async () => {
    // the next two office days after tomorrow: inside any grievance's limits from today
    const days: string[] = []
    for (let at = Date.now() + 2 * 86_400_000; days.length < 2; at += 86_400_000) {
      const day = new Date(at + 5.5 * 3_600_000)
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10))
    }
    const admin = apiClient(server, await loginCookie(server))
    expect((await admin.json('POST', '/api/grievances/holidays', { day: days[0], name: 'Foundation Day', nameHi: 'स्थापना दिवस' })).status).toBe(201)
    expect((await admin.json('POST', '/api/grievances/holidays', { day: days[1], name: 'Gandhi Jayanti' })).status).toBe(201)
    const listed = (await admin.get('/api/grievances/holidays')).body.data.holidays as { day: string; name: string; nameHi: string }[]
    expect(listed.filter((holiday) => days.includes(holiday.day))).toEqual([
      { day: days[0], name: 'Foundation Day', nameHi: 'स्थापना दिवस' },
      { day: days[1], name: 'Gandhi Jayanti', nameHi: '' },
    ])
    expect((await admin.json('POST', '/api/grievances/holidays', { day: days[1], name: 'Gandhi Jayanti', nameHi: 'क'.repeat(81) })).status).toBe(400)

    const filed = await post('/api/grievance', formData({ ...HINDI_FORM, ...STUDENT }))
    const hindi = await (await server.fetch(filed.headers.get('location')!)).text()
    expect(hindi).toContain('स्थापना दिवस')
    expect(hindi).not.toContain('Foundation Day')
    expect(hindi).toContain('<span lang="en">Gandhi Jayanti</span>')
    const english = await (await server.fetch(filed.headers.get('location')!.replace(/^\/hi/, ''))).text()
    expect(english).toContain('Foundation Day')
    expect(english).not.toContain('स्थापना दिवस')
    expect(english).not.toMatch(/<span lang="en">Gandhi Jayanti/)
  })

  it('the status look-up from /hi/grievance/status: not found and found both come back to the Hindi page', async () => {
    const client = apiClient(server)
    const filed = await client.multipart('POST', '/api/grievance', formData({ ...HINDI_FORM, ...STUDENT }))
    const reference: string = filed.body.data.reference
    const lookup = (accessCode: string) => post('/api/grievance/status', new URLSearchParams({ returnTo: '/hi/grievance/status', reference, accessCode }))
    expect((await lookup('AAAA-BBBB-CCCC')).headers.get('location')).toBe(`/hi/grievance/status?result=notfound&reference=${reference}`)
    expect((await lookup(filed.body.data.accessCode)).headers.get('location')).toMatch(/^\/hi\/grievance\/status\?view=[\w.-]+$/)
    const notFound = await (await server.fetch('/hi/grievance/status?result=notfound')).text()
    expect(notFound).toContain('इस संदर्भ संख्या और एक्सेस कोड से कोई शिकायत नहीं मिली।')
  })

  it('the JSON answers keep the spec’s English (the statusUrl too); the grievance keeps its language, and staff read it', async () => {
    const client = apiClient(server)
    const hindi = await client.multipart('POST', '/api/grievance', formData({ ...HINDI_FORM, ...STUDENT }))
    expect(hindi.status).toBe(201)
    expect(hindi.body.message).toBe(`Your grievance has been received: ${hindi.body.data.reference}`)
    expect(hindi.body.data.statusUrl).toMatch(/^\/grievance\/status\?view=/)
    const refused = await client.multipart('POST', '/api/grievance', formData({ ...HINDI_FORM, ...STUDENT, email: '', mobile: '' }))
    expect(refused.body.errors.email).toBe('Give an e-mail address or a mobile number (or both), so that the college can answer you.')
    const english = await client.multipart('POST', '/api/grievance', formData(STUDENT))
    // a returnTo that is no page of this site is English, as for the enquiries
    const foreign = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, returnTo: 'https://evil.test/hi/grievance' }))
    expect([langOf(hindi.body.data.reference), langOf(english.body.data.reference), langOf(foreign.body.data.reference)]).toEqual(['hi', 'en', 'en'])
    const member = apiClient(server, await staffCookie(server, 'sgrc-hi@college.test', 'SGRC Chair', 'grievance-committee'))
    expect((await member.get(`/api/grievances/${hindi.body.data.reference}`)).body.data.lang).toBe('hi')
  })

  it('the acknowledgement and the decision reach the student in Hindi, with the Hindi status page; the committee’s alert stays English', async () => {
    const client = apiClient(server)
    const filed = await client.multipart('POST', '/api/grievance', formData({ ...HINDI_FORM, ...STUDENT, email: 'meena@student.test' }))
    const reference: string = filed.body.data.reference
    const ack = await smtp.waitFor(`शिकायत ${reference} प्राप्त हुई`)
    expect(ack.to).toEqual(['meena@student.test'])
    expect(ack.text).toContain(`आपकी संदर्भ संख्या: ${reference}`)
    expect(ack.text).toContain('/hi/grievance/status')
    expect(ack.text).not.toMatch(/Grievance|received|Reference/)
    expect(ack.text).not.toContain('शुल्क वापसी अभी तक')
    const alert = await smtp.waitFor(`New grievance ${reference}`)
    expect(alert.text).toContain('Kind of grievance: Fees and refunds')
    const member = apiClient(server, await staffCookie(server, 'sgrc-hi2@college.test', 'SGRC Member', 'grievance-committee'))
    // the college refers; the committee reports and decides (docs/decisions/177)
    expect((await apiClient(server, await loginCookie(server)).json('POST', `/api/grievances/${reference}/refer`, { text: 'refer text' })).status).toBe(200)
    for (const action of ['report', 'decide']) expect((await member.json('POST', `/api/grievances/${reference}/${action}`, { text: `${action} text` })).status).toBe(200)
    // the SGRC's report and the decision: each a mail to the student, in Hindi
    const decided = await smtp.waitFor('निर्णय जारी')
    expect(decided.subject).toBe(`शिकायत ${reference} पर निर्णय`)
    expect(decided.to).toEqual(['meena@student.test'])
    expect(decided.text).toContain('/hi/grievance/status')
    // each under a subject that names it: the report is not a second "decision" (issue 40 item 5)
    await smtp.waitFor(`शिकायत ${reference} पर समिति की रिपोर्ट`)
    expect(smtp.matching(`शिकायत ${reference} पर निर्णय`).map((mail) => mail.text.split('\n')[0])).toEqual(['निर्णय जारी'])
    expect(smtp.matching(`शिकायत ${reference} पर समिति की रिपोर्ट`).map((mail) => mail.text.split('\n')[0])).toEqual(['शिकायत निवारण समिति की रिपोर्ट प्राप्त'])
    // the decided grievance's Hindi status view: report, decision, how to appeal, with a Hindi date and full stop
    const found = await post('/api/grievance/status', new URLSearchParams({ returnTo: '/hi/grievance/status', reference, accessCode: filed.body.data.accessCode }))
    const html = await (await server.fetch(found.headers.get('location')!)).text()
    for (const text of ['निर्णय जारी', 'शिकायत निवारण समिति की रिपोर्ट', 'report text', 'decide text', 'संतुष्ट नहीं हैं? लोकपाल के समक्ष अपील करें', 'लोकपाल का संपर्क समितियों के पृष्ठ पर दिया गया है।']) expect(html).toContain(text)
    // a correction within its 24 hours: mailed in Hindi under a subject that says so, shown on the Hindi status view (docs/decisions/200)
    expect((await member.json('POST', `/api/grievances/${reference}/correct`, { text: 'corrected decide text' })).status).toBe(200)
    const corrected = await smtp.waitFor(`शिकायत ${reference} पर निर्णय में सुधार`)
    expect(corrected.text.split('\n')[0]).toBe('समिति ने आपकी शिकायत पर अपने निर्णय में सुधार किया है। सुधरा हुआ निर्णय पहले वाले निर्णय का स्थान लेता है, और अपील के 15 दिन सुधार की तिथि से गिने जाते हैं।')
    const again = await post('/api/grievance/status', new URLSearchParams({ returnTo: '/hi/grievance/status', reference, accessCode: filed.body.data.accessCode }))
    const correctedHtml = await (await server.fetch(again.headers.get('location')!)).text()
    for (const text of ['निर्णय में सुधार किया गया', 'corrected decide text']) expect(correctedHtml).toContain(text)
    expect(html).toMatch(/अपील की अंतिम तिथि:<!-- --> <!-- -->\d{1,2} \S+ \d{4}<!-- -->।/)
    expect(html).toMatch(/<li>लोकपाल के समक्ष अपील<!-- -->: <!-- -->अंतिम तिथि<!-- --> <!-- -->\d{1,2} \S+ \d{4}<\/li>/)
    expect(html).not.toMatch(/Decision issued|Not satisfied|Report of the SGRC|Timeline|by the end of/)
  })
})

describe('the limits of the Hindi pages without JavaScript', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SUBMIT_RATE_LIMIT: '1' })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('a limited filing goes back to the form it came from, with what was typed kept; a limited look-up to /hi/grievance/status', async () => {
    const send = (referer: string, form: Record<string, string> = HINDI_FORM) =>
      server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, referer: server.url + referer, ...PAGE_POST }, body: formData({ ...form, ...STUDENT }), redirect: 'manual' })
    expect((await send('/hi/grievance')).headers.get('location')).toMatch(/^\/hi\/grievance\/status\?view=/)
    const limited = await send('/hi/grievance?result=invalid')
    expect(limited.headers.get('location')).toBe('/hi/grievance?result=limited#grievance-form')
    // the text typed is read though the filing is refused before its files are: kept for the form
    const page = await (await server.fetch(limited.headers.get('location')!, { headers: { cookie: limited.headers.get('set-cookie')!.split(';')[0]! } })).text()
    expect(page).toContain('बहुत अधिक शिकायतें')
    expect(page).toContain(`value="${STUDENT.name}"`)
    expect(page).toContain(STUDENT.description)
    expect((await send('/grievance', {})).headers.get('location')).toBe('/grievance?result=limited#grievance-form')
    const lookups: (string | null)[] = []
    for (let i = 0; i < 11; i++) {
      const res = await server.fetch('/api/grievance/status', {
        method: 'POST',
        headers: { origin: server.url, ...PAGE_POST },
        body: new URLSearchParams({ returnTo: '/hi/grievance/status', reference: 'GRV-2026-0999', accessCode: 'AAAA-BBBB-CCCC' }),
        redirect: 'manual',
      })
      lookups.push(res.headers.get('location'))
    }
    expect(lookups.at(-1)).toBe('/hi/grievance/status?result=limited&reference=GRV-2026-0999')
    expect(lookups[0]).toBe('/hi/grievance/status?result=notfound&reference=GRV-2026-0999')
  })
})

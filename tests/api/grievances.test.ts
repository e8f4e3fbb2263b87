import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueDueReminders } from '../../src/features/grievances/reminders'
import { routesOf } from '../hardening/routes'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { javascriptPdf, launchPdf, polyglotPdf, htmlFirstPolyglot, textPdf, zipBombPdf } from '../helpers/pdfs'
import { TestSmtp } from '../helpers/smtp'
import { apiClient, formData, jpeg } from './client'

const STUDENT = { name: 'Asha Verma', enrolment: 'LAW/2024/117', course: 'LL.B. 2nd year', email: 'asha@student.test', mobile: '98765 43210', category: 'examination', subject: 'Result withheld', description: 'My semester result has been withheld since July.' }

/** Files every file in a folder, recursively (to prove nothing landed in the public uploads). */
const filesUnder = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())

describe('grievances: filing, status, the committee', () => {
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

  it('files a grievance with a PDF and a photo: sequential reference, deadlines, attachments kept out of /uploads, acknowledgement mailed', async () => {
    const before = filesUnder(server.uploadsDir)
    const client = apiClient(server)
    const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() === 11 && new Date().getUTCDate() === 31 ? 1 : 0)
    const first = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'marksheet.pdf', await textPdf(), 'application/pdf'], ['attachments', 'notice.jpg', await jpeg()]]))
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data.reference).toMatch(new RegExp(`^GRV-${year}-0001$`))
    expect(first.body.data.deadlines.refer).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first.body.data.statusUrl).toMatch(/^\/grievance\/status\?view=[a-f0-9]{24}\.[a-z0-9]+\.[\w-]{32}&filed=1&receipt=[\w-]{22}$/)
    const second = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, email: '', mobile: '9876500000' }))
    expect(second.body.data.reference).toBe(`GRV-${year}-0002`)
    expect(filesUnder(server.uploadsDir)).toEqual(before)
    const ack = await smtp.waitFor(`Grievance GRV-${year}-0001 received`)
    expect(ack.to).toEqual(['asha@student.test'])
    expect(ack.text).toContain(`GRV-${year}-0001`)
    expect(ack.text).toContain(`Your access code: ${first.body.data.accessCode}`)
    // the grievance's own text never goes into a mail
    expect(ack.text).not.toContain('withheld since July')
    const alert = await smtp.waitFor(`New grievance GRV-${year}-0001`)
    expect(alert.to).toEqual(['staff@college.test'])
    // days as the site writes them, 14 Dec 2026, never 2026-12-14 (issue 40 item 12)
    expect(alert.text).toMatch(/Referral to the SGRC with the college’s comments: \d{1,2} [A-Z][a-z]{2} \d{4}\n/)
    expect(alert.text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(alert.text).not.toContain('withheld since July')
  })

  it('refuses each bad field with its own message, at its longest and with control characters', async () => {
    const client = apiClient(server)
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ name: 'x'.repeat(121) }, 'name', /at most 120/],
      [{ name: 'Asha\u0000Verma' }, 'name', /control characters/],
      [{ subject: 'Line\r\nBcc: x@evil.test' }, 'subject', /control characters/],
      [{ description: 'd'.repeat(5001) }, 'description', /at most 5000/],
      [{ description: 'ok\u001b[31m' }, 'description', /control characters/],
      [{ email: '', mobile: '' }, 'email', /e-mail address or a mobile/],
      [{ email: 'not-an-address' }, 'email', /valid e-mail/],
      [{ mobile: '12' }, 'mobile', /10 to 15 digits/],
      [{ category: 'bribery' }, 'category', /kind of grievance/],
      [{ course: '' }, 'course', /course and year/],
    ]
    for (const [change, field, message] of cases) {
      const res = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, ...change }))
      expect(res.status, field).toBe(400)
      expect(res.body.errors[field], field).toMatch(message)
    }
    // every field at its longest is accepted
    const longest = { ...STUDENT, name: 'n'.repeat(120), enrolment: 'e'.repeat(40), course: 'c'.repeat(80), subject: 's'.repeat(150), description: 'अ'.repeat(5000) }
    expect((await client.multipart('POST', '/api/grievance', formData(longest))).status).toBe(201)
  })

  it('refuses hostile attachments (the documents library corpus) and more than three', async () => {
    const client = apiClient(server)
    const count = () => (server.ctx.sqlite.prepare('SELECT count(*) AS n FROM grievances').get() as { n: number }).n
    const before = count()
    const hostile: [string, Buffer, string][] = [
      ['script.pdf', await javascriptPdf(), 'JavaScript'],
      ['launch.pdf', await launchPdf(), 'launch.pdf contains JavaScript, an action that opens something or a file inside it'],
      ['bomb.pdf', await zipBombPdf(300), ''],
      ['page.html', htmlFirstPolyglot(), 'neither a PDF nor a photo'],
      ['evil.jpg', Buffer.from('<script>alert(1)</script>'), 'neither a PDF nor a photo'],
    ]
    for (const [name, data, reason] of hostile) {
      const res = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', name, data, 'application/pdf']]))
      expect(res.status, name).toBe(400)
      expect(res.body.errors.attachments, name).toContain(reason)
    }
    const photo = await jpeg()
    const four = await client.multipart('POST', '/api/grievance', formData(STUDENT, [1, 2, 3, 4].map((i) => ['attachments', `p${i}.jpg`, photo] as [string, string, Buffer])))
    expect(four.status).toBe(400)
    expect(four.body.errors.attachments).toBe('At most 3 attachments can be sent.')
    const folder = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', '../../etc/passwd.jpg', photo]]))
    expect(folder.status).toBe(400)
    expect(count()).toBe(before)
  })

  it('without JavaScript: a form post is answered by a redirect to the form with the refused fields, or to the status view', async () => {
    const raw = (body: FormData) => server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'text/html,application/xhtml+xml' }, body, redirect: 'manual' })
    const refused = await raw(formData({ ...STUDENT, email: 'bad', name: '' }))
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/grievance?result=invalid&fields=name%2Cemail#grievance-form')
    const filed = await raw(formData(STUDENT))
    expect(filed.status).toBe(303)
    expect(filed.headers.get('location')).toMatch(/^\/grievance\/status\?view=[\w.-]+&filed=1&receipt=[\w-]{22}$/)
  })

  describe('without JavaScript, a refusal says its own reason and keeps what was typed', () => {
    const raw = (body: FormData) => server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'text/html,application/xhtml+xml' }, body, redirect: 'manual' })
    /** The page the refusal leads back to, as the visitor's browser opens it (with the cookie that keeps the text). */
    const backToForm = async (refused: Response) => {
      expect(refused.status).toBe(303)
      const cookie = refused.headers.get('set-cookie')?.split(';')[0] ?? ''
      return (await server.fetch(refused.headers.get('location')!, { headers: { cookie } })).text()
    }

    it('no e-mail and no mobile: the contact sentence, not "a valid e-mail address", said with the other refusals at once', async () => {
      const all = await raw(formData({ ...STUDENT, name: '', email: '', mobile: '' }))
      expect(all.headers.get('location')).toBe('/grievance?result=invalid&fields=name%2Cemail%3Acontact#grievance-form')
      const refused = await raw(formData({ ...STUDENT, email: '', mobile: '' }))
      expect(refused.headers.get('location')).toBe('/grievance?result=invalid&fields=email%3Acontact#grievance-form')
      const page = await backToForm(refused)
      expect(page).toContain('Give an e-mail address or a mobile number (or both), so that the college can answer you.')
      expect(page).not.toContain('Enter a valid e-mail address')
      expect(page).toContain('value="Result withheld"')
    })

    it('a description past the form\'s limit is named as such, by the API too, and the rest of the text is kept', async () => {
      const long = { ...STUDENT, description: 'x'.repeat(200 * 1024) }
      const refused = await raw(formData(long))
      expect(refused.headers.get('location')).toBe('/grievance?result=invalid&fields=description#grievance-form')
      const page = await backToForm(refused)
      expect(page).toContain('Describe your grievance (up to 5,000 characters).')
      expect(page).not.toContain('At most 3 attachments')
      expect(page).toContain('value="Asha Verma"')
      const api = await apiClient(server).multipart('POST', '/api/grievance', formData(long))
      expect(api.status).toBe(413)
      expect(api.body).toMatchObject({ success: false, errors: { description: 'Describe your grievance (up to 5,000 characters).' } })
    })

    it('a refused file is named as it was sent, with its reason, through the API and back on the form', async () => {
      const api = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'fee receipt.exe', Buffer.from('MZ not a photo'), 'application/octet-stream']]))
      expect(api.status).toBe(400)
      expect(api.body.errors.attachments).toBe('fee receipt.exe is neither a PDF nor a photo that can be read.')
      const script = await raw(formData(STUDENT, [['attachments', 'marksheet.pdf', await javascriptPdf(), 'application/pdf']]))
      expect(script.headers.get('location')).toBe('/grievance?result=invalid&fields=attachments%3ApdfActive#grievance-form')
      const page = await backToForm(script)
      expect(page).toContain('marksheet.pdf contains JavaScript, an action that opens something or a file inside it, which the college cannot accept.')
      expect(page).toContain('value="Asha Verma"')
    })
  })

  it('status: the reference and its access code show the timeline; a wrong pair answers exactly as an unknown reference', async () => {
    const client = apiClient(server)
    const filed = await client.multipart('POST', '/api/grievance', formData(STUDENT))
    const reference: string = filed.body.data.reference
    const accessCode: string = filed.body.data.accessCode
    expect(accessCode).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
    // typed in any case, without the dashes
    const found = await client.json('POST', '/api/grievance/status', { reference: reference.toLowerCase(), accessCode: accessCode.toLowerCase().replace(/-/g, '') })
    expect(found.status).toBe(200)
    expect(found.body.data).toMatchObject({ reference, status: 'received', timeline: [{ kind: 'received' }] })
    // typed from a receipt as people do: spaces for dashes, the number without its zeros (tests/unit/grievance-refusals.test.ts has more)
    const [, year, number] = /^GRV-(\d{4})-(\d+)$/.exec(reference)!
    const typed = await client.json('POST', '/api/grievance/status', { reference: `grv ${year} ${Number(number)}`, accessCode })
    expect(typed.status).toBe(200)
    expect(typed.body.data.reference).toBe(reference)
    expect(found.body.data.description).toBeUndefined()
    const wrongPair = await client.json('POST', '/api/grievance/status', { reference, accessCode: 'AAAA-BBBB-CCCC' })
    const neighbour = reference.replace(/\d{4}$/, (n) => String(Number(n) + 50).padStart(4, '0'))
    const unknown = await client.json('POST', '/api/grievance/status', { reference: neighbour, accessCode })
    // the neighbour's reference (filed by someone else) with this student's code
    const other = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, email: 'ravi@student.test', mobile: '' }))
    const neighbourGuess = await client.json('POST', '/api/grievance/status', { reference: other.body.data.reference, accessCode })
    expect(wrongPair.status).toBe(404)
    expect(wrongPair.body).toEqual(unknown.body)
    expect(neighbourGuess.body).toEqual(unknown.body)
    expect(unknown.body).toEqual({ success: false, message: 'No grievance matches this reference number and access code. Check both and try again.' })
  })

  it('a form post from another site is refused before anything is read or written', async () => {
    const count = () => (server.ctx.sqlite.prepare('SELECT count(*) AS n FROM grievances').get() as { n: number }).n
    const before = count()
    for (const path of ['/api/grievance', '/api/grievance/status']) {
      const res = await server.fetch(path, { method: 'POST', headers: { origin: 'https://evil.example' }, body: formData({ ...STUDENT, reference: 'GRV-2026-0001', accessCode: 'AAAA-BBBB-CCCC' }) })
      expect(res.status, path).toBe(403)
    }
    expect(count()).toBe(before)
  })

  it('a status view address cannot be forged for another grievance', async () => {
    const client = apiClient(server)
    const filed = await client.multipart('POST', '/api/grievance', formData(STUDENT))
    const token = new URL(filed.body.data.statusUrl, server.url).searchParams.get('view')!
    const { readViewToken } = await import('../../src/features/grievances/view')
    const now = server.ctx.clock.now()
    expect(readViewToken(server.ctx.config.sessionSecret, token, now)).toMatch(/^[a-f0-9]{24}$/)
    const otherId = 'f'.repeat(24)
    expect(readViewToken(server.ctx.config.sessionSecret, token.replace(/^[a-f0-9]{24}/, otherId), now)).toBeNull()
    expect(readViewToken(server.ctx.config.sessionSecret, token, now + 61 * 60_000)).toBeNull()
  })

  it('the committee moves a grievance along; every step is logged without its text; the student sees report and decision', async () => {
    const client = apiClient(server)
    const member = apiClient(server, await staffCookie(server, 'sgrc@college.test', 'SGRC Chair', 'grievance-committee'))
    const filed = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, description: 'Secret details of the grievance' }, [['attachments', 'proof.pdf', await textPdf(), 'application/pdf']]))
    const reference: string = filed.body.data.reference
    const queue = await member.get('/api/grievances')
    expect(queue.status).toBe(200)
    expect(queue.body.data.items.map((item: { reference: string }) => item.reference)).toContain(reference)
    const detail = await member.get(`/api/grievances/${reference}`)
    expect(detail.body.data.description).toBe('Secret details of the grievance')
    expect(detail.body.data.actions).toEqual([])
    const [attachment] = detail.body.data.attachments
    expect((await member.get(`/api/grievances/${reference}/attachments/${attachment.id}`)).status).toBe(200)
    expect((await member.json('POST', `/api/grievances/${reference}/decide`, { text: 'Too early' })).status).toBe(409)
    // the college's steps and the committee's are taken by different roles (issue 40 item 7)
    const college = apiClient(server, await loginCookie(server))
    expect((await college.get(`/api/grievances/${reference}`)).body.data).toMatchObject({ actions: ['refer'], othersSteps: [] })
    expect(detail.body.data.othersSteps).toEqual(['refer'])
    const memberRefers = await member.json('POST', `/api/grievances/${reference}/refer`, { text: 'Comments' })
    expect(memberRefers.status).toBe(403)
    expect(memberRefers.body.message).toBe("Referring a grievance with the college's comments, recording an appeal and closing are the college's steps: an Administrator takes them.")
    expect((await college.json('POST', `/api/grievances/${reference}/refer`, {})).status).toBe(400)
    for (const [who, action, text] of [[college, 'refer', 'Comments of the college: secret-comment'], [member, 'report', 'SGRC finds the result was withheld by mistake.'], [member, 'decide', 'The result is released today.']] as const) {
      if (action !== 'refer') {
        const collegeTries = await college.json('POST', `/api/grievances/${reference}/${action}`, { text })
        expect(collegeTries.status, `an Administrator may not ${action}`).toBe(403)
        expect(collegeTries.body.message).toBe("The SGRC's report and decision are the committee's steps: a member of the Grievance committee takes them.")
      }
      const res = await who.json('POST', `/api/grievances/${reference}/${action}`, { text })
      expect(res.status, action).toBe(200)
    }
    expect((await member.json('POST', `/api/grievances/${reference}/notes`, { note: 'Called the student: secret-note' })).status).toBe(201)
    const view = await client.json('POST', '/api/grievance/status', { reference, accessCode: filed.body.data.accessCode })
    expect(view.body.data.status).toBe('decided')
    expect(view.body.data.report).toBe('SGRC finds the result was withheld by mistake.')
    expect(view.body.data.decision).toBe('The result is released today.')
    expect(view.body.data.timeline.map((step: { kind: string }) => step.kind)).toEqual(['received', 'refer', 'report', 'decide'])
    expect(JSON.stringify(view.body)).not.toContain('secret-')
    expect(view.body.data.deadlines.find((d: { deadline: string }) => d.deadline === 'appeal').open).toBe(true)
    const log = server.ctx.sqlite.prepare("SELECT summary FROM activity_log WHERE area = 'grievances'").pluck().all() as string[]
    expect(log).toEqual(expect.arrayContaining([`refer to the sgrc: grievance ${reference}`, `issue the decision: grievance ${reference}`, `added a note to grievance ${reference}`]))
    expect(log.join('\n')).not.toMatch(/secret|withheld|released/i)
    const decided = await smtp.waitFor(`Decision on grievance ${reference}`)
    expect(decided.text).not.toContain('released today')
    // each e-mail's subject names its step: the report is not a second "Decision" (issue 40 item 5)
    const reported = await smtp.waitFor(`Committee’s report on grievance ${reference}`)
    expect(reported.text).toContain('SGRC report received')
    expect(server.ctx.sqlite.prepare('SELECT count(*) FROM mail_outbox WHERE subject LIKE ?').pluck().get(`Decision on grievance ${reference}`)).toBe(1)
  })

  it('the committee corrects its decision within 24 hours: asked of the committee only, logged without its words, mailed as a correction; after 24 hours refused', async () => {
    let member = apiClient(server, await staffCookie(server, 'sgrc-correct@college.test', 'SGRC Corrector', 'grievance-committee'))
    const college = apiClient(server, await loginCookie(server))
    const filed = await apiClient(server).multipart('POST', '/api/grievance', formData({ ...STUDENT, subject: 'To be corrected' }))
    const { reference, accessCode } = filed.body.data as { reference: string; accessCode: string }
    const real = Date.now()
    try {
      server.ctx.clock.set(real)
      // no decision yet: nothing to correct
      expect((await member.json('POST', `/api/grievances/${reference}/correct`, { text: 'Early' })).status).toBe(409)
      expect((await college.json('POST', `/api/grievances/${reference}/refer`, { text: 'Comments' })).status).toBe(200)
      expect((await member.json('POST', `/api/grievances/${reference}/report`, { text: 'Report' })).status).toBe(200)
      expect((await member.json('POST', `/api/grievances/${reference}/decide`, { text: 'The fee of 4800 is refunded.' })).status).toBe(200)
      const detail = await member.get(`/api/grievances/${reference}`)
      expect(detail.body.data.correction).toMatchObject({ open: true, mine: true })
      const decidedAt = Date.parse(detail.body.data.events.find((event: { kind: string }) => event.kind === 'decide').at)
      expect(Date.parse(detail.body.data.correction.until) - decidedAt).toBe(24 * 3_600_000)
      // the college's side may not correct the committee's decision
      const collegeTries = await college.json('POST', `/api/grievances/${reference}/correct`, { text: 'The fee of 48000 is refunded.' })
      expect(collegeTries.status).toBe(403)
      expect(collegeTries.body.message).toBe("The SGRC's report and decision are the committee's steps: a member of the Grievance committee takes them.")
      expect((await member.json('POST', `/api/grievances/${reference}/correct`, { text: 'The fee of 4800 is refunded.' })).body.message).toBe('The corrected decision is the same as the decision. Change its text first.')
      expect((await member.json('POST', `/api/grievances/${reference}/correct`, { text: '' })).status).toBe(400)
      server.ctx.clock.set(real + 23 * 3_600_000)
      // the next day the member signs in again: the session of the day before ended after 12 idle hours
      member = apiClient(server, await loginCookie(server, { email: 'sgrc-correct@college.test', password: 'grievance-committee-password' }))
      const corrected = await member.json('POST', `/api/grievances/${reference}/correct`, { text: 'The fee of 48000 is refunded in full.' })
      expect(corrected.status, JSON.stringify(corrected.body)).toBe(200)
      expect(corrected.body.message).toBe('Decision corrected. The student is e-mailed that it was corrected.')
      // the student reads the corrected decision, the timeline says it was corrected, the appeal runs from it
      const view = await apiClient(server).json('POST', '/api/grievance/status', { reference, accessCode })
      expect(view.body.data.decision).toBe('The fee of 48000 is refunded in full.')
      expect(view.body.data.timeline.map((step: { kind: string }) => step.kind)).toEqual(['received', 'refer', 'report', 'decide', 'correct'])
      const mail = await smtp.waitFor(`Correction of the decision on grievance ${reference}`)
      expect(mail.to).toEqual(['asha@student.test'])
      expect(mail.text).toContain('The committee corrected its decision')
      expect(mail.text).not.toContain('48000')
      const [entry] = server.ctx.sqlite.prepare("SELECT summary FROM activity_log WHERE area = 'grievances' AND summary LIKE 'corrected%' AND item_id = ?").pluck().all(reference) as string[]
      expect(entry).toBe(`corrected the decision: grievance ${reference}: decision of 6 words → 8 words (before and after in the grievance's timeline)`)
      // the window runs from the first issue: a correction does not extend it
      server.ctx.clock.set(decidedAt + 24 * 3_600_000 + 1000)
      member = apiClient(server, await loginCookie(server, { email: 'sgrc-correct@college.test', password: 'grievance-committee-password' }))
      const late = await member.json('POST', `/api/grievances/${reference}/correct`, { text: 'Another correction.' })
      expect(late.status).toBe(409)
      expect(late.body.message).toMatch(/^The decision can no longer be corrected: a correction was possible for 24 hours after it was issued, until \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m IST\.$/)
      expect((await member.get(`/api/grievances/${reference}`)).body.data.correction.open).toBe(false)
    } finally {
      server.ctx.clock.set(Date.now())
    }
  })

  it('attachments come only through the guard, as inert downloads (a PDF/HTML polyglot too)', async () => {
    const admin = await loginCookie(server)
    const client = apiClient(server)
    const filed = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'मार्कशीट.pdf', polyglotPdf(), 'application/pdf']]))
    const reference: string = filed.body.data.reference
    const detail = await apiClient(server, admin).get(`/api/grievances/${reference}`)
    const [attachment] = detail.body.data.attachments
    const url = `/api/grievances/${reference}/attachments/${attachment.id}`
    expect((await server.fetch(url)).status).toBe(401)
    const res = await server.fetch(url, { headers: { cookie: admin } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=".pdf"; filename*=UTF-8''${encodeURIComponent('मार्कशीट.pdf')}`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/)
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('an Editor and the Admissions desk get 403 on every grievance route (walked from the router); anonymous 401', async () => {
    const editor = apiClient(server, await staffCookie(server, 'editor@college.test', 'Editor', 'editor'))
    const desk = apiClient(server, await staffCookie(server, 'desk2@college.test', 'Desk', 'admissions'))
    const routes = routesOf(server.app).filter((route) => route.path.startsWith('/api/grievances'))
    expect(routes.length).toBeGreaterThanOrEqual(8)
    const refusals: Record<string, string> = {
      grievances: "Your role does not allow reading students' grievances. Ask an Administrator or the Grievance committee.",
      'grievance-removal': 'Only an Administrator can delete a grievance or bring one back.',
    }
    for (const route of routes) {
      expect(Object.keys(refusals), `${route.method} ${route.path}`).toContain(route.permission)
      const url = route.path.replace(':reference', 'GRV-2026-0001').replace(/:(\w+)/g, 'x')
      for (const client of [editor, desk]) {
        const res = route.method === 'GET' ? await client.get(url) : await client.json(route.method, url, { text: 'x', note: 'x', day: '2026-12-25', name: 'x' })
        expect(res.status, `${route.method} ${route.path}`).toBe(403)
        expect(res.body.message).toBe(refusals[route.permission!])
      }
      const anonymous = route.method === 'GET' ? await apiClient(server).get(url) : await apiClient(server).json(route.method, url, {})
      expect(anonymous.status).toBe(401)
    }
    // the summary calls an Editor's panel makes never count grievances
    const overview = await editor.get('/api/admin/overview')
    expect(JSON.stringify(overview.body)).not.toMatch(/grievance/i)
  })

  it('the queue shows overdue ones first; a reminder goes out once before a deadline and once when it passes', async () => {
    const member = apiClient(server, await staffCookie(server, 'sgrc2@college.test', 'SGRC Member', 'grievance-committee'))
    const real = Date.now()
    // filed 20 days ago: the referral limit (15 days) has passed
    server.ctx.clock.set(real - 20 * 86_400_000)
    const old = (await apiClient(server).multipart('POST', '/api/grievance', formData({ ...STUDENT, subject: 'Old one' }))).body.data.reference
    server.ctx.clock.set(real)
    const queue = (await member.get('/api/grievances')).body.data.items
    expect(queue[0].reference).toBe(old)
    expect(queue[0].overdue).toBe(true)
    expect(queue[0].nextDeadline.deadline).toBe('refer')
    const reminderCount = () => (server.ctx.sqlite.prepare("SELECT count(*) AS n FROM grievance_reminders WHERE grievance_id = (SELECT id FROM grievances WHERE reference = ?)").get(old) as { n: number }).n
    await queueDueReminders(server.ctx, real)
    const firstRound = reminderCount()
    expect(firstRound).toBeGreaterThanOrEqual(1)
    await queueDueReminders(server.ctx, real)
    await queueDueReminders(server.ctx, real + 3_600_000)
    expect(reminderCount()).toBe(firstRound)
    const queuedMails = server.ctx.sqlite.prepare('SELECT count(*) AS n FROM mail_outbox WHERE subject = ?').get(`Overdue: grievance ${old}, Referral to the SGRC with the college’s comments`) as { n: number }
    expect(queuedMails.n).toBe(1)
    const overdue = await smtp.waitFor(`Overdue: grievance ${old}`)
        expect(overdue.to).toContain('sgrc2@college.test')
    expect(overdue.to).not.toContain('editor@college.test')
  })

  it('only an Administrator deletes a grievance: it leaves the queue, the status page and the figures, comes back on restore, and is gone for good after 30 days', async () => {
    const { purgeDeletedGrievances } = await import('../../src/features/grievances/store')
    const member = apiClient(server, await staffCookie(server, 'sgrc3@college.test', 'SGRC Third', 'grievance-committee'))
    const admin = apiClient(server, await loginCookie(server))
    const filed = await apiClient(server).multipart('POST', '/api/grievance', formData({ ...STUDENT, subject: 'Duplicate' }, [['attachments', 'a.pdf', await textPdf(), 'application/pdf']]))
    const reference: string = filed.body.data.reference
    const refused = await member.delete(`/api/grievances/${reference}`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only an Administrator can delete a grievance or bring one back.')
    expect((await admin.delete(`/api/grievances/${reference}`)).body.message).toBe('Grievance deleted. An Administrator can bring it back for 30 days.')
    const queued = (await member.get('/api/grievances')).body.data.items.map((item: { reference: string }) => item.reference)
    expect(queued).not.toContain(reference)
    expect((await member.get(`/api/grievances/${reference}`)).status).toBe(404)
    expect((await apiClient(server).json('POST', '/api/grievance/status', { reference, accessCode: filed.body.data.accessCode })).status).toBe(404)
    expect((await admin.get('/api/grievances/deleted')).body.data.items).toEqual([expect.objectContaining({ reference, subject: 'Duplicate', deletedBy: 'Administrator' })])
    expect((await admin.json('POST', `/api/grievances/${reference}/restore`, {})).status).toBe(200)
    expect((await member.get(`/api/grievances/${reference}`)).body.data.subject).toBe('Duplicate')
    const log = server.ctx.sqlite.prepare("SELECT action, summary FROM activity_log WHERE item_id = ? AND action IN ('deleted', 'restored')").all(reference)
    expect(log).toEqual([
      { action: 'deleted', summary: `deleted grievance ${reference} (kept 30 days)` },
      { action: 'restored', summary: `brought back grievance ${reference}` },
    ])
    // deleted again, then 30 days pass: the row and its attachments are gone
    await admin.delete(`/api/grievances/${reference}`)
    const id = server.ctx.sqlite.prepare('SELECT id FROM grievances WHERE reference = ?').pluck().get(reference) as string
    expect(purgeDeletedGrievances(server.ctx.sqlite, Date.now() + 29 * 86_400_000)).toBe(0)
    expect(purgeDeletedGrievances(server.ctx.sqlite, Date.now() + 31 * 86_400_000)).toBe(1)
    expect(server.ctx.sqlite.prepare('SELECT count(*) AS n FROM grievances WHERE id = ?').get(id)).toEqual({ n: 0 })
    expect(server.ctx.sqlite.prepare('SELECT count(*) AS n FROM grievance_attachments WHERE grievance_id = ?').get(id)).toEqual({ n: 0 })
  })

  it('with a fixed clock: the reminder two working days before a limit that falls on a listed holiday, sent once', async () => {
    const admin = apiClient(server, await loginCookie(server))
    expect((await admin.json('POST', '/api/grievances/holidays', { day: '2026-12-25', name: 'Christmas' })).status).toBe(201)
    const at = (iso: string) => Date.parse(iso)
    // Thursday 10 Dec 2026, 10:30 in India
    server.ctx.clock.set(at('2026-12-10T05:00:00Z'))
    const filed = await apiClient(server).multipart('POST', '/api/grievance', formData({ ...STUDENT, subject: 'Fixed clock' }))
    server.ctx.clock.set(Date.now())
    const reference: string = filed.body.data.reference
    // referral: 15 days → Fri 25 Dec (the holiday: the limit is in calendar days); report: 15 working days, Monday to Friday → Fri 1 Jan
    expect(filed.body.data.deadlines).toEqual({ refer: '2026-12-25', report: '2027-01-01' })
    const sentFor = () => server.ctx.sqlite.prepare('SELECT deadline, moment FROM grievance_reminders WHERE grievance_id = (SELECT id FROM grievances WHERE reference = ?) ORDER BY deadline, moment').all(reference)
    // Tue 22 Dec: nothing yet; two working days before Fri 25 (skipping the holiday itself) is Wed 23
    await queueDueReminders(server.ctx, at('2026-12-22T12:00:00Z'))
    expect(sentFor()).toEqual([])
    await queueDueReminders(server.ctx, at('2026-12-23T04:00:00Z'))
    await queueDueReminders(server.ctx, at('2026-12-24T04:00:00Z'))
    expect(sentFor()).toEqual([{ deadline: 'refer', moment: 'before' }])
    // Sat 26 Dec, India: the referral limit has passed; the report's reminder day (two working days before Fri 1 Jan: Wed 30) has not come
    await queueDueReminders(server.ctx, at('2026-12-26T04:00:00Z'))
    expect(sentFor()).toEqual([
      { deadline: 'refer', moment: 'before' },
      { deadline: 'refer', moment: 'passed' },
    ])
    await queueDueReminders(server.ctx, at('2026-12-30T04:00:00Z'))
    await queueDueReminders(server.ctx, at('2026-12-30T10:00:00Z'))
    expect(sentFor()).toEqual([
      { deadline: 'refer', moment: 'before' },
      { deadline: 'refer', moment: 'passed' },
      { deadline: 'report', moment: 'before' },
    ])
    // one mail per reminder, queued in the outbox (sent when its time comes: here, in the test's future)
    const subjects = server.ctx.sqlite.prepare('SELECT subject FROM mail_outbox WHERE subject LIKE ? ORDER BY subject').pluck().all(`%grievance ${reference},%`)
    expect(subjects).toEqual([
      `Overdue: grievance ${reference}, Referral to the SGRC with the college’s comments`,
      `Reminder: grievance ${reference}, Referral to the SGRC with the college’s comments`,
      `Reminder: grievance ${reference}, SGRC report to the college and to you`,
    ])
  })

  it('200 status look-ups from one address: the first 10 are answered, the rest refused with 429', async () => {
    const client = apiClient(server)
    const statuses: number[] = []
    for (let i = 0; i < 200; i++) statuses.push((await client.json('POST', '/api/grievance/status', { reference: `GRV-2026-${String(i).padStart(4, '0')}`, accessCode: 'AAAA-BBBB-CCCC' })).status)
    // earlier tests of this file used a few of the 10: the rest are answered "not found", then every one is refused
    const answered = statuses.indexOf(429)
    expect(answered).toBeGreaterThan(0)
    expect(answered).toBeLessThanOrEqual(10)
    expect(statuses.slice(0, answered).every((s) => s === 404)).toBe(true)
    expect(statuses.slice(answered).every((s) => s === 429)).toBe(true)
  })
})

describe('the acknowledgement while the mail server is down', () => {
  it('waits in the outbox and reaches the student once the server is back', async () => {
    const smtp = new TestSmtp()
    const port = await smtp.start()
    await smtp.stop()
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'desk@college.test' })
    try {
      const filed = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT))
      expect(filed.status).toBe(201)
      const subject = `Grievance ${filed.body.data.reference} received`
      await server.ctx.mail.runOnce()
      const waiting = server.ctx.sqlite.prepare('SELECT attempts, sent_at AS sentAt FROM mail_outbox WHERE subject = ?').get(subject) as { attempts: number; sentAt: string | null }
      expect(waiting.attempts).toBeGreaterThanOrEqual(1)
      expect(waiting.sentAt).toBeNull()
      await smtp.start()
      await server.ctx.mail.retryNow()
      const mail = await smtp.waitFor(subject)
      expect(mail.to).toEqual(['asha@student.test'])
    } finally {
      await server.close()
      await smtp.stop()
    }
  })
})

describe('grievances in a backup', () => {
  it('a backup carries grievances with their attachments, and a restore brings them back', async () => {
    const { createBackup, restoreBackup } = await import('../../src/ops/backup')
    const server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grievance-backup-'))
    const restored = { dataDir: path.join(backupDir, 'data'), uploadsDir: path.join(backupDir, 'uploads') }
    try {
      const pdf = await textPdf(['Fee receipt 4711'])
      const filed = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'receipt.pdf', pdf, 'application/pdf']]))
      expect(filed.status).toBe(201)
      const { file } = await createBackup({ dataDir: server.dataDir, uploadsDir: server.uploadsDir, backupDir })
      await server.close()
      await restoreBackup(file, restored)
      const again = await startTestServer({}, restored)
      try {
        const admin = apiClient(again, await loginCookie(again))
        const detail = await admin.get(`/api/grievances/${filed.body.data.reference}`)
        expect(detail.body.data.description).toBe(STUDENT.description)
        const res = await again.fetch(`/api/grievances/${filed.body.data.reference}/attachments/${detail.body.data.attachments[0].id}`, { headers: { cookie: await loginCookie(again) } })
        expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true)
      } finally {
        await again.close()
      }
    } finally {
      fs.rmSync(backupDir, { recursive: true, force: true })
    }
  })
})

describe('grievances on the public pages: linked, counted on /disclosure, kept out of caches and the sitemap', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
  })
  afterAll(() => server?.close())

  const text = async (path: string) => (await server.fetch(path)).text()

  it('the footer, /committees (SGRC) and /disclosure link to the form', async () => {
    expect(await text('/')).toMatch(/<a href="\/grievance">Student Grievances<\/a>/)
    expect(await text('/committees')).toMatch(/<a href="\/grievance">File a grievance online<\/a>/)
    expect(await text('/disclosure')).toMatch(/<a href="\/grievance">File a grievance online, or check its status<\/a>/)
  })

  it("/disclosure shows the year's counts, updated by a new grievance and a decision, without any grievance's words", async () => {
    const before = await text('/disclosure')
    expect(before).toMatch(/<dt>Received<\/dt><dd>0<\/dd>/)
    const client = apiClient(server)
    const fees = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, category: 'fees', subject: 'Refund-subject-words' }))
    await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, category: 'harassment', subject: 'Other-subject-words' }))
    // a public filing renders the cached page again by itself
    expect(await text('/disclosure')).toMatch(/<dt>Received<\/dt><dd>2<\/dd>/)
    const admin = apiClient(server, await loginCookie(server))
    const member = apiClient(server, await staffCookie(server, 'sgrc-figures@college.test', 'SGRC Member', 'grievance-committee'))
    for (const [who, action] of [[admin, 'refer'], [member, 'report'], [member, 'decide']] as const) expect((await who.json('POST', `/api/grievances/${fees.body.data.reference}/${action}`, { text: 'Decision-words' })).status).toBe(200)
    const after = await text('/disclosure')
    expect(after).toMatch(/<dt>Received<\/dt><dd>2<\/dd>/)
    expect(after).toMatch(/<dt>Disposed of<\/dt><dd>1<\/dd>/)
    expect(after).toMatch(/<dt>Pending<\/dt><dd>1<\/dd>/)
    expect(after).toMatch(/<dt>Average days to decision<\/dt><dd>0<\/dd>/)
    expect(after).toMatch(/<th scope="row">Fees and refunds<\/th><td>1<\/td>/)
    expect(after).toMatch(/<th scope="row">Harassment or victimisation<\/th><td>1<\/td>/)
    expect(after).not.toMatch(/subject-words|Decision-words|Asha/)
  })

  it('the status view is never cached and never in the sitemap; grievances are not found by the site search', async () => {
    const client = apiClient(server)
    const filed = await client.multipart('POST', '/api/grievance', formData({ ...STUDENT, subject: 'Searchable-zebra-word', description: 'zebra zebra' }))
    const view = await server.fetch(filed.body.data.statusUrl)
    expect(view.status).toBe(200)
    expect(view.headers.get('cache-control')).toBe('private, no-store')
    const html = await view.text()
    expect(html).toContain(filed.body.data.reference)
    expect(html).toContain('Searchable-zebra-word')
    // the same address without its signed token shows the look-up form only
    const bare = await text('/grievance/status')
    expect(bare).not.toContain(filed.body.data.reference)
    expect(await text('/sitemap.xml')).not.toContain('/grievance')
    const search = await client.get('/api/search?q=zebra')
    expect(JSON.stringify(search.body)).not.toMatch(/zebra|Searchable/i)
  })
})

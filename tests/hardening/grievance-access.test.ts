import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_CODE_ALPHABET } from '../../src/features/grievances/access-code'
import { ACKS_PER_ADDRESS_PER_DAY } from '../../src/features/grievances/mail'
import { apiClient } from '../api/client'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { TestSmtp } from '../helpers/smtp'

/**
 * Issue 36, rows 5 and 12, and issue 39, row 3 (decisions 155 and 157): a grievance opens with
 * its reference and a secret access code, never with the facts a stranger may know (the reference
 * is sequential, an e-mail is no secret); the acknowledgement to an address nobody confirmed is
 * limited per address and carries the reference and the code only; a refused look-up comes back
 * with its reference, never its code.
 */

const STUDENT = { name: 'Asha Verma', course: 'LL.B. 2nd year', email: 'asha@student.test', mobile: '98765 43210', category: 'harassment', subject: 'Secret-subject', description: 'Secret-description of what happened.' }
const formData = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}
const PAGE_POST = { accept: 'text/html,application/xhtml+xml' }

describe('grievances are opened by a secret, not by facts', () => {
  const smtp = new TestSmtp()
  let server: TestServer
  const file = async (fields: Record<string, string> = STUDENT) => {
    const res = await apiClient(server).multipart('POST', '/api/grievance', formData(fields))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data as { reference: string; accessCode: string; statusUrl: string }
  }
  // each look-up from its own address (behind the trusted proxy): the look-up limit is not what is tried here
  let address = 0
  const nextAddress = () => `198.51.100.${++address}`
  const lookUp = (body: Record<string, string>) =>
    server.fetch('/api/grievance/status', { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify(body) }).then(async (res) => ({ status: res.status, body: await res.json() }))

  beforeAll(async () => {
    const port = await smtp.start()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'desk@college.test', SUBMIT_RATE_LIMIT: '1000', TRUST_PROXY: '1' })
  })
  afterAll(async () => {
    await server?.close()
    await smtp.stop()
  })

  it('row 5: the reference with the student’s e-mail or mobile (the issue’s first guess) opens nothing; the reference with the access code does', async () => {
    const filed = await file()
    for (const contact of [STUDENT.email, STUDENT.mobile]) {
      // sent without an access code: told to give one (decision 294), the same for any reference, so it opens nothing and tells nothing
      const withoutCode = await lookUp({ reference: filed.reference, contact })
      expect(withoutCode.status, contact).toBe(400)
      expect(withoutCode.body).toEqual({ success: false, message: 'Enter the access code from your receipt.', errors: { accessCode: 'Enter the access code from your receipt.' } })
      expect((await lookUp({ reference: 'GRV-2026-9999', contact })).body).toEqual(withoutCode.body)
      expect((await lookUp({ reference: filed.reference, accessCode: contact })).status, contact).toBe(404)
    }
    const opened = await lookUp({ reference: filed.reference, accessCode: filed.accessCode })
    expect(opened.status).toBe(200)
    expect(opened.body.data.subject).toBe('Secret-subject')
  })

  it('row 5: the code cannot be guessed (12 of 31 readable characters), is kept only as a hash, and is shown once', async () => {
    const filed = await file()
    const letters = filed.accessCode.replace(/-/g, '')
    expect(letters).toHaveLength(12)
    expect([...letters].every((letter) => ACCESS_CODE_ALPHABET.includes(letter))).toBe(true)
    expect(ACCESS_CODE_ALPHABET).toHaveLength(31)
    // nowhere in the database: not in the grievance's row, not in any other table but the acknowledgement in the outbox
    const row = server.ctx.sqlite.prepare('SELECT * FROM grievances WHERE reference = ?').get(filed.reference) as Record<string, unknown>
    expect(JSON.stringify(row)).not.toContain(letters.slice(0, 4) + '-' + letters.slice(4, 8))
    expect(JSON.stringify(row)).not.toContain(letters)
    expect(row.access_code_hash).toMatch(/^[a-f0-9]{64}$/)
    // the page after the filing shows it once; the same address again does not
    const first = await (await server.fetch(filed.statusUrl)).text()
    expect(first).toContain(filed.accessCode)
    const again = await (await server.fetch(filed.statusUrl)).text()
    expect(again).toContain(filed.reference)
    expect(again).not.toContain(filed.accessCode)
  })

  it('row 5, grievances filed before codes: nothing opens them until the committee issues a code; a new code ends the old one; Editors cannot issue one', async () => {
    const filed = await file()
    // as migration 021 leaves an earlier grievance
    server.ctx.sqlite.prepare('UPDATE grievances SET access_code_hash = NULL WHERE reference = ?').run(filed.reference)
    for (const accessCode of [filed.accessCode, STUDENT.email]) expect((await lookUp({ reference: filed.reference, accessCode })).status).toBe(404)
    expect((await lookUp({ reference: filed.reference, accessCode: '' })).status).toBe(400)
    const editor = apiClient(server, await staffCookie(server, 'ed@college.test', 'Ed Editor', 'editor'))
    expect((await editor.json('POST', `/api/grievances/${filed.reference}/accessCode`, {})).status).toBe(403)
    expect((await apiClient(server).json('POST', `/api/grievances/${filed.reference}/accessCode`, {})).status).toBe(401)
    const member = apiClient(server, await staffCookie(server, 'sgrc@college.test', 'SGRC Chair', 'grievance-committee'))
    const issued = await member.json('POST', `/api/grievances/${filed.reference}/accessCode`, {})
    expect(issued.status).toBe(201)
    const code: string = issued.body.data.accessCode
    expect((await lookUp({ reference: filed.reference, accessCode: code })).status).toBe(200)
    const mail = await smtp.waitFor(code)
    expect(mail.to).toEqual([STUDENT.email])
    const next = (await member.json('POST', `/api/grievances/${filed.reference}/accessCode`, {})).body.data.accessCode
    expect((await lookUp({ reference: filed.reference, accessCode: code })).status).toBe(404)
    expect((await lookUp({ reference: filed.reference, accessCode: next })).status).toBe(200)
    const logged = server.ctx.sqlite.prepare('SELECT summary FROM activity_log WHERE item_id = ? ORDER BY rowid').pluck().all(filed.reference) as string[]
    expect(logged.join('\n')).not.toContain(code)
  })

  it('row 12: the acknowledgement to an address typed by whoever filed: at most a few a day, with the reference and the code only', async () => {
    const victim = 'someone-else@victim.test'
    const filings = []
    for (let i = 0; i < ACKS_PER_ADDRESS_PER_DAY + 3; i++) filings.push(await file({ ...STUDENT, email: victim }))
    const acks = () => server.ctx.sqlite.prepare("SELECT subject, body FROM mail_outbox WHERE recipients LIKE ? ORDER BY created_at").all(`%${victim}%`) as { subject: string; body: string }[]
    expect(acks()).toHaveLength(ACKS_PER_ADDRESS_PER_DAY)
    // all were filed, each with its own code
    expect(new Set(filings.map((filing) => filing.accessCode)).size).toBe(filings.length)
    const [ack] = acks()
    const [firstFiling] = filings
    expect(ack!.subject).toBe(`Grievance ${firstFiling!.reference} received`)
    expect(ack!.body).toContain(firstFiling!.reference)
    expect(ack!.body).toContain(firstFiling!.accessCode)
    for (const word of ['Secret-subject', 'Secret-description', 'Asha', 'Harassment', 'LL.B.', '98765']) expect(ack!.body, word).not.toContain(word)
  })

  it('issue 39 row 3: a wrong pair comes back to the look-up with the reference kept, never the code (no script; the page has none)', async () => {
    const filed = await file()
    const refused = await server.fetch('/api/grievance/status', {
      method: 'POST',
      headers: { origin: server.url, 'x-forwarded-for': nextAddress(), ...PAGE_POST },
      body: new URLSearchParams({ reference: filed.reference.toLowerCase(), accessCode: 'WRONG-CODE-1234' }),
      redirect: 'manual',
    })
    expect(refused.status).toBe(303)
    const location = refused.headers.get('location')!
    expect(location).toBe(`/grievance/status?result=notfound&reference=${filed.reference}`)
    const html = await (await server.fetch(location)).text()
    expect(html).toMatch(new RegExp(`<input id="lookup-reference"[^>]* name="reference" value="${filed.reference}"/>`))
    expect(html).not.toContain('WRONG-CODE')
    expect(html.match(/<input id="lookup-access-code"[^>]*>/)?.[0]).not.toContain('value=')
    // anything but a reference's shape is not echoed
    const odd = await (await server.fetch('/grievance/status?result=notfound&reference=%3Cscript%3E')).text()
    expect(odd).not.toContain('&lt;script')
    expect(odd).not.toContain('<script>')
  })
})

import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAdmin } from '../../src/platform/auth/store'
import { readMailConfig } from '../../src/platform/mail/config'
import { plainError, retryDelayMs, STOP_WAIT_MS } from '../../src/features/mail/alerts'
import { log } from '../../src/log'
import { loginCookie, pastDigestPeriod, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { TestSmtp } from '../helpers/smtp'
import { apiClient, type ApiClient } from './client'

/**
 * E-mail alerts as the admissions desk gets them: a real SMTP server in this process (the
 * `smtp-server` package) receives what the site sends, including after it was down.
 */
const SMTP_USER = 'alerts@college.test'
const SMTP_PASS = 'sm-tp-Pa55word'
const DESK = ['desk@college.test', 'head@college.test']

const outbox = (server: TestServer) => server.ctx.sqlite.prepare('SELECT * FROM mail_outbox ORDER BY created_at').all() as { kind: string; attempts: number; sent_at: string | null; last_error: string | null }[]

/** Lines written to stderr/stdout while `run` runs (logging switched on for it). */
async function loggedDuring(run: () => Promise<void>): Promise<string> {
  const written: string[] = []
  const spies = [process.stderr, process.stdout].map((stream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    }),
  )
  log.setQuiet(false)
  try {
    await run()
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    log.setQuiet(process.env.LOG_LEVEL === 'silent')
    for (const spy of spies) spy.mockRestore()
  }
  return written.join('')
}

describe('e-mail alerts with a real SMTP server', () => {
  const smtp = new TestSmtp(0, { user: SMTP_USER, pass: SMTP_PASS })
  let server: TestServer
  let visitor: ApiClient
  let admin: ApiClient

  beforeAll(async () => {
    const port = await smtp.start()
    server = await startTestServer({
      SMTP_URL: `smtp://${encodeURIComponent(SMTP_USER)}:${SMTP_PASS}@127.0.0.1:${port}`,
      NOTIFY_EMAILS: DESK.join(', '),
      MAIL_FROM: 'College website <website@college.test>',
      PUBLIC_ORIGIN: 'https://college.example',
      SUBMIT_RATE_LIMIT: '1000',
    })
    visitor = apiClient(server)
    admin = apiClient(server, await loginCookie(server))
  })
  afterAll(async () => {
    await server?.close()
    await smtp.stop()
  })
  afterEach(async () => {
    // every test leaves the mail server up and the mode on "each enquiry"
    if (!(smtp as unknown as { server: unknown }).server) await smtp.start()
    await admin.json('PUT', '/api/admin/mail', { mode: 'each' })
  })

  it('an admission enquiry arrives by e-mail with its fields and a link to it in the panel', async () => {
    const res = await visitor.json('POST', '/api/admission/submit', { fullname: 'Asha Verma', city: 'Shahdol', phone: '+91 98260 12345', course: 'LLB(3yrs.)' })
    expect(res.status).toBe(201)
    const mail = await smtp.waitFor('Asha Verma')
    expect(mail.subject).toBe('New admission enquiry: Asha Verma')
    expect(mail.to.sort()).toEqual([...DESK].sort())
    expect(mail.user).toBe(SMTP_USER)
    expect(mail.from).toBe('website@college.test')
    expect(mail.text).toContain('Full Name: Asha Verma')
    expect(mail.text).toContain('City: Shahdol')
    expect(mail.text).toContain('Mobile No.: +91 98260 12345')
    expect(mail.text).toContain('Course: LL.B. (3 yrs)')
    expect(mail.text).toContain(`Open it in the panel: https://college.example/vvs/panel/dashboard?panel=admission-queries&enquiry=${res.body.data._id}`)
    expect(mail.headers.some((line) => /^Content-Type: text\/plain/i.test(line))).toBe(true)
    // the mail server has the message before the sender has its answer and marks the row sent
    await vi.waitFor(() => expect(outbox(server).at(-1)).toMatchObject({ kind: 'alert', attempts: 1, last_error: null }), { timeout: 60_000 })
  })

  it('the enquiry and its alert are written together or not at all (one transaction)', async () => {
    const count = () => (server.ctx.sqlite.prepare('SELECT count(*) AS n FROM admission_queries').get() as { n: number }).n
    const before = { enquiries: count(), mails: outbox(server).length }
    server.ctx.sqlite.exec("CREATE TRIGGER outbox_broken BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'outbox broken'); END")
    try {
      const res = await visitor.json('POST', '/api/admission/submit', { fullname: 'Half Written Applicant' })
      expect(res.status).toBe(500)
      expect(JSON.stringify(res.body)).not.toContain('outbox broken')
    } finally {
      server.ctx.sqlite.exec('DROP TRIGGER outbox_broken')
    }
    expect({ enquiries: count(), mails: outbox(server).length }).toEqual(before)
  })

  it('a contact message arrives with its multi-line message', async () => {
    await visitor.json('POST', '/api/contact/addContact', { name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9826012345', message: 'Is hostel available?\nAnd the fees?' })
    const mail = await smtp.waitFor('Ravi Kumar')
    expect(mail.subject).toBe('New contact message: Ravi Kumar')
    expect(mail.text).toContain('Email: ravi@example.in')
    expect(mail.text).toContain('Message:\n  Is hostel available?\n  And the fees?')
    expect(mail.text).toContain('panel=contact-queries&enquiry=')
  })

  it('a name with CR/LF and header lines injects nothing: same recipients, no new header, one subject line', async () => {
    const before = smtp.received.length
    const res = await visitor.json('POST', '/api/admission/submit', {
      fullname: 'Mallory\r\nBcc: victim@evil.test\r\nX-Injected: yes\r\n\r\nfake body',
      city: 'Rewa\r\nCc: other@evil.test',
      phone: '1\u2028Cc: x@e.in',
    })
    expect(res.status).toBe(201)
    const mail = await smtp.waitFor('Mallory')
    expect(smtp.received.length).toBe(before + 1)
    expect(mail.to.sort()).toEqual([...DESK].sort())
    expect(mail.headers.filter((line) => /^(bcc|cc|x-injected|reply-to):/i.test(line))).toEqual([])
    expect(mail.raw).not.toMatch(/^(Bcc|Cc|X-Injected|Reply-To):/im)
    expect(mail.subject).toBe('New admission enquiry: Mallory Bcc: victim@evil.test X-Injected: yes fake body')
    // in the body the text stays text, indented under its label
    expect(mail.text).toContain('Full Name:\n  Mallory\n  Bcc: victim@evil.test')
  })

  it('the SMTP server is down when the enquiry comes in: nothing is lost, it arrives after a retry, exactly once', async () => {
    await smtp.stop()
    let submitted = 0
    const logged = await loggedDuring(async () => {
      const started = Date.now()
      const res = await visitor.json('POST', '/api/admission/submit', { fullname: 'Down Time Applicant', city: 'Anuppur' })
      submitted = Date.now() - started
      expect(res.status).toBe(201)
      await vi.waitFor(() => expect(outbox(server).find((row) => row.attempts === 1 && row.sent_at === null)).toBeTruthy(), { timeout: 120_000 })
    })
    // the answer never waits for the mail server (its retries take minutes): a bound far from both, whatever the load
    expect(submitted).toBeLessThan(60_000)
    // one line for the failure, naming the try and the next one, never the password
    const failures = logged.split('\n').filter((line) => line.includes('e-mail not sent, will retry'))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/WARN .*attempt=1 .*next=\S+ .*could not be reached/)
    expect(logged).not.toContain(SMTP_PASS)

    // the panel shows it waiting, attempt 1, the next try and the error in plain words
    const status = (await admin.get('/api/admin/mail')).body.data
    const waiting = status.mails.find((mail: { subject: string }) => mail.subject.includes('Down Time Applicant'))
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1, lastError: expect.stringContaining('could not be reached') })
    expect(Date.parse(waiting.nextAttemptAt) - Date.parse(waiting.createdAt)).toBeGreaterThanOrEqual(retryDelayMs(1) - 1000)
    expect(JSON.stringify(status)).not.toContain(SMTP_PASS)

    // a round before the backoff ends tries nothing
    await server.ctx.mail.runOnce()
    expect(outbox(server).find((row) => row.sent_at === null)?.attempts).toBe(1)

    // the server comes back; the next try after the backoff delivers it
    await smtp.start()
    server.ctx.clock.set(Date.now() + retryDelayMs(1) + 1000)
    try {
      await server.ctx.mail.runOnce()
      await smtp.waitFor('Down Time Applicant')
      await server.ctx.mail.runOnce()
      await server.ctx.mail.runOnce()
    } finally {
      server.ctx.clock.set(Date.now())
    }
    expect(smtp.matching('Down Time Applicant')).toHaveLength(1)
    const sent = (await admin.get('/api/admin/mail')).body.data.mails.find((mail: { subject: string }) => mail.subject.includes('Down Time Applicant'))
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null })
  })

  it('while the SMTP server is down the Dashboard warns Administrators (with why) and tells the Admissions desk alerts are delayed', async () => {
    const desk = apiClient(server, await staffCookie(server, 'late-desk@college.test', 'Late Desk', 'admissions'))
    const editor = apiClient(server, await staffCookie(server, 'late-editor@college.test', 'Late Editor', 'editor'))
    const alertsOf = async (client: ApiClient) => (await client.get('/api/admin/overview')).body.data.alerts
    expect(await alertsOf(admin)).toMatchObject({ late: 0, failing: 0, lastError: null })

    await smtp.stop()
    await visitor.json('POST', '/api/admission/submit', { fullname: 'Late Alert Applicant' })
    await vi.waitFor(() => expect(outbox(server).some((row) => row.sent_at === null && row.attempts === 1)).toBe(true), { timeout: 120_000 })

    const forAdmin = await alertsOf(admin)
    expect(forAdmin).toMatchObject({ late: 1, failing: 1, lastError: expect.stringContaining('could not be reached') })
    expect(Date.parse(forAdmin.oldestAt)).toBeLessThanOrEqual(Date.now())
    expect(JSON.stringify(forAdmin)).not.toContain(SMTP_PASS)
    // the desk is told they are late, never the mail server's error; an Editor gets no alerts at all
    expect(await alertsOf(desk)).toMatchObject({ late: 1, failing: 1, lastError: null })
    expect(await alertsOf(editor)).toBeNull()

    await smtp.start()
    await admin.json('POST', '/api/admin/mail/retry', { confirm: true })
    expect(await alertsOf(admin)).toMatchObject({ late: 0, failing: 0 })
  })

  it('"retry now" in the panel delivers waiting mails at once, and the test e-mail reports what happened', async () => {
    await smtp.stop()
    await visitor.json('POST', '/api/admission/submit', { fullname: 'Retry Now Applicant' })
    await vi.waitFor(() => expect(outbox(server).some((row) => row.sent_at === null && row.attempts === 1)).toBe(true), { timeout: 120_000 })
    const failedTest = await admin.json('POST', '/api/admin/mail/test', { confirm: true })
    expect(failedTest.status).toBe(502)
    expect(failedTest.body.message).toMatch(/^The test e-mail could not be sent: The mail server could not be reached .* It will be tried again at /)

    await smtp.start()
    const retried = await admin.json('POST', '/api/admin/mail/retry', { confirm: true })
    expect(retried.status).toBe(200)
    expect(retried.body).toMatchObject({ success: true, message: 'Tried 2 e-mails: all sent.', data: { retried: 2, sent: 2, waiting: 0 } })
    expect(smtp.matching('Retry Now Applicant')).toHaveLength(1)
    expect(smtp.matching('This is a test of the website')).toHaveLength(1)

    const test = await admin.json('POST', '/api/admin/mail/test', { confirm: true })
    expect(test.status).toBe(201)
    expect(test.body.message).toBe(`Test e-mail sent to ${DESK.join(', ')}.`)
    expect(smtp.matching('This is a test of the website')).toHaveLength(2)
    expect((await admin.json('POST', '/api/admin/mail/retry', { confirm: true })).body.message).toBe('No e-mail was waiting.')
  })

  it('"retry now" after an outage tries every mail that waited, not only the oldest 20 (decision 268)', async () => {
    await smtp.stop()
    for (let i = 1; i <= 25; i++) expect((await visitor.json('POST', '/api/admission/submit', { fullname: `Outage Applicant ${i}` })).status).toBe(201)
    await server.ctx.mail.runOnce()
    expect(outbox(server).filter((row) => row.sent_at === null).length).toBeGreaterThanOrEqual(25)
    await smtp.start()
    const retried = await admin.json('POST', '/api/admin/mail/retry', { confirm: true })
    expect(retried.body.message).toMatch(/^Tried \d+ e-mails: all sent\.$/)
    expect(retried.body.data.waiting).toBe(0)
    for (let i = 1; i <= 25; i++) expect(smtp.received.filter((mail) => mail.subject === `New admission enquiry: Outage Applicant ${i}`), `applicant ${i}`).toHaveLength(1)
  })

  it('digest mode groups several enquiries into one mail when the period ends', async () => {
    const chosen = await admin.json('PUT', '/api/admin/mail', { mode: 'digest', hours: 3 })
    expect(chosen.body).toMatchObject({ success: true, message: 'E-mail alerts: a digest every 3 hours.' })
    const before = smtp.received.length
    for (const name of ['Digest One', 'Digest Two', 'Digest Three']) expect((await visitor.json('POST', '/api/admission/submit', { fullname: name, city: 'Umaria' })).status).toBe(201)
    await visitor.json('POST', '/api/contact/addContact', { name: 'Digest Four', email: 'four@example.in', mobile: '12345678', message: 'Hello' })
    await server.ctx.mail.runOnce()
    expect(smtp.received.length).toBe(before)
    const status = (await admin.get('/api/admin/mail')).body.data
    expect(status.counts.digestItems).toBe(4)
    expect(Date.parse(status.nextDigestAt) - Date.now()).toBeGreaterThan(3 * 3_600_000 - 60_000)

    await pastDigestPeriod(server, 3)
    expect(smtp.received.length).toBe(before + 1)
    const digest = smtp.received.at(-1)!
    expect(digest.subject).toMatch(/^4 new enquiries since \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/i)
    expect(digest.text).toMatch(/1\. New admission enquiry: Digest One\nFull Name: Digest One\nCity: Umaria/)
    for (const name of ['Digest Two', 'Digest Three']) expect(digest.text).toContain(`Full Name: ${name}`)
    expect(digest.text).toContain('4. New contact message: Digest Four')
    expect(digest.text.match(/Open it in the panel: /g)).toHaveLength(4)
    expect((await admin.get('/api/admin/mail')).body.data.counts.digestItems).toBe(0)

    // the activity log recorded the choice
    const activity = (await admin.get('/api/activity?area=e-mail%20alerts')).body.data
    expect(JSON.stringify(activity)).toContain('chose a digest every 3 hours')
  })

  it('leaving the digest mode sends what it had gathered at once', async () => {
    await admin.json('PUT', '/api/admin/mail', { mode: 'digest', hours: 24 })
    await visitor.json('POST', '/api/admission/submit', { fullname: 'Gathered Applicant' })
    await server.ctx.mail.runOnce()
    expect(smtp.matching('Gathered Applicant')).toHaveLength(0)
    await admin.json('PUT', '/api/admin/mail', { mode: 'each' })
    await server.ctx.mail.runOnce()
    expect((await smtp.waitFor('Gathered Applicant')).subject).toMatch(/^1 new enquiry since /)
  })

  it('a wrong SMTP password is shown in plain words, without the password', async () => {
    const other = new TestSmtp(0, { user: SMTP_USER, pass: 'another-password' })
    const port = await other.start()
    const wrong = await startTestServer({ SMTP_URL: `smtp://${encodeURIComponent(SMTP_USER)}:${SMTP_PASS}@127.0.0.1:${port}`, NOTIFY_EMAILS: DESK[0] })
    try {
      const res = await apiClient(wrong, await loginCookie(wrong)).json('POST', '/api/admin/mail/test', { confirm: true })
      expect(res.status).toBe(502)
      expect(res.body.message).toContain('The mail server refused the user name or password in SMTP_URL')
      expect(JSON.stringify(res.body)).not.toContain(SMTP_PASS)
      expect(other.received).toHaveLength(0)
    } finally {
      await wrong.close()
      await other.stop()
    }
  })

  it('the E-mail Alerts calls are for Administrators only', async () => {
    await createAdmin(server.ctx.db, 'clerk@college.test', 'clerk-password', 'Clerk', 'admissions')
    const clerk = apiClient(server, await loginCookie(server, { email: 'clerk@college.test', password: 'clerk-password' }))
    expect((await clerk.get('/api/admin/mail')).status).toBe(403)
    expect((await clerk.json('POST', '/api/admin/mail/test', { confirm: true })).status).toBe(403)
    expect((await apiClient(server).get('/api/admin/mail')).status).toBe(401)
  })

  it('refuses a bad mode, hours or an unconfirmed action with a clear message', async () => {
    expect((await admin.json('PUT', '/api/admin/mail', { mode: 'weekly' })).body.message).toBe('Choose "each enquiry" or "a digest"')
    expect((await admin.json('PUT', '/api/admin/mail', { mode: 'digest', hours: 5 })).body.message).toBe('A digest covers 1, 3, 6, 12, 24 hours')
    const res = await admin.json('POST', '/api/admin/mail/test', {})
    expect(res.status).toBe(400)
  })
})

describe('the sender at shutdown', () => {
  it('a stop does not wait for a mail server that never answers, and the mail stays waiting', async () => {
    // a "mail server" that accepts the connection and says nothing
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as net.AddressInfo).port
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-stop-'))
    const dirs = { dataDir: path.join(root, 'data'), uploadsDir: path.join(root, 'uploads') }
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: DESK[0] }, dirs)
    try {
      expect((await apiClient(server).json('POST', '/api/admission/submit', { fullname: 'Shutdown Applicant' })).status).toBe(201)
      await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0), { timeout: 120_000 })
      const started = Date.now()
      await server.close()
      expect(Date.now() - started).toBeLessThan(STOP_WAIT_MS + 2000)
      const db = new SQLite(path.join(dirs.dataDir, 'college.sqlite'), { readonly: true })
      expect(db.prepare('SELECT subject, sent_at FROM mail_outbox').all()).toEqual([{ subject: 'New admission enquiry: Shutdown Applicant', sent_at: null }])
      db.close()
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('e-mail alerts when mail is not configured, or badly', () => {
  it('without SMTP_URL nothing is queued or attempted, and the panel says how to turn it on', async () => {
    const server = await startTestServer()
    try {
      const admin = apiClient(server, await loginCookie(server))
      expect((await apiClient(server).json('POST', '/api/admission/submit', { fullname: 'No Mail Applicant' })).status).toBe(201)
      expect((await apiClient(server).json('POST', '/api/contact/addContact', { name: 'No Mail', email: 'a@b.in', mobile: '12345678', message: 'Hi' })).status).toBe(201)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(outbox(server)).toEqual([])
      const status = (await admin.get('/api/admin/mail')).body.data
      expect(status).toMatchObject({ configured: false, problem: null, recipients: [], mails: [] })
      const test = await admin.json('POST', '/api/admin/mail/test', { confirm: true })
      expect(test.status).toBe(409)
      expect(test.body.message).toMatch(/set SMTP_URL and NOTIFY_EMAILS .* restart/)
      expect(outbox(server)).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('a bad SMTP_URL: one clear log line naming it (never the password), the server runs with mail off', async () => {
    let server: TestServer | undefined
    const logged = await loggedDuring(async () => {
      server = await startTestServer({ SMTP_URL: 'smtp://user:hunter2secret@mail.example:notaport', NOTIFY_EMAILS: 'desk@college.test' })
    })
    try {
      const lines = logged.split('\n').filter((line) => line.includes('e-mail alerts are off'))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/WARN e-mail alerts are off: SMTP_URL must look like smtp:\/\/user:password@host:587/)
      expect(logged).not.toContain('hunter2secret')
      expect((await server!.fetch('/healthz')).status).toBe(200)
      expect((await apiClient(server!).json('POST', '/api/admission/submit', { fullname: 'Bad Url Applicant' })).status).toBe(201)
      expect(outbox(server!)).toEqual([])
      const status = (await apiClient(server!, await loginCookie(server!)).get('/api/admin/mail')).body.data
      expect(status.configured).toBe(false)
      expect(status.problem).toContain('SMTP_URL')
      expect(status.problem).not.toContain('hunter2secret')
    } finally {
      await server?.close()
    }
  })

  it.each([
    [{ SMTP_URL: 'http://mail.example' }, /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'smtp://mail.example:587' }, /^NOTIFY_EMAILS must list at least one/],
    [{ SMTP_URL: 'smtp://mail.example', NOTIFY_EMAILS: 'desk@college.test, not-an-address' }, /^NOTIFY_EMAILS holds "not-an-address"/],
    [{ NOTIFY_EMAILS: 'desk@college.test' }, /^NOTIFY_EMAILS is set but SMTP_URL is not/],
    [{ SMTP_URL: 'smtp://u:p@mail.example', NOTIFY_EMAILS: 'a@b.in', MAIL_FROM: 'x\r\nBcc: a@b.in' }, /^MAIL_FROM must be an e-mail address/],
    [{ SMTP_URL: 'smtp://user@mail.example', NOTIFY_EMAILS: 'a@b.in' }, /both a user and a password/],
    [{ SMTP_URL: 'smtps://u:p%40ss@mail.example/path', NOTIFY_EMAILS: 'a@b.in' }, /nothing after host:port/],
  ])('%o turns mail off with a message naming the variable', (env, message) => {
    const config = readMailConfig(env)
    expect(config.enabled).toBe(false)
    expect(config.problem).toMatch(message)
    expect(config.problem).not.toMatch(/p%40ss|:p@/)
  })

  it('reads a good configuration: smtps port 465, the user and a percent-encoded password, several recipients', () => {
    const config = readMailConfig({ SMTP_URL: 'smtps://alerts%40college.in:p%40ss%3Aword@smtp.example.com', NOTIFY_EMAILS: 'a@college.in, b@college.in' })
    expect(config).toMatchObject({ enabled: true, problem: null, recipients: ['a@college.in', 'b@college.in'], from: 'alerts@college.in' })
    expect(config.smtp).toEqual({ host: 'smtp.example.com', port: 465, secure: true, user: 'alerts@college.in', pass: 'p@ss:word' })
    expect(config.server).toBe('smtps://alerts%40college.in@smtp.example.com')
  })

  it('a failure text that would repeat the SMTP password shows *** instead', () => {
    const err = Object.assign(new Error(`Invalid login: 535 5.7.8 credentials ${SMTP_PASS} rejected`), { code: 'EAUTH', response: `535 5.7.8 ${SMTP_PASS} rejected` })
    const text = plainError(err, SMTP_PASS)
    expect(text).toBe('The mail server refused the user name or password in SMTP_URL (it said: 535 5.7.8 *** rejected).')
    expect(plainError(new Error(`odd failure near ${SMTP_PASS}`), SMTP_PASS)).toBe('Sending failed: odd failure near ***')
  })

  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 6, 7, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 32, 60, 60])
  })
})

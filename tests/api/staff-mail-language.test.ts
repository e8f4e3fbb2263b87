import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_CHANGED_SUBJECT } from '../../src/features/accounts/mail'
import { loginCookie, pastDigestPeriod, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { TestSmtp } from '../helpers/smtp'
import { apiClient, formData, type ApiClient } from './client'

/**
 * E-mails to staff in the recipient's panel language (docs/decisions/258), read as delivered by a
 * real SMTP server: a grievance's alert to each member of the committee in theirs (one mail per
 * language), the confirmation of a password change and a reset link in the account's, an
 * invitation in both; the student's mail is unchanged.
 */
const smtp = new TestSmtp()
let server: TestServer
let admin: ApiClient
let hindiMember: ApiClient
/** A day as the public site writes it in Hindi: "14 दिसंबर 2026". */
const HINDI_DAY = /\d{1,2} [\u0900-\u097F]+ \d{4}/

beforeAll(async () => {
  const port = await smtp.start()
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'desk@college.test', SUBMIT_RATE_LIMIT: '1000' })
  admin = apiClient(server, await loginCookie(server))
  hindiMember = apiClient(server, await staffCookie(server, 'meera@college.test', 'Meera Committee', 'grievance-committee'))
  await staffCookie(server, 'ravi@college.test', 'Ravi Committee', 'grievance-committee')
  expect((await hindiMember.json('PUT', '/api/admin/panel-language', { lang: 'hi' })).status).toBe(200)
})
afterAll(async () => {
  await server?.close()
  await smtp.stop()
})

describe('e-mails to staff in their panel language (issue 40)', () => {
  it("a new grievance's alert: Hindi to the member who reads the panel in Hindi, English to the others, the student's acknowledgement as before", async () => {
    const filed = await apiClient(server).multipart(
      'POST',
      '/api/grievance',
      formData({ name: 'Kiran Student', course: 'LL.B.', email: 'kiran@student.test', category: 'fees', subject: 'Refund', description: 'My refund has not come.' }),
    )
    expect(filed.status, JSON.stringify(filed.body)).toBe(201)
    const reference: string = filed.body.data.reference

    const hindi = await smtp.waitFor(`नई शिकायत ${reference}`)
    expect(hindi.to).toEqual(['meera@college.test'])
    expect(hindi.subject).toBe(`नई शिकायत ${reference}`)
    expect(hindi.text).toContain('एक नई शिकायत ऑनलाइन दर्ज की गई है। इसका पाठ केवल पैनल में है:')
    expect(hindi.text).toContain('शिकायत का प्रकार: शुल्क और शुल्क वापसी')
    expect(hindi.text).toMatch(new RegExp(`महाविद्यालय की टिप्पणियों सहित शिकायत निवारण समिति को भेजना: ${HINDI_DAY.source}`))
    expect(hindi.text).not.toMatch(/\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2} \d{4}/)

    const english = await smtp.waitFor(`New grievance ${reference}`)
    expect(english.to.sort()).toEqual(['ravi@college.test', 'staff@college.test'])
    expect(english.text).toContain('Kind of grievance: Fees and refunds')
    expect(english.text).toMatch(/: \d{1,2} [A-Z][a-z]{2} \d{4}/)
    expect(smtp.matching(reference).filter((mail) => mail.to.includes('meera@college.test'))).toHaveLength(1)

    // the student's mail is unchanged by any of it
    expect((await smtp.waitFor(`Grievance ${reference} received`)).to).toEqual(['kiran@student.test'])
  })

  it('a password change is confirmed, and a reset link sent, in the account\'s own language; English for an English account', async () => {
    const cookie = await loginCookie(server, { email: 'meera@college.test', password: 'grievance-committee-password' })
    const meera = apiClient(server, cookie)
    expect((await meera.json('POST', '/api/admin/password', { currentPassword: 'grievance-committee-password', newPassword: 'meera-second-pass-2' })).status).toBe(200)
    const changed = await smtp.waitFor('Meera Committee का स्टाफ़ पैनल पासवर्ड')
    expect(changed.to).toEqual(['meera@college.test'])
    expect(changed.subject).toBe('Shahdol Law College स्टाफ़ पैनल का आपका पासवर्ड बदला गया')
    expect(changed.text).toMatch(new RegExp(`पैनल में, साइन इन किए हुए व्यक्ति द्वारा, ${HINDI_DAY.source} को .*बजे बदला गया।`))
    expect(changed.text).not.toMatch(/[ap]m|IST/)

    const ravi = apiClient(server, await loginCookie(server, { email: 'ravi@college.test', password: 'grievance-committee-password' }))
    expect((await ravi.json('POST', '/api/admin/password', { currentPassword: 'grievance-committee-password', newPassword: 'ravi-second-pass-2' })).status).toBe(200)
    const englishChange = await smtp.waitFor('Ravi Committee was changed in the panel')
    expect(englishChange.subject).toBe(PASSWORD_CHANGED_SUBJECT)

    const reset = await server.fetch('/api/admin/forgotPassword', { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'Meera@College.test' }) })
    expect(reset.status).toBeLessThan(300)
    const link = await smtp.waitFor('Shahdol Law College स्टाफ़ पैनल के लिए नया पासवर्ड चुनें')
    expect(link.to).toEqual(['meera@college.test'])
    expect(link.text).toContain('स्टाफ़ पैनल खाते Meera Committee के लिए नया पासवर्ड माँगा है')
    expect(link.text).toMatch(new RegExp(`यह लिंक एक ही बार, ${HINDI_DAY.source} को .*बजे तक काम करेगा।`))
  })

  it('an invitation, to someone who has chosen no language yet, is in both, naming the role in each', async () => {
    expect((await admin.json('POST', '/api/admin/accounts', { name: 'Nisha New', email: 'nisha@college.test', role: 'editor' })).status).toBe(201)
    const invitation = await smtp.waitFor('An Administrator added you (Nisha New)')
    expect(invitation.to).toEqual(['nisha@college.test'])
    expect(invitation.subject).toBe('Your account on the Shahdol Law College staff panel / Shahdol Law College स्टाफ़ पैनल पर आपका खाता')
    expect(invitation.text).toContain('to the staff panel of the college website as Editor.')
    expect(invitation.text).toContain('एक प्रशासक ने आपको (Nisha New) महाविद्यालय की वेबसाइट के स्टाफ़ पैनल में संपादक के रूप में जोड़ा है।')
  })
})

describe('enquiry alerts, digests and the test e-mail in the reader’s panel language (decision 268)', () => {
  const desk = new TestSmtp()
  let site: TestServer
  let office: ApiClient
  const visitor = () => apiClient(site)
  /** "29 नवंबर 2026, …": a Hindi date, never the English "IST" form. */
  const HINDI_TIME = /\d{1,2} [\u0900-\u097F]+ \d{4}/

  beforeAll(async () => {
    const port = await desk.start()
    // one typed address no account holds, one that is the Hindi-reading clerk's account
    site = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAILS: 'office@college.test, asha.desk@college.test', SUBMIT_RATE_LIMIT: '1000' })
    office = apiClient(site, await loginCookie(site))
    const asha = apiClient(site, await staffCookie(site, 'Asha.Desk@college.test', 'Asha Desk', 'admissions'))
    expect((await asha.json('PUT', '/api/admin/panel-language', { lang: 'hi' })).status).toBe(200)
  })
  afterAll(async () => {
    await site?.close()
    await desk.stop()
  })

  it('a new enquiry: Hindi to the clerk who reads the panel in Hindi, English as before to the typed address; the visitor’s words as written', async () => {
    expect((await visitor().json('POST', '/api/admission/submit', { fullname: 'Ramesh Patel', city: 'Umaria', phone: '9826012345', course: 'LLB(3yrs.)' })).status).toBe(201)
    const hindi = await desk.waitFor('नई प्रवेश पूछताछ: Ramesh Patel')
    expect(hindi.to).toEqual(['asha.desk@college.test'])
    expect(hindi.subject).toBe('नई प्रवेश पूछताछ: Ramesh Patel')
    expect(hindi.text).toContain('वेबसाइट से एक नई प्रवेश पूछताछ आई है।\n\nपूरा नाम: Ramesh Patel\nशहर: Umaria\nमोबाइल नंबर: 9826012345\nपाठ्यक्रम: एलएल.बी. (3 वर्ष)\n')
    expect(hindi.text).toMatch(new RegExp(`प्राप्त: ${HINDI_TIME.source}`))
    expect(hindi.text).toMatch(/पैनल में खोलें: \S+\/vvs\/panel\/dashboard\?panel=admission-queries&enquiry=/)
    expect(hindi.text).toContain('पैनल में चुनें: स्टाफ़ → ई-मेल अलर्ट।')
    expect(hindi.text).not.toMatch(/IST|Full Name|Open it/)

    const english = await desk.waitFor('New admission enquiry: Ramesh Patel')
    expect(english.to).toEqual(['office@college.test'])
    expect(english.text).toContain('A new admission enquiry came in through the website.\n\nFull Name: Ramesh Patel\nCity: Umaria\nMobile No.: 9826012345\nCourse: LL.B. (3 yrs)\nReceived: ')
    expect(desk.matching('Ramesh Patel')).toHaveLength(2)
  })

  it('the test e-mail goes to each reader in their language, and says sent only when both went', async () => {
    const sent = await office.json('POST', '/api/admin/mail/test', { confirm: true })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe('Test e-mail sent to office@college.test, asha.desk@college.test.')
    const hindi = await desk.waitFor('यह वेबसाइट के ई-मेल अलर्ट का परीक्षण है')
    expect(hindi.to).toEqual(['asha.desk@college.test'])
    expect(hindi.subject).toBe('Shahdol Law College की वेबसाइट से परीक्षण ई-मेल')
    expect((await desk.waitFor('This is a test of the website')).to).toEqual(['office@college.test'])
  })

  it('a digest per language: the Hindi clerk’s lists the enquiries in Hindi, the office’s in English; the panel counts each enquiry once', async () => {
    expect((await office.json('PUT', '/api/admin/mail', { mode: 'digest', hours: 3 })).status).toBe(200)
    for (const name of ['Digest Ek', 'Digest Do']) expect((await visitor().json('POST', '/api/admission/submit', { fullname: name, city: 'Anuppur' })).status).toBe(201)
    expect((await visitor().json('POST', '/api/contact/addContact', { name: 'Digest Teen', email: 'teen@example.in', mobile: '9826012345', message: 'छात्रावास?' })).status).toBe(201)
    await site.ctx.mail.runOnce()
    expect((await office.get('/api/admin/mail')).body.data.counts.digestItems).toBe(3)
    const before = desk.received.length
    await pastDigestPeriod(site, 3)
    const digests = desk.received.slice(before)
    expect(digests).toHaveLength(2)
    const hindi = digests.find((mail) => mail.to.includes('asha.desk@college.test'))!
    expect(hindi.to).toEqual(['asha.desk@college.test'])
    expect(hindi.subject).toMatch(new RegExp(`^${HINDI_TIME.source}.* से 3 नई पूछताछ$`))
    expect(hindi.text).toContain('पिछले सारांश के बाद वेबसाइट से ये 3 पूछताछ आईं।')
    expect(hindi.text).toMatch(/1\. नई प्रवेश पूछताछ: Digest Ek\nपूरा नाम: Digest Ek\nशहर: Anuppur/)
    expect(hindi.text).toContain('3. नया संपर्क संदेश: Digest Teen\nनाम: Digest Teen')
    expect(hindi.text).toContain('संदेश: छात्रावास?')
    const english = digests.find((mail) => mail.to.includes('office@college.test'))!
    expect(english.to).toEqual(['office@college.test'])
    expect(english.subject).toMatch(/^3 new enquiries since \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/i)
    expect(english.text).toContain('3. New contact message: Digest Teen')
    expect((await office.get('/api/admin/mail')).body.data.counts.digestItems).toBe(0)
  })
})

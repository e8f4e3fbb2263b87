import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_CHANGED_SUBJECT } from '../../src/features/accounts/mail'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
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

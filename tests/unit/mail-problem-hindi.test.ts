import { describe, expect, it } from 'vitest'
import { plainError } from '../../src/features/mail/alerts'
import { inPanelLanguage } from '../../src/ui/admin/panel-catalogue'
import '../../src/features/mail/admin/text'

/**
 * Why a mail was not sent, in the Hindi panel (the Dashboard's warning and the E-mail Alerts list):
 * each failure plainError words is said in Hindi, with only what the operator types (SMTP_URL, a
 * scheme, a port) and what the mail server itself said left as written.
 */
const failures: [string, unknown, string][] = [
  ['a refused password, with the server’s words', Object.assign(new Error('Invalid login'), { code: 'EAUTH', response: '535 5.7.8 Authentication failed' }), '535 5.7.8 Authentication failed'],
  ['a refused password', Object.assign(new Error('Invalid login'), { code: 'EAUTH' }), ''],
  ['an unknown host', Object.assign(new Error('getaddrinfo ENOTFOUND mail.example'), { code: 'EDNS' }), ''],
  ['no answer in time', Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }), ''],
  ['nobody listening', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' }), ''],
  ['a failed TLS', Object.assign(new Error('wrong version number'), { code: 'ETLS' }), ''],
  ['refused addresses', Object.assign(new Error('Mailbox unavailable'), { code: 'EENVELOPE', response: '550 5.1.1 No such user' }), '550 5.1.1 No such user'],
  ['another answer', Object.assign(new Error('x'), { response: '451 4.3.0 Try later' }), '451 4.3.0 Try later'],
  ['anything else', new Error('odd failure'), 'odd failure'],
]

describe('a mail failure in the Hindi panel', () => {
  for (const [what, error, said] of failures) {
    it(`${what}: said in Hindi, the server's own words kept`, () => {
      const english = plainError(error)
      const hindi = inPanelLanguage(english, 'hi')
      expect(hindi, english).not.toBe(english)
      expect(hindi).toMatch(/।$|[^.]$/)
      const left = hindi.replace(said, '').replace(/SMTP_URL|smtps?:\/\/|\b\d+\b/g, '')
      expect(left, hindi).not.toMatch(/[A-Za-z]{2,}/)
    })
  }

  it('the test e-mail’s refusal says its reason in Hindi too', () => {
    const english = `The test e-mail could not be sent: ${plainError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))} It will be tried again at 29 Nov 2026, 11:40 pm.`
    expect(inPanelLanguage(english, 'hi')).toBe('परीक्षण ई-मेल नहीं भेजा जा सका: मेल सर्वर तक नहीं पहुँचा जा सका (वह बंद है, या SMTP_URL में होस्ट या पोर्ट ग़लत है)। इसे फिर भेजने का प्रयास होगा (29 Nov 2026, 11:40 pm)।')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, type ApiClient } from './client'

/**
 * Decision 296: a visitor's text past a field's limit, posted without JavaScript, comes back to the
 * form (303, as the forms' other refusals do) with the field named and how long it was, in the
 * page's language, and with what was typed — also when the body is over the call's body limit
 * (contact 48 KB, admission 8 KB: a Devanagari letter is 9 bytes in a form post). Never a JSON
 * page, never a 500; a JSON client gets the 4xx JSON it got before.
 */
const CONTACT = { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in', website: '' }
const STUDENT = { name: 'Asha Verma', course: 'LL.B. 2nd year', email: 'asha@student.test', category: 'fees', subject: 'Fee refund' }
const HINDI = 'अ'

describe('a text past its field’s limit, posted without JavaScript', () => {
  let server: TestServer
  let visitor: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
    visitor = apiClient(server)
  })
  afterAll(() => server?.close())

  /** The page a refusal leads back to, as the visitor's browser opens it: with the cookie that keeps the text. */
  const backToForm = async (refused: { status: number; headers: Headers }) => {
    expect(refused.status).toBe(303)
    const cookie = refused.headers.get('set-cookie')?.split(';')[0] ?? ''
    return (await server.fetch(refused.headers.get('location')!, { headers: { cookie } })).text()
  }
  /** A field's error as the page draws it (FormField): the control marked and described by it. */
  const errorOf = (html: string, id: string) => {
    expect(html).toMatch(new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error"`))
    return /<span aria-hidden="true">⚠ <\/span>([^<]*)/.exec(html.slice(html.indexOf(`id="${id}-error"`)))?.[1]
  }
  const textareaOf = (html: string, id: string) => new RegExp(`<textarea[^>]*id="${id}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1] ?? ''
  const enquiries = async () => {
    const admin = apiClient(server, await loginCookie(server))
    return (await admin.get('/api/contact/getAllContact')).body.length + (await admin.get('/api/admission/getAllAddmissionQueries')).body.length
  }
  const grievancePost = (body: FormData, accept = 'text/html,application/xhtml+xml') => server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept }, body, redirect: 'manual' })

  it('contact, English: a 6,000-character message comes back whole, said by how much it is over', async () => {
    const message = 'Is the evening batch open? '.repeat(223).slice(0, 6000)
    const refused = await visitor.form('/api/contact/addContact', { ...CONTACT, message, returnTo: '/' })
    expect(refused.headers.get('location')).toBe('/?contact=failed&fields=message.invalid#contact-message')
    const html = await backToForm(refused)
    expect(errorOf(html, 'contact-message')).toBe('Your message is 6,000 characters; shorten it to 5,000 or fewer.')
    // the summary keeps the fixed sentence: it stays true while the visitor shortens the text
    expect(html).toContain('Failed to send message. Shorten your message to at most 5,000 characters.')
    expect(textareaOf(html, 'contact-message')).toBe(message)
    expect(html).toContain('value="Asha Verma"')
  })

  it('contact, Hindi: 6,000 letters are over the body limit (54 KB), yet come back whole to /hi, said in Hindi', async () => {
    const before = await enquiries()
    const refused = await visitor.form('/api/contact/addContact', { ...CONTACT, name: 'आशा वर्मा', message: HINDI.repeat(6000), returnTo: '/hi' })
    expect(refused.headers.get('location')).toBe('/hi?contact=failed&fields=message.invalid#contact-message')
    const html = await backToForm(refused)
    expect(errorOf(html, 'contact-message')).toBe('आपके संदेश में 6,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।')
    expect(html).toContain('संदेश नहीं भेजा जा सका। संदेश अधिकतम 5,000 अक्षरों का रखें।')
    expect(textareaOf(html, 'contact-message')).toBe(HINDI.repeat(6000))
    expect(html).toContain('value="आशा वर्मा"')
    expect(await enquiries()).toBe(before)
  })

  it('contact, English, far over the body limit: the start that could be kept comes back, and the page says so', async () => {
    const refused = await visitor.form('/api/contact/addContact', { ...CONTACT, message: 'x'.repeat(60_000), returnTo: '/' })
    expect(refused.headers.get('location')).toBe('/?contact=failed&fields=message.invalid#contact-message')
    const html = await backToForm(refused)
    const kept = textareaOf(html, 'contact-message').length
    expect(kept).toBeGreaterThan(5000)
    expect(errorOf(html, 'contact-message')).toBe(`Your message is 60,000 characters; shorten it to 5,000 or fewer. Only its first ${kept.toLocaleString('en-IN')} characters could be kept here.`)
  })

  it('admission, English and Hindi: a name past 120 characters, under and over the 8 KB body limit, is named on the form it came from', async () => {
    const before = await enquiries()
    const under = await visitor.form('/api/admission/submit', { fullname: 'A'.repeat(200), city: 'Shahdol', returnTo: '/addmissionForm' })
    expect(under.headers.get('location')).toBe('/addmissionForm?admission=failed&fields=fullname.invalid#admission-fullname')
    const underPage = await backToForm(under)
    expect(errorOf(underPage, 'admission-fullname')).toBe('Your name is 200 characters; shorten it to 120 or fewer.')
    expect(underPage).toContain(`value="${'A'.repeat(200)}"`)

    const hindi = await visitor.form('/api/admission/submit', { fullname: HINDI.repeat(1000), city: 'शहडोल', returnTo: '/hi/course?course=llm' })
    expect(hindi.headers.get('location')).toBe('/hi/course?course=llm&admission=failed&fields=fullname.invalid#course-admission-fullname')
    const hindiPage = await backToForm(hindi)
    expect(errorOf(hindiPage, 'course-admission-fullname')).toBe('आपके नाम में 1,000 अक्षर हैं; इसे 120 या उससे कम अक्षरों तक छोटा करें।')
    expect(hindiPage).toContain(`value="${HINDI.repeat(1000)}"`)
    expect(hindiPage).toContain('फ़ॉर्म जमा नहीं हो सका। नाम अधिकतम 120 अक्षरों का रखें।')
    expect(hindiPage).toContain('value="शहडोल"')
    expect(await enquiries()).toBe(before)
  })

  it('grievance, English and Hindi: a 6,000-character description comes back whole, said by how much it is over', async () => {
    const english = await grievancePost(formData({ ...STUDENT, description: 'My refund is late. '.repeat(316).slice(0, 6000) }))
    expect(english.headers.get('location')).toBe('/grievance?result=invalid&fields=description#grievance-form')
    const englishPage = await backToForm(english)
    expect(errorOf(englishPage, 'grievance-description')).toBe('Your grievance is 6,000 characters; shorten it to 5,000 or fewer.')
    expect(textareaOf(englishPage, 'grievance-description')).toHaveLength(6000)

    const hindi = await grievancePost(formData({ returnTo: '/hi/grievance', ...STUDENT, subject: 'शुल्क वापसी', description: HINDI.repeat(6000) }))
    expect(hindi.headers.get('location')).toBe('/hi/grievance?result=invalid&fields=description#grievance-form')
    const hindiPage = await backToForm(hindi)
    expect(errorOf(hindiPage, 'grievance-description')).toBe('आपकी शिकायत में 6,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।')
    expect(textareaOf(hindiPage, 'grievance-description')).toBe(HINDI.repeat(6000))
    expect(hindiPage).toContain('value="शुल्क वापसी"')
  })

  it('a JSON client gets what it got before: 4xx JSON naming the field, 413 for a body over the limit, 201 for valid input', async () => {
    const contact = await visitor.json('POST', '/api/contact/addContact', { ...CONTACT, message: 'x'.repeat(6000) })
    expect(contact.status).toBe(400)
    expect(contact.body).toEqual({ success: false, message: 'Message must be at most 5000 characters', errors: { message: 'Message must be at most 5000 characters' } })
    const huge = await visitor.json('POST', '/api/contact/addContact', { ...CONTACT, message: HINDI.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({ success: false, message: 'The request body is too large.' })
    const admission = await visitor.json('POST', '/api/admission/submit', { fullname: 'A'.repeat(200) })
    expect(admission.status).toBe(400)
    expect(admission.body.errors).toEqual({ fullname: 'Full Name must be at most 120 characters' })
    const grievance = await grievancePost(formData({ ...STUDENT, description: 'x'.repeat(6000) }), 'application/json')
    expect(grievance.status).toBe(400)
    expect((await grievance.json()).errors).toEqual({ description: 'Description must be at most 5000 characters' })

    const valid = await visitor.json('POST', '/api/contact/addContact', { ...CONTACT, message: HINDI.repeat(5000) })
    expect(valid.status).toBe(201)
    expect(valid.body).toMatchObject({ success: true, message: 'Message sent successfully!' })
  })
})

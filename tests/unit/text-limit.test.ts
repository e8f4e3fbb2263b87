import { PassThrough } from 'node:stream'
import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { text } from '../../src/http/fields'
import { countedLengths, readOverLimitForm } from '../../src/http/over-limit-form'
import { charactersLeft, keptLengths, overLimit, overLimitSentence, overLimitSentences, pastLimits, sentLengths, typedLength } from '../../src/ui/text-limit'
import { withLengths } from '../../src/features/enquiries/ui/messages'
import { CONTACT_LIMITS } from '../../src/features/enquiries/options'
import { GRIEVANCE_LIMITS } from '../../src/features/grievances/limits'
import { en, hi } from '../../src/features/grievances/messages'

/** A text past its field's limit: counted as the API counts it, and said in the page's language (docs/decisions/296). */
describe('a text against its field\'s limit', () => {
  it('counts a text as the API\'s limit does: line breaks as one, one Unicode form, trimmed, an emoji one', () => {
    const samples = ['a\r\nb\rc\n', ' नमस्ते ', 'ज़ंजीर', 'ज\u093Cंजीर', '😀 emoji', '\t\tx\r\n\r\n']
    for (const sample of samples) {
      expect(text('Message', typedLength(sample)).safeParse(sample).success, JSON.stringify(sample)).toBe(true)
      expect(text('Message', typedLength(sample) - 1).safeParse(sample).success, JSON.stringify(sample)).toBe(false)
    }
    expect(typedLength('😀 emoji')).toBe(7)
  })

  it('says how long a text is and what to shorten it to, in English and in Hindi, with what came back when less did', () => {
    expect(overLimitSentence('en', 'Your message', 6000, 5000)).toBe('Your message is 6,000 characters; shorten it to 5,000 or fewer.')
    expect(overLimitSentence('hi', 'आपके संदेश में', 6000, 5000)).toBe('आपके संदेश में 6,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।')
    expect(overLimitSentence('en', 'Your message', 150000, 5000, 8012)).toBe('Your message is 1,50,000 characters; shorten it to 5,000 or fewer. Only its first 8,012 characters could be kept here.')
    expect(overLimitSentence('hi', 'आपके संदेश में', 9000, 5000, 9000)).toBe('आपके संदेश में 9,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।')
    expect(charactersLeft('en', 1)).toBe('1 character left')
    expect(charactersLeft('en', 380)).toBe('380 characters left')
    // Hindi's "one" is 0 and 1 (Intl.PluralRules)
    expect(charactersLeft('hi', 0)).toBe('0 अक्षर बाकी है')
    expect(charactersLeft('hi', 2)).toBe('2 अक्षर बाकी हैं')
  })

  it('finds the fields past their limits, keeps their lengths beside a refused form and reads them back', () => {
    const over = overLimit({ name: 'x'.repeat(121), mobile: '98765', message: 'अ'.repeat(5001), extra: 'x'.repeat(9000), email: ['a'] }, CONTACT_LIMITS)
    expect(over).toEqual({ name: 121, message: 5001 })
    expect(pastLimits({ message: 5001, name: 12, other: 99999 }, CONTACT_LIMITS)).toEqual({ message: 5001 })
    expect(keptLengths({})).toEqual({})
    expect(sentLengths(keptLengths(over))).toEqual(over)
    expect(sentLengths({ sentLengths: 'message:12x,name:,:5,subject:151' })).toEqual({ subject: 151 })
  })

  it('gives each form\'s catalogue its sentence: the enquiry forms\' by field, the grievance form\'s by name', () => {
    const contact = withLengths('hi', { message: 6000, fullname: 130 }, { message: 'अ'.repeat(4000) })
    expect(contact.contactFields.message!.invalid).toBe('आपके संदेश में 6,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें। इसके केवल पहले 4,000 अक्षर ही यहाँ रखे जा सके।')
    expect(contact.admissionFields.fullname!.invalid).toBe('आपके नाम में 130 अक्षर हैं; इसे 120 या उससे कम अक्षरों तक छोटा करें।')
    expect(contact.contactFields.name!.invalid).toBe('नाम अधिकतम 120 अक्षरों का रखें।')
    expect(overLimitSentences('en', en.lengthNames, GRIEVANCE_LIMITS, { description: 5200, subject: 100 })).toEqual({ description: 'Your grievance is 5,200 characters; shorten it to 5,000 or fewer.' })
    // every limited field has its name in both catalogues
    for (const catalogue of [en, hi]) expect(Object.keys(catalogue.lengthNames).sort()).toEqual(Object.keys(GRIEVANCE_LIMITS).sort())
  })
})

/** Posts `chunks` as one urlencoded body through the over-limit reader; what it held and counted. */
async function readOver(chunks: string[], limit: number) {
  const req = new PassThrough() as unknown as Request & PassThrough
  const read = new Promise<void>((resolve, reject) => readOverLimitForm(req, limit, (err?: unknown) => (err ? reject(err) : resolve())))
  for (const chunk of chunks) req.write(Buffer.from(chunk))
  req.end()
  await read
  return { fields: req.body as Record<string, string>, lengths: countedLengths(req)! }
}

describe('a form post read past its body limit', () => {
  it('decodes as a form post is read, escapes split between chunks, and counts every field to its end', async () => {
    const body = new URLSearchParams({ name: 'आशा वर्मा', message: 'अ'.repeat(3000) + '\r\n😀', returnTo: '/hi?x=1&y=2' }).toString()
    const { fields, lengths } = await readOver([body.slice(0, 7), body.slice(7, 9), body.slice(9, 10_000), body.slice(10_000)], 48 * 1024)
    expect(fields).toEqual({ name: 'आशा वर्मा', message: 'अ'.repeat(3000) + '\r\n😀', returnTo: '/hi?x=1&y=2' })
    expect(lengths.message).toBe(typedLength(fields.message!))
  })

  it('holds a long field in part, cut between two characters, and still holds and counts the fields after it', async () => {
    const long = 'नमस्ते 😀\r\n'.repeat(3000)
    const body = `name=Asha+Verma&message=${encodeURIComponent(long)}&website=&returnTo=%2Fhi&name=again`
    const { fields, lengths } = await readOver([body], 8 * 1024)
    expect(fields.returnTo).toBe('/hi')
    expect(fields.website).toBe('')
    expect(fields.name).toBe('Asha Verma')
    // counted as the API counts: an emoji one, a line break one (untrimmed: the end was not held to trim)
    expect(lengths.message).toBe(9 * 3000)
    expect(long.startsWith(fields.message!)).toBe(true)
    expect(Buffer.byteLength(fields.message!)).toBeLessThanOrEqual(4 * 1024)
    // cut where the text's own characters meet: never a consonant without the vowel sign or virama after it
    const boundaries = new Set(Array.from(new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(long), ({ index }) => index))
    expect(boundaries.has(fields.message!.length)).toBe(true)
    expect(fields.message!.endsWith('\uFFFD')).toBe(false)
  })

  it('stands malformed escapes as they were sent and reads no more than 50 fields', async () => {
    const { fields } = await readOver(['a=100%25&b=%zz%4&c=%E0%A4', '%85&d', ...Array.from({ length: 60 }, (_, i) => `&f${i}=x`)], 1024)
    expect(fields.a).toBe('100%')
    expect(fields.b).toBe('%zz%4')
    expect(fields.c).toBe('अ')
    expect(fields.d).toBe('')
    expect(Object.keys(fields)).toHaveLength(50)
  })
})

import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { inPanelLanguage } from '../../src/ui/admin/panel-catalogue'
import { aboutText } from '../../src/features/about/admin/text'
import { committeesText } from '../../src/features/committees/admin/text'
import { documentsText } from '../../src/features/documents/admin/text'
import { facultyText } from '../../src/features/faculty/admin/text'
import { feesText } from '../../src/features/fees/admin/text'
import { complianceText, statutoryText } from '../../src/features/statutory/admin/text'
import { addTextAreaHindi, textAreaText } from '../../src/platform/versions/admin/text-area-text'
import { aboutContentSchema, foundationSchema, missionVisionSchema } from '../../src/features/about/schema'
import { ABOUT_IMAGE_UNKNOWN } from '../../src/features/about/api'
import { committeeSchema } from '../../src/features/committees/schema'
import { ORDER_NOT_FOUND } from '../../src/features/committees/api'
import { COMPOSITION, missingMembers } from '../../src/features/committees/rules'
import { documentSchema, SCAN_WARNING } from '../../src/features/documents/schema'
import { PDF_REASONS } from '../../src/features/documents/pdf-rules'
import { facultySchema } from '../../src/features/faculty/schema'
import { FACULTY_NOT_FOUND } from '../../src/features/faculty/api'
import { feeRowSchema } from '../../src/features/fees/schema'
import { FEE_ROW_NOT_FOUND, REFUND_NOT_FOUND, REFUND_WRONG_CATEGORY } from '../../src/features/fees/api'
import { statutorySchema } from '../../src/features/statutory/schema'
import { KIND_FIELDS, STATUTORY_KINDS } from '../../src/features/statutory/kinds'
import { STATUTORY_ITEMS } from '../../src/content/statutory'
import { TEXT_AREAS } from '../../src/app/areas'

/**
 * The about, disclosure and page-text panels in Hindi (docs/decisions/245): every message their
 * API's schemas and routes can give is known in Hindi, read from the real schemas and constants
 * (so a message reworded on the server without its Hindi fails here), and the English of the
 * panels' catalogues stays the spec's.
 */
const inHindi = (message: string) => inPanelLanguage(message, 'hi')
const devanagari = /[\u0900-\u097F]/

function expectHindi(messages: string[]) {
  expect(messages.length).toBeGreaterThan(0)
  for (const message of messages) {
    const hindi = inHindi(message)
    expect(hindi, message).not.toBe(message)
    expect(hindi, message).toMatch(devanagari)
  }
}

/** Every message a schema gives for these inputs (not only the first per field). */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return [...new Set(inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []))]
}

const long = (n: number) => 'x'.repeat(n)

describe('the disclosure panels in Hindi', () => {
  it('says every schema message of their APIs in Hindi', () => {
    expectHindi(
      messagesOf(aboutContentSchema, [
        {},
        { title: long(300), description: long(6000), students: 'many', collegeAcceptance: long(30), yearsOfExcellence: 2.5, image: long(300) },
        { title: 5, students: -1, yearsOfExcellence: 99_999_999 },
      ]),
    )
    expectHindi(messagesOf(missionVisionSchema, [{}, { mission: long(6000), vision: 3 }]))
    expectHindi(messagesOf(foundationSchema, [{}, { name: long(300), content: long(6000), alt: long(300) }]))
    const member = { name: '', role: '', phone: 'call me', email: 'not-mail', seat: 'king', professor: 'yes', woman: 1, reserved: null }
    expectHindi(messagesOf(committeeSchema, [{ name: '', basis: 5, howToComplain: long(5000), orderDocumentId: long(50), members: [member] }, { members: 'all of us' }, { name: 'x', members: Array(41).fill({ name: 'A', role: 'B' }) }]))
    expectHindi(messagesOf(statutorySchema, [{ title: '', name: long(200), link: 'http://insecure', phone: 'x', email: 'y', naac: long(400), nirf: 4, ugc: long(400), body: long(5000), designation: long(300) }]))
    expectHindi(messagesOf(facultySchema, [{}, { name: long(200), designation: long(200), qualifications: long(400), experienceYears: '2.5', removePhoto: 'maybe' }, { experienceYears: '200' }, { experienceYears: 'lots' }]))
    expectHindi(
      messagesOf(feeRowSchema, [
        { course: 'phd', academicYear: '2026', tuitionFee: '12.5', otherFees: [{ covers: '', amount: '-1' }], refundDocumentId: long(50) },
        { course: 'llb', academicYear: '2026-27', tuitionFee: '999999999', otherFees: 'some' },
        { course: 'llb', academicYear: '2026-27', tuitionFee: '1', otherFees: Array(13).fill({ covers: 'Library', amount: 1 }) },
        {},
      ]),
    )
    expectHindi(messagesOf(documentSchema, [{ title: '', category: 'secret', academicYear: 'this year', validUntil: 'tomorrow', publishAt: 'soon' }, {}]))
  })

  it('says the routes’ own refusals and successes in Hindi', () => {
    expectHindi([ABOUT_IMAGE_UNKNOWN, ORDER_NOT_FOUND, FACULTY_NOT_FOUND, FEE_ROW_NOT_FOUND, REFUND_NOT_FOUND, REFUND_WRONG_CATEGORY])
    expectHindi(['Content added successfully!', 'Mission & Vision updated successfully!', 'Foundation entry added successfully!', 'Committee updated successfully!', 'Saved.', 'Faculty member added successfully!', 'Order saved', 'Fee row added successfully!', 'Document uploaded successfully!', 'Document deleted successfully'])
    // the conflict names the course as the API does, in English: said in Hindi with the Hindi pages' name
    expect(inHindi('The fee table has a row for LL.M. 2026-27 already: edit that one.')).toBe('शुल्क तालिका में एलएल.एम. 2026-27 की पंक्ति पहले से है: उसी को संपादित करें।')
  })

  it('says a refused PDF’s reason in Hindi, naming the file as it was sent', () => {
    const reasons = Object.values(PDF_REASONS).map((reason) => (typeof reason === 'string' ? reason : reason(1200 as never)))
    const messages = [...reasons, SCAN_WARNING].map((reason) => `Annual Report 2025.pdf ${reason}`)
    expectHindi(messages)
    for (const message of messages) expect(inHindi(message)).toContain('“Annual Report 2025.pdf”')
    expect(inHindi(`The file ${PDF_REASONS.tooLarge}`)).toMatch(/^फ़ाइल 20 MB से बड़ी है/)
  })

  it('says what each committee rule asks and lacks in Hindi, on the panel and the checklist', () => {
    for (const [kind, rule] of Object.entries(COMPOSITION)) {
      expect(rule!.rule.hi).toMatch(devanagari)
      expectHindi(missingMembers(kind, []))
      expectHindi(missingMembers(kind, [{ name: 'A', seat: 'member' }]))
    }
  })

  it('names every statutory field and checklist item in Hindi, and the checklist’s reasons', () => {
    for (const kind of STATUTORY_KINDS) for (const use of Object.values(KIND_FIELDS[kind])) expect(use!.hi.label).toMatch(devanagari)
    for (const item of STATUTORY_ITEMS) {
      expect(complianceText.hi.itemTitle(item.key, item.title.en)).toBe(item.title.hi)
      expectHindi([item.rule])
    }
    expect(inHindi('Fill in: NIRF, Who to ask.')).toBe('भरें: एनआईआरएफ (NIRF), किससे पूछें।')
    expectHindi(['Not set up (run the migrations).', 'No members listed.', 'No document in this category.', 'Nothing on it has changed since the academic year began (2026-07-01).'])
  })

  it('says a text area’s messages in Hindi from its declaration', () => {
    for (const area of TEXT_AREAS) {
      addTextAreaHindi(area)
      expect(textAreaText.hi.title(area)).toMatch(devanagari)
      expectHindi([`${area.title} saved.`, ...Object.values(area.fields).flatMap((field) => [`${field.label} is required`, `${field.label} must be at most ${field.max} characters`])])
      for (const field of Object.values(area.fields)) expect(field.hi).toMatch(devanagari)
    }
  })

  it('keeps the English of the panels as it was, letter for letter', () => {
    expect(aboutText.en.about.saved).toBe('Content added successfully!')
    expect(aboutText.en.missionVision.loadFailed).toBe('Data not fetched! Please try again.')
    expect(aboutText.en.founders.empty).toBe('No foundation members found.')
    expect(committeesText.en.saved).toBe('Committee updated successfully!')
    expect(statutoryText.en.needed('NIRF')).toBe('NIRF (needed)')
    expect(complianceText.en.summary(15, 19, 3, 1)).toBe('15 of 19 present · 3 missing · 1 out of date')
    expect(facultyText.en.deleted).toBe('Faculty member deleted successfully!')
    expect(feesText.en.empty).toBe('No fees yet. Add the first row below.')
    expect(documentsText.en.uploadedCount(2, 1)).toBe('2 documents uploaded (1 with a warning).')
    expect(documentsText.hi.uploadedCount(1, 0)).toBe('1 दस्तावेज़ अपलोड हुआ।')
  })
})

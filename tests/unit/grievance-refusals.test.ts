import { afterEach, describe, expect, it, vi } from 'vitest'
import { en, hi } from '../../src/features/grievances/messages'
import { MAX_PUBLIC_INPUT_PIXELS } from '../../src/http/images'
import { readRefusals, writeRefusals } from '../../src/features/grievances/ui/form-result'
import { normalizeReference } from '../../src/features/grievances/schema'
import { inLanguage, reasonOf, refusalText, sendGrievance } from '../../src/features/grievances/ui/grievance-checks'

/** Why a grievance was refused, said in the form's language (docs/decisions/292). */
describe('a grievance refusal in the form\'s language', () => {
  it('reads ?fields= with reasons: known fields once, in form order; an unknown reason is the field\'s own sentence', () => {
    expect(readRefusals('attachments:pdfActive,email:contact,name,email:mobile,nonsense:busy,subject:<script>')).toEqual([
      { field: 'name' },
      { field: 'email', reason: 'contact' },
      { field: 'subject' },
      { field: 'attachments', reason: 'pdfActive' },
    ])
    expect(writeRefusals(readRefusals('email:contact,name'))).toBe('name,email:contact')
    // the old form of the address (fields only) still reads
    expect(readRefusals('name,email')).toEqual([{ field: 'name' }, { field: 'email' }])
  })

  it('says a refused file\'s reason after its name, or after "an attachment" when the name was not kept', () => {
    expect(refusalText(hi, { field: 'attachments', reason: 'pdfEncrypted' }, 'रसीद.pdf')).toBe(`रसीद.pdf ${hi.errors.pdfEncrypted}`)
    expect(refusalText(en, { field: 'attachments', reason: 'notAFile' })).toBe('An attachment is neither a PDF nor a photo that can be read.')
    expect(refusalText(hi, { field: 'email', reason: 'contact' })).toBe(hi.errors.contact)
    expect(refusalText(hi, { field: 'subject', reason: 'control' })).toBe(`विषय ${hi.errors.control}`)
    expect(refusalText(en, { field: 'course' })).toBe(en.errors.course)
  })

  it('gives the API\'s English sentence its Hindi, keeping the file\'s name, and the field\'s own sentence for one it does not know', () => {
    expect(inLanguage(hi, 'attachments', `scan 2.pdf ${en.errors.pdfActive}`)).toBe(`scan 2.pdf ${hi.errors.pdfActive}`)
    expect(inLanguage(hi, 'attachments', en.errors.quota)).toBe(hi.errors.quota)
    expect(inLanguage(hi, 'email', en.errors.contact)).toBe(hi.errors.contact)
    expect(inLanguage(hi, 'description', 'Description must be at most 5000 characters')).toBe(hi.errors.description)
    expect(inLanguage(en, 'attachments', `scan.pdf ${en.errors.pdfActive}`)).toBe(`scan.pdf ${en.errors.pdfActive}`)
    expect(reasonOf('Name must be text')).toBeNull()
  })

  it('says the photo limit the server keeps', () => {
    expect(en.errors.tooManyPixels).toContain(`${MAX_PUBLIC_INPUT_PIXELS / 1e6} megapixels`)
    expect(hi.errors.tooManyPixels).toContain(`${MAX_PUBLIC_INPUT_PIXELS / 1e6} मेगापिक्सेल`)
  })

  it('every reason has its Hindi, and no two reasons share an English sentence (the API\'s sentence names one reason)', () => {
    const sentences = Object.values(en.errors)
    expect(new Set(sentences).size).toBe(sentences.length)
    for (const key of Object.keys(en.errors) as (keyof typeof en.errors)[]) expect(hi.errors[key], key).toMatch(/[\u0900-\u097F]/)
  })
})

describe('the form\'s script reads a refusal of the files by the day\'s quota as that, not as too many grievances', () => {
  afterEach(() => vi.unstubAllGlobals())
  const form = { action: '/api/grievance' } as HTMLFormElement
  // the server's answer as the browser's fetch gives it (a form of no fields: the body is not what is tested)
  const answer = (status: number, body: unknown) => {
    vi.stubGlobal('FormData', class {})
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
  }

  it('429 naming the attachments: the field\'s sentence in Hindi', async () => {
    answer(429, { success: false, message: en.errors.quota, errors: { attachments: en.errors.quota } })
    expect(await sendGrievance(form, hi, 'hi')).toEqual({ errors: { attachments: hi.errors.quota }, summary: hi.form.invalid })
  })

  it('429 naming nothing: too many grievances', async () => {
    answer(429, { success: false, message: en.errors.limited })
    expect(await sendGrievance(form, hi, 'hi')).toEqual({ errors: {}, summary: hi.errors.limited })
  })
})

describe('a reference as a student types it', () => {
  it('reads spaces, dots and dashes between its parts, any case, and the number without its zeros', () => {
    for (const typed of ['GRV-2026-0042', 'grv 2026 0042', 'GRV.2026.42', 'grv-2026-42', ' GRV 2026-042 ', 'GRV2026 42']) expect(normalizeReference(typed), typed).toBe('GRV-2026-0042')
    expect(normalizeReference('GRV-2026-12345')).toBe('GRV-2026-12345')
    // anything else is left as typed (upper case): it finds nothing
    expect(normalizeReference('GRV-26-42')).toBe('GRV-26-42')
    expect(normalizeReference('abc')).toBe('ABC')
  })
})

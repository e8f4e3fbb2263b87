import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, fieldProblemsOf, messageOf } from '../../src/ui/admin/api'
import { failureText, reasonOf, UNREACHABLE } from '../../src/ui/admin/failure'
import { inPanelLanguage, setPanelLanguage } from '../../src/ui/admin/panel-catalogue'
import { KIT_TEXT } from '../../src/ui/admin/kit-text'
import { uploadFailure, uploadRefusal } from '../../src/ui/admin/UploadWidget'
import { panelTitle } from '../../src/ui/admin/panel-title'
import { panelRefusal } from '../../src/ui/admin/panels'
import { SIGN_IN_TEXT, signInHref, signInLang, signInMessage } from '../../src/ui/admin/sign-in-text'
import { PANEL_TEXT } from '../../src/ui/admin/panel-text'
import { FORBIDDEN_MESSAGES } from '../../src/platform/auth/roles'
import { BANNER_TEXT } from '../../src/features/banners/admin/text'
import { TOPBAR_TEXT } from '../../src/features/topbar/admin/text'
import { versionsText as VERSIONS_TEXT } from '../../src/platform/versions/admin/text'
import { translationsText as TRANSLATION_EDITOR_TEXT } from '../../src/platform/translations/admin/text'

/**
 * The kit's one path for what the server says (docs/decisions/231): the API answers English, and a
 * failure the panel shows passes `inPanelLanguage`, so with the panel in Hindi a message it knows
 * is shown in Hindi, and in English letter for letter as the server gave it.
 */
afterEach(() => setPanelLanguage('en'))

const refused = new ApiError(403, FORBIDDEN_MESSAGES.content, { success: false })

describe('a failure in the panel language', () => {
  it('keeps English mode letter for letter', () => {
    expect(failureText(refused, 'Something went wrong.')).toBe(`Something went wrong.\n${FORBIDDEN_MESSAGES.content}`)
    expect(reasonOf(new ApiError(0, '', null))).toBe(UNREACHABLE)
  })

  it('says the spec text and the server reason in Hindi, line by line, and the kit fallbacks too', () => {
    setPanelLanguage('hi')
    expect(failureText(refused, 'Something went wrong.')).toBe('कुछ गड़बड़ हो गई।\nआपकी भूमिका साइट की सामग्री बदलने की अनुमति नहीं देती। किसी प्रशासक या संपादक से कहें।')
    expect(reasonOf(new ApiError(0, '', null))).toBe('सर्वर से संपर्क नहीं हो सका। कनेक्शन जाँचकर फिर कोशिश करें।')
    expect(reasonOf(new ApiError(502, '', null))).toBe('सर्वर ने इसे अस्वीकार किया (स्थिति 502), बिना कारण बताए।')
    // the server's field errors under their fields, and a message the panel does not know as the server gave it
    const fields = new ApiError(400, 'Message is required', { errors: { message: 'Message is required', link: 'Link must be at most 2000 characters' } })
    expect(fieldProblemsOf(fields)).toEqual({ message: 'संदेश आवश्यक है', link: 'लिंक अधिकतम 2000 अक्षरों का हो सकता है' })
    expect(messageOf(new ApiError(400, 'smtp: connection refused', null), 'x')).toBe('smtp: connection refused')
  })

  it('says a refused upload in Hindi: the spec sentence, then the reason the server gave', () => {
    setPanelLanguage('hi')
    const notAPicture = new ApiError(400, 'The file is not an image that can be read. Please upload a JPEG, PNG or WebP photo.', { errors: { image: 'This file is not a picture.' } })
    expect(inPanelLanguage(uploadFailure(uploadRefusal(notAPicture)))).toBe('अपलोड विफल रहा। कृपया फिर कोशिश करें।\nयह फ़ाइल चित्र नहीं है।')
  })

  it('has the Hindi of every role refusal, and names a refused panel in Hindi', () => {
    for (const english of Object.values(FORBIDDEN_MESSAGES)) {
      expect(inPanelLanguage(english, 'hi'), english).not.toBe(english)
      expect(inPanelLanguage(english, 'hi'), english).toMatch(/[\u0900-\u097F]/)
    }
    expect(inPanelLanguage(panelRefusal('accounts', 'editor')!, 'hi')).toBe(`“स्टाफ़ खाते” आपकी भूमिका को नहीं दिखाया जाता। ${inPanelLanguage(FORBIDDEN_MESSAGES.accounts, 'hi')}`)
  })
})

describe('the page title and the sign-in pages', () => {
  it("names the panel in the panel's language", () => {
    expect(panelTitle('overview')).toBe('Admin Dashboard')
    expect(panelTitle('add-banner')).toBe('Add Home Banner – Admin Dashboard')
    expect(panelTitle('add-banner', 'hi')).toBe('होम बैनर जोड़ें – एडमिन डैशबोर्ड')
  })

  it('takes the language from the address only when it is hi, and carries it on', () => {
    expect(signInLang('hi')).toBe('hi')
    for (const other of ['en', 'HI', '', undefined, ['hi']]) expect(signInLang(other)).toBe('en')
    expect(signInHref('/vvs/panel/login', 'en')).toBe('/vvs/panel/login')
    expect(signInHref('/vvs/panel/login?expired=1', 'hi')).toBe('/vvs/panel/login?expired=1&lang=hi')
    expect(signInMessage('Invalid email or password.', 'hi')).toBe('ई-मेल या पासवर्ड ग़लत है।')
    expect(signInMessage('Invalid email or password.', 'en')).toBe('Invalid email or password.')
  })
})

/** Every text of a catalogue, its functions called with a sample, as one list of strings. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    // a count for most, a name for some (an area's name): numbers first, then the same as strings
    const write = value as (...args: unknown[]) => unknown
    try {
      return textsOf(write(3, 5, 7))
    } catch {
      return textsOf(write('3', '5', '7'))
    }
  }
  if (Array.isArray(value)) return value.flatMap(textsOf)
  // a language's code ('en', 'hi') is not a text
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, text]) => (key === 'lang' ? [] : textsOf(text)))
  return []
}

/** A Latin word of two letters or more that is not a name the same in Hindi writing. */
const ENGLISH_WORD = /\b(?!(?:undefined|NaN|object|Object|JPEG|PNG|WebP|GIF|AVIF|HEIC|MB|SGRC|JavaScript|English|Alt|https|addmissionForm|imageUrl)\b)[A-Za-z]{2,}\b/

describe('the Hindi catalogues', () => {
  const catalogues = { KIT_TEXT, BANNER_TEXT, TOPBAR_TEXT, VERSIONS_TEXT, TRANSLATION_EDITOR_TEXT, SIGN_IN_TEXT, search: { en: PANEL_TEXT.en.search, hi: PANEL_TEXT.hi.search } }

  it('have no English word in their Hindi', () => {
    for (const [name, catalogue] of Object.entries(catalogues)) {
      const hindi = textsOf(catalogue.hi)
      const english = textsOf(catalogue.en)
      expect(hindi.length, name).toBe(english.length)
      for (const text of hindi) expect(text, `${name}: ${text}`).not.toMatch(ENGLISH_WORD)
    }
  })
})

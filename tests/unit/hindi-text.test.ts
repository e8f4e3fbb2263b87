import { describe, expect, it } from 'vitest'
import { hi } from '../../src/content/messages/hi'
import { ISLAND_TEXT } from '../../src/content/messages/islands'
import { LOW_DATA_TEXT } from '../../src/content/messages/low-data'
import { FORM_TEXT } from '../../src/features/enquiries/ui/messages'
import { hi as grievanceHi } from '../../src/features/grievances/messages'
import { FALLBACK_NOTES, STALE_NOTES } from '../../src/platform/translations/area'
import { demoHindi } from '../../src/content/demo-hi'
import { collegeFactsHi } from '../../src/content/disclosure'
import { GLOSSARY, HINDI_ABBREVIATIONS, LATIN_IN_HINDI } from '../../src/content/glossary'
import { courses, MINIMUM_MARKS } from '../../src/content/courses'
import { faq } from '../../src/content/faq'
import { makeI18n } from '../../src/ui/i18n'

/** Every text of a catalogue, with where it is: functions called with sample values of each kind. */
function texts(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value])
  else if (typeof value === 'function') {
    for (const args of [['क', 'ख', 'ग'], [1, 1, 1], [2, 2, 2], [null, null, null], ['2026-11-20', 3, 'क']]) {
      try {
        texts((value as (...a: unknown[]) => unknown)(...args), `${at}()`, out)
      } catch {
        // a sample of the wrong kind
      }
    }
  } else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${at}[${i}]`, out))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) texts(item, `${at}.${key}`, out)
  return out
}

const devanagari = (text: string) => (text.match(/[\u0900-\u097F]/g)?.length ?? 0)
const latin = (text: string) => (text.match(/[A-Za-z]/g)?.length ?? 0)

/** The Hindi texts of every catalogue and fixed text a visitor reads. */
const HINDI = texts({ hi, islands: ISLAND_TEXT.hi, lowData: [LOW_DATA_TEXT.hi], forms: FORM_TEXT.hi, grievances: grievanceHi, notes: [FALLBACK_NOTES.hi, STALE_NOTES.hi], demo: demoHindi.map((d) => d.hi), facts: collegeFactsHi }, 'hi').filter(([, text]) => devanagari(text) > 0 && devanagari(text) >= latin(text))

const ABBREVIATION = new RegExp(`^(?:(?:${HINDI_ABBREVIATIONS.join('|')})\\.)+$`)

/** Hindi words ending in a Latin full stop that is not an abbreviation's dot. */
function latinFullStops(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[*("'“‘]+|[)"'”’,:;]+$/g, ''))
    .filter((word) => /[\u0900-\u097F\u0964]\.$/.test(word) && !ABBREVIATION.test(word))
}

describe('the Hindi of every catalogue', () => {
  it('has texts to check (the walk reaches them)', () => {
    expect(HINDI.length).toBeGreaterThan(300)
  })

  it('ends no Hindi sentence with a Latin "." (Hindi writes "।")', () => {
    const found = HINDI.flatMap(([at, text]) => latinFullStops(text).map((word) => `${at}: …${word}`))
    expect(found).toEqual([])
  })

  it('uses the glossary\'s one term for each idea it names', () => {
    const found: string[] = []
    for (const [at, text] of HINDI) {
      for (const entry of GLOSSARY) {
        for (const avoided of entry.notFor) {
          // a whole word (or phrase): not a part of a longer word
          if (new RegExp(`(?<![\\u0900-\\u097F])${avoided}(?![\\u0900-\\u097F])`).test(text)) found.push(`${at}: "${avoided}" for ${entry.idea}; the glossary's term is "${entry.term}"`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('holds no Latin abbreviation inside a Hindi sentence but those people read in Latin letters', () => {
    const allowed = new Set(LATIN_IN_HINDI)
    const found = HINDI.flatMap(([at, text]) => (text.match(/\b[A-Z]{2,}\b/g) ?? []).filter((word) => !allowed.has(word)).map((word) => `${at}: ${word}`))
    expect(found).toEqual([])
  })

  it('gives no link a bare path for its text', () => {
    const found = HINDI.filter(([, text]) => /^\/[a-z]/.test(text.trim())).map(([at, text]) => `${at}: ${text}`)
    expect(found).toEqual([])
  })
})

describe('facts and times in both languages', () => {
  it('says the time of day in Hindi words, not "am"/"pm"', () => {
    const hindi = makeI18n('hi')
    expect(hindi.dateTime('2026-11-28T22:19:00Z')).toBe('29 नवंबर 2026 को रात 3:49 बजे')
    expect(hindi.dateTime('2026-11-29T10:30:00Z')).toMatch(/शाम 4:00 बजे$/)
    expect(hindi.dateTime('2026-11-29T06:00:00Z')).toMatch(/(सुबह|दोपहर) 11:30 बजे$/)
    // English as it was
    expect(makeI18n('en').dateTime('2026-11-28T22:19:00Z')).toMatch(/3:49\s?am/i)
  })

  it('gives the Bar Council\'s eligibility marks (45 % general, 42 % O.B.C., 40 % S.C./S.T.) from one place, in both languages', () => {
    expect(MINIMUM_MARKS).toEqual({ general: 45, obc: 42, scSt: 40 })
    const english = [...courses.filter((c) => c.key !== 'llm').map((c) => c.eligibility.join(' ')), faq[1]!.answer]
    for (const text of english) expect(text).toMatch(/45% marks for General, 42% for O\.B\.C\. and 40% for S\.C\.\/S\.T\. candidates/)
    const hindi = [...hi.course.courses.filter((c) => c.key !== 'llm').map((c) => c.eligibility.join(' ')), hi.home.faqItems[1]!.answer]
    for (const text of hindi) expect(text).toContain('न्यूनतम अंक: सामान्य वर्ग 45%, अन्य पिछड़ा वर्ग 42%, अनुसूचित जाति/जनजाति 40%।')
    expect(HINDI.filter(([, text]) => /आरक्षित वर्ग/.test(text))).toEqual([])
  })
})

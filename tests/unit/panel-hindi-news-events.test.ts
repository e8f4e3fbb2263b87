import { isValidElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { inPanelLanguage } from '../../src/ui/admin/panel-catalogue'
import { formatPanelDate, newsText } from '../../src/features/blogs/admin/text'
import { eventsText } from '../../src/features/events/admin/text'
import { programsText } from '../../src/features/programs/admin/text'
import { ATTACHMENT_NOT_FOUND, BLOG_IMAGE_REQUIRED, DRAFT_PUBLISHED, DRAFT_SAVED, EXPIRY_BEFORE_PUBLISH, NOT_A_DRAFT } from '../../src/features/blogs/api'
import { DRAFT_ALREADY, NEWS_DELETED, TAKEN_OFF_SITE } from '../../src/features/blogs/notice'
import { CATEGORY_EMPTY, CATEGORY_REQUIRED, EVENT_CATEGORY_MISSING, NONE_A_DRAFT } from '../../src/features/events/messages'
import { CONFIRM } from '../../src/ui/admin/kit'
import { KIT_TEXT } from '../../src/ui/admin/kit-text'

/**
 * The news, event gallery and services panels in Hindi (docs/decisions/240): the catalogues' Hindi
 * holds no English word of the panel's own, the English is today's (the spec's where it names it),
 * and every message their API sends is known in Hindi, the names in it kept as written.
 */

/** Every text of a catalogue, its functions called with Devanagari names and numbers. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 2 : 'नाम'))
    const stringArgs = Array.from({ length: value.length }, () => 'नाम')
    return [...textsOf(value(...args)), ...textsOf(value(...stringArgs))]
  }
  if (isValidElement(value)) return textsOf((value.props as { children?: ReactNode }).children)
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf)
  return []
}

/** Words of two or more Latin letters that are not the same in Hindi (PDF) nor code (an address, a path). */
function englishWords(text: string): string[] {
  return text
    .replace(/https?:\/\/\S*/g, '')
    .split(/[\s,;:()“”'"!?।…]+/)
    .filter((word) => /[A-Za-z].*[A-Za-z]/.test(word) && !/^(PDF|true|false)$/.test(word) && !/[/@]/.test(word))
}

describe('the Hindi of the news, event gallery and services panels', () => {
  for (const [name, catalogue] of [
    ['news', newsText],
    ['events', eventsText],
    ['programs', programsText],
  ] as const) {
    it(`${name}: no English word of the panel's own in Hindi`, () => {
      const texts = textsOf(catalogue.hi)
      expect(texts.length).toBeGreaterThan(10)
      expect(texts.flatMap(englishWords)).toEqual([])
    })
  }

  it('keeps the English of today, the spec’s letters where it names them', () => {
    expect(newsText.en.add.added).toBe('News added successfully!')
    expect(newsText.en.table.confirm).toBe(CONFIRM.blog)
    expect(KIT_TEXT.en.drafts.saved).toBe(DRAFT_SAVED)
    expect(KIT_TEXT.en.drafts.published).toBe(DRAFT_PUBLISHED)
    expect(eventsText.en.categories.added).toBe('Category added successfully')
    expect(eventsText.en.categories.confirm).toBe(CONFIRM.generic)
    expect(eventsText.en.upload.categoryMissing).toBe(EVENT_CATEGORY_MISSING)
    expect(programsText.en.added).toBe('Program added successfully!')
    expect(eventsText.en.categories.deleteQuestion('Sports', 2)).toBe("Delete the category 'Sports'? Its 2 photos go to Deleted Items with it, off the site until it is restored.")
  })

  it('knows every message the APIs send, in Hindi', () => {
    const sent = [
      'News added successfully!',
      'News updated successfully!',
      NEWS_DELETED,
      DRAFT_SAVED,
      DRAFT_PUBLISHED,
      NOT_A_DRAFT,
      TAKEN_OFF_SITE,
      DRAFT_ALREADY,
      ATTACHMENT_NOT_FOUND,
      EXPIRY_BEFORE_PUBLISH,
      BLOG_IMAGE_REQUIRED,
      'Title is required',
      'Description must be at most 20000 characters',
      'Category added successfully',
      'Category updated',
      'Category deleted',
      CATEGORY_REQUIRED,
      CATEGORY_EMPTY,
      EVENT_CATEGORY_MISSING,
      NONE_A_DRAFT,
      'No category with this id; nothing was published.',
      'Choose the photos to publish',
      'Program added successfully!',
      'Program updated successfully',
      'Program deleted successfully',
      'Duration is required',
    ]
    for (const message of sent) {
      const hindi = inPanelLanguage(message, 'hi')
      expect(hindi, message).not.toBe(message)
      expect(englishWords(hindi), message).toEqual([])
      expect(inPanelLanguage(message, 'en')).toBe(message)
    }
  })

  it('writes the gallery’s answers with their names as written', () => {
    expect(inPanelLanguage("Photo moved to position 2 of 3 in 'Convocation'.", 'hi')).toBe("फ़ोटो 'Convocation' में 3 में से स्थान 2 पर पहुँचा।")
    expect(inPanelLanguage("2 photos of 'Convocation' moved to Deleted Items; each can be restored there for 30 days.", 'hi')).toBe(
      "'Convocation' के 2 फ़ोटो “हटाई गई सामग्री” में भेजे गए; हर एक 30 दिन तक वहाँ से वापस लाया जा सकता है।",
    )
    expect(inPanelLanguage("1 photo of 'Uncategorized' moved to Deleted Items; each can be restored there for 30 days.", 'hi')).toBe(
      "'बिना श्रेणी' के 1 फ़ोटो “हटाई गई सामग्री” में भेजे गए; हर एक 30 दिन तक वहाँ से वापस लाया जा सकता है।",
    )
    expect(inPanelLanguage('A category named "Sports Day" already exists.', 'hi')).toBe('“Sports Day” नाम की श्रेणी पहले से है।')
    // the chosen draft photos published together (docs/decisions/289), and its refusals
    expect(inPanelLanguage("2 photos of 'Convocation' published: on the site now. 1 of those chosen was not a draft.", 'hi')).toBe(
      "'Convocation' के 2 फ़ोटो प्रकाशित किए गए: अब साइट पर हैं। चुने गए में से 1 ड्राफ़्ट नहीं था।",
    )
    expect(inPanelLanguage("1 photo of 'Convocation' published: on the site now.", 'hi')).toBe("'Convocation' के 1 फ़ोटो प्रकाशित किए गए: अब साइट पर हैं।")
    expect(inPanelLanguage("1 photo of the 3 chosen is not in the gallery (deleted already?); nothing was published.", 'hi')).toBe(
      'चुने गए 3 में से 1 फ़ोटो गैलरी में नहीं हैं (पहले ही हटा दिए गए?); कुछ भी प्रकाशित नहीं किया गया।',
    )
    expect(inPanelLanguage(NONE_A_DRAFT, 'hi')).toBe('चुने गए फ़ोटो में से कोई ड्राफ़्ट नहीं है: कुछ भी प्रकाशित नहीं किया गया।')
  })

  it('writes a notice’s date as the panel writes dates in each language', () => {
    expect(formatPanelDate('2026-11-23', 'en')).toBe('23 Nov 2026')
    expect(formatPanelDate('2026-11-23', 'hi')).toBe('23 नवंबर 2026')
    expect(formatPanelDate('', 'hi')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { bulletLines, plainLines } from '../../src/features/blogs/admin/news-text'
import { descriptionBlocks } from '../../src/features/blogs/ui/text'
import { fieldTexts } from '../../src/platform/versions/values'

describe('the news text toolbar writes what the public page reads', () => {
  it('Bullet list marks every line the selection touches once, and the public reader sees a list', () => {
    const text = 'Intro\nOne\n  Two\n\nThree'
    const edit = bulletLines(text, text.indexOf('ne'), text.indexOf('Three') + 1)
    expect(edit.text).toBe('Intro\n**One\n**Two\n\n**Three')
    expect(edit.text.slice(edit.start, edit.end)).toBe('**One\n**Two\n\n**Three')
    expect(bulletLines(edit.text, edit.start, edit.end).text).toBe(edit.text)
    expect(descriptionBlocks(edit.text)).toEqual([{ kind: 'paragraph', text: 'Intro' }, { kind: 'bullets', items: ['One', 'Two', 'Three'] }])
  })

  it('a selection ending at the start of a line leaves that line; an empty line gets a marker to type after', () => {
    expect(bulletLines('a\nb', 0, 2).text).toBe('**a\nb')
    expect(bulletLines('a\n', 2, 2)).toEqual({ text: 'a\n**', start: 4, end: 4 })
  })

  it('Plain lines takes the marker and its blanks off', () => {
    expect(plainLines('**One\n ** Two\nThree', 0, 10).text).toBe('One\nTwo\nThree')
  })
})

describe('fieldTexts: a version in the panel’s words, plain text whole', () => {
  it('keeps long text whole and says dates, choices and lists as the panel does', () => {
    const long = 'word '.repeat(40).trim()
    expect(
      fieldTexts({ description: {}, date: { shows: { kind: 'date' } }, category: { label: 'category', shows: { kind: 'choice', labels: { news: 'News' } } }, otherFees: {} }, { description: long, date: '2026-11-20', category: 'news', otherFees: '[{"covers":"Library"}]' }),
    ).toEqual([
      { label: 'description', text: long },
      { label: 'date', text: '20 Nov 2026' },
      { label: 'category', text: "'News'" },
      { label: 'other fees', text: '1 item: Library' },
    ])
  })
})

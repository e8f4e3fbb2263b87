import { describe, expect, it } from 'vitest'
import { wordDiff, type DiffPart } from '../../src/ui/admin/word-diff'

const side = (parts: DiffPart[], kind: 'del' | 'ins') => parts.filter((part) => part.kind !== kind).map((part) => part.text).join('')

/** What changed in a source text since its translation, word by word (docs/decisions/202). */
describe('wordDiff', () => {
  it('marks the changed words only, in reading order', () => {
    expect(wordDiff('Pay the fees at the office by Friday.', 'Pay the fees at the bank by Monday.')).toEqual([
      { kind: 'same', text: 'Pay the fees at the ' },
      { kind: 'del', text: 'office' },
      { kind: 'ins', text: 'bank' },
      { kind: 'same', text: ' by ' },
      { kind: 'del', text: 'Friday.' },
      { kind: 'ins', text: 'Monday.' },
    ])
  })

  it('gives each side back exactly from its pieces: added, removed, Devanagari, line breaks', () => {
    const cases: [string, string][] = [
      ['', 'New text'],
      ['Old text', ''],
      ['पुस्तकालय शाम 4 बजे तक खुला', 'पुस्तकालय शाम 5 बजे तक खुला रहता है'],
      ['one two\nthree', 'one two three four'],
      ['a b c d e f', 'f e d c b a'],
    ]
    for (const [before, after] of cases) {
      const parts = wordDiff(before, after)
      // a kept word is shown with the new text's spaces: the words, not the spaces, are compared
      const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
      expect(flat(side(parts, 'ins')), before).toBe(flat(before))
      expect(side(parts, 'del'), after).toBe(after)
    }
    expect(wordDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }])
  })

  it('a huge text with everything changed is not compared pair by pair: whole old out and whole new in', () => {
    const before = Array.from({ length: 20_000 }, (_, i) => `a${i}`).join(' ')
    const after = Array.from({ length: 20_000 }, (_, i) => `b${i}`).join(' ')
    const parts = wordDiff(before, after)
    expect(parts.map((part) => part.kind)).toEqual(['del', 'ins'])
    expect(parts[0]!.text).toBe(before)
  })
})

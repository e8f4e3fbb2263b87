/** Words shown in a news card before the ellipsis (spec §9). */
export const PREVIEW_WORDS = 30
/**
 * Characters a preview never passes, whatever its words. Thirty words of ordinary text are 150-250
 * (thirty of 15 letters still fit), but a description pasted without spaces (a long link, a table
 * copied from a PDF) is one "word" of up to 20,000 characters, and a page of 32 cards would carry
 * each of them whole.
 */
export const PREVIEW_CHARS = 500

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The start of a word, at most `max` characters, cut between graphemes: never between a Devanagari
 * consonant and its vowel sign or virama (क्ष stays whole), nor inside an emoji.
 */
export function graphemesWithin(word: string, max: number): string {
  let end = 0
  for (const { segment, index } of GRAPHEMES.segment(word)) {
    if (index + segment.length > max) break
    end = index + segment.length
  }
  return word.slice(0, end)
}

/** A line that starts with ** is a bullet point; the markers are not shown. */
const BULLET = /^\s*\*\*/

/** The first 30 words of a description with ** markers removed, followed by "…" (as one line). */
export function previewText(description: string): string {
  return previewBlocks(description)
    .map((block) => (block.kind === 'paragraph' ? block.text : block.items.join(' ')))
    .join(' ')
}

/** The first `count` words of a text, ** markers read as spaces; the rest of a long text is never split. */
function firstWords(text: string, count: number): string[] {
  const out: string[] = []
  const word = /\S+/g
  const plain = text.replace(/\*\*/g, ' ')
  for (let match = word.exec(plain); match && out.length < count; match = word.exec(plain)) out.push(match[0])
  return out
}

/**
 * Previews already made, by description text, for the next renders (a page shows 20 cards; a
 * write changes few): oldest out once their texts pass KEPT_CHARS, so the memory stays small
 * whatever the descriptions' length.
 */
const kept = new Map<string, DescriptionBlock[]>()
const KEPT_CHARS = 200_000
let keptChars = 0

/**
 * A news card's preview (spec §9: the first 30 words, ** markers removed, then "…"; never more than
 * PREVIEW_CHARS characters), keeping the description's lines and bullet points. The ellipsis
 * replaces a closing full stop or comma, so a preview never ends in ".…".
 */
export function previewBlocks(description: string): readonly DescriptionBlock[] {
  let blocks = kept.get(description)
  if (!blocks) {
    blocks = makePreview(description)
    kept.set(description, blocks)
    keptChars += description.length
    for (const [text] of kept) {
      if (keptChars <= KEPT_CHARS || text === description) break
      kept.delete(text)
      keptChars -= text.length
    }
  }
  return blocks
}

function makePreview(description: string): DescriptionBlock[] {
  const out: DescriptionBlock[] = []
  let left = PREVIEW_WORDS
  let charsLeft = PREVIEW_CHARS
  const take = (text: string) => {
    const taken: string[] = []
    for (const word of firstWords(text, left)) {
      if (word.length > charsLeft) {
        // Cut to what is left, unless that is only a stub after the words already taken.
        if (charsLeft >= 20) taken.push(graphemesWithin(word, charsLeft))
        left = 0
        break
      }
      taken.push(word)
      left--
      charsLeft -= word.length + 1
    }
    return taken.join(' ')
  }
  for (const block of descriptionBlocks(description)) {
    if (left <= 0) break
    if (block.kind === 'paragraph') {
      const text = take(block.text)
      if (text) out.push({ kind: 'paragraph', text })
    } else {
      const items = block.items.map((item) => (left > 0 ? take(item) : '')).filter(Boolean)
      if (items.length) out.push({ kind: 'bullets', items })
    }
  }
  const last = out[out.length - 1]
  const end = (text: string) => `${text.replace(/[\s.,;:!?…]+$/, '')}…`
  if (!last) out.push({ kind: 'paragraph', text: '…' })
  else if (last.kind === 'paragraph') last.text = end(last.text)
  else last.items[last.items.length - 1] = end(last.items[last.items.length - 1])
  return out
}

export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] }

/** Splits a description into paragraphs and bullet lists; consecutive ** lines form one list. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = []
  for (const raw of description.split(/\r?\n/)) {
    if (!raw.trim()) continue
    if (BULLET.test(raw)) {
      const item = raw.replace(BULLET, '').trim()
      const last = blocks[blocks.length - 1]
      if (last?.kind === 'bullets') last.items.push(item)
      else blocks.push({ kind: 'bullets', items: [item] })
    } else {
      blocks.push({ kind: 'paragraph', text: raw.trim() })
    }
  }
  return blocks
}

/*
 * One formatter each, made once: `toLocaleDateString` builds a new Intl formatter on every call
 * (about 0.1 ms), which made the dates a third of the /blogs render (docs/decisions/068). Same text.
 */
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })

/** "2026-11-18" → "18 November 2026"; anything unreadable is shown as it is. */
export function formatDate(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date)
  if (Number.isNaN(parsed.getTime())) return date
  return DATE.format(parsed)
}

/** An ISO time as India reads it: "1 December 2026 at 10:00 am" (IST). */
export function formatDateTime(iso: string): string {
  const parsed = new Date(iso)
  if (Number.isNaN(parsed.getTime())) return iso
  return DATE_TIME.format(parsed)
}

export function blogHref(id: string): string {
  return `/blogs/detail/${encodeURIComponent(id)}`
}

export { safeLink } from '../../../ui/links'

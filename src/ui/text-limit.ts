import type { Lang } from '../content/lang'
import { indianDigits } from './numbers'

/**
 * A visitor's text against its field's limit, the same in the public forms' scripts, the pages that
 * draw them and the API that refuses them (docs/decisions/296): how long a text counts, which
 * fields are past their limits, and what a form says of one, in the page's language. Plain code,
 * no zod: it goes into the forms' small scripts.
 */

/** A typed text as the API reads it (text() in src/http/fields.ts): line breaks as \n, one Unicode form (NFC), trimmed. */
export function typedText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC').trim()
}

/** Its length as the API's limits count it (zod): characters, an emoji one, where a browser's maxlength counts it two. */
export function typedLength(value: string): number {
  let length = 0
  for (const _ of typedText(value)) length++
  return length
}

/** Each text field of `values` past its limit, with its length. */
export function overLimit(values: Readonly<Record<string, unknown>>, limits: Readonly<Record<string, number>>): Record<string, number> {
  const over: Record<string, number> = {}
  for (const [field, max] of Object.entries(limits)) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined
    const length = typeof value === 'string' ? typedLength(value) : 0
    if (length > max) over[field] = length
  }
  return over
}

/** The lengths past their fields' limits (a field without a limit is left out). */
export function pastLimits(lengths: Readonly<Record<string, number>>, limits: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(lengths).filter(([field, length]) => Object.hasOwn(limits, field) && length > limits[field]!))
}

/**
 * The kept value (src/http/form-state.ts) that carries how long each refused field was when sent,
 * "message:6000": the text itself may come back in part, or not at all.
 */
export const SENT_LENGTHS = 'sentLengths'

/** The lengths as kept beside a refused form's text: nothing when no field was past its limit. */
export function keptLengths(lengths: Readonly<Record<string, number>>): Record<string, string> {
  const written = Object.entries(lengths).map(([field, length]) => `${field}:${length}`)
  return written.length ? { [SENT_LENGTHS]: written.join(',') } : {}
}

/** The sent lengths a kept form carries (keptLengths); none when it carries none. */
export function sentLengths(kept: Readonly<Record<string, string>> | undefined): Record<string, number> {
  const lengths: Record<string, number> = {}
  for (const part of (kept?.[SENT_LENGTHS] ?? '').split(',')) {
    const [field = '', length = ''] = part.split(':')
    if (field && /^\d{1,9}$/.test(length)) lengths[field] = Number(length)
  }
  return lengths
}

/**
 * What a form says of a text past its limit. `what` names the field as the form's catalogue does
 * (English: "Your message"; Hindi, where the sentence counts in it: "आपके संदेश में").
 */
const WORDS: Record<Lang, { over: (what: string, length: string, max: string) => string; kept: (count: string) => string; left: (count: number, written: string) => string }> = {
  en: {
    over: (what, length, max) => `${what} is ${length} characters; shorten it to ${max} or fewer.`,
    kept: (count) => `Only its first ${count} characters could be kept here.`,
    left: (count, written) => (new Intl.PluralRules('en').select(count) === 'one' ? `${written} character left` : `${written} characters left`),
  },
  hi: {
    over: (what, length, max) => `${what} ${length} अक्षर हैं; इसे ${max} या उससे कम अक्षरों तक छोटा करें।`,
    kept: (count) => `इसके केवल पहले ${count} अक्षर ही यहाँ रखे जा सके।`,
    left: (count, written) => (new Intl.PluralRules('hi').select(count) === 'one' ? `${written} अक्षर बाकी है` : `${written} अक्षर बाकी हैं`),
  },
}

/**
 * The sentence of a field past its limit: how long it is and what to shorten it to; `kept`, the
 * length that came back to the form when less than was sent, says so too.
 */
export function overLimitSentence(lang: Lang, what: string, length: number, max: number, kept?: number): string {
  const words = WORDS[lang]
  const over = words.over(what, indianDigits(length), indianDigits(max))
  return kept !== undefined && kept > 0 && kept < length ? `${over} ${words.kept(indianDigits(kept))}` : over
}

/** The sentence of each field sent past its limit (`sent`), with what came back of it (`kept`, the form's kept text). */
export function overLimitSentences(lang: Lang, names: Readonly<Record<string, string>>, limits: Readonly<Record<string, number>>, sent: Readonly<Record<string, number>>, kept: Readonly<Record<string, string>> = {}): Record<string, string> {
  const said: Record<string, string> = {}
  for (const [field, length] of Object.entries(sent)) {
    const max = limits[field]
    if (max === undefined || length <= max || !names[field]) continue
    said[field] = overLimitSentence(lang, names[field], length, max, typedLength(kept[field] ?? ''))
  }
  return said
}

/** How many characters a field near its limit still takes ("380 characters left"). */
export function charactersLeft(lang: Lang, count: number): string {
  return WORDS[lang].left(count, indianDigits(count))
}

/**
 * True when a typed text shows nothing: only spaces and invisible format characters (zero-width
 * joiners and spaces, direction marks, word joiners, \p{Cf}). Such a text is a field left empty,
 * though inside a word the same characters are real (a ZWJ makes a Devanagari half form: क्‍ष).
 */
export function isBlank(value: string): boolean {
  return !/[^\s\p{Cf}]/u.test(value)
}

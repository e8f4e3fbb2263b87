/**
 * The news text toolbar's edits (docs/decisions/204): each writes the stored form the spec's
 * client reads (spec §4, News detail) and nothing else: a line starting with ** is a bullet item,
 * any other line a paragraph. No other markup exists for the public page to show.
 */

/** The text and the selection an edit leaves: the selection covers the same lines after it. */
export type TextEdit = { text: string; start: number; end: number }

/** The same test as the public page's (src/features/blogs/ui/text.ts): leading blanks, then **. */
const BULLET = /^\s*\*\*\s*/
export const BULLET_MARK = '**'

/** Every line the selection touches (a caret touches its own line), as [first line's start, last line's end). */
function lineSpan(text: string, start: number, end: number): [number, number] {
  const from = text.lastIndexOf('\n', start - 1) + 1
  // A selection ending at the start of a line (a triple click) does not take that line in.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end
  const next = text.indexOf('\n', last)
  return [from, next === -1 ? text.length : next]
}

function rewriteLines(text: string, start: number, end: number, line: (line: string) => string): TextEdit {
  const [from, to] = lineSpan(text, start, end)
  const lines = text.slice(from, to).split('\n').map(line)
  const middle = lines.join('\n')
  return { text: text.slice(0, from) + middle + text.slice(to), start: from, end: from + middle.length }
}

/** Whether every non-empty line the selection touches is a bullet item already. */
export function allBullets(text: string, start: number, end: number): boolean {
  const [from, to] = lineSpan(text, start, end)
  const lines = text.slice(from, to).split('\n').filter((line) => line.trim())
  return lines.length > 0 && lines.every((line) => BULLET.test(line))
}

/** "Bullet list": each non-empty line the selection touches starts with ** (once); an empty text gets one bullet to type in. */
export function bulletLines(text: string, start: number, end: number): TextEdit {
  if (!text.slice(...lineSpan(text, start, end)).trim()) {
    const [from, to] = lineSpan(text, start, end)
    const caret = from + BULLET_MARK.length
    return { text: text.slice(0, from) + BULLET_MARK + text.slice(to), start: caret, end: caret }
  }
  return rewriteLines(text, start, end, (line) => (!line.trim() || BULLET.test(line) ? line : `${BULLET_MARK}${line.trimStart()}`))
}

/** "Plain lines": the ** of each line the selection touches taken off, so each is a paragraph again. */
export function plainLines(text: string, start: number, end: number): TextEdit {
  return rewriteLines(text, start, end, (line) => line.replace(BULLET, ''))
}

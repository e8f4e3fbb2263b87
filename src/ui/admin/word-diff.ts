/** A piece of a word-level comparison: kept, taken out, or put in. */
export type DiffPart = { kind: 'same' | 'del' | 'ins'; text: string }

/** Above this many word pairs the comparison is not worked out word by word: the whole old text out, the new in. */
const MOST_PAIRS = 4_000_000

/** Words and the spaces between them, each a token: joining one side's tokens gives its text back exactly. */
function words(text: string): string[] {
  return text.match(/\S+|\s+/g) ?? []
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1)
  if (last && last.kind === kind) last.text += text
  else parts.push({ kind, text })
}

/**
 * What changed from `before` to `after`, word by word (the longest common run of words kept,
 * docs/decisions/202): the pieces in reading order, what was taken out before what was put in,
 * neighbours of one kind joined. Any spaces equal any others, so a changed line break is no change;
 * the kept spaces are the new text's.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before)
  const b = words(after)
  const key = (word: string) => (/^\s/.test(word) ? ' ' : word)
  // the common start and end need no table
  let start = 0
  while (start < a.length && start < b.length && key(a[start]!) === key(b[start]!)) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && key(a[a.length - 1 - end]!) === key(b[b.length - 1 - end]!)) end++
  const midA = a.slice(start, a.length - end)
  const midB = b.slice(start, b.length - end)
  const parts: DiffPart[] = []
  if (start) push(parts, 'same', b.slice(0, start).join(''))
  if (midA.length * midB.length > MOST_PAIRS) {
    if (midA.length) push(parts, 'del', midA.join(''))
    if (midB.length) push(parts, 'ins', midB.join(''))
  } else {
    // lengths of the longest common runs from each pair of positions onwards
    const n = midA.length
    const m = midB.length
    const table = new Uint32Array((n + 1) * (m + 1))
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        table[i * (m + 1) + j] = key(midA[i]!) === key(midB[j]!) ? table[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!)
      }
    }
    let i = 0
    let j = 0
    while (i < n || j < m) {
      if (i < n && j < m && key(midA[i]!) === key(midB[j]!)) push(parts, 'same', midB[j++]!), i++
      else if (i < n && (j === m || table[(i + 1) * (m + 1) + j]! >= table[i * (m + 1) + j + 1]!)) push(parts, 'del', midA[i++]!)
      else push(parts, 'ins', midB[j++]!)
    }
  }
  if (end) push(parts, 'same', b.slice(b.length - end).join(''))
  return parts
}

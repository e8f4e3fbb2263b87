/**
 * How much of a page's visible text is Devanagari: letters of the body in Devanagari over all its
 * letters (Devanagari and Latin), script, style, hidden templates and attribute values left out.
 * `exceptMarked` leaves out text inside an element marked `lang="en"` (proper names, alumni's own
 * words, English a Hindi page says is English): what the done-when test of issue 37 counts.
 */
export function devanagariShare(page: string, { exceptMarked = false } = {}): { share: number; devanagari: number; latin: number } {
  const body = page.slice(Math.max(0, page.indexOf('<body')))
  const html = body.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, ' ')
  let devanagari = 0
  let latin = 0
  const stack: boolean[] = []
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
  const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr|use|path|circle|rect)$/i
  let last = 0
  const count = (text: string) => {
    if (exceptMarked && stack.includes(true)) return
    const decoded = text.replace(/&[a-z#0-9]+;/gi, ' ')
    devanagari += decoded.match(/[\u0900-\u0963\u0966-\u097F]/g)?.length ?? 0
    latin += decoded.match(/[A-Za-z]/g)?.length ?? 0
  }
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    count(html.slice(last, match.index))
    last = match.index + match[0].length
    const [, closing, name = '', attributes = ''] = match
    if (closing) {
      if (!VOID.test(name)) stack.pop()
    } else if (!VOID.test(name) && !attributes.endsWith('/')) {
      const lang = /\slang="([^"]*)"/.exec(attributes)?.[1]
      const hidden = /\shidden(?:[\s=]|$)|aria-hidden="true"/.test(attributes)
      stack.push(lang === 'en' || (hidden && exceptMarked))
    }
  }
  count(html.slice(last))
  const total = devanagari + latin
  return { share: total ? devanagari / total : 0, devanagari, latin }
}

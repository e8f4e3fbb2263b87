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

/**
 * Runs of English on a Hindi page that nothing marks as English: three or more Latin words in a
 * row in the visible text, or in an image's description, outside any element with `lang="en"`.
 * A screen reader reads them with Hindi sounds (WCAG 3.1.2); a reader meets an English sentence.
 */
export function unmarkedEnglish(page: string): string[] {
  const body = page.slice(Math.max(0, page.indexOf('<body')))
  const html = body.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, ' ')
  const found: string[] = []
  const stack: boolean[] = []
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
  const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr|use|path|circle|rect)$/i
  const ENGLISH_RUN = /[A-Za-z][\w.'’-]*(?:[\s,:;()]+[A-Za-z][\w.'’-]*){2,}/g
  const look = (text: string, marked: boolean) => {
    if (marked) return
    const decoded = text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&[a-z#0-9]+;/gi, ' ')
    for (const run of decoded.match(ENGLISH_RUN) ?? []) found.push(run.trim())
  }
  let last = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    look(html.slice(last, match.index), stack.includes(true))
    last = match.index + match[0].length
    const [, closing, name = '', attributes = ''] = match
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1]
    const alt = /\salt="([^"]*)"/.exec(attributes)?.[1]
    if (alt) look(alt, lang === 'en' || (lang === undefined && stack.includes(true)))
    if (closing) {
      if (!VOID.test(name)) stack.pop()
    } else if (!VOID.test(name) && !attributes.endsWith('/')) {
      const hidden = /\shidden(?:[\s=]|$)|aria-hidden="true"/.test(attributes)
      stack.push(lang === 'en' || hidden)
    }
  }
  look(html.slice(last), stack.includes(true))
  return found
}

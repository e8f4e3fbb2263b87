const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/**
 * The language a reader's software gives a text of a page: the `lang` of the innermost element
 * around its first occurrence in the body (HTML's rule), from a walk of the tags. null: the text is
 * not there.
 */
export function langAt(page: string, text: string): string | null {
  // a script's text (JSON-LD) is no text of the page
  const html = page.replace(/<script\b[\s\S]*?<\/script>/g, (script) => ' '.repeat(script.length))
  const at = html.indexOf(text, Math.max(0, html.indexOf('<body')))
  if (at < 0) return null
  const stack: { tag: string; lang: string | null }[] = []
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->|<style\b[\s\S]*?<\/style>/g
  for (let match = tags.exec(html); match && match.index < at; match = tags.exec(html)) {
    const [whole, closing, name, attributes = ''] = match
    if (!name || whole.startsWith('<!--')) continue
    const tag = name.toLowerCase()
    if (closing) {
      const open = stack.map((entry) => entry.tag).lastIndexOf(tag)
      if (open >= 0) stack.length = open
    } else if (!VOID.has(tag) && !attributes.endsWith('/')) {
      stack.push({ tag, lang: /\slang="([^"]*)"/.exec(attributes)?.[1] ?? null })
    }
  }
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.lang !== null) return stack[i]!.lang
  return null
}

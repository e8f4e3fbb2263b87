import fs from 'node:fs'
import path from 'node:path'

/** Vike's stylesheet tag, exactly as it writes it for each of a page's CSS files. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[\w./-]+\.css)">/g

/**
 * Public pages carry their CSS in one <style> in <head> instead of Vike's <link> tags
 * (docs/decisions/054): the page then needs no request before its first paint. The built files'
 * text is read once per process (hashed names: a file never changes); a file that cannot be read
 * keeps its <link>. Pages whose CSS is not a built file (the development server) are left as they are.
 */
export function inlineStylesheets(clientDir: string): (html: string) => string {
  const texts = new Map<string, string | null>()
  const read = (src: string) => {
    let text = texts.get(src)
    if (text === undefined) {
      try {
        text = src.includes('..') ? null : fs.readFileSync(path.join(clientDir, src), 'utf8').trim()
      } catch {
        text = null
      }
      texts.set(src, text)
    }
    return text
  }
  return (html) => {
    const css: string[] = []
    const seen = new Set<string>()
    const rest = html.replace(STYLESHEET, (tag, src: string) => {
      const text = read(src)
      if (text === null) return tag
      if (!seen.has(src)) css.push(text)
      seen.add(src)
      return ''
    })
    if (css.length === 0) return html
    // `</style` inside the CSS would end the element early; `<\/style` is the same text to CSS.
    const style = `<style>${css.join('\n').replace(/<\/(style)/gi, '<\\/$1')}</style>`
    const headEnd = rest.indexOf('</head>')
    return headEnd === -1 ? html : rest.slice(0, headEnd) + style + rest.slice(headEnd)
  }
}

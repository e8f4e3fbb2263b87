import fs from 'node:fs'
import path from 'node:path'

/** Vike's stylesheet tag, exactly as it writes it for each of a page's CSS files. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[\w./-]+\.css)">/g
/** Vike's tag for the page's entry script (the header behaviour; islands come later, src/ui/client.ts). */
const ENTRY_SCRIPT = /(<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async)>/
/** A static import in a built module: `import{a as b}from"../chunks/x.js"` or `import"./x.js"` (not `import(…)`). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([\w./-]+\.js)["']/g

/**
 * What a public page's HTML gets after Vike rendered it, so that nothing but the HTML itself comes
 * before its first paint (docs/decisions/054):
 * - its CSS in one <style> at the end of <head> instead of Vike's <link> tags, in the same order.
 *   The built files' text is read once per process (hashed names: a file never changes); a file
 *   that cannot be read keeps its <link>;
 * - its entry script fetched with low priority (`fetchpriority="low"`), after the page's images,
 *   and every module it imports statically (at any depth) announced beside it by a low-priority
 *   `<link rel="modulepreload">`: fetched side by side, not one round trip per level of imports.
 * The development server's pages (CSS not under /assets/) are left as they are.
 * `lowData` (docs/decisions/195): no module is announced ahead, the entry script alone is fetched.
 */
export function publicHtml(clientDir: string): (html: string, lowData?: boolean) => string {
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
  /**
   * The low-priority modulepreload tags of every module `src` imports statically, at any depth
   * (a file that cannot be read adds nothing); made once per entry.
   */
  const preloadsOf = new Map<string, string>()
  const preloadTags = (src: string): string => {
    let tags = preloadsOf.get(src)
    if (tags !== undefined) return tags
    const all = new Set<string>()
    const visit = (file: string) => {
      for (const [, spec] of (read(file) ?? '').matchAll(STATIC_IMPORT)) {
        const dep = path.posix.join(path.posix.dirname(file), spec)
        if (!dep.startsWith('/assets/') || all.has(dep) || dep === src) continue
        all.add(dep)
        visit(dep)
      }
    }
    visit(src)
    tags = [...all].map((dep) => `<link rel="modulepreload" href="${dep}" fetchpriority="low">`).join('')
    preloadsOf.set(src, tags)
    return tags
  }
  return (html, lowData = false) => {
    const css: string[] = []
    const seen = new Set<string>()
    let out = html.replace(STYLESHEET, (tag, src: string) => {
      const text = read(src)
      if (text === null) return tag
      if (!seen.has(src)) css.push(text)
      seen.add(src)
      return ''
    })
    out = out.replace(ENTRY_SCRIPT, (_tag, open: string, src: string) => `${lowData ? '' : preloadTags(src)}${open} fetchpriority="low">`)
    const headEnd = out.indexOf('</head>')
    if (css.length === 0 || headEnd === -1) return out
    // `</style` inside the CSS would end the element early; `<\/style` is the same text to CSS.
    const style = `<style>${css.join('\n').replace(/<\/(style)/gi, '<\\/$1')}</style>`
    return out.slice(0, headEnd) + style + out.slice(headEnd)
  }
}

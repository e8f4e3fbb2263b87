import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/**
 * Nothing but the HTML before a public page's first paint (docs/decisions/054): no stylesheet
 * file, no preload or script in <head>; one low-priority entry script whose static imports are a
 * few KB of plain code, each announced beside it by a low-priority modulepreload (so that they are
 * fetched side by side, not one level after another), while the widgets' scripts (the slideshow, the forms) are imported
 * only after the page has loaded. Lighthouse figures come from `npm run bench:lighthouse`; this test keeps the page shape
 * that gives them.
 */

/** Bytes (before compression) an entry script may pull in before any dynamic import: the header behaviour and the island loader. */
const ENTRY_STATIC_JS_BUDGET = 8 * 1024

/** Scripts that run (JSON-LD data blocks are not code). */
const executableScript = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g

describe('public pages paint from the HTML alone', () => {
  let server: TestServer
  let pages: string[] = []
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
    // Every page of the sitemap, with one course tab and one news item standing for their kind.
    const xml = await (await server.fetch('/sitemap.xml')).text()
    const seen = new Set<string>()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(loc.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))
      const path = url.pathname + url.search
      const kind = path.startsWith('/blogs/detail/') ? 'news' : path.startsWith('/course?') ? 'course tab' : path
      if (seen.has(kind)) continue
      seen.add(kind)
      pages.push(path)
    }
  })
  afterAll(() => server?.close())

  /** A module's static imports, transitively, with their sizes: what the browser must fetch before it runs. */
  async function staticGraph(src: string, seen = new Map<string, string>()): Promise<Map<string, string>> {
    if (seen.has(src)) return seen
    const code = await (await server.fetch(src)).text()
    seen.set(src, code)
    // Static imports only: `import … from "x"` and bare `import "x"`, never `import(…)`.
    for (const [, spec] of code.matchAll(/import\s*(?:[\w*{}\s,$]+\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g)) {
      await staticGraph(new URL(spec, new URL(src, 'http://x')).pathname, seen)
    }
    return seen
  }

  it('lists the public pages of the sitemap', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/course', '/addmissionForm', '/aboutUs', '/blogs', '/eventGallery', '/contactUs']))
    expect(pages.some((p) => p.startsWith('/blogs/detail/'))).toBe(true)
  })

  it('gives every public page its CSS inline and no stylesheet file, preload or script in <head>', async () => {
    // and the pages the sitemap leaves out: the grievance form and the private status page, which is never kept
    for (const page of [...pages, '/grievance', '/grievance/status', '/hi/grievance/status']) {
      const res = await server.fetch(page)
      expect(res.status, page).toBe(200)
      const html = await res.text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(html.match(/<link[^>]*rel="stylesheet"/g) ?? [], `${page}: stylesheet files`).toEqual([])
      expect(head.match(/<link[^>]*rel="modulepreload"/g) ?? [], `${page}: modulepreloads in <head>`).toEqual([])
      expect(head.match(executableScript) ?? [], `${page}: scripts in <head>`).toEqual([])
      expect(head.match(/<style>/g)?.length, `${page}: one <style> in <head>`).toBe(1)
      // The layout's own rules are in it (the header is styled at the first paint).
      expect(head, page).toMatch(/\.site-header\{/)
    }
  })

  it('loads at most one entry script per public page, at low priority, whose static imports hold no island code', async () => {
    for (const page of pages) {
      const html = await (await server.fetch(page)).text()
      const scripts = html.match(executableScript) ?? []
      expect(scripts.length, `${page}: scripts`).toBeLessThanOrEqual(1)
      if (scripts.length === 0) continue
      expect(scripts[0], page).toMatch(/type="module" async fetchpriority="low"/)
      const src = /src="([^"]+)"/.exec(scripts[0] ?? '')![1]
      const graph = await staticGraph(src)
      const bytes = [...graph.values()].reduce((sum, code) => sum + Buffer.byteLength(code), 0)
      expect(bytes, `${page}: ${[...graph.keys()].join(', ')}`).toBeLessThanOrEqual(ENTRY_STATIC_JS_BUDGET)
      // Every static import at any depth is announced beside the entry, at low priority, and nothing else.
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? []
      for (const tag of preloads) expect(tag, page).toMatch(/fetchpriority="low"/)
      const preloaded = preloads.map((tag) => /href="([^"]+)"/.exec(tag)![1]).sort()
      expect(preloaded, page).toEqual([...graph.keys()].filter((dep) => dep !== src).sort())
      for (const code of graph.values()) {
        expect(code, `${page}: React before the first paint`).not.toContain('hydrateRoot')
        expect(code, `${page}: the slideshow before the first paint`).not.toContain('banner-slideshow--live')
      }
    }
  })

  it('still hydrates the islands: the home, course and admission pages import them dynamically', async () => {
    for (const page of ['/', '/course', '/addmissionForm']) {
      const html = await (await server.fetch(page)).text()
      const src = /<script src="([^"]+)" type="module"/.exec(html)![1]
      const graph = await staticGraph(src)
      expect([...graph.values()].join('\n'), page).toMatch(/import\(/)
      expect(html, page).toContain('data-island=')
    }
  })

  it('loads the first album’s photos of a phone’s first screen at once, the first at high priority (the largest paint waited for a lazy one)', async () => {
    const html = await (await server.fetch('/eventGallery')).text()
    const thumbsOf = (part: string) => [...part.matchAll(/class="gallery__thumb">.*?<img ([^>]*)>/g)].map((m) => m[1])
    const first = thumbsOf(html.slice(html.indexOf('id="gallery-group-0"'), html.indexOf('id="gallery-group-1"')))
    const rest = thumbsOf(html.slice(html.indexOf('id="gallery-group-1"')))
    // the demo's first album has three photos, fewer than a phone's first screen (four)
    expect(first).toHaveLength(3)
    expect(first.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual(['eager', 'eager', 'eager'])
    expect(first.map((img) => img.includes('fetchPriority="high"'))).toEqual([true, false, false])
    expect(rest.length).toBeGreaterThan(0)
    expect(rest.every((img) => img.includes('loading="lazy"') && !img.includes('fetchPriority'))).toBe(true)
  })

  it('leaves the admin panel its stylesheet files and preloaded scripts', async () => {
    const html = await (await server.fetch('/vvs/panel/login')).text()
    expect(html).toMatch(/<link rel="stylesheet"/)
    expect(html).not.toMatch(/<style>/)
  })
})

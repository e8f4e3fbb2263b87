import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/**
 * Low-data mode (issue 42, docs/decisions/195): a request with `Save-Data: on` gets a smaller page
 * (the first banner only, one still gallery photo, the smallest image variants, the event gallery
 * as links, no module announced ahead), every public page says `Vary: Save-Data`, and the page
 * cache keeps the two variants apart whichever is asked first.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
})
afterAll(() => server?.close())

type Variant = { status: number; vary: string; etag: string | null; html: string; bytes: number }

async function get(path: string, saveData?: string): Promise<Variant> {
  const res = await server.fetch(path, { headers: { accept: 'text/html', 'accept-encoding': 'identity', ...(saveData ? { 'save-data': saveData } : {}) } })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, vary: res.headers.get('vary') ?? '', etag: res.headers.get('etag'), html: body.toString('utf8'), bytes: body.length }
}

const isLowData = (html: string) => /^<!DOCTYPE html><html lang="(en|hi)" data-low-data="">/.test(html)
/** Every distinct uploaded image file the page's pictures may fetch (src and srcset; a link fetches nothing). */
const uploads = (html: string) => new Set([...html.matchAll(/\b(?:src|srcSet|srcset)="([^"]*)"/g)].flatMap((m) => m[1].match(/\/uploads\/[\w%.-]+\/[\w%.-]+\.(?:jpg|webp)/g) ?? []))
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('low-data mode (Save-Data: on)', () => {
  it.each(['/', '/hi', '/eventGallery'])('%s: a smaller page in bytes and images, and Vary: Save-Data on both', async (path) => {
    const full = await get(path)
    const low = await get(path, 'on')
    expect([full.status, low.status]).toEqual([200, 200])
    for (const variant of [full, low]) expect(variant.vary.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Save-Data']))
    expect(isLowData(full.html)).toBe(false)
    expect(isLowData(low.html)).toBe(true)
    expect(full.etag).not.toBe(low.etag)
    // no prefetch: the entry script alone, no module announced ahead
    expect(count(full.html, /rel="modulepreload"/g)).toBeGreaterThan(0)
    expect(count(low.html, /rel="modulepreload"/g)).toBe(0)
    expect(uploads(low.html).size).toBeLessThan(uploads(full.html).size)
    expect(low.bytes).toBeLessThan(full.bytes)
    console.log(`${path}: ${full.bytes} → ${low.bytes} bytes of HTML, ${uploads(full.html).size} → ${uploads(low.html).size} image files its pictures may fetch`)
  })

  it('home: the first banner only, nothing to move it, one still gallery photo with its smallest variant', async () => {
    const full = await get('/')
    const low = await get('/', 'on')
    expect(count(full.html, /data-slide="/g)).toBeGreaterThan(1)
    expect(count(low.html, /data-slide="/g)).toBe(1)
    expect(full.html).toContain('data-island="banner-slideshow"')
    expect(low.html).not.toContain('data-island="banner-slideshow"')
    expect(count(full.html, /class="marquee__tile"/g)).toBeGreaterThan(1)
    expect(count(low.html, /class="marquee__tile"/g)).toBe(1)
    // the row stands still: the loop script only moves a marquee with data-repeats
    expect(low.html).not.toMatch(/class="marquee" data-repeats/)
    // each picture lists one WebP, the smallest
    for (const srcset of low.html.match(/srcSet="[^"]*"|srcset="[^"]*"/g) ?? []) expect(srcset.split(',')).toHaveLength(1)
  })

  it('the event gallery: links to phone-sized photos instead of thumbnails', async () => {
    const full = await get('/eventGallery')
    const low = await get('/eventGallery', 'on')
    expect(count(full.html, /class="gallery__thumb"/g)).toBeGreaterThan(0)
    expect(count(low.html, /class="gallery__thumb"/g)).toBe(0)
    const gallery = (html: string) => /<section id="gallery"[\s\S]*?<\/section><\/main>/.exec(html)?.[0] ?? ''
    expect(count(gallery(full.html), /<img /g)).toBeGreaterThan(0)
    expect(count(gallery(low.html), /<img /g)).toBe(0)
    const links = [...low.html.matchAll(/<ul class="gallery__links">(.*?)<\/ul>/g)].flatMap((list) => [...list[1].matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)])
    expect(links.length).toBe(count(full.html, /class="gallery__thumb"/g))
    for (const [, href, text] of links) {
      expect(href).toMatch(/^\/uploads\/Event\//)
      expect(text.trim()).not.toBe('')
      expect((await server.fetch(href)).status, href).toBe(200)
    }
  })

  it('the page cache keeps the two variants apart, whichever is asked first', async () => {
    // never asked before in this file: the first request of each renders and keeps its variant
    const lowFirst = [await get('/aboutUs', 'on'), await get('/aboutUs'), await get('/aboutUs', 'on'), await get('/aboutUs')]
    const fullFirst = [await get('/blogs'), await get('/blogs', 'ON '), await get('/blogs'), await get('/blogs', 'on')]
    expect(lowFirst.map((page) => isLowData(page.html))).toEqual([true, false, true, false])
    expect(fullFirst.map((page) => isLowData(page.html))).toEqual([false, true, false, true])
    // a cached answer is the same bytes each time
    expect(lowFirst[2].html).toBe(lowFirst[0].html)
    expect(fullFirst[2].html).toBe(fullFirst[0].html)
  })

  it('anything but "on" is the full page', async () => {
    for (const value of ['off', '1', 'yes', 'on, on', 'x'.repeat(5000)]) expect(isLowData((await get('/contactUs', value)).html), value).toBe(false)
  })
})

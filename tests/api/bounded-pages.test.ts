import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'

/**
 * Years of content: public pages show a bounded recent set and page through the rest with plain
 * links, so no page grows with what was ever written. Rows are inserted straight into SQLite (fast);
 * the pages read them as they would read rows written through the API.
 */
let server: TestServer
const NEWS = 1_200
const ADMISSION = 25
const PHOTOS = 60

const meta = JSON.stringify({ width: 1200, height: 800, widths: [480, 960] })
const stamp = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString()

beforeAll(async () => {
  server = await startTestServer()
  const { sqlite } = server.ctx
  const blog = sqlite.prepare(
    'insert into blogs (id, title, description, date, category, image_url, image_meta, link, link_title, created_at, updated_at) values (?, ?, ?, ?, ?, null, null, null, null, ?, ?)',
  )
  const category = sqlite.prepare('insert into event_categories (id, name, created_at, updated_at) values (?, ?, ?, ?)')
  const photo = sqlite.prepare('insert into event_images (id, image_url, image_meta, category_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?)')
  sqlite.transaction(() => {
    for (let i = 0; i < NEWS; i++) {
      const date = stamp(i).slice(0, 10)
      blog.run(`n${String(i).padStart(5, '0')}`, `News item number ${i}`, `Text of item ${i}`, date, 'news', stamp(i), stamp(i))
    }
    for (let i = 0; i < ADMISSION; i++) blog.run(`a${i}`, `Admission update number ${i}`, 'Text', stamp(i).slice(0, 10), 'Admission News', stamp(i), stamp(i))
    category.run('c-moot', 'Moot Court', stamp(0), stamp(0))
    category.run('c-camp', 'Legal Aid Camp', stamp(0), stamp(0))
    for (let i = 0; i < PHOTOS; i++) {
      const id = `p${String(i).padStart(3, '0')}`
      photo.run(id, `${id}aaaaaaaaaaaaaaaaaaaa.jpg`, meta, i % 2 ? 'c-moot' : 'c-camp', stamp(i), stamp(i))
    }
  })()
  server.ctx.content.bump()
})
afterAll(() => server?.close())

async function page(path: string) {
  const res = await server.fetch(path)
  return { status: res.status, html: await res.text() }
}
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0
const hrefs = (html: string, rel: string) => [...html.matchAll(new RegExp(`<a href="([^"]+)" rel="${rel}"`, 'g'))].map((m) => m[1].replaceAll('&amp;', '&'))

describe('/blogs with years of news', () => {
  it('shows the newest ten per column and pages back with "Older" links, without JavaScript', async () => {
    const first = await page('/blogs')
    expect(first.status).toBe(200)
    const [news, admission] = first.html.split('id="admission-news-heading"')
    expect(news).toContain(`News item number ${NEWS - 1}<`)
    expect(news).toContain(`News item number ${NEWS - 10}<`)
    expect(news).not.toContain(`News item number ${NEWS - 11}<`)
    expect(count(admission, /class="news-card"/g)).toBeLessThanOrEqual(16)
    expect(first.html.length).toBeLessThan(60_000)
    expect(hrefs(first.html, 'next')).toEqual(['/blogs?newsPage=2', '/blogs?admissionPage=2'])

    const second = await page('/blogs?newsPage=2')
    expect(second.html).toContain(`News item number ${NEWS - 11}<`)
    expect(second.html).not.toContain(`News item number ${NEWS - 1}<`)
    expect(second.html).toContain('Page 2 of 120')
    expect(hrefs(second.html, 'prev')).toEqual(['/blogs'])
    // The admission column keeps its own page when the news column moves on.
    expect(hrefs((await page('/blogs?newsPage=2&admissionPage=3')).html, 'next')).toEqual(['/blogs?newsPage=3&admissionPage=3'])

    const last = await page('/blogs?newsPage=120')
    expect(last.html).toContain('News item number 0<')
    expect((await page('/blogs?newsPage=121')).status).toBe(404)
  })

  it('draws only the first few cards again for the scroll loop, not every card twice', async () => {
    const { html } = await page('/blogs')
    // From <body> on: the page's CSS, inline in <head>, names the classes too (docs/decisions/054).
    const news = html.slice(html.indexOf('<body')).split('id="admission-news-heading"')[0]
    expect(count(news, /class="news-card"/g)).toBe(16)
    expect(count(news, /news-column__list--tail/g)).toBe(1)
  })
})

describe('/eventGallery with many photos', () => {
  it('shows each category with its newest photos and a "More photos" link', async () => {
    const { status, html } = await page('/eventGallery')
    expect(status).toBe(200)
    expect(count(html, /class="gallery__thumb"/g)).toBe(12)
    expect(html).toContain('href="/eventGallery?category=c-moot"')
    expect(html.replaceAll('<!-- -->', '')).toContain(`(${PHOTOS / 2})`)
  })

  it('pages through one category', async () => {
    const first = await page('/eventGallery?category=c-moot')
    expect(count(first.html, /class="gallery__thumb"/g)).toBe(24)
    expect(first.html).toContain('Moot Court, photo 1"')
    expect(hrefs(first.html, 'next')).toEqual(['/eventGallery?category=c-moot&page=2'])
    const second = await page('/eventGallery?category=c-moot&page=2')
    expect(count(second.html, /class="gallery__thumb"/g)).toBe(PHOTOS / 2 - 24)
    expect(second.html).toContain('Moot Court, photo 25"')
    expect((await page('/eventGallery?category=c-moot&page=3')).status).toBe(404)
    expect((await page('/eventGallery?category=no-such')).status).toBe(404)
  })
})

describe('home and sitemap', () => {
  it('puts a bounded recent set of photos in the home marquee', async () => {
    const { html } = await page('/')
    const shown = new Set([...html.matchAll(/\/uploads\/Event\/(p\d{3})/g)].map((m) => m[1]))
    expect(shown.size).toBe(10)
    expect(shown.has(`p0${PHOTOS - 1}`)).toBe(true)
    // Each once: the loop's copies are made in the browser (docs/decisions/058).
    expect(count(html, /<li class="marquee__tile"/g)).toBe(10)
  })

  it('splits the sitemap into an index past 1,000 URLs, listing every news item once', async () => {
    const index = await server.fetch('/sitemap.xml').then((r) => r.text())
    expect(index).toContain('<sitemapindex')
    const files = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1])
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-news-1.xml', '/sitemap-news-2.xml'])
    const locs: string[] = []
    for (const file of files) {
      const xml = await server.fetch(file).then((r) => r.text())
      locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]))
    }
    const news = locs.filter((loc) => loc.includes('/blogs/detail/'))
    expect(news).toHaveLength(NEWS + ADMISSION)
    expect(new Set(news).size).toBe(NEWS + ADMISSION)
    expect(locs.some((loc) => loc.endsWith('/eventGallery'))).toBe(true)
    expect((await server.fetch('/sitemap-news-3.xml')).status).toBe(404)
  })
})

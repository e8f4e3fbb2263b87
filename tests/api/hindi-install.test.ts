import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { devanagariShare, unmarkedEnglish } from '../helpers/devanagari-share'
import { alumni } from '../../src/content/alumni'
import { site } from '../../src/content/site'

/**
 * What stays English on a Hindi page on purpose (decision 121): proper names as their owners
 * write them (the college, the alumni) and the alumni's own words, marked lang="en"; the switch's
 * "English". Everything else a fresh install shows on /hi counts.
 */
const KEPT_ENGLISH = [site.name, site.shortName, site.email, 'English', ...alumni.flatMap((a) => [a.name, a.quote, a.role, a.batch])]
  .map((text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
  .sort((a, b) => b.length - a.length)

const withoutKeptEnglish = (html: string) => KEPT_ENGLISH.reduce((page, text) => page.split(text).join(' '), html)

/** Issue 37, done when: a fresh install's every Hindi page is mostly Devanagari. */
describe('a fresh install in Hindi', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '1' })
  })
  afterAll(() => server?.close())

  it('every /hi page of the sitemap, and the grievance pages, is mostly Devanagari (proper names and the alumni\'s own words excepted)', async () => {
    const sitemap = await (await server.fetch('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!)).map((url) => url.pathname + url.search).filter((path) => path === '/hi' || path.startsWith('/hi/'))
    paths.push('/hi/grievance', '/hi/grievance/status')
    const shares: Record<string, number> = {}
    for (const path of paths) {
      const res = await server.fetch(path)
      expect(res.status, path).toBe(200)
      shares[path] = Math.round(devanagariShare(withoutKeptEnglish(await res.text())).share * 100)
    }
    const mostlyEnglish = Object.entries(shares).filter(([, share]) => share < 60)
    expect(mostlyEnglish, JSON.stringify(shares)).toEqual([])
    // the registered facts in their Hindi form, not English marked lang="en"
    const disclosure = await (await server.fetch('/hi/disclosure')).text()
    for (const fact of ['<dd>कलेक्टोरेट के पास, पांडव नगर, शहडोल, मध्य प्रदेश 484001</dd>', '<dd>शहडोल लॉ एजुकेशन सोसाइटी</dd>', '<dd>डॉ. अनिल कुमार मिश्रा, प्राचार्य</dd>', '<dd>पंडित शंभूनाथ शुक्ल विश्वविद्यालय, शहडोल</dd>', 'नीचे दिए पाठ्यक्रमों के लिए मान्यता प्राप्त।']) expect(disclosure).toContain(fact)
    // a sentence made of texts and links ends with the Hindi full stop
    expect(disclosure).toContain('दस्तावेज़ देखें</a>।')
    expect(await (await server.fetch('/hi/search?q=zzzzqq')).text()).toMatch(/<\/a>।<\/p>/)
    // the demo's news items have their Hindi, so their Hindi pages are listed
    expect(paths.filter((path) => path.startsWith('/hi/blogs/detail/')).length).toBe(4)
  })

  it('no /hi page reads out English that nothing marks as English: the college\'s name, the SGRC\'s order and the principal\'s photo included', async () => {
    const sitemap = await (await server.fetch('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!)).map((url) => url.pathname + url.search).filter((path) => path === '/hi' || path.startsWith('/hi/'))
    paths.push('/hi/grievance', '/hi/grievance/status')
    const unmarked: Record<string, string[]> = {}
    for (const path of paths) {
      const html = await (await server.fetch(path)).text()
      const found = unmarkedEnglish(html)
      if (found.length) unmarked[path] = found
    }
    expect(unmarked).toEqual({})
    // marked English is still English: the name as the college writes it
    expect(await (await server.fetch('/hi')).text()).toContain(`<h1 id="banner-title" class="banner__title"><span lang="en">${site.name}</span></h1>`)
    // a committee's name before के in its oblique form
    expect(await (await server.fetch('/hi/committees')).text()).toContain('रैगिंग विरोधी दस्ते के सदस्य')
    // the words searched for, in their own language; a control character is no part of them
    const search = await (await server.fetch('/hi/search?q=%01%1B[31mpravesh')).text()
    expect(search).toMatch(/<span lang="en">\[31mpravesh<\/span>|<span lang="en">\s*\[31mpravesh<\/span>/)
    expect(search).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
    expect(await (await server.fetch('/search?q=%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%B5%E0%A5%87%E0%A4%B6')).text()).toContain('<span lang="hi">प्रवेश</span>')
    // the SGRC's order by its Hindi title, as /hi/documents names it, saying the file is in English (decision 297)
    for (const path of ['/hi/committees', '/hi/disclosure']) expect(await (await server.fetch(path)).text(), path).toMatch(/type="application\/pdf" hrefLang="en">छात्र शिकायत निवारण समिति के गठन का आदेश, 2026-28<span class="file-language"> \(अंग्रेज़ी में\)<\/span><\/a>/)
    expect(await (await server.fetch('/hi/aboutUs')).text()).toContain('alt="डॉ. अनिल कुमार मिश्रा, प्राचार्य, महाविद्यालय कार्यालय में"')
    // a photo description with no Hindi gives way to a Hindi one, never an English sentence
    server.ctx.sqlite.prepare("delete from translations where area = 'faculty' and field = 'alt'").run()
    server.ctx.content.bump('test')
    const aboutUs = await (await server.fetch('/hi/aboutUs')).text()
    expect(aboutUs).toContain('alt="डॉ. अनिल कुमार मिश्रा का चित्र"')
    expect(unmarkedEnglish(aboutUs)).toEqual([])
  })
})

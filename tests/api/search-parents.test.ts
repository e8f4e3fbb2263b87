import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { looseKey } from '../../src/features/search/words'

/** Issue 37: the site search finds what parents type — Hindi synonyms, spelling variants and Hindi in Latin letters — in both languages. */
describe('search that understands parents', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  /** The page links of a results page (its results list only). */
  async function found(path: string): Promise<string[]> {
    const html = await (await server.fetch(path)).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    return [...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  }

  const cases: [query: string, page: string][] = [
    ['छात्रवृत्ति', '/addmissionForm'],
    ['छात्रवृत्ति', '/#faq'],
    ['फीस', '/disclosure'],
    ['फ़ीस', '/disclosure'],
    ['प्राचार्य', '/aboutUs#faculty'],
    ['प्रिंसिपल', '/aboutUs#faculty'],
    ['शिकायत', '/grievance'],
    ['pravesh', '/addmissionForm'],
    ['fees', '/disclosure'],
    ['shulk', '/disclosure'],
    ['shikayat', '/grievance'],
    ['scholarship', '/addmissionForm'],
    ['chhatravritti', '/addmissionForm'],
  ]
  for (const [query, page] of cases) {
    it(`"${query}" finds ${page} on /search and on /hi/search`, async () => {
      const q = encodeURIComponent(query)
      expect(await found(`/search?q=${q}`)).toContain(page)
      expect(await found(`/hi/search?q=${q}`)).toContain(page === '/#faq' ? '/hi#faq' : `/hi${page}`)
    })
  }

  it('the API\'s bare list finds them too, and a word alone still has to be there', async () => {
    const api = async (q: string) => ((await (await server.fetch(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { href: string }[]).map((hit) => hit.href)
    expect(await api('shikayat')).toContain('/grievance')
    expect(await api('fees')).toContain('/disclosure')
    // every word is still required: a word found nowhere finds nothing
    expect(await api('fees xyzzyq')).toEqual([])
    // hostile input is text
    expect((await server.fetch(`/api/search?q=${encodeURIComponent('"fees" OR * NEAR( ) shikayat"')}`)).status).toBe(200)
  })

  it('the loose key: vowel length, sh/s, aspirates, nukta, chandrabindu and anusvara folded', () => {
    expect(looseKey('pravesh')).toBe(looseKey('प्रवेश'))
    expect(looseKey('shulk')).toBe(looseKey('शुल्क'))
    expect(looseKey('shikayat')).toBe(looseKey('शिकायत'))
    expect(looseKey('fees')).toBe(looseKey('फीस'))
    expect(looseKey('chhatravritti')).toBe(looseKey('छात्रवृत्ति'))
    expect(looseKey('mahavidyalaya')).toBe(looseKey('महाविद्यालय'))
    expect(looseKey('जिला')).toBe(looseKey('ज़िला'))
    expect(looseKey('हिंदी')).toBe(looseKey('हिन्दी'))
    expect(looseKey('पहुँच')).toBe(looseKey('पहुंच'))
    expect(looseKey('प्रवेश')).not.toBe(looseKey('परिवेश'))
  })
})

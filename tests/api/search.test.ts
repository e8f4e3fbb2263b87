import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from './client'

let server: TestServer
let admin: ApiClient
let visitor: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
  visitor = apiClient(server)
})
afterAll(() => server?.close())

const search = async (q: string) => {
  const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return res.body as { kind: string; href: string; title: string; snippet: string; label: string }[]
}
const plain = (text: string) => text.replace(/[\uE000\uE001]/g, '')
/** A news item added by the admin (with its photo), as the panel adds one: its address on the site. */
const addNotice = async (title: string, description: string, date = '2026-12-01') => {
  const created = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title, description, date, category: 'news' }, [['image', 'n.jpg', await jpeg()]]))
  expect(created.status).toBe(201)
  return { id: created.body.data._id as string, href: `/blogs/detail/${created.body.data._id}` }
}

describe('site search', () => {
  it('finds a document by the text inside its PDF, with the words marked in the snippet', async () => {
    const up = await admin.multipart(
      'POST',
      '/api/documents',
      formData({ title: 'Prospectus 2026-27', category: 'prospectus', academicYear: '2026-27' }, [['file', 'prospectus.pdf', await textPdf(['Hostel facility for girls', 'Moot court hall'])]]),
    )
    expect(up.status).toBe(201)
    const results = await search('hostel')
    expect(results.map((r) => plain(r.title))).toContain('Prospectus 2026-27')
    const hit = results.find((r) => r.kind === 'document')!
    expect(hit.href).toBe(up.body.data.url)
    expect(hit.snippet).toContain('\uE000Hostel\uE001')
  })

  it('ranks a match in the title above a match in the text', async () => {
    for (const [title, line] of [
      ['Library rules', 'Timings of the reading room'],
      ['Annual report 2025', 'The library added 2,000 books'],
    ]) {
      const form = formData({ title, category: 'policies' }, [['file', 'x.pdf', await textPdf([line])]])
      expect((await admin.multipart('POST', '/api/documents', form)).status).toBe(201)
    }
    const titles = (await search('library')).filter((r) => r.kind === 'document').map((r) => plain(r.title))
    expect(titles.indexOf('Library rules')).toBeLessThan(titles.indexOf('Annual report 2025'))
  })

  it('shows a notice\'s bullet points in its snippet without the stored ** markers', async () => {
    const { href } = await addNotice('Documents for the verification', 'Bring these on the day:\n** Marksheet of class XII\n** Transfer certificate\n**Caste certificate')
    const hit = (await search('transfer')).find((r) => r.href === href)!
    expect(plain(hit.snippet)).toBe('Bring these on the day: Marksheet of class XII Transfer certificate Caste certificate')
  })

  it('keeps the index in step with every write: news added, renamed and deleted', async () => {
    const { id } = await addNotice('Convocation ceremony announced', 'Degrees will be awarded in the main hall.')
    expect((await search('convocation')).map((r) => r.href)).toContain(`/blogs/detail/${id}`)
    await admin.multipart('PUT', `/api/blogs/updateBlog/${id}`, formData({ title: 'Graduation day announced' }))
    expect((await search('convocation')).map((r) => r.href)).not.toContain(`/blogs/detail/${id}`)
    expect((await search('graduation')).map((r) => r.href)).toContain(`/blogs/detail/${id}`)
    await admin.delete(`/api/blogs/deleteBlog/${id}`)
    expect((await search('graduation')).map((r) => r.href)).not.toContain(`/blogs/detail/${id}`)
  })

  it('finds a committee by a member added in the panel, and courses and fixed pages', async () => {
    const [sgrc] = (await visitor.get('/api/committees')).body.filter((c: { kind: string }) => c.kind === 'sgrc')
    const saved = await admin.json('PUT', `/api/committees/${sgrc._id}`, { members: [{ name: 'Justice Kamla Prasad', role: 'Ombudsperson' }] })
    expect(saved.status).toBe(200)
    const hit = (await search('kamla')).find((r) => r.kind === 'committee')!
    expect(hit.href).toBe('/committees#sgrc')
    expect(plain(hit.snippet)).toContain('Justice Kamla Prasad (Ombudsperson)')
    expect((await search('llb')).map((r) => r.href)).toEqual(expect.arrayContaining(['/course?course=llb']))
    expect((await search('helpline')).map((r) => r.href)).toContain('/committees')
  })

  it('handles Hindi in titles', async () => {
    const form = formData({ title: 'शैक्षणिक कैलेंडर 2026-27', category: 'calendar' }, [['file', 'calendar.pdf', await textPdf(['Academic calendar'])]])
    expect((await admin.multipart('POST', '/api/documents', form)).status).toBe(201)
    const results = await search('कैलेंडर')
    expect(results.map((r) => plain(r.title))).toContain('शैक्षणिक कैलेंडर 2026-27')
    expect(results[0].title).toContain('\uE000कैलेंडर\uE001')
  })

  it('finds Hindi words whole: vowel signs and the virama are part of a word, so a syllable alone finds nothing', async () => {
    // The measured example: staff write notices in Hindi into the English site.
    const { href } = await addNotice('प्रवेश सूचना 2026', 'एलएलबी पाठ्यक्रम में प्रवेश प्रारंभ। छात्रवृत्ति उपलब्ध है।', '2026-11-20')
    for (const word of ['प्रवेश', 'सूचना', 'छात्रवृत्ति', 'पाठ्यक्रम', 'पाठ्य']) expect((await search(word)).map((r) => r.href), word).toContain(href)
    const hit = (await search('प्रवेश')).find((r) => r.href === href)!
    expect(hit.title).toBe('\uE000प्रवेश\uE001 सूचना 2026')
    // "प" and "र" are letters inside प्रवेश: a tokenizer that split at the virama and vowel signs
    // found the notice for either, and for any word sharing a consonant with it.
    for (const fragment of ['र', 'वेश', 'चना']) expect((await search(fragment)).map((r) => r.href), fragment).not.toContain(href)
    const page = await (await server.fetch(`/search?q=${encodeURIComponent('सूचना')}`)).text()
    expect(page).toContain('<mark>सूचना</mark>')
  })

  it('treats FTS syntax and odd input as plain words, never as an error', async () => {
    for (const q of ['"', 'NEAR(a b', 'a OR', '*', '-', 'title:x', '(((', "'; drop table documents; --", 'x'.repeat(5000), '\u0000', '']) {
      const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
      expect(Array.isArray(res.body), q).toBe(true)
    }
    expect((await visitor.get('/api/search?q=a&q=b')).status).toBe(200)
  })

  it('serves /search without JavaScript: results server-rendered with <mark>, and a form that GETs /search', async () => {
    const res = await server.fetch('/search?q=hostel')
    expect(res.status).toBe(200)
    const html = await res.text()
    // Only the header's own small script (menus, focus kept clear of the header: decision 117); the
    // results and the form need none.
    expect(html.match(/<script[^>]+src=/g) ?? []).toHaveLength(1)
    expect(html).toMatch(/<mark>Hostel<\/mark>/)
    // the prospectus, and the FAQ's hostel answer (indexed since issue 37)
    expect(html).toMatch(/results? for “hostel”/)
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/)
    const none = await (await server.fetch('/search?q=zzzzqqq')).text()
    expect(none).toContain('No results for “zzzzqqq”')
  })
})

/** The results of a results page, by their links, and the parts around them. */
const resultsPage = async (path: string) => {
  const res = await server.fetch(path)
  const html = await res.text()
  const list = html.split('<li class="search-result">').slice(1).map((li) => /href="([^"]+)"/.exec(li)![1]!)
  const nav = /<nav class="page-links" aria-label="([^"]+)">(.*?)<\/nav>/.exec(html)
  // a link's address and what it says (its drawn arrow is hidden from reading)
  const link = (rel: string) => {
    const found = nav && new RegExp(`<a href="([^"]+)" rel="${rel}">(.*?)</a>`).exec(nav[2]!)
    return found ? [found[1]!.replaceAll('&amp;', '&'), found[2]!.replace(/<span aria-hidden="true">.<\/span>/, '')] : []
  }
  return { status: res.status, html, list, range: /<p class="search-range">([^<]*)<\/p>/.exec(html)?.[1] ?? null, navLabel: nav?.[1] ?? null, prev: link('prev'), next: link('next') }
}

describe('paging through many results', () => {
  const NOTICES = 300
  beforeAll(async () => {
    // years of notices: added ten at a time, each as the panel adds one
    for (let i = 0; i < NOTICES; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => addNotice(`Revaluation result notice ${i + j}`, `Results of the revaluation, list ${i + j}.`)))
    }
  }, 600_000)

  it('shows thirty results a page, says which of how many, and links the pages before and after', async () => {
    const first = await resultsPage('/search?q=revaluation')
    expect(first.status).toBe(200)
    expect(first.html).toContain(`${NOTICES} results for “revaluation”`)
    expect(first.range).toBe(`Results 1–30 of ${NOTICES}`)
    expect(first.list).toHaveLength(30)
    expect(first.navLabel).toBe('Result pages')
    expect(first.prev).toEqual([])
    expect(first.next).toEqual(['/search?q=revaluation&page=2#search-count', 'Next results'])

    const second = await resultsPage('/search?q=revaluation&page=2')
    expect(second.range).toBe(`Results 31–60 of ${NOTICES}`)
    expect(second.list).toHaveLength(30)
    expect(second.list.filter((href) => first.list.includes(href))).toEqual([])
    expect(second.prev).toEqual(['/search?q=revaluation#search-count', 'Previous results'])
    expect(second.next[0]).toBe('/search?q=revaluation&page=3#search-count')

    const last = await resultsPage(`/search?q=revaluation&page=${NOTICES / 30}`)
    expect(last.range).toBe(`Results ${NOTICES - 29}–${NOTICES} of ${NOTICES}`)
    expect(last.prev[0]).toBe(`/search?q=revaluation&page=${NOTICES / 30 - 1}#search-count`)
    expect(last.next).toEqual([])

    // every notice once across the pages
    const all = new Set<string>()
    for (let page = 1; page <= NOTICES / 30; page++) for (const href of (await resultsPage(`/search?q=revaluation&page=${page}`)).list) all.add(href)
    expect(all.size).toBe(NOTICES)

    // the API's contract is untouched: a bare array of the first thirty, each result as it was
    const api = await search('revaluation')
    expect(api).toHaveLength(30)
    for (const result of api) expect(Object.keys(result).sort()).toEqual(['href', 'kind', 'label', 'lang', 'snippet', 'snippetLang', 'title'])
    expect(api.map((r) => r.href)).toEqual(first.list)
  })

  it('pages in Hindi with the same links, named in Hindi', async () => {
    const second = await resultsPage('/hi/search?q=revaluation&page=2')
    expect(second.range).toBe(`${NOTICES} में से 31–60 परिणाम`)
    expect(second.navLabel).toBe('परिणामों के पृष्ठ')
    expect(second.prev).toEqual(['/hi/search?q=revaluation#search-count', 'पिछले परिणाम'])
    expect(second.next).toEqual(['/hi/search?q=revaluation&page=3#search-count', 'अगले परिणाम'])
  })

  it('answers a stranger’s page number with page 1 or the last page, never an error', async () => {
    const pageOne = (await resultsPage('/search?q=revaluation')).list
    const lastPage = (await resultsPage(`/search?q=revaluation&page=${NOTICES / 30}`)).list
    const cases: [query: string, shows: string[]][] = [
      ['page=-1', pageOne],
      ['page=abc', pageOne],
      ['page=0', pageOne],
      ['page=', pageOne],
      ['page=2.5', pageOne],
      ['page=1&page=2', pageOne],
      ['page=99999', lastPage],
      ['page=99999999999999999999999', lastPage],
      [`page=${NOTICES / 30 + 1}`, lastPage],
    ]
    for (const [query, shows] of cases) {
      for (const lang of ['', '/hi']) {
        const page = await resultsPage(`${lang}/search?q=revaluation&${query}`)
        expect(page.status, query).toBe(200)
        expect(page.list, `${lang} ${query}`).toEqual(lang ? page.list : shows)
        expect(page.list, `${lang} ${query}`).toHaveLength(30)
      }
    }
    expect((await resultsPage(`/search?q=revaluation&page=99999`)).range).toBe(`Results ${NOTICES - 29}–${NOTICES} of ${NOTICES}`)
  })

  it('renders a page number past the cap no more than once: a flood of numbers is one cached page', async () => {
    await server.fetch('/search?q=revaluation&page=20')
    const renders = server.renders()
    for (const page of ['21', '99999', '123456789', '020', '20']) expect((await server.fetch(`/search?q=revaluation&page=${page}`)).status).toBe(200)
    expect(server.renders()).toBe(renders)
  })

  it('stops at twenty pages of results, and says to add a word for the rest', async () => {
    // more entries than twenty pages hold, written straight into the index (a notice a time would take minutes)
    const insert = server.ctx.sqlite.prepare("insert into search_index (kind, ref, title, body, lang) values ('page', ?, ?, 'Valuation of answer books.', 'en')")
    server.ctx.sqlite.transaction(() => {
      for (let i = 0; i < 650; i++) insert.run(`/moderation-${i}`, `Moderation schedule ${i}`)
    })()
    server.ctx.content.bump()
    const last = await resultsPage('/search?q=moderation&page=20')
    expect(last.range).toBe('Results 571–600 of 650')
    expect(last.next).toEqual([])
    expect(last.html).toContain('Only the best 600 results are shown: add a word to narrow the search.')
    expect((await resultsPage('/search?q=moderation&page=21')).range).toBe('Results 571–600 of 650')
  })
})

describe('whole words first', () => {
  it('ranks a notice holding the word itself above one holding a longer word that starts with it, and marks only the part typed', async () => {
    const fees = await addNotice('Fee structure for the session 2026-27', 'Payable in two instalments at the office.')
    const feedback = await addNotice('Feedback', 'Feedback on the feedback form.')
    const results = await search('fee')
    const order = results.map((r) => r.href)
    expect(order).toContain(feedback.href)
    expect(order.indexOf(fees.href)).toBeLessThan(order.indexOf(feedback.href))
    expect(results.find((r) => r.href === fees.href)!.title).toBe('\uE000Fee\uE001 structure for the session 2026-27')
    expect(results.find((r) => r.href === feedback.href)!.title).toBe('\uE000Fee\uE001dback')
  })

  it('does so in Hindi, on /hi/search, never parting a letter from its vowel sign', async () => {
    const notice = await addNotice('प्रवेश सूचना सत्र 2026-27 के लिए', 'कक्षाएँ जुलाई से आरंभ होंगी।')
    const longer = await addNotice('प्रवेशार्थियों', 'प्रवेशार्थियों के लिए निर्देश।')
    const { list, html } = await resultsPage(`/hi/search?q=${encodeURIComponent('प्रवेश')}`)
    expect(list).toContain(`/hi${longer.href}`)
    expect(list.indexOf(`/hi${notice.href}`)).toBeLessThan(list.indexOf(`/hi${longer.href}`))
    // प्रवेशार्थियों: "प्रवेश" typed, marked to the end of the letter शा
    expect(html).toContain('<mark>प्रवेशा</mark>र्थियों')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUTORY_ITEMS, type StatutoryItem } from '../../src/content/statutory'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

/**
 * Done when (issue 38): the demo install shows every statutory item of src/content/statutory.ts on
 * /disclosure and /hi/disclosure, and the checklist reads every one as present.
 */
let server: TestServer
let admin: ApiClient
let visitor: ApiClient
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
  admin = apiClient(server, await loginCookie(server))
  visitor = apiClient(server)
})
afterAll(() => server?.close())

const page = async (path: string): Promise<string> => {
  const res = await visitor.get(path)
  expect(res.status, path).toBe(200)
  return res.body as string
}

/** The HTML of the element that shows an item: from its opening tag to the end of its section (or of its marked block). */
function shownPart(html: string, item: StatutoryItem): string | null {
  const open = 'id' in item.shownAt ? `id="${item.shownAt.id}"` : `data-statutory="${item.shownAt.mark}"`
  const at = html.indexOf(open)
  if (at < 0) return null
  const end = html.indexOf('</section>', at)
  return html.slice(at, end < 0 ? undefined : end)
}

/** What an item lacks on a page, in words ([]: nothing). */
function lacks(html: string, item: StatutoryItem, lang: 'en' | 'hi'): string[] {
  const part = shownPart(html, item)
  if (part === null) return [`${item.key}: not on the page`]
  const problems: string[] = []
  if ('mark' in item.shownAt && html.includes(`data-statutory-missing="${item.shownAt.mark}"`)) problems.push(`${item.key}: shown as missing`)
  if ('id' in item.shownAt && /class="doc-empty"/.test(part)) problems.push(`${item.key}: shown empty`)
  for (const words of item.mustSay?.[lang] ?? []) if (!part.includes(words) && !html.includes(words)) problems.push(`${item.key}: does not say "${words}"`)
  return problems
}

describe('the statutory list on the demo install (docs/decisions/168)', () => {
  it('/disclosure and /hi/disclosure show every statutory item', async () => {
    const [en, hi] = [await page('/disclosure'), await page('/hi/disclosure')]
    expect(STATUTORY_ITEMS.length).toBeGreaterThanOrEqual(18)
    expect(STATUTORY_ITEMS.flatMap((item) => lacks(en, item, 'en'))).toEqual([])
    expect(STATUTORY_ITEMS.flatMap((item) => lacks(hi, item, 'hi'))).toEqual([])
    // the Hindi page says it in Hindi: the Ombudsperson, the committees, the accreditation
    for (const words of ['लोकपाल', 'छात्र शिकायत निवारण समिति', 'आंतरिक शिकायत समिति', 'रैगिंग विरोधी समिति', 'पूर्व छात्र संघ', 'प्रत्यायन', 'आवश्यक संरचना']) expect(hi).toContain(words)
    expect(en).toContain('Required composition: ')
    // the head of the institution with a photograph, a phone and an e-mail
    expect(shownPart(en, STATUTORY_ITEMS.find((i) => i.key === 'head')!)).toMatch(/<img[^>]+src="\/uploads\/Faculty\/[^"]+"[\s\S]*href="tel:[\s\S]*href="mailto:/)
  })

  it('the checklist finds the demo complete; the sitemap and the search reach the items', async () => {
    const checklist = (await admin.get('/api/compliance')).body.data
    expect(checklist.items.filter((item: { state: string }) => item.state !== 'present')).toEqual([])
    expect(checklist.items.map((item: { key: string }) => item.key)).toEqual([...STATUTORY_ITEMS.map((item) => item.key), 'disclosure-year'])
    const sitemap = await page('/sitemap.xml')
    expect(sitemap).toContain('/disclosure</loc>')
    expect(sitemap).toContain('/hi/disclosure</loc>')
    const naac = (await visitor.get('/api/search?q=NAAC')).body as { href: string }[]
    expect(naac.map((r) => r.href)).toContain('/disclosure#accreditation')
    const hindi = (await visitor.get(`/api/search?q=${encodeURIComponent('लोकपाल')}&lang=hi`)).body as { href: string }[]
    expect(hindi.map((r) => r.href)).toContain('/disclosure#administration')
    const scholarship = (await visitor.get('/api/search?q=scholarship%20portal')).body as { href: string }[]
    expect(scholarship.map((r) => r.href)).toContain('/disclosure#scholarships')
  })

  it('/grievance names the Ombudsperson and the office days; /hi/grievance says लोकपाल', async () => {
    const en = await page('/grievance')
    expect(en).toContain('Shri Rajendra Prasad Tiwari')
    expect(en).toContain('Monday to Friday')
    expect(await page('/hi/grievance')).toContain('लोकपाल')
  })

  it('an SGRC without its woman member: the checklist says so, and the item is missing', async () => {
    const sgrc = ((await admin.get('/api/committees')).body as { _id: string; kind: string; members: { woman: boolean }[] }[]).find((c) => c.kind === 'sgrc')!
    const saved = await admin.json('PUT', `/api/committees/${sgrc._id}`, { members: sgrc.members.map((m) => ({ ...m, woman: false })) })
    expect(saved.status).toBe(200)
    expect(saved.body.data.missing).toEqual(['The SGRC needs a woman member.'])
    const item = (await admin.get('/api/compliance')).body.data.items.find((i: { key: string }) => i.key === 'sgrc')
    expect(item).toMatchObject({ state: 'missing', reasons: ['The SGRC needs a woman member.'], fix: '/vvs/panel/dashboard?panel=committees&committee=sgrc' })
    expect((await admin.json('PUT', `/api/committees/${sgrc._id}`, { members: sgrc.members })).body.data.missing).toEqual([])
  })

  it('an empty statutory entry shows as missing on the page and on the checklist; bad input is a 400', async () => {
    const entries = (await visitor.get('/api/statutory')).body as { _id: string; kind: string; naac: string }[]
    const accreditation = entries.find((e) => e.kind === 'accreditation')!
    expect((await admin.json('PUT', `/api/statutory/${accreditation._id}`, { naac: '' })).status).toBe(200)
    const item = STATUTORY_ITEMS.find((i) => i.key === 'accreditation')!
    expect(lacks(await page('/disclosure'), item, 'en')).toEqual(['accreditation: shown as missing'])
    expect((await admin.get('/api/compliance')).body.data.items.find((i: { key: string }) => i.key === 'accreditation')).toMatchObject({ state: 'missing', reasons: ['Fill in: NAAC.'] })
    expect((await admin.json('PUT', `/api/statutory/${accreditation._id}`, { naac: accreditation.naac })).status).toBe(200)
    expect((await admin.json('PUT', `/api/statutory/${accreditation._id}`, { link: 'javascript:alert(1)' })).status).toBe(400)
    expect((await admin.json('PUT', `/api/statutory/${accreditation._id}`, { body: 'x'.repeat(5000) })).status).toBe(400)
    expect((await visitor.json('PUT', `/api/statutory/${accreditation._id}`, { naac: 'A++' })).status).toBe(401)
    expect((await visitor.get('/api/compliance')).status).toBe(401)
    expect((await admin.json('PUT', '/api/statutory/nope', { naac: 'A' })).status).toBe(404)
  })

  it('the Administrator’s dashboard counts the items to fix', async () => {
    const overview = (await admin.get('/api/admin/overview')).body.data
    expect(overview.compliance).toEqual({ missing: 0, outdated: 0 })
  })
})

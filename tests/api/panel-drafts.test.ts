import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_DRAFT_BYTES } from '../../src/platform/drafts/api'
import { MAX_DRAFTS_PER_PERSON } from '../../src/platform/drafts/store'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

/**
 * A person's unsaved panel input kept on the server for them alone (issue 40, "drafts kept on the
 * server, per person"; docs/decisions/273): what they kept comes back on another sign-in, nobody
 * else reads it, and keeping one changes no page of the site and writes no log entry.
 */
describe('drafts kept on the server, per person', () => {
  let server: TestServer
  let admin: ApiClient
  let editor: ApiClient
  let otherEditor: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    editor = apiClient(server, await staffCookie(server, 'editor@college.test', 'Eli Editor', 'editor'))
    otherEditor = apiClient(server, await staffCookie(server, 'other@college.test', 'Ola Other', 'editor'))
  })
  afterAll(() => server?.close())

  const news = { title: 'प्रवेश सूचना 2026', description: '**Last date** 15 July', category: 'news', link: '', linkTitle: '', publishAt: '' }

  it('keeps a form’s draft for its person, reads it back on another sign-in, replaces and removes it', async () => {
    const kept = await editor.json('PUT', '/api/admin/drafts/news-add', { value: news })
    expect(kept.status).toBe(200)
    expect(kept.body).toEqual({ success: true, message: 'Draft kept.' })
    // another device of the same person: a new session
    const elsewhere = apiClient(server, await loginCookie(server, { email: 'editor@college.test', password: 'editor-password' }))
    const listed = await elsewhere.get('/api/admin/drafts')
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toContain('no-store')
    expect(listed.body.data).toEqual([{ key: 'news-add', value: news, updatedAt: expect.any(String) }])

    expect((await elsewhere.json('PUT', '/api/admin/drafts/news-add', { value: { ...news, title: 'Changed' } })).status).toBe(200)
    expect((await editor.get('/api/admin/drafts')).body.data.map((d: { value: { title: string } }) => d.value.title)).toEqual(['Changed'])
    expect((await editor.delete('/api/admin/drafts/news-add')).body.message).toBe('Draft removed.')
    expect((await editor.get('/api/admin/drafts')).body.data).toEqual([])
    const again = await editor.delete('/api/admin/drafts/news-add')
    expect([again.status, again.body.message]).toEqual([404, 'You keep no draft of this form.'])
  })

  it('is nobody else’s: another Editor and an Administrator see only their own, and cannot remove it', async () => {
    expect((await editor.json('PUT', '/api/admin/drafts/note:a000007', { value: 'Called, will visit Monday' })).status).toBe(200)
    expect((await otherEditor.get('/api/admin/drafts')).body.data).toEqual([])
    expect((await admin.get('/api/admin/drafts')).body.data).toEqual([])
    expect((await admin.delete('/api/admin/drafts/note:a000007')).status).toBe(404)
    expect((await editor.get('/api/admin/drafts')).body.data).toHaveLength(1)
  })

  it('without a session: 401, and nothing kept', async () => {
    const visitor = apiClient(server)
    expect((await visitor.get('/api/admin/drafts')).status).toBe(401)
    expect((await visitor.json('PUT', '/api/admin/drafts/news-add', { value: news })).status).toBe(401)
    expect(server.ctx.sqlite.prepare('SELECT count(*) FROM panel_drafts WHERE key = ?').pluck().get('news-add')).toBe(0)
  })

  it('changes no page of the site and writes no activity entry, however often it is kept', async () => {
    const version = server.ctx.content.current
    const logged = () => server.ctx.sqlite.prepare('SELECT count(*) FROM activity_log').pluck().get() as number
    const before = logged()
    for (let i = 0; i < 5; i++) expect((await editor.json('PUT', '/api/admin/drafts/topbar', { value: { message: `typing ${i}`, link: '' } })).status).toBe(200)
    expect((await editor.delete('/api/admin/drafts/topbar')).status).toBe(200)
    // the panel language is the person's own too
    expect((await editor.json('PUT', '/api/admin/panel-language', { lang: 'hi' })).status).toBe(200)
    expect(server.ctx.content.current).toBe(version)
    expect(logged()).toBe(before)
  })

  it('refuses a bad name, a missing value, a huge or deeply nested draft with a message that says what to fix; nothing crashes', async () => {
    const bad = await editor.json('PUT', `/api/admin/drafts/${encodeURIComponent('../etc/passwd')}`, { value: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('A draft is named by its form: letters, digits and : . _ - only, at most 160.')
    expect((await editor.json('PUT', `/api/admin/drafts/${'k'.repeat(161)}`, { value: 'x' })).status).toBe(400)
    expect((await editor.json('PUT', '/api/admin/drafts/news-add', {})).body.message).toBe('Send the draft as { "value": … }.')
    expect((await editor.json('PUT', '/api/admin/drafts/news-add', { value: 'x', extra: 1 })).status).toBe(400)
    const huge = await editor.json('PUT', '/api/admin/drafts/news-add', { value: 'अ'.repeat(MAX_DRAFT_BYTES / 3 + 10) })
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('A draft is kept up to 64 KB; this one is larger. Save the form, or shorten it.')
    // 30,000 lists inside each other: a recursive walk would overflow the stack
    const deep = await editor.raw('PUT', '/api/admin/drafts/news-add', `{"value":${'['.repeat(30_000)}${']'.repeat(30_000)}}`, 'application/json')
    expect(deep.status).toBe(400)
    expect(deep.body.message).toBe("A draft is a form's fields: lists and objects at most 12 deep.")
    expect((await editor.get('/api/admin/drafts')).status).toBe(200)
  })

  it('applies one browser’s changes in the order typed, whatever order they arrive in; two browsers’ changes as they arrive', async () => {
    const office = 'office-pc-0001'
    const path = (key: string, from: string, at: number) => `/api/admin/drafts/${key}?from=${from}&at=${at}`
    const titles = async () => ((await admin.get('/api/admin/drafts')).body.data as { key: string; value: { title: string } }[]).map((d) => `${d.key}=${d.value.title}`).sort()
    // typed "A", then "AB" and left: the leaving call arrives first, the earlier one after it
    expect((await admin.json('PUT', path('ordered', office, 2000), { value: { ...news, title: 'AB' } })).body.message).toBe('Draft kept.')
    const late = await admin.json('PUT', path('ordered', office, 1000), { value: { ...news, title: 'A' } })
    expect([late.status, late.body.message]).toEqual([200, 'A later change of this draft from this browser is kept already; this one is not applied.'])
    expect(await titles()).toEqual(['ordered=AB'])
    // a removal sent before a later keeping arrives after it: the keeping stays
    expect((await admin.delete(path('ordered', office, 1500))).body.message).toBe('A later change of this draft from this browser is kept already; this one is not applied.')
    expect(await titles()).toEqual(['ordered=AB'])
    // saved (removed), while a keeping typed before the save was still on its way: it does not bring the draft back
    expect((await admin.delete(path('ordered', office, 3000))).body.message).toBe('Draft removed.')
    expect((await admin.json('PUT', path('ordered', office, 2500), { value: { ...news, title: 'ABC' } })).status).toBe(200)
    expect(await titles()).toEqual([])
    // typed again after the save: kept
    expect((await admin.json('PUT', path('ordered', office, 3500), { value: { ...news, title: 'New' } })).body.message).toBe('Draft kept.')
    expect(await titles()).toEqual(['ordered=New'])
    // another browser (the phone) has another clock: its change is applied as it arrives, whatever its stamp
    expect((await admin.json('PUT', path('ordered', 'phone-00000002', 5), { value: { ...news, title: 'From the phone' } })).body.message).toBe('Draft kept.')
    expect(await titles()).toEqual(['ordered=From the phone'])
    // a removal leaves no draft in the list and counts for nothing against the limit; a second one is 404 as before
    expect((await admin.delete(path('ordered', office, 9000))).status).toBe(200)
    expect((await admin.delete(path('ordered', office, 9001))).status).toBe(404)
    expect(await titles()).toEqual([])
    expect(server.ctx.sqlite.prepare("SELECT count(*) FROM panel_drafts WHERE key = 'ordered' AND dropped_at IS NOT NULL").pluck().get()).toBe(1)
    // and a call without an order (an older panel, a script) is applied as it arrives, as before
    expect((await admin.json('PUT', '/api/admin/drafts/ordered', { value: { ...news, title: 'Unordered' } })).body.message).toBe('Draft kept.')
    expect(await titles()).toEqual(['ordered=Unordered'])
    expect((await admin.delete('/api/admin/drafts/ordered')).body.message).toBe('Draft removed.')
  })

  it('a browser whose clock ran fast is not refused its own removal once its clock is set right; a call without an order leaves a removal mark alone', async () => {
    const titles = async () => ((await admin.get('/api/admin/drafts')).body.data as { key: string }[]).map((d) => d.key)
    // typed with the clock ten minutes fast, saved after the clock was set right
    expect((await admin.json('PUT', `/api/admin/drafts/fast?from=office-pc-0009&at=${(Date.now() + 600_000) * 1000}`, { value: 'typed 10 min fast' })).body.message).toBe('Draft kept.')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await admin.delete(`/api/admin/drafts/fast?from=office-pc-0009&at=${Date.now() * 1000}`)).body.message).toBe('Draft removed.')
    expect(await titles()).toEqual([])
    // removed with an order; a call without one (an older panel) finds no draft and leaves the mark,
    // so the keeping still on its way does not bring the draft back
    expect((await admin.json('PUT', '/api/admin/drafts/marked?from=office-pc-0001&at=1000', { value: 'A' })).status).toBe(200)
    expect((await admin.delete('/api/admin/drafts/marked?from=office-pc-0001&at=3000')).status).toBe(200)
    expect((await admin.delete('/api/admin/drafts/marked')).status).toBe(404)
    expect((await admin.json('PUT', '/api/admin/drafts/marked?from=office-pc-0001&at=2000', { value: 'late' })).body.message).toBe('A later change of this draft from this browser is kept already; this one is not applied.')
    expect(await titles()).toEqual([])
  })

  it('refuses a bad order with a message that says what to fix', async () => {
    const message = 'A change is ordered by ?from= (the browser: 8 to 64 letters, digits or dashes) and ?at= (its count: a whole number), both or neither.'
    for (const query of ['from=office-pc-0001', 'at=5', 'from=short&at=5', 'from=office-pc-0001&at=-1', 'from=office-pc-0001&at=1e9', 'from=office-pc-0001&at=99999999999999999', 'from=a&from=b&at=1', 'from=office-pc-0001&at=1&x=2', `from=${'x'.repeat(65)}&at=1`]) {
      const put = await admin.json('PUT', `/api/admin/drafts/ordered?${query}`, { value: 'x' })
      expect([query, put.status, put.body.message]).toEqual([query, 400, message])
      const del = await admin.delete(`/api/admin/drafts/ordered?${query}`)
      expect([query, del.status]).toEqual([query, 400])
    }
    expect((await admin.get('/api/admin/drafts')).body.data).toEqual([])
  })

  it('keeps at most 200 removal marks per person, and forgets them within a day', async () => {
    for (let i = 0; i < 205; i++) expect((await admin.delete(`/api/admin/drafts/gone:${i}?from=office-pc-0001&at=${i + 1}`)).status).toBe(404)
    const marks = () => server.ctx.sqlite.prepare("SELECT count(*) FROM panel_drafts WHERE key LIKE 'gone:%' AND dropped_at IS NOT NULL").pluck().get()
    expect(marks()).toBe(MAX_DRAFTS_PER_PERSON)
    // a mark older than a day goes at the next read of the list
    server.ctx.sqlite.prepare("UPDATE panel_drafts SET dropped_at = '2020-01-01T00:00:00.000Z' WHERE key = 'gone:204'").run()
    await admin.get('/api/admin/drafts')
    expect(marks()).toBe(MAX_DRAFTS_PER_PERSON - 1)
    // the mark just left is never the one that goes, even beside 200 that look newer
    const adminId = server.ctx.sqlite.prepare("SELECT admin_id FROM panel_drafts WHERE key = 'gone:0' OR key LIKE 'gone:%' LIMIT 1").pluck().get() as string
    const future = server.ctx.sqlite.prepare("INSERT INTO panel_drafts (admin_id, key, value, updated_at, sent_from, sent_at, dropped_at) VALUES (?, ?, 'null', '2099-01-01T00:00:00.000Z', 'office-pc-0001', ?, '2099-01-01T00:00:00.000Z')")
    server.ctx.sqlite.transaction(() => {
      for (let i = 0; i < MAX_DRAFTS_PER_PERSON; i++) future.run(adminId, `ahead:${i}`, 10_000 + i)
    })()
    expect((await admin.delete('/api/admin/drafts/just-left?from=office-pc-0001&at=1')).status).toBe(404)
    expect(server.ctx.sqlite.prepare("SELECT count(*) FROM panel_drafts WHERE key = 'just-left' AND dropped_at IS NOT NULL").pluck().get()).toBe(1)
    expect(marks() as number).toBe(0)
    server.ctx.sqlite.prepare("DELETE FROM panel_drafts WHERE key LIKE 'ahead:%'").run()
    // and the marks do not count against the drafts one keeps
    expect((await admin.json('PUT', '/api/admin/drafts/kept-after-marks?from=office-pc-0001&at=1', { value: 'x' })).body.message).toBe('Draft kept.')
    expect((await admin.delete('/api/admin/drafts/kept-after-marks')).status).toBe(200)
  })

  it(`keeps at most ${MAX_DRAFTS_PER_PERSON} per person: past them a new one is refused (409), an old one still replaced`, async () => {
    const insert = server.ctx.sqlite.prepare("INSERT INTO panel_drafts (admin_id, key, value, updated_at) VALUES ((SELECT id FROM admins WHERE email = 'other@college.test'), ?, '\"x\"', ?)")
    const at = new Date().toISOString()
    server.ctx.sqlite.transaction(() => {
      for (let i = 0; i < MAX_DRAFTS_PER_PERSON; i++) insert.run(`alt:${i}`, at)
    })()
    const refused = await otherEditor.json('PUT', '/api/admin/drafts/news-add', { value: news })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`You keep ${MAX_DRAFTS_PER_PERSON} unsaved drafts already: save or empty some forms first.`)
    expect((await otherEditor.json('PUT', '/api/admin/drafts/alt:3', { value: 'A moot court' })).status).toBe(200)
  })

  it('drops drafts untouched for 30 days, and a removed account’s drafts with it', async () => {
    server.ctx.sqlite.prepare("UPDATE panel_drafts SET updated_at = '2020-01-01T00:00:00.000Z' WHERE key = 'note:a000007'").run()
    expect((await editor.get('/api/admin/drafts')).body.data).toEqual([])
    expect((await otherEditor.get('/api/admin/drafts')).body.data.length).toBe(MAX_DRAFTS_PER_PERSON)
    const id = server.ctx.sqlite.prepare("SELECT id FROM admins WHERE email = 'other@college.test'").pluck().get() as string
    expect((await admin.delete(`/api/admin/accounts/${id}`, { confirm: true })).status).toBe(200)
    expect(server.ctx.sqlite.prepare('SELECT count(*) FROM panel_drafts WHERE admin_id = ?').pluck().get(id)).toBe(0)
  })
})

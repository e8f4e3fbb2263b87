import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONE_ROW_AREAS } from '../../src/app/areas'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

type Version = { _id: string; savedBy: string; savedAt: string; preview: string; current: boolean }

/**
 * Previous versions of the one-row areas (about, mission & vision, topbar) and Put back, as staff
 * and a cookie-less visitor see them.
 */
describe('previous versions of one-row areas', () => {
  let server: TestServer
  let admin: ApiClient
  let editor: ApiClient
  let clerk: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    editor = apiClient(server, await staffCookie(server, 'asha@college.test', 'Asha Editor', 'editor'))
    clerk = apiClient(server, await staffCookie(server, 'desk@college.test', 'Desk Clerk', 'admissions'))
  })
  afterAll(() => server?.close())

  /** A visitor without a cookie (the page may come from the page cache). */
  async function visit(path: string): Promise<string> {
    const res = await server.fetch(path)
    expect(res.status).toBe(200)
    return res.text()
  }

  const about = (title: string, description: string) => ({ title, description, students: 1200, collegeAcceptance: '92', yearsOfExcellence: 20, image: '' })

  async function versions(client: ApiClient, area: string): Promise<Version[]> {
    const res = await client.get(`/api/versions/${area}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as Version[]).map((version) => version)
  }

  it('save twice: two versions, newest first, who and what; put back: the visitor sees the old text, the log has it, and it is a version itself', async () => {
    expect(await versions(editor, 'about')).toEqual([])
    expect((await editor.json('POST', '/api/about/uploadAboutContent', about('Legacy of Law Since 1990', 'The first text about the college.'))).status).toBe(201)
    expect((await editor.json('POST', '/api/about/uploadAboutContent', about('A Newer Heading', 'The second text.'))).status).toBe(200)

    const two = await versions(editor, 'about')
    expect(two).toHaveLength(2)
    expect(two[0]).toMatchObject({ savedBy: 'Asha Editor', current: true, preview: 'A Newer Heading — The second text.' })
    expect(two[1]).toMatchObject({ savedBy: 'Asha Editor', current: false, preview: 'Legacy of Law Since 1990 — The first text about the college.' })
    expect(Date.parse(two[0].savedAt)).toBeGreaterThanOrEqual(Date.parse(two[1].savedAt))

    // the visitor's page is cached with the newer text
    expect(await visit('/aboutUs')).toContain('A Newer Heading')
    const put = await editor.json('POST', `/api/versions/about/${two[1]._id}/putBack`, {})
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect(put.body).toMatchObject({ success: true, message: expect.stringMatching(/^The version of \d\d \w{3} \d{4}, \d\d:\d\d [ap]m is back on the site\.$/), data: { title: 'Legacy of Law Since 1990' } })

    const page = await visit('/aboutUs')
    expect(page).toContain('Legacy of Law Since 1990')
    expect(page).not.toContain('A Newer Heading')
    expect((await apiClient(server).get('/api/about/getAboutContent')).body.data).toMatchObject({ title: 'Legacy of Law Since 1990', description: 'The first text about the college.' })

    const three = await versions(editor, 'about')
    expect(three).toHaveLength(3)
    expect(three[0]).toMatchObject({ current: true, savedBy: 'Asha Editor', preview: 'Legacy of Law Since 1990 — The first text about the college.' })

    // the put-back can itself be undone: put back the newer one again
    expect((await editor.json('POST', `/api/versions/about/${three[1]._id}/putBack`, {})).status).toBe(200)
    expect(await visit('/aboutUs')).toContain('A Newer Heading')

    const log = (await admin.get('/api/activity?area=about')).body.data.items as { person: string; summary: string; action: string }[]
    expect(log.filter((entry) => entry.summary.startsWith('put back the version of '))).toEqual([
      expect.objectContaining({ person: 'Asha Editor', action: 'restored', summary: expect.stringMatching(/^put back the version of \d\d \w{3} \d{4}, \d\d:\d\d [ap]m \(saved by Asha Editor\)$/) }),
      expect.objectContaining({ person: 'Asha Editor', action: 'restored' }),
    ])
  })

  it('mission & vision and the topbar keep versions too, and a put-back shows on the public pages at once', async () => {
    await editor.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Mission One', vision: 'Vision One' })
    await editor.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Mission Two', vision: 'Vision Two' })
    const mv = await versions(editor, 'mission-vision')
    expect(mv.map((version) => version.preview)).toEqual(['Mission: Mission Two · Vision: Vision Two', 'Mission: Mission One · Vision: Vision One'])
    expect(await visit('/aboutUs')).toContain('Mission Two')
    expect((await editor.json('POST', `/api/versions/mission-vision/${mv[1]._id}/putBack`, {})).body.data).toMatchObject({ mission: 'Mission One', vision: 'Vision One' })
    expect(await visit('/aboutUs')).toContain('Mission One')

    await editor.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open for 2026', link: '/addmissionForm' })
    await editor.json('POST', '/api/topbar/addTopbarData', { message: 'Results declared', link: '' })
    const bar = await versions(editor, 'topbar')
    expect(bar.map((version) => version.preview)).toEqual(['Results declared', 'Admissions open for 2026 (/addmissionForm)'])
    expect(await visit('/')).toContain('Results declared')
    await editor.json('POST', `/api/versions/topbar/${bar[1]._id}/putBack`, {})
    const home = await visit('/')
    expect(home).toContain('Admissions open for 2026')
    expect(home).not.toContain('Results declared')
    expect((await apiClient(server).get('/api/topbar/getTopbarData')).body.data).toMatchObject({ message: 'Admissions open for 2026', link: '/addmissionForm' })
  })

  it('an unknown version or area is a 404 with a clear message, and nothing changes', async () => {
    const before = (await apiClient(server).get('/api/topbar/getTopbarData')).body.data
    const count = () => (server.ctx.sqlite.prepare('SELECT count(*) AS n FROM content_versions').get() as { n: number }).n
    const kept = count()
    const unknown = await editor.json('POST', '/api/versions/topbar/0123456789abcdef01234567/putBack', {})
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ success: false, message: 'This version is not kept (any more): only the last 30 saves of each area are. Reload the list and choose another.' })
    // a version of another area is not one of this area
    const aboutVersion = (await versions(editor, 'about'))[1]
    expect((await editor.json('POST', `/api/versions/topbar/${aboutVersion._id}/putBack`, {})).status).toBe(404)
    const area = await editor.get('/api/versions/founders')
    expect(area.status).toBe(404)
    // every declared one-row area named, in declaration order: "a, b and c"
    const keys = ONE_ROW_AREAS.map((declared) => declared.key)
    expect(keys.slice(0, 3)).toEqual(['about', 'mission-vision', 'topbar'])
    expect(area.body).toEqual({ success: false, message: `Previous versions are kept for ${keys.slice(0, -1).join(', ')} and ${keys.at(-1)} only.` })
    expect((await apiClient(server).get('/api/topbar/getTopbarData')).body.data).toEqual(before)
    expect(count()).toBe(kept)
  })

  it('an editor may; an admissions clerk gets 403 and no session gets 401', async () => {
    const id = (await versions(admin, 'topbar'))[1]._id
    const refused = await clerk.get('/api/versions/topbar')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe("Your role does not allow changing the site's content. Ask an Administrator or an Editor.")
    expect((await clerk.json('POST', `/api/versions/topbar/${id}/putBack`, {})).status).toBe(403)
    expect((await apiClient(server).json('POST', `/api/versions/topbar/${id}/putBack`, {})).status).toBe(401)
    expect((await editor.json('POST', `/api/versions/topbar/${id}/putBack`, {})).status).toBe(200)
  })

  it('keeps the last 30 saves of an area, whatever the number of saves', async () => {
    for (let i = 1; i <= 36; i++) expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: `Notice number ${i}`, link: '' })).status).toBeLessThan(300)
    const kept = await versions(admin, 'topbar')
    expect(kept).toHaveLength(30)
    expect(kept[0].preview).toBe('Notice number 36')
    expect(kept[29].preview).toBe('Notice number 7')
    expect((server.ctx.sqlite.prepare("SELECT count(*) AS n FROM content_versions WHERE area = 'topbar'").get() as { n: number }).n).toBe(30)
    // the other areas keep theirs
    expect(await versions(admin, 'mission-vision')).toHaveLength(3)
  })

  it('a row saved before versions were kept is kept too on the first save after the upgrade', async () => {
    const fresh = await startTestServer()
    try {
      const at = '2026-01-05T04:30:00.000Z'
      fresh.ctx.sqlite.prepare('INSERT INTO mission_vision (id, mission, vision, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run('0123456789abcdef01234567', 'Old mission', 'Old vision', at, at)
      const staff = apiClient(fresh, await loginCookie(fresh))
      await staff.json('PUT', '/api/about/missionVisionUpdate', { mission: 'New mission', vision: 'New vision' })
      const list = (await staff.get('/api/versions/mission-vision')).body as Version[]
      expect(list).toEqual([
        expect.objectContaining({ current: true, preview: 'Mission: New mission · Vision: New vision' }),
        expect.objectContaining({ current: false, savedBy: '', savedAt: at, preview: 'Mission: Old mission · Vision: Old vision' }),
      ])
      const put = await staff.json('POST', `/api/versions/mission-vision/${list[1]._id}/putBack`, {})
      expect(put.body.message).toBe('The version of 05 Jan 2026, 10:00 am is back on the site.')
      expect(put.body.data).toMatchObject({ mission: 'Old mission', vision: 'Old vision' })
    } finally {
      await fresh.close()
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROW_AREAS, TEXT_AREAS } from '../../src/app/areas'
import { newId } from '../../src/db/ids'
import { KEEP_ROW_VERSIONS } from '../../src/platform/versions/rows'
import { keptKeys } from '../../src/platform/versions/area'
import { valueText, type ValueShape } from '../../src/platform/versions/values'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, type ApiClient } from './client'

type Version = { _id: string; savedBy: string; savedAt: string; preview: string; current: boolean }
type LogEntry = { person: string; area: string; action: string; summary: string; itemId: string | null }

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Columns a test row fills beyond the declared text: what makes it show publicly. */
const PUBLIC_VALUES: Record<string, unknown> = {
  image_url: 'row-versions.webp',
  date: '2026-01-05',
  category: 'news',
  course: 'llb',
  academic_year: '2026-27',
  publish_at: '2026-01-01T00:00:00.000Z',
  // a kind of its own: the fixed sets (committees, statutory facts) hold each of theirs once
  kind: 'row-versions',
  file_name: 'row-versions.pdf',
  original_name: 'row-versions.pdf',
  highlights: '["One highlight"]',
  members: '[]',
  other_fees: '[]',
}

/**
 * Every declared content row area (src/app/areas.ts, walked: a new area is covered without being
 * added here): a row saved twice keeps both versions, one is put back through the API, the public
 * read shows the old value again, and the activity log says what changed, before → after.
 */
describe('versions of every content row and text area', () => {
  let server: TestServer
  let admin: ApiClient
  let editor: ApiClient
  let desk: ApiClient
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
    editor = apiClient(server, await staffCookie(server, 'asha@college.test', 'Asha Editor', 'editor'))
    desk = apiClient(server, await staffCookie(server, 'desk@college.test', 'Desk Clerk', 'admissions'))
  })
  afterAll(() => server?.close())

  const sqlite = () => server.ctx.sqlite

  /** A row of the area's table with every required column filled, its first text field `first`. */
  function insertRow(area: (typeof ROW_AREAS)[number], field: string, first: string | number): string {
    const table = snake(area.table)
    const columns = sqlite().prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; dflt_value: unknown }[]
    const id = newId()
    const values: Record<string, unknown> = { id, created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' }
    for (const column of columns) {
      if (column.name in values) continue
      if (camel(column.name) === field) values[column.name] = first
      else if (column.name in PUBLIC_VALUES) values[column.name] = PUBLIC_VALUES[column.name]
      else if (column.notnull && column.dflt_value === null) values[column.name] = /INT|REAL/i.test(column.type) ? 1 : `${column.name} of ${area.key}`
    }
    const names = Object.keys(values)
    sqlite().prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...(Object.values(values) as never[]))
    return id
  }

  /** The first declared field staff type as one value (text or a number; not a JSON list). */
  function editedField(area: (typeof ROW_AREAS)[number]): { field: string; first: string | number; second: string | number } {
    const texts = Object.keys(area.fields).filter((field) => !['highlights', 'members', 'otherFees', 'category', 'course', 'academicYear', 'date', 'publishAt', 'expireAt', 'validUntil', 'link', 'placeholder'].includes(field) && !/Id$/.test(field))
    const field = texts[0]
    return /Fee$|Years$|pinned/.test(field) ? { field, first: 41000, second: 52000 } : { field, first: `First ${area.key} text`, second: `Second ${area.key} text` }
  }

  async function versions(client: ApiClient, key: string, id: string): Promise<Version[]> {
    const res = await client.get(`/api/versions/${key}/${id}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as Version[]
  }

  for (const area of ROW_AREAS) {
    it(`${area.key}: an edit is kept, put back shows the old value publicly, and the log says before → after`, async () => {
      const { field, first, second } = editedField(area)
      const id = insertRow(area, field, first)
      expect(JSON.stringify((await apiClient(server).get(area.publicRead)).body), `${area.publicRead} lists the row`).toContain(String(first))

      // any save of the row is kept: here one straight to the table, as a route's store does it
      sqlite().prepare(`UPDATE ${snake(area.table)} SET ${snake(field)} = ?, updated_at = ? WHERE id = ?`).run(second, new Date().toISOString(), id)
      server.ctx.content.bump(`/test/${area.key}`)
      const kept = await versions(editor, area.key, id)
      expect(kept).toHaveLength(2)
      expect(kept[0].current).toBe(true)
      expect(kept[1]).toMatchObject({ current: false, savedBy: '' })
      expect(JSON.stringify((await apiClient(server).get(area.publicRead)).body)).toContain(String(second))

      const put = await editor.json('POST', `/api/versions/${area.key}/${kept[1]._id}/putBack`, {})
      expect(put.status, JSON.stringify(put.body)).toBe(200)
      expect(put.body).toMatchObject({ success: true, message: expect.stringMatching(/^The version of .+ is back on the site\.$/), data: { _id: id, [field]: first } })

      const shown = JSON.stringify((await apiClient(server).get(area.publicRead)).body)
      expect(shown).toContain(String(first))
      expect(shown).not.toContain(String(second))

      const after = await versions(editor, area.key, id)
      expect(after).toHaveLength(3)
      expect(after[0]).toMatchObject({ current: true, savedBy: 'Asha Editor' })

      const log = (await admin.get(`/api/activity?area=${encodeURIComponent(area.label)}`)).body.data.items as LogEntry[]
      const label = area.fields[field as keyof typeof area.fields] as { label?: string; shows?: ValueShape }
      expect(log[0]).toMatchObject({ person: 'Asha Editor', area: area.label, action: 'restored', itemId: id })
      // in the panel's words (a fee as ₹52,000): the words of each shape are tested in tests/unit/value-text.test.ts
      expect(log[0].summary).toContain(`${label.label ?? field} ${valueText(label.shows, second)} → ${valueText(label.shows, first)}`)
    })
  }

  /** A row of any table with its required columns filled (each text unique to the row), for a field to point at. */
  function insertParent(table: string): string {
    const columns = sqlite().prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; dflt_value: unknown }[]
    const id = newId()
    const values: Record<string, unknown> = { id }
    for (const column of columns) {
      if (column.name in values || !column.notnull || column.dflt_value !== null) continue
      values[column.name] = column.name in PUBLIC_VALUES ? PUBLIC_VALUES[column.name] : /INT|REAL/i.test(column.type) ? 1 : /_at$/.test(column.name) ? '2026-01-02T00:00:00.000Z' : `${column.name} ${id}`
    }
    const names = Object.keys(values)
    sqlite().prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...(Object.values(values) as never[]))
    return id
  }

  // The triggers compare with IS NOT: with != a change from or to NULL (scheduling a notice, attaching a PDF, clearing a link) would keep nothing.
  it('a field going from empty to a value and back keeps a version each time: every nullable declared field of every area (publishAt, expireAt, link, the …Id fields)', async () => {
    const checked: string[] = []
    const count = (area: string, id: string) => (sqlite().prepare('SELECT count(*) AS n FROM content_versions WHERE area = ? AND item_id = ?').get(area, id) as { n: number }).n
    for (const area of ROW_AREAS) {
      const table = snake(area.table)
      const columns = sqlite().prepare(`PRAGMA table_info(${table})`).all() as { name: string; notnull: number }[]
      const references = sqlite().prepare(`PRAGMA foreign_key_list(${table})`).all() as { from: string; table: string }[]
      const { field: edited, first } = editedField(area)
      // a row of its own, or (an area whose rows are unique by kind: the committees) its newest
      let row: string | null = null
      const rowOf = () => {
        try {
          return (row ??= insertRow(area, edited, first))
        } catch {
          return (row = (sqlite().prepare(`SELECT id FROM ${table} ORDER BY rowid DESC LIMIT 1`).get() as { id: string }).id)
        }
      }
      for (const field of Object.keys(area.fields)) {
        const column = snake(field)
        if (columns.find((declared) => declared.name === column)?.notnull !== 0) continue
        const id = rowOf()
        const parent = references.find((reference) => reference.from === column)?.table
        const value = parent ? insertParent(parent) : /At$|Until$/.test(field) ? '2026-03-04T05:06:07.000Z' : `https://example.org/${field}`
        const save = sqlite().prepare(`UPDATE ${table} SET ${column} = ?, updated_at = ? WHERE id = ?`)
        save.run(null, new Date().toISOString(), id)
        const empty = count(area.key, id)
        save.run(value, new Date().toISOString(), id)
        expect(count(area.key, id), `${area.key}.${field}: NULL → value`).toBe(empty + 1)
        // read as an Administrator: a news row's draftBy set to someone makes it that person's draft, which only they and Administrators see
        const [newest] = await versions(admin, area.key, id)
        expect(newest!.current).toBe(true)
        save.run(null, new Date().toISOString(), id)
        expect(count(area.key, id), `${area.key}.${field}: value → NULL`).toBe(empty + 2)
        checked.push(`${area.key}.${field}`)
      }
    }
    // the fields the issue named are among them
    expect(checked).toEqual(expect.arrayContaining(['news.publishAt', 'news.expireAt', 'news.link', 'news.attachmentId', 'documents.publishAt', 'committees.orderDocumentId', 'fees.refundDocumentId']))
  })

  it('a row not saved since versions were kept lists what the site shows now as its one version, with nothing to put back', async () => {
    for (const area of ROW_AREAS) {
      const { field } = editedField(area)
      // the area's newest row (some areas' rows are unique by kind or name: none is added here)
      const table = snake(area.table)
      const row = sqlite().prepare(`SELECT id, ${snake(field)} AS value, updated_at AS at FROM ${table} ORDER BY rowid DESC LIMIT 1`).get() as { id: string; value: unknown; at: string }
      const id = row.id
      // as a row saved before the triggers existed: no version of it
      sqlite().prepare('DELETE FROM content_versions WHERE area = ? AND item_id = ?').run(area.key, id)
      // as an Administrator, who sees every draft (the newest news row may be somebody's draft)
      const [only, ...more] = await versions(admin, area.key, id)
      expect(more, area.key).toEqual([])
      expect(only, area.key).toMatchObject({ current: true, savedBy: '', savedAt: row.at })
      // the preview says the value in the panel's words (a fee as ₹41,000: tests/unit/value-text.test.ts)
      const shape = (area.fields[field as keyof typeof area.fields] as { shows?: ValueShape }).shows
      expect(only.preview, area.key).toContain((shape ? valueText(shape, row.value) : String(row.value)).slice(0, 20))
      const put = await admin.json('POST', `/api/versions/${area.key}/${only._id}/putBack`, {})
      expect(put.status, area.key).toBe(404)
    }
    expect(await versions(editor, 'faculty', 'no-such-row')).toEqual([])
  })

  it('an edit through the API names its author in the version and the log says before → after (faculty)', async () => {
    const made = await editor.json('POST', '/api/faculty', { name: 'Shri Deepak Gupta', designation: 'Lecturer', qualifications: 'LL.M.', experienceYears: 4 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.data._id as string
    const changed = await editor.json('PUT', `/api/faculty/${id}`, { designation: 'Assistant Professor' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const kept = await versions(admin, 'faculty', id)
    // the first version is the row as added, by its author
    expect(kept.map((version) => version.savedBy)).toEqual(['Asha Editor', 'Asha Editor'])
    const log = (await admin.get('/api/activity?area=faculty')).body.data.items as LogEntry[]
    expect(log[0]).toMatchObject({ action: 'changed', itemId: id, summary: "changed the faculty entry of 'Shri Deepak Gupta': designation 'Lecturer' → 'Assistant Professor'" })
  })

  it('the Admissions desk may not list or put back versions (403); hostile ids and areas are refused clearly', async () => {
    const id = insertRow(ROW_AREAS[0], 'alt', 'first')
    sqlite().prepare('UPDATE banners SET alt = ? WHERE id = ?').run('second', id)
    const [, older] = await versions(editor, 'banners', id)
    expect((await desk.get(`/api/versions/banners/${id}`)).status).toBe(403)
    expect((await desk.json('POST', `/api/versions/banners/${older._id}/putBack`, {})).status).toBe(403)
    expect((await apiClient(server).get(`/api/versions/banners/${id}`)).status).toBe(401)

    for (const hostile of ["' OR 1=1 --", '../../etc/passwd', 'x'.repeat(500), older._id.toUpperCase()]) {
      const res = await editor.json('POST', `/api/versions/banners/${encodeURIComponent(hostile)}/putBack`, {})
      expect(res.status, hostile).toBe(404)
      expect(res.body.message).toMatch(/^This version is not kept/)
    }
    // a version of another area's row is not this area's
    expect((await editor.json('POST', `/api/versions/programs/${older._id}/putBack`, {})).status).toBe(404)
    expect((await editor.get(`/api/versions/no-such-area/${id}`)).status).toBe(404)
    expect(await versions(editor, 'banners', "' OR 1=1 --")).toEqual([])
  })

  it('a put-back of a row in the bin is refused with a clear message', async () => {
    const made = await editor.json('POST', '/api/faculty', { name: 'Smt. Binned Member', designation: 'Lecturer', qualifications: 'LL.B.', experienceYears: 2 })
    const id = made.body.data._id as string
    await editor.json('PUT', `/api/faculty/${id}`, { designation: 'Reader' })
    const [, older] = await versions(editor, 'faculty', id)
    expect((await editor.delete(`/api/faculty/${id}`)).status).toBe(200)
    const res = await editor.json('POST', `/api/versions/faculty/${older._id}/putBack`, {})
    expect(res.status).toBe(409)
    expect(res.body.message).toBe("'Smt. Binned Member' is in the bin (Deleted Items): restore it there first, then put back a version.")
  })

  it(`thousands of saves of one row keep the newest ${KEEP_ROW_VERSIONS}`, async () => {
    const id = insertRow(ROW_AREAS[0], 'alt', 'save 0')
    const save = sqlite().prepare('UPDATE banners SET alt = ?, updated_at = ? WHERE id = ?')
    const started = Date.now()
    for (let n = 1; n <= 3000; n++) save.run(`save ${n}`, new Date(started + n).toISOString(), id)
    const count = (sqlite().prepare("SELECT count(*) AS n FROM content_versions WHERE area = 'banners' AND item_id = ?").get(id) as { n: number }).n
    expect(count).toBe(KEEP_ROW_VERSIONS)
    const kept = await versions(editor, 'banners', id)
    expect(kept[0].preview).toBe('save 3000')
    expect(kept.at(-1)!.preview).toBe(`save ${3000 - KEEP_ROW_VERSIONS + 1}`)
  })

  // Every text area (TextArea, walked too): saved by staff, read by anyone, refused to the
  // Admissions desk, checked against its declared lengths, versioned and put back, logged.
  type OneRowVersion = { _id: string; savedBy: string }
  it('an unknown area is a clear 404', async () => {
    const res = await apiClient(server).get('/api/content/no-such-area')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('There is no such content area.')
  })

  for (const area of TEXT_AREAS) {
    const fill = (word: string) => Object.fromEntries(Object.keys(area.fields).map((field) => [field, `${word} ${field}`]))
    // what it keeps beside its fields (its photo's keys), '' until a photo is uploaded
    const empty = Object.fromEntries(keptKeys(area).map((key) => [key, '']))
    it(`${area.key}: saved, read, versioned, put back, logged before → after; refused to the desk and when too long`, async () => {
      expect((await apiClient(server).get(`/api/content/${area.key}`)).body.data).toEqual(empty)
      expect((await desk.json('PUT', `/api/content/${area.key}`, fill('Desk'))).status).toBe(403)
      const [field, rule] = Object.entries(area.fields)[0]!
      const long = await editor.json('PUT', `/api/content/${area.key}`, { ...fill('Long'), [field]: 'x'.repeat(rule.max + 1) })
      expect(long.status).toBe(400)
      expect(long.body.errors[field]).toBe(`${rule.label} must be at most ${rule.max} characters`)

      for (const word of ['First', 'Second']) expect((await editor.json('PUT', `/api/content/${area.key}`, fill(word))).status).toBe(200)
      expect((await apiClient(server).get(`/api/content/${area.key}`)).body.data).toEqual({ ...empty, ...fill('Second') })
      const versions = (await editor.get(`/api/versions/${area.key}`)).body as OneRowVersion[]
      expect(versions.map((version) => version.savedBy)).toEqual(['Asha Editor', 'Asha Editor'])
      const put = await editor.json('POST', `/api/versions/${area.key}/${versions[1]!._id}/putBack`, {})
      expect(put.status, JSON.stringify(put.body)).toBe(200)
      expect((await apiClient(server).get(`/api/content/${area.key}`)).body.data).toEqual({ ...empty, ...fill('First') })

      const log = (await admin.get(`/api/activity?area=${encodeURIComponent(area.label)}`)).body.data.items as { summary: string; action: string }[]
      expect(log.map((entry) => entry.action)).toEqual(['restored', 'changed', 'changed'])
      expect(log[1]!.summary).toContain(`${rule.label} 'First ${field}' → 'Second ${field}'`)
    })
  }
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN_TABLES, foreignKeysOf, LINK_WORDS, putInBin } from '../../src/platform/bin/store'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { textPdf } from '../helpers/pdfs'
import { apiClient, formData, jpeg, type ApiClient } from '../api/client'

/**
 * Issue 26 row 7: a binned row whose link target was deleted meanwhile came back as a 500
 * (FOREIGN KEY constraint failed). Every foreign key of every bin table is walked here.
 */
let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

type Column = { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }

/** A row of `table` with every required column filled and `link` pointing at a row that does not exist. */
function rowPointingNowhere(table: string, link: string): Record<string, unknown> {
  const columns = server.ctx.sqlite.prepare('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)').all(table) as Column[]
  const row: Record<string, unknown> = {}
  for (const column of columns) {
    if (column.pk) row[column.name] = `kept-${table}`
    else if (column.name === link) row[column.name] = 'gone-meanwhile'
    else if (column.notnull && column.dflt_value === null) row[column.name] = /INT|REAL|NUM/i.test(column.type) ? 1 : 'x'
  }
  return row
}

const binEntryOf = async (itemId: string) => ((await admin.get('/api/bin')).body as { _id: string; itemId: string }[]).find((e) => e.itemId === itemId)

describe('the bin restores or explains (issue 26 row 7)', () => {
  it('every foreign key of every bin table has words for the answer', () => {
    const keys = BIN_TABLES.flatMap((table) => foreignKeysOf(server.ctx.sqlite, table).map((key) => `${table}.${key.from}`))
    // the walk finds the known links (so it reads the declared keys at all)
    expect(keys).toEqual(expect.arrayContaining(['blogs.attachment_id', 'fee_rows.refund_document_id', 'event_images.category_id']))
    for (const key of keys) expect(LINK_WORDS[key.split('.')[1]], key).toBeTruthy()
  })

  it('a row of every bin kind whose link target is gone comes back without it and says so, never a 5xx', async () => {
    const links = BIN_TABLES.flatMap((table) => foreignKeysOf(server.ctx.sqlite, table).map((key) => ({ table, column: key.from })))
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const { table, column } of links) {
      const row = rowPointingNowhere(table, column)
      putInBin(server.ctx.sqlite, { table, folder: null, row, area: table, label: `kept ${table}`, deletedBy: 'test' })
      const entry = await binEntryOf(String(row.id))
      const res = await admin.json('POST', `/api/bin/${entry!._id}/restore`, {})
      expect(res.status, `${table}.${column}: ${JSON.stringify(res.body)}`).toBe(200)
      expect(res.body.message).toBe(`'kept ${table}' is back, without ${LINK_WORDS[column]} (deleted meanwhile).`)
      const back = server.ctx.sqlite.prepare(`SELECT "${column}" AS link FROM ${table} WHERE id = ?`).get(row.id) as { link: unknown } | undefined
      expect(back, table).toEqual({ link: null })
    }
  })

  it('a notice restored after its attached PDF was deleted: 200 without the attachment (was a 500)', async () => {
    const doc = await admin.multipart('POST', '/api/documents', formData({ title: 'Exam timetable', category: 'timetables', academicYear: '2026-27' }, [['file', 'timetable.pdf', await textPdf(['Exam timetable']), 'application/pdf']]))
    expect(doc.status).toBe(201)
    const notice = await admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Exam notice', description: 'See the timetable', attachmentId: doc.body.data._id }, [['image', 'n.jpg', await jpeg()]]))
    expect(notice.status).toBe(201)
    expect((await admin.delete(`/api/blogs/deleteBlog/${notice.body.data._id}`)).status).toBe(200)
    expect((await admin.delete(`/api/documents/${doc.body.data._id}`)).status).toBe(200)
    const res = await admin.json('POST', `/api/bin/${(await binEntryOf(notice.body.data._id))!._id}/restore`, {})
    expect(res.status).toBe(200)
    expect(res.body.message).toBe("'Exam notice' is back, without its PDF attachment (deleted meanwhile).")
    expect((await admin.get(`/api/blogs/getBlogDetail/${notice.body.data._id}`)).body).toMatchObject({ title: 'Exam notice', attachmentId: null })
  })
})

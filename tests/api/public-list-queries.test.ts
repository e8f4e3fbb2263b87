import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CamelCasePlugin, Kysely, SqliteDialect, type CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase, type Db } from '../../src/db/connection'
import type { Database } from '../../src/db/schema'
import { listColumnPage, nextNoticeChange } from '../../src/features/blogs/store'
import { listGalleryCategories } from '../../src/features/events/store'

/**
 * What the public news and gallery pages cost the database with years of content (5,000 news
 * items, 5,000 photos): each /blogs column page reads its rows through an index in the order shown
 * (no sort of the whole column, no pass over the table); "when does the next notice change", asked
 * by every public render, is two index seeks; /eventGallery counts its categories' photos from an
 * index. Rows go straight into SQLite (fast); the stores read them as they read rows written
 * through the API.
 */
const NEWS = 5_000
const NOW = Date.UTC(2026, 5, 1, 12)
const iso = (ms: number) => new Date(ms).toISOString()
const DAY = 86_400_000
const PHOTOS = 5_000

let dir: string
let opened: ReturnType<typeof openDatabase>
/** The same database through a Kysely that records every statement it sends. */
let db: Db
const sent: CompiledQuery[] = []

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-queries-'))
  opened = openDatabase(dir)
  await migrateToLatest(opened.db)
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: opened.sqlite }), plugins: [new CamelCasePlugin()], log: (event) => void sent.push(event.query) })
  const insert = opened.sqlite.prepare(
    'insert into blogs (id, title, description, date, category, pinned, publish_at, expire_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  opened.sqlite.transaction(() => {
    for (let i = 0; i < NEWS; i++) {
      const date = iso(NOW - (NEWS - i) * (DAY / 3)).slice(0, 10)
      // Three in four are news (written with varied case and spaces), one in four admission news.
      const category = i % 4 ? (i % 3 ? 'news' : ' News ') : 'Admission News'
      insert.run(`b${String(i).padStart(5, '0')}`, `Item ${i}`, `Text ${i}`, date, category, 0, null, null, iso(NOW - (NEWS - i) * 1000), iso(NOW))
    }
    // Pinned items, old ones: shown first all the same.
    insert.run('pinned-old', 'Pinned old', 'Text', '2013-01-01', 'news', 1, null, null, iso(NOW), iso(NOW))
    insert.run('pinned-older', 'Pinned older', 'Text', '2012-01-01', 'NEWS', 1, null, null, iso(NOW), iso(NOW))
    // Scheduled: not yet shown; expired: no longer shown; still valid: shown.
    insert.run('later', 'Scheduled', 'Text', '2030-01-01', 'news', 1, iso(NOW + 3 * DAY), null, iso(NOW), iso(NOW))
    insert.run('gone', 'Expired', 'Text', '2030-01-01', 'news', 0, null, iso(NOW - DAY), iso(NOW), iso(NOW))
    insert.run('valid', 'Valid until next week', 'Text', '2030-01-02', 'news', 0, iso(NOW - DAY), iso(NOW + 7 * DAY), iso(NOW), iso(NOW))

    const category = opened.sqlite.prepare('insert into event_categories (id, name, created_at, updated_at) values (?, ?, ?, ?)')
    const photo = opened.sqlite.prepare('insert into event_images (id, image_url, image_meta, category_id, created_at, updated_at) values (?, ?, null, ?, ?, ?)')
    for (const [id, name] of [['c-moot', 'Moot Court'], ['c-camp', 'Legal Aid Camp'], ['c-empty', 'Annual Day']]) category.run(id, name, iso(NOW), iso(NOW))
    for (let i = 0; i < PHOTOS; i++) photo.run(`p${i}`, `p${i}.jpg`, i % 10 === 0 ? null : i % 2 ? 'c-moot' : 'c-camp', iso(NOW - i * 1000), iso(NOW))
    // A row without a file is not shown; a photo whose category row is gone counts as Uncategorized.
    photo.run('no-file', null, 'c-empty', iso(NOW), iso(NOW))
  })()
  // (outside the transaction: the foreign-key switch is ignored inside one)
  opened.sqlite.pragma('foreign_keys = OFF')
  opened.sqlite.prepare("insert into event_images (id, image_url, category_id, created_at, updated_at) values ('orphan', 'orphan.jpg', 'c-gone', ?, ?)").run(iso(NOW), iso(NOW))
  opened.sqlite.pragma('foreign_keys = ON')
})
afterAll(async () => {
  await db?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The plan SQLite chooses for each statement `read` sends, one string per statement. */
async function plans(read: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0
  await read()
  expect(sent.length).toBeGreaterThan(0)
  return sent.map((query) =>
    (opened.sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[]).map((row) => row.detail).join('; '),
  )
}

describe('a /blogs column with 5,000 news items', () => {
  it('shows pinned first, then newest, only what is published and not expired, categories as written', async () => {
    const first = await listColumnPage(db, 'news', 0, 10, NOW)
    expect(first.items.map((blog) => blog._id).slice(0, 4)).toEqual(['pinned-old', 'pinned-older', 'valid', 'b04999'])
    expect(first.items).toHaveLength(10)
    const shownNews = NEWS - NEWS / 4 + 3
    expect(first.total).toBe(shownNews)
    const admission = await listColumnPage(db, 'admission news', 10, 10, NOW)
    expect(admission.items.map((blog) => blog._id)).toEqual(Array.from({ length: 10 }, (_, k) => `b${String(4996 - 4 * (10 + k)).padStart(5, '0')}`))
    expect(admission.total).toBe(NEWS / 4)
    // the last page of news ends with the oldest item
    const last = await listColumnPage(db, 'news', shownNews - 1, 10, NOW)
    expect(last.items.map((blog) => blog._id)).toEqual(['b00001'])
    // once the scheduled notice is due it is shown (pinned), and the expiring one goes after its time
    const later = await listColumnPage(db, 'news', 0, 3, NOW + 8 * DAY)
    expect(later.items.map((blog) => blog._id)).toEqual(['later', 'pinned-old', 'pinned-older'])
    expect(later.total).toBe(shownNews)
  })

  it('reads each page through an index in the order shown: no sort of the column, no pass over the table', async () => {
    for (const [column, offset] of [['news', 0], ['news', 10], ['admission news', 0], ['news', 3_000]] as const) {
      const [rows, count] = await plans(() => listColumnPage(db, column, offset, 10, NOW))
      expect(rows).toMatch(/^SEARCH blogs USING INDEX blogs_by_column_shown \(<expr>=\?\)/)
      expect(rows).not.toMatch(/TEMP B-TREE|SCAN blogs/)
      // the count never opens a row: the schedule columns are in the index
      expect(count).toBe('SEARCH blogs USING COVERING INDEX blogs_by_column_shown (<expr>=?)')
    }
  })
})

describe('when the next notice appears or expires (asked by every public render)', () => {
  it('is the earliest publish or expiry time still to come', async () => {
    expect(await nextNoticeChange(db, NOW)).toBe(NOW + 3 * DAY)
    expect(await nextNoticeChange(db, NOW + 4 * DAY)).toBe(NOW + 7 * DAY)
    expect(await nextNoticeChange(db, NOW + 7 * DAY)).toBeNull()
  })

  it('is two index seeks, not a pass over every news item', async () => {
    const [plan] = await plans(() => nextNoticeChange(db, NOW))
    expect(plan).toContain('SEARCH blogs USING COVERING INDEX blogs_schedule (publish_at>?)')
    expect(plan).toContain('SEARCH blogs USING COVERING INDEX blogs_by_expiry (expire_at>?)')
    expect(plan).not.toMatch(/SCAN blogs/)
  })
})

describe('/eventGallery categories with 5,000 photos', () => {
  it('lists the categories that have photos A→Z with their counts, Uncategorized last', async () => {
    expect(await listGalleryCategories(db)).toEqual([
      { id: 'c-camp', category: 'Legal Aid Camp', count: 2_000 },
      { id: 'c-moot', category: 'Moot Court', count: 2_500 },
      { id: 'uncategorized', category: 'Uncategorized', count: 501 },
    ])
  })

  it('counts from the index of shown photos, without reading photo rows or sorting them', async () => {
    const [plan] = await plans(() => listGalleryCategories(db))
    expect(plan).toContain('SCAN event_images USING INDEX event_images_shown_by_category')
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN event_images(;|$)/)
  })
})

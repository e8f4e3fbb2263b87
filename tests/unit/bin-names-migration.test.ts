import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'

/**
 * Migration 035 (docs/decisions/271): a gallery category's bin entry made before it held
 * "<name> with its 2 photos"; after it, the name as written (the photos are counted from the entry).
 * Migration 037 (docs/decisions/274): a fee row's entry held "Fees of <course> <year>", a photo's
 * "photo '<description>'" or "photo <file>", a banner's "banner <file>"; after it, what staff wrote
 * (Deleted Items says the area beside it in the panel's language, and shows the picture).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bin-names-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/**
 * A database migrated up to (not including) `migration`, given these bin entries ([id, area, label]),
 * then migrated to the latest: the labels after it, by id.
 */
async function labelsAfter(migration: string, file: string, entries: [string, string, string][]): Promise<unknown[]> {
  const opened = openDatabase(dir, file)
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration))
    await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
    const put = opened.sqlite.prepare("INSERT INTO bin (id, area, item_id, label, row, deleted_by, deleted_at) VALUES (?, ?, ?, ?, '{}', 'Admin', ?)")
    const at = new Date().toISOString()
    for (const [id, area, label] of entries) put.run(id, area, `item-${id}`, label, at)
    const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
    expect(error).toBeUndefined()
    return opened.sqlite.prepare('SELECT id, label FROM bin ORDER BY id').all()
  } finally {
    opened.sqlite.close()
  }
}

it('keeps the name of a category binned before it, without the English words; other entries unchanged', async () => {
  const labels = await labelsAfter('035', 'categories.db', [
    ['b1', 'event categories', 'Sports Day with its 3 photos'],
    ['b2', 'event categories', 'Annual Function with its photo'],
    ['b3', 'event categories', 'Moot Court'],
    ['b4', 'news', 'Exam with its 2 photos'],
  ])
  expect(labels).toEqual([
    { id: 'b1', label: 'Sports Day' },
    { id: 'b2', label: 'Annual Function' },
    { id: 'b3', label: 'Moot Court' },
    { id: 'b4', label: 'Exam with its 2 photos' },
  ])
})

it('keeps a fee row binned before 037 as its course and year, a picture as its description; other areas unchanged', async () => {
  const labels = await labelsAfter('037', 'fees.db', [
    ['f1', 'fees', 'Fees of LL.M. 2041-42'],
    ['f2', 'fees', 'B.A. LL.B. (Integrated) 2026-27'],
    ['f3', 'news', 'Fees of the hostel announced'],
    ['p1', 'event gallery', "photo 'Relay 4 × 100 m'"],
    ['p2', 'event gallery', 'photo 3a16b1c2d3e4f5a6b7c8d9e0.jpg'],
    ['p3', 'banners', 'banner 3a16b1c2d3e4f5a6b7c8d9e0.jpg'],
    ['p4', 'news', "photo 'Prize giving'"],
  ])
  expect(labels).toEqual([
    { id: 'f1', label: 'LL.M. 2041-42' },
    { id: 'f2', label: 'B.A. LL.B. (Integrated) 2026-27' },
    { id: 'f3', label: 'Fees of the hostel announced' },
    { id: 'p1', label: 'Relay 4 × 100 m' },
    { id: 'p2', label: '' },
    { id: 'p3', label: '' },
    { id: 'p4', label: "photo 'Prize giving'" },
  ])
})

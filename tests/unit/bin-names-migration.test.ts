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

it('keeps the name of a category binned before it, without the English words; other entries unchanged', async () => {
  const opened = openDatabase(dir)
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '035'))
  await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
  const put = opened.sqlite.prepare("INSERT INTO bin (id, area, item_id, label, row, deleted_by, deleted_at) VALUES (?, ?, ?, ?, '{}', 'Admin', ?)")
  const at = new Date().toISOString()
  put.run('b1', 'event categories', 'c1', 'Sports Day with its 3 photos', at)
  put.run('b2', 'event categories', 'c2', 'Annual Function with its photo', at)
  put.run('b3', 'event categories', 'c3', 'Moot Court', at)
  put.run('b4', 'news', 'n1', 'Exam with its 2 photos', at)
  const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
  expect(error).toBeUndefined()
  const labels = opened.sqlite.prepare('SELECT id, label FROM bin ORDER BY id').all()
  expect(labels).toEqual([
    { id: 'b1', label: 'Sports Day' },
    { id: 'b2', label: 'Annual Function' },
    { id: 'b3', label: 'Moot Court' },
    { id: 'b4', label: 'Exam with its 2 photos' },
  ])
  opened.sqlite.close()
})

it('keeps a fee row binned before 037 as its course and year, a picture as its description; other areas unchanged', async () => {
  const opened = openDatabase(dir, 'fees.db')
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '037'))
  await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
  const put = opened.sqlite.prepare("INSERT INTO bin (id, area, item_id, label, row, deleted_by, deleted_at) VALUES (?, ?, ?, ?, '{}', 'Admin', ?)")
  const at = new Date().toISOString()
  put.run('f1', 'fees', 'r1', 'Fees of LL.M. 2041-42', at)
  put.run('f2', 'fees', 'r2', 'B.A. LL.B. (Integrated) 2026-27', at)
  put.run('f3', 'news', 'n1', 'Fees of the hostel announced', at)
  put.run('p1', 'event gallery', 'i1', "photo 'Relay 4 × 100 m'", at)
  put.run('p2', 'event gallery', 'i2', 'photo 3a16b1c2d3e4f5a6b7c8d9e0.jpg', at)
  put.run('p3', 'banners', 'b1', 'banner 3a16b1c2d3e4f5a6b7c8d9e0.jpg', at)
  put.run('p4', 'news', 'n2', "photo 'Prize giving'", at)
  const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
  expect(error).toBeUndefined()
  expect(opened.sqlite.prepare('SELECT id, label FROM bin ORDER BY id').all()).toEqual([
    { id: 'f1', label: 'LL.M. 2041-42' },
    { id: 'f2', label: 'B.A. LL.B. (Integrated) 2026-27' },
    { id: 'f3', label: 'Fees of the hostel announced' },
    { id: 'p1', label: 'Relay 4 × 100 m' },
    { id: 'p2', label: '' },
    { id: 'p3', label: '' },
    { id: 'p4', label: "photo 'Prize giving'" },
  ])
  opened.sqlite.close()
})

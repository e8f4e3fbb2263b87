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

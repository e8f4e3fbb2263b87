import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateToLatest, openDatabase } from '../../src/db/connection'

/**
 * Statements are prepared once and run again (src/db/connection.ts): a kept statement whose table
 * went away fails like a fresh one (a read error, which pages show as "Failed to load …") and reads
 * the table again once it is back.
 */
let dir: string
let opened: ReturnType<typeof openDatabase>

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-statements-'))
  opened = openDatabase(dir)
  await migrateToLatest(opened.db)
  const at = new Date(0).toISOString()
  const insert = opened.sqlite.prepare('insert into topbar (id, message, link, created_at, updated_at) values (?, ?, ?, ?, ?)')
  for (let i = 0; i < 5; i++) insert.run(`t${i}`, `Message ${i}`, '', at, at)
})
afterAll(async () => {
  await opened?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const messages = () => opened.db.selectFrom('topbar').select('message').orderBy('id').execute()

it('reads the table again after it was renamed away and back', async () => {
  expect(await messages()).toHaveLength(5)
  opened.sqlite.exec('alter table topbar rename to topbar_away')
  await expect(messages()).rejects.toThrow(/no such table/)
  opened.sqlite.exec('alter table topbar_away rename to topbar')
  expect(await messages()).toHaveLength(5)
})

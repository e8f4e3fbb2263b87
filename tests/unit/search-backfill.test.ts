import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'

/**
 * Migration 017 (docs/decisions/140): translations saved before it (their entry then lost them at
 * the item's next write) are in the index once it has run, and going down leaves a working index.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-backfill-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('fills the entries of documents, programmes, committees and faculty from the translations kept before', async () => {
  const opened = openDatabase(dir)
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '017'))
  await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
  const at = new Date(0).toISOString()
  const { sqlite } = opened
  sqlite.prepare('insert into faculty (id, name, designation, qualifications, created_at, updated_at) values (?, ?, ?, ?, ?, ?)').run('f1', 'Dr. Meera Tiwari', 'Assistant Professor', 'LL.M.', at, at)
  const translate = sqlite.prepare('insert into translations (area, row_id, field, text, source_revision, updated_by, updated_at) values (?, ?, ?, ?, ?, ?, ?)')
  translate.run('faculty', 'f1', 'name', 'डॉ. मीरा तिवारी', 'r', 'a', at)
  translate.run('faculty', 'f1', 'designation', 'सहायक प्राध्यापक', 'r', 'a', at)
  translate.run('committees', 'committee-icc', 'members', JSON.stringify([{ name: 'डॉ. सुधा श्रीवास्तव', role: 'पीठासीन अधिकारी', phone: '', email: '' }]), 'r', 'a', at)
  sqlite.prepare("insert into content_langs (area, row_id, lang) values ('committees', 'committee-icc', 'hi')").run()
  const entry = (kind: string, ref: string) => sqlite.prepare('select lang, alt_title, alt_body from search_index where kind = ? and ref = ?').get(kind, ref)
  expect(entry('faculty', 'f1')).toEqual({ lang: null, alt_title: null, alt_body: null })

  const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
  expect(error).toBeUndefined()
  expect(entry('faculty', 'f1')).toEqual({ lang: 'en', alt_title: 'डॉ. मीरा तिवारी', alt_body: 'सहायक प्राध्यापक' })
  // a JSON list by its texts, as the store's reindex writes it
  expect(entry('committee', 'committee-icc')).toEqual({ lang: 'hi', alt_title: null, alt_body: 'डॉ. सुधा श्रीवास्तव पीठासीन अधिकारी' })
  const found = sqlite.prepare(`select ref from search_index where search_index match ?`).all('"श्रीवास्तव"*')
  expect(found).toEqual([{ ref: 'committee-icc' }])

  // down: the old triggers again, and the index still follows a write
  const down = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateDown()
  expect(down.error).toBeUndefined()
  sqlite.prepare("update faculty set name = 'Dr. Meera Tiwari Shukla' where id = 'f1'").run()
  expect(sqlite.prepare("select title from search_index where kind = 'faculty' and ref = 'f1'").get()).toEqual({ title: 'Dr. Meera Tiwari Shukla' })
  await opened.close()
})

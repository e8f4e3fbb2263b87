import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'

/** Migration 048 (docs/decisions/298): a holiday named in both languages at once is split in two; any other keeps its name, with no Hindi yet. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'holiday-names-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('migration 048 splits "Holi (होली)" into its English and Hindi names and leaves the others English', async () => {
  const opened = openDatabase(dir, 'before-048.db')
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '048'))
    await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
    const add = opened.sqlite.prepare('INSERT INTO grievance_holidays (day, name) VALUES (?, ?)')
    add.run('2027-03-22', 'Holi (होली)')
    add.run('2027-04-14', 'Dr. Ambedkar Jayanti (डॉ. आंबेडकर जयंती)')
    add.run('2027-08-15', 'Independence Day')
    add.run('2027-10-02', 'Gandhi Jayanti (observed)')
    const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
    expect(error).toBeUndefined()
    expect(opened.sqlite.prepare('SELECT day, name, name_hi AS nameHi FROM grievance_holidays ORDER BY day').all()).toEqual([
      { day: '2027-03-22', name: 'Holi', nameHi: 'होली' },
      { day: '2027-04-14', name: 'Dr. Ambedkar Jayanti', nameHi: 'डॉ. आंबेडकर जयंती' },
      { day: '2027-08-15', name: 'Independence Day', nameHi: '' },
      { day: '2027-10-02', name: 'Gandhi Jayanti (observed)', nameHi: '' },
    ])
  } finally {
    opened.sqlite.close()
  }
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ONE_ROW_AREAS, ROW_AREAS } from '../../src/app/areas'
import { migrateToLatest, openDatabase } from '../../src/db/connection'
import { isPanelKey } from '../../src/ui/admin/panels'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'row-areas-'))
const { db, sqlite, close } = openDatabase(dir)
afterAll(async () => {
  await close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

describe('every declared multi-row area (src/app/areas.ts)', () => {
  it('has a key of its own, among the one-row areas too', () => {
    const keys = [...ONE_ROW_AREAS, ...ROW_AREAS].map((area) => area.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  for (const area of ROW_AREAS) {
    it(`${area.key}: its table holds every declared field, and its panel exists`, async () => {
      await migrateToLatest(db)
      const columns = (sqlite.prepare(`PRAGMA table_info(${snake(area.table)})`).all() as { name: string }[]).map((column) => column.name)
      expect(columns).toContain('id')
      for (const field of Object.keys(area.fields)) expect(columns).toContain(snake(field))
      expect(isPanelKey(area.panel)).toBe(true)
      expect(area.preview({})).toBeTypeOf('string')
    })
  }
})
